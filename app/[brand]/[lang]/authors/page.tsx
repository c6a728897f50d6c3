import type { Metadata } from 'next';
import Link from 'next/link';
import { AuthorAvatar } from '@/components/author/author-intro';
import { editionFromParams, type EditionParams } from '@/lib/brands/edition';
import { getAuthors } from '@/lib/content';
import { localiseDigits } from '@/lib/i18n/digits';
import { getT } from '@/lib/i18n/messages';

interface Props {
  params: Promise<EditionParams>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await editionFromParams(params);
  return { title: getT(lang, 'author')('authors'), alternates: { canonical: '/authors' } };
}

/** All authors: page.total first (a one-item read), then every author (SPEC.md section 7). */
export default async function AuthorsPage({ params }: Props) {
  const { lang } = await editionFromParams(params);
  const t = getT(lang, 'author');
  const { total } = await getAuthors(lang, 1, 0);
  const { items } = await getAuthors(lang, total, 0);
  return (
    <section className="listing" aria-labelledby="listing-title">
      <h1 id="listing-title" className="section-title">
        {t('authors')}
      </h1>
      <p className="listing__intro">{t('count', { count: localiseDigits(total, lang) })}</p>
      <ul className="author-list" role="list">
        {items.map((author) => (
          <li key={author.id} className="author-list__item">
            <AuthorAvatar author={author} size={56} />
            <Link href={`/author/${encodeURIComponent(author.slug)}`}>{author.name}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
