import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { preload } from 'react-dom';
import { CookieConsent } from '@/components/consent/cookie-consent';
import { SiteFooter } from '@/components/footer/site-footer';
import { SiteHeader } from '@/components/header/site-header';
import { BreakingTicker } from '@/components/ticker/breaking-ticker';
import { editionFromParams, type EditionParams } from '@/lib/brands/edition';
import { googleSignInClientId } from '@/lib/config/env';
import { siteHosts } from '@/lib/config/hosts';
import { APP_VERSION, FORCE_FULL_PAGE_NAVIGATION, IS_PRODUCTION } from '@/lib/config/public';
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
import { BENGALI_FACES } from '@/lib/fonts';
import '../../styles/tokens.css';
import '../../styles/base.css';

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
  // Early enough for the first paint (app/styles/base.css): the Bengali text face, or on an English page the 1 KB face of its one Bengali word.
  preload((lang === 'bn' ? BENGALI_FACES.sans : BENGALI_FACES.word).href, { as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' });
  return (
    <html lang={lang} style={themeStyle(brand)} {...themeAttributes(brand)}>
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
        <SiteBehaviour lang={lang} labels={MESSAGES[lang].navigation} appVersion={APP_VERSION} cacheBurst={publicConfig(brand, lang)['theme-attributes']['cache-burst']} fullPageNavigation={FORCE_FULL_PAGE_NAVIGATION} serviceWorker={IS_PRODUCTION} />
      </body>
    </html>
  );
}
