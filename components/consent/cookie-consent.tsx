import type { Lang } from '@/lib/brands/brands';
import { getT } from '@/lib/i18n/messages';
import { CookieConsentBanner } from './cookie-consent.client';

/** The consent banner with its words in the edition's language; the island decides whether it shows. */
export function CookieConsent({ lang }: { lang: Lang }) {
  const t = getT(lang, 'consent');
  return (
    <CookieConsentBanner
      label={t('label')}
      ok={t('ok')}
      decline={t('decline')}
      text={t.rich('text', {
        link: (words) => (
          <a href="/privacy-policy">
            {words}
          </a>
        ),
      })}
    />
  );
}
