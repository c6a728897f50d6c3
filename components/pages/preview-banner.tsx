import type { Lang } from '@/lib/brands/brands';
import { getT } from '@/lib/i18n/messages';

export function PreviewBanner({ lang }: { lang: Lang }) {
  return (
    <p className="preview-banner" role="note">
      {getT(lang, 'preview')('banner')}
    </p>
  );
}

export function PreviewRefused({ lang }: { lang: Lang }) {
  return (
    <section className="not-found">
      <h1>{getT(lang, 'preview')('invalid')}</h1>
    </section>
  );
}
