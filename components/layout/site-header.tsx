import Link from 'next/link';
import type { Brand, Lang } from '@/lib/brands/brands';
import { getT } from '@/lib/i18n/messages';
import { editionHref } from '@/lib/brands/hosts-public';

interface Props {
  brand: Brand;
  lang: Lang;
}

/** The minimal masthead; the full header (date line, menus, account) is issue #4. */
export function SiteHeader({ brand, lang }: Props) {
  const t = getT(lang, 'site');
  const other: Lang = lang === 'bn' ? 'en' : 'bn';
  const switchHref = (brand.languages as readonly Lang[]).includes(other) ? editionHref(other, '/') : null;
  return (
    <header className="masthead">
      <div className="masthead__inner">
        <Link href="/" className="masthead__logo" aria-label={`${brand.name[lang]} — ${t('home')}`}>
          <span className="masthead__name">{brand.name[lang]}</span>
        </Link>
        <p className="masthead__tagline">{brand.tagline[lang]}</p>
        {switchHref && (
          <a className="masthead__edition" href={switchHref} lang={other} aria-label={t('editionSwitchLabel')}>
            {t('editionSwitch')}
          </a>
        )}
      </div>
    </header>
  );
}
