import type { Metadata } from 'next';
import { AuthorIntro } from '@/components/author/author-intro';
import { ListingPage, LISTING_PAGE_SIZE } from '@/components/pages/listing-page';
import { getAuthor, getAuthorStories } from '@/lib/content';
import { authorJsonLd } from '@/lib/seo/json-ld';
import { authorMetadata } from '@/lib/seo/metadata';
import { decideAuthorImage } from '@/lib/content/author-image';
import { JsonLd } from '@/components/seo/json-ld';
import { getT } from '@/lib/i18n/messages';
import { loadBySlug, type SlugPageProps } from '../../by-slug';

export function generateStaticParams() {
  return [];
}

const load = (params: SlugPageProps['params']) => loadBySlug(params, ({ lang }, slug) => getAuthor(lang, slug));

export async function generateMetadata({ params }: SlugPageProps): Promise<Metadata> {
  const { brand, lang, found: author } = await load(params);
  return authorMetadata(brand.key, lang, author);
}

export default async function AuthorPage({ params }: SlugPageProps) {
  const { brand, lang, found: author } = await load(params);
  const t = getT(lang, 'author');
  const page = await getAuthorStories(brand.key, lang, author.id, LISTING_PAGE_SIZE, 0);
  return (
    <ListingPage
      title={t('storiesBy', { name: author.name })}
      lang={lang}
      page={page}
      moreFrom={`/api/v1/authors/${author.id}/collection`}
      ads={{ brand: brand.key, lang, type: 'author', key: `author-${author.id}` }}
      intro={
        <>
          <JsonLd data={authorJsonLd(brand.key, lang, { ...author, imagePath: decideAuthorImage(author) })} />
          <AuthorIntro author={author} />
        </>
      }
    />
  );
}
