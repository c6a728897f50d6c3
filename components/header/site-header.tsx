import Image from 'next/image';
import Link from 'next/link';
import type { Brand, Lang } from '@/lib/brands/brands';
import { getCollection, getMenu, type MenuItemData } from '@/lib/content';
import { getT } from '@/lib/i18n/messages';
import { searchBoxLabels } from '@/lib/i18n/search-labels';
import { DateLine } from './date-line';
import { EditionSwitch } from './edition-switch.client';
import { Hamburger } from './hamburger.client';
import { MenuLinks } from '../navigation/menu-links';
import { HamburgerMenu } from './hamburger-menu';
import { HeaderSearch } from './header-search.client';
import { HeaderShell } from './header-shell.client';
import { LoginControl } from './login-control.client';

interface Props {
  brand: Brand;
  lang: Lang;
}

const HEADER_STORIES = 3;

function footerChildren(footer: readonly MenuItemData[]): readonly MenuItemData[] {
  return footer.find((item) => item.title === 'Footer')?.children ?? [];
}

/**
 * The site header (SPEC.md section 2): the main header with its date line, e-paper link,
 * edition switch and three latest stories, or a brand header with a search toggle (and
 * Donate on the trust). Both have a navigation bar (11 or 12 items), a login control and
 * the hamburger menu. Pages that must not show it (sign-in, sign-up, password pages)
 * carry `data-hide-header` (globals.css hides the header with :has()).
 */
export async function SiteHeader({ brand, lang }: Props) {
  const t = getT(lang, 'header');
  const site = getT(lang, 'site');
  const [main, hamburger, footer, stories] = await Promise.all([
    getMenu(brand.key, lang, 'main'),
    getMenu(brand.key, lang, 'hamburger'),
    getMenu(brand.key, lang, 'footer'),
    brand.header === 'main' ? getCollection(brand.key, lang, brand.headerCollectionSlug, HEADER_STORIES, 0, true) : Promise.resolve(null),
  ]);
  const nav = main.slice(0, brand.navLimit);
  const other: Lang = lang === 'bn' ? 'en' : 'bn';
  const servesOther = (brand.languages as readonly Lang[]).includes(other);
  const headerStories = stories?.items.flatMap((item) => (item.type === 'story' ? [item.story] : [])).slice(0, HEADER_STORIES) ?? [];
  const isMain = brand.header === 'main';

  return (
    <HeaderShell className={`site-header site-header--${brand.header}${brand.donateUrl ? ' site-header--has-donate' : ''}`}>
      {isMain && (
        <div className="site-header__bar">
          <DateLine lang={lang} />
          <div className="site-header__tools">
            {brand.epaperUrl && (
              <a href={brand.epaperUrl} rel="noopener" className="site-header__epaper">
                {t('epaper')}
              </a>
            )}
            {servesOther && <EditionSwitch to={other} label={site('editionSwitchLabel')} text={site('editionSwitch')} />}
          </div>
        </div>
      )}
      <div className="site-header__main">
        <Hamburger labels={{ open: t('openMenu'), close: t('closeMenu'), title: t('menu') }}>
          <HamburgerMenu brand={brand} lang={lang} top={hamburger.slice(0, 12)} bottom={hamburger.slice(12)} footerLinks={footerChildren(footer)} />
        </Hamburger>
        <Link href="/" className="site-header__logo" aria-label={`${brand.name[lang]} — ${site('home')}`}>
          <Image src={brand.logo.src} alt="" width={27} height={27} priority unoptimized />
          <span className="masthead__name">{brand.name[lang]}</span>
        </Link>
        <div className="site-header__actions">
          {brand.donateUrl && (
            <Link href={brand.donateUrl} className="site-header__donate">
              {t('donate')}
            </Link>
          )}
          <HeaderSearch labels={{ toggle: t('search'), close: t('closeSearch'), box: searchBoxLabels(lang) }} />
          <LoginControl labels={{ login: t('login'), verifyEmail: t('verifyEmail'), account: t('account') }} />
        </div>
      </div>
      <nav className="site-nav" aria-label={t('sections')}>
        <MenuLinks items={nav} />
      </nav>
      {headerStories.length > 0 && (
        <ul className="header-stories" role="list" aria-label={t('headerStories')}>
          {headerStories.map((story) => (
            <li key={story.id}>
              <Link href={story.path}>{story.headline}</Link>
            </li>
          ))}
        </ul>
      )}
    </HeaderShell>
  );
}
