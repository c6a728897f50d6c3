import Link from 'next/link';
import { headers } from 'next/headers';
import { resolveHost } from '@/lib/brands/resolve-host';
import { parseSiteHosts } from '@/lib/config/hosts';
import { getT } from '@/lib/i18n/messages';

const HOSTS = parseSiteHosts(process.env.SITE_HOSTS);

/** The 404 page, in the edition's language (not-found pages receive no params, so the host decides). */
export default async function NotFound() {
  const { lang } = resolveHost((await headers()).get('host'), HOSTS);
  const t = getT(lang, 'notFound');
  return (
    <section className="not-found">
      <h1>{t('title')}</h1>
      <p>{t('body')}</p>
      <p>
        <Link href="/">{t('back')}</Link>
      </p>
    </section>
  );
}
