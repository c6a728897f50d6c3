import type { Metadata, Viewport } from 'next';
import localFont from 'next/font/local';
import type { ReactNode } from 'react';
import { CookieConsent } from '@/components/consent/cookie-consent';
import { SiteFooter } from '@/components/footer/site-footer';
import { SiteHeader } from '@/components/header/site-header';
import { BreakingTicker } from '@/components/ticker/breaking-ticker';
import { editionFromParams, type EditionParams } from '@/lib/brands/edition';
import { googleSignInClientId } from '@/lib/config/env';
import { siteHosts } from '@/lib/config/hosts';
import { APP_VERSION } from '@/lib/config/public';
import { editionOrigin } from '@/lib/routes/absolute';
import { publicConfig } from '@/lib/brands/public-config';
import { SiteBehaviour } from '@/components/navigation/site-behaviour.client';
import { SaveLabelsProvider } from '@/components/saves/save-button.client';
import { saveLabels } from '@/lib/i18n/save-labels';
import { OneTap } from '@/components/auth/one-tap.client';
import { ThirdParties } from '@/components/ads/third-parties.client';
import { adsRuntimeConfig } from '@/lib/ads/config';
import { adsConfigFor, analyticsFor, consentMode } from '@/lib/config/third-parties';
import { getT, MESSAGES } from '@/lib/i18n/messages';
import { themeAttributes, themeStyle } from '@/lib/brands/theme';
import { sharedMetadata } from '@/lib/seo/installable';
import '../../styles/tokens.css';
import '../../styles/base.css';

/*
 * Both faces use `display: 'optional'`: a face that has not arrived within the browser's
 * short block period is not swapped in later for this page (it is cached for the next one).
 * With 'swap', a late face re-wrapped every Bengali headline under the reader's eyes and
 * moved the whole story down (CLS 0.099 measured at 375 px on a slow load); the main face
 * is preloaded, so it is nearly always in time.
 */
const bengali = localFont({
  src: '../../../node_modules/@fontsource-variable/noto-sans-bengali/files/noto-sans-bengali-bengali-wght-normal.woff2',
  variable: '--font-bengali',
  weight: '100 900',
  display: 'optional',
  declarations: [{ prop: 'unicode-range', value: 'U+0951-0952, U+0964-0965, U+0980-09FE, U+1CD0, U+1CD2, U+1CD5-1CD6, U+1CD8, U+1CE1, U+1CEA, U+1CED, U+1CF2, U+1CF5-1CF7, U+200C-200D, U+20B9, U+25CC, U+A8F1' }],
});

/**
 * The serif face of the brands whose theme sets their headlines in it (lib/brands/brands.ts,
 * headlineFace). Not preloaded: only those brands' headlines ask for it, and `swap` shows
 * them in the sans face if it arrives late.
 */
const bengaliSerif = localFont({
  src: '../../../node_modules/@fontsource-variable/noto-serif-bengali/files/noto-serif-bengali-bengali-wght-normal.woff2',
  variable: '--font-bengali-serif',
  weight: '100 900',
  display: 'optional',
  preload: false,
  declarations: [{ prop: 'unicode-range', value: 'U+0951-0952, U+0964-0965, U+0980-09FE, U+1CD0, U+1CD2, U+1CD5-1CD6, U+1CD8, U+1CE1, U+1CEA, U+1CED, U+1CF2, U+1CF5-1CF7, U+200C-200D, U+20B9, U+25CC, U+A8F1' }],
});

/** Google one-tap is on only when configured (docs/product.md, "States"); without it nothing loads. */
const GOOGLE_CLIENT_ID = googleSignInClientId();

interface Props {
  children: ReactNode;
  params: Promise<EditionParams>;
}

/** Nothing is rendered at build time (no database then); pages render on first request and stay cached. */
export function generateStaticParams(): EditionParams[] {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { brand, lang } = await editionFromParams(params);
  return {
    // Canonical and Open Graph URLs are absolute (search engines and Lighthouse want them so).
    metadataBase: new URL(editionOrigin(siteHosts(), { brand: brand.key, lang }) ?? 'http://localhost'),
    title: { default: brand.name[lang], template: `%s | ${brand.name[lang]}` },
    description: brand.tagline[lang],
    ...sharedMetadata(),
  };
}

export async function generateViewport({ params }: Props): Promise<Viewport> {
  const { brand } = await editionFromParams(params);
  return { themeColor: brand.theme.accent, width: 'device-width', initialScale: 1 };
}

export default async function EditionLayout({ children, params }: Props) {
  const { brand, lang } = await editionFromParams(params);
  const t = getT(lang, 'site');
  // Ads and analytics as the edition's config says; with neither, not a byte of their code.
  const ads = adsRuntimeConfig(adsConfigFor(brand.key, lang));
  const analytics = analyticsFor(brand.key, lang);
  return (
    <html
      lang={lang}
      className={brand.theme.headlineFace === 'serif' ? `${bengali.variable} ${bengaliSerif.variable}` : bengali.variable}
      style={themeStyle(brand)}
      {...themeAttributes(brand)}
    >
      <body>
        <a className="skip-link" href="#main">
          {t('skipToContent')}
        </a>
        <SiteHeader brand={brand} lang={lang} />
        <BreakingTicker brand={brand} lang={lang} />
        <main id="main" className="page">
          <SaveLabelsProvider labels={saveLabels(lang)}>{children}</SaveLabelsProvider>
        </main>
        <SiteFooter brand={brand} lang={lang} />
        <CookieConsent lang={lang} />
        {GOOGLE_CLIENT_ID && <OneTap clientId={GOOGLE_CLIENT_ID} />}
        {(ads || analytics) && <ThirdParties mode={consentMode()} ads={ads} analytics={analytics} />}
        <SiteBehaviour labels={MESSAGES[lang].navigation} appVersion={APP_VERSION} cacheBurst={publicConfig(brand, lang)['theme-attributes']['cache-burst']} />
      </body>
    </html>
  );
}
