import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { AuthorIntro } from '@/components/author/author-intro';
import { ListingPage, LISTING_PAGE_SIZE } from '@/components/pages/listing-page';
import { editionFromParams, type EditionParams } from '@/lib/brands/edition';
import { getAuthor, getAuthorStories } from '@/lib/content';
import { decodeSlug } from '@/lib/content/slug';
import { getT } from '@/lib/i18n/messages';

interface Props {
  params: Promise<EditionParams & { slug: string }>;
}

export function generateStaticParams() {
  return [];
}

async function load(params: Props['params']) {
  const { brand, lang } = await editionFromParams(params);
  const slug = decodeSlug((await params).slug);
  const author = slug ? await getAuthor(lang, slug) : null;
  if (!author) notFound();
  return { brand, lang, author };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { author } = await load(params);
  return { title: author.name, description: author.bio || undefined, alternates: { canonical: `/author/${author.slug}` } };
}

export default async function AuthorPage({ params }: Props) {
  const { brand, lang, author } = await load(params);
  const t = getT(lang, 'author');
  const page = await getAuthorStories(brand.key, lang, author.id, LISTING_PAGE_SIZE, 0);
  return (
    <ListingPage
      title={t('storiesBy', { name: author.name })}
      lang={lang}
      page={page}
      moreFrom={`/api/v1/authors/${author.id}/collection`}
      intro={<AuthorIntro author={author} />}
    />
  );
}
