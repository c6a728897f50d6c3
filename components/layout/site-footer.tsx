import type { Brand, Lang } from '@/lib/brands/brands';
import { localiseDigits } from '@/lib/i18n/digits';
import { getT } from '@/lib/i18n/messages';

interface Props {
  brand: Brand;
  lang: Lang;
}

const FIRST_YEAR = 1998;

/** The minimal footer; the brand variants and menus are issue #4. */
export function SiteFooter({ brand, lang }: Props) {
  const t = getT(lang, 'site');
  const range = localiseDigits(`${FIRST_YEAR}–${new Date().getFullYear()}`, lang);
  return (
    <footer className="site-footer">
      <p className="site-footer__brand">{brand.name[lang]}</p>
      {brand.editorLine && <p>{brand.editorLine[lang]}</p>}
      {brand.publisherLine && <p>{brand.publisherLine[lang]}</p>}
      <p>{t('copyright', { range, name: brand.name[lang] })}</p>
    </footer>
  );
}
