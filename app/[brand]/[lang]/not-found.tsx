import Link from 'next/link';
import { headers } from 'next/headers';
import { StoryList } from '@/components/listing/story-list';
import { resolveHost } from '@/lib/brands/resolve-host';
import { parseSiteHosts } from '@/lib/config/hosts';
import { getLatestStories } from '@/lib/content';
import { getT } from '@/lib/i18n/messages';

const HOSTS = parseSiteHosts(process.env.SITE_HOSTS);

/** The 404 page in the edition's language, with search and the latest stories (not-found pages get no params, so the host decides). */
export default async function NotFound() {
  const { brand, lang } = resolveHost((await headers()).get('host'), HOSTS);
  const t = getT(lang, 'notFound');
  const latest = await getLatestStories(brand, lang, 6).catch(() => []);
  return (
    <section className="not-found" aria-labelledby="not-found-title">
      <h1 id="not-found-title">{t('title')}</h1>
      <p>{t('body')}</p>
      <form className="search-form" action="/search" method="get" role="search">
        <label htmlFor="not-found-q">{t('searchLabel')}</label>
        <input id="not-found-q" name="q" type="search" placeholder={t('searchPlaceholder')} maxLength={200} />
        <button type="submit">{t('searchButton')}</button>
      </form>
      <p>
        <Link href="/">{t('back')}</Link>
      </p>
      {latest.length > 0 && (
        <section aria-labelledby="not-found-latest">
          <h2 id="not-found-latest" className="section-title">
            {t('latest')}
          </h2>
          <StoryList stories={latest} lang={lang} headingLevel={3} />
        </section>
      )}
    </section>
  );
}
