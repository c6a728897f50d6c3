import type { Brand, Lang } from '@/lib/brands/brands';
import { getCollection, getMenu } from '@/lib/content';
import { getT } from '@/lib/i18n/messages';
import { searchBoxLabels } from '@/lib/i18n/search-labels';
import { readablePath } from '@/lib/routes/paths';
import { inlineSvg } from '@/lib/media/inline-svg';
import { PlainImage } from '../media/plain-image';
import { DateLine } from './date-line';
import { EditionSwitch } from './edition-switch.client';
import { Hamburger } from './hamburger.client';
import { MenuLinks } from '../navigation/menu-links';
import { HeaderSearch } from './header-search.client';
import { HeaderShell } from './header-shell.client';
import { LoginControl } from './login-control.client';
import styles from './site-header.module.css';

interface Props {
  brand: Brand;
  lang: Lang;
}

const HEADER_STORIES = 3;

/**
 * The site header (docs/product.md, "Header"): the main header with its date line, e-paper link,
 * edition switch and three latest stories, or a brand header with a search toggle (and
 * Donate on the trust). Both have a navigation bar (11 or 12 items), a login control and
 * the hamburger menu's button (the menu comes when first wanted: hamburger.client.tsx).
 * Pages that must not show it (sign-in, sign-up, password pages) carry
 * `data-hide-header` (the module hides the header with :has()). Its look per brand
 * comes from the theme's masthead variant (site-header.module.css), never from the brand.
 */
export async function SiteHeader({ brand, lang }: Props) {
  const t = getT(lang, 'header');
  const site = getT(lang, 'site');
  const [main, stories] = await Promise.all([
    getMenu(brand.key, lang, 'main'),
    brand.header === 'main' ? getCollection(brand.key, lang, brand.headerCollectionSlug, HEADER_STORIES, 0, true) : Promise.resolve(null),
  ]);
  const nav = main.slice(0, brand.navLimit);
  const other: Lang = lang === 'bn' ? 'en' : 'bn';
  const servesOther = (brand.languages as readonly Lang[]).includes(other);
  const headerStories = stories?.items.flatMap((item) => (item.type === 'story' ? [item.story] : [])).slice(0, HEADER_STORIES) ?? [];
  const isMain = brand.header === 'main';

  const classes = [styles.header, isMain ? styles.daily : '', brand.donateUrl ? styles.withDonate : ''].filter(Boolean).join(' ');

  return (
    <HeaderShell className={classes}>
      {isMain && (
        <div className={styles.bar}>
          <DateLine lang={lang} />
          <div className={styles.tools}>
            {brand.epaperUrl && (
              <a href={brand.epaperUrl} className={styles.epaper}>
                {t('epaper')}
              </a>
            )}
            {servesOther && <EditionSwitch to={other} label={site('editionSwitchLabel')} text={site('editionSwitch')} />}
          </div>
        </div>
      )}
      <div className={styles.row}>
        <Hamburger labels={{ open: t('openMenu'), close: t('closeMenu'), title: t('menu'), loading: t('menuLoading'), failed: t('menuFailed') }} side={!isMain} />
        <a href="/" className={styles.logo} aria-label={`${brand.name[lang]} — ${site('home')}`}>
          <BrandLogo src={brand.logo.src} />
          <span className={styles.name}>{brand.name[lang]}</span>
        </a>
        <div className={styles.actions}>
          {brand.donateUrl && (
            <a href={brand.donateUrl} className={styles.donate}>
              {t('donate')}
            </a>
          )}
          <HeaderSearch labels={{ toggle: t('search'), close: t('closeSearch'), box: searchBoxLabels(lang) }} />
          <LoginControl labels={{ login: t('login'), verifyEmail: t('verifyEmail'), account: t('account') }} />
        </div>
      </div>
      <nav className={styles.nav} aria-label={t('sections')}>
        <MenuLinks items={nav} className={styles.navList} />
      </nav>
      {headerStories.length > 0 && (
        <ul className={styles.stories} role="list" aria-label={t('headerStories')}>
          {headerStories.map((story) => (
            <li key={story.id}>
              <a href={readablePath(story.path)}>{story.headline}</a>
            </li>
          ))}
        </ul>
      )}
    </HeaderShell>
  );
}

/**
 * The brand's mark: the site's own SVG file drawn inline (lib/media/inline-svg.ts), or else a
 * preloaded plain <img> (PlainImage), so that no page ships next/image's client for it. The
 * link around it carries the name.
 */
function BrandLogo({ src }: { src: string }) {
  const markup = inlineSvg(src);
  if (markup) return <span className={styles.mark} aria-hidden="true" dangerouslySetInnerHTML={{ __html: markup }} />;
  return <PlainImage src={src} alt="" width={27} height={27} priority unoptimized />;
}
