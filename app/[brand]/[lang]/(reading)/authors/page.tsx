import { AuthorList } from '@/components/author/author-list';
import { ListingIntro } from '@/components/listing/listing-intro';
import { SectionTitle } from '@/components/listing/section-title';
import { authorsMetadata } from '@/lib/seo/metadata';
import { editionFromParams, type EditionParams } from '@/lib/brands/edition';
import { getAuthors } from '@/lib/content';
import { localiseDigits } from '@/lib/i18n/digits';
import { getT } from '@/lib/i18n/messages';

interface Props {
  params: Promise<EditionParams>;
}

export const generateMetadata = authorsMetadata;

/** All authors: page.total first (a one-item read), then every author (docs/product.md, "Calls"). */
export default async function AuthorsPage({ params }: Props) {
  const { lang } = await editionFromParams(params);
  const t = getT(lang, 'author');
  const { total } = await getAuthors(lang, 1, 0);
  const { items } = await getAuthors(lang, total, 0);
  return (
    <section aria-labelledby="listing-title" data-component="listing">
      <SectionTitle id="listing-title">{t('authors')}</SectionTitle>
      <ListingIntro>{t('count', { count: localiseDigits(total, lang) })}</ListingIntro>
      <AuthorList authors={items} />
    </section>
  );
}
