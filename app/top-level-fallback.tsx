import { getT } from '@/lib/i18n/messages';
import { DEFAULT_LANG } from '@/lib/brands/brands';

/**
 * The top level's 404, 403 and 401 pages (app/not-found.tsx, forbidden.tsx, unauthorized.tsx).
 *
 * Each edition's root layout is app/[brand]/[lang]/layout.tsx, whose own not-found.tsx and
 * forbidden.tsx answer readers, and the proxy sends every request to an edition, so no reader
 * lands here. Next still writes the top level's three boundaries into every page's RSC
 * payload; without these files they were its built-in English pages with their inline
 * styles, about 3 KB of every page. This is the smallest complete document instead (there is
 * no layout above it, so it brings its own `<html>`), and one element for all three: React's
 * payload writes an element it has written once as a reference to the first copy.
 */
export const TOP_LEVEL_FALLBACK = (
  <html lang={DEFAULT_LANG}>
    <body>
      <p>
        <a href="/">{getT(DEFAULT_LANG, 'notFound')('back')}</a>
      </p>
    </body>
  </html>
);
