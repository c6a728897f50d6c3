import { getT } from '@/lib/i18n/messages';
import { DEFAULT_LANG } from '@/lib/brands/brands';

/**
 * The top level's 404, 403 and 401 pages (app/not-found.tsx, forbidden.tsx, unauthorized.tsx).
 *
 * Each edition's root layout is app/[brand]/[lang]/layout.tsx, whose own not-found.tsx and
 * forbidden.tsx answer readers, and the proxy sends every request to an edition, so no reader
 * lands here. Next still writes the top level's three boundaries into every page's RSC
 * payload; without these files they were its built-in English pages with their inline
 * styles, about 3 KB of every page. These are the smallest complete documents instead: there
 * is no layout above them, so each brings its own `<html>`.
 */
export function TopLevelFallback({ status }: { readonly status: 401 | 403 | 404 }) {
  const t = getT(DEFAULT_LANG, 'notFound');
  return (
    <html lang={DEFAULT_LANG}>
      <body>
        <h1>{status}</h1>
        <p>
          <a href="/">{t('back')}</a>
        </p>
      </body>
    </html>
  );
}
