import type { Brand, Lang } from '@/lib/brands/brands';
import { BRANDS } from '@/lib/brands/brands';
import type { MenuItemData } from '@/lib/content';
import { getT } from '@/lib/i18n/messages';
import { AppLink } from '../navigation/app-link';
import { MenuLinks } from '../navigation/menu-links';
import { SocialLinks } from './social-links';
import styles from './hamburger-menu.module.css';

interface Props {
  brand: Brand;
  lang: Lang;
  top: readonly MenuItemData[];
  bottom: readonly MenuItemData[];
  footerLinks: readonly MenuItemData[];
  /** Laid out as a sister brand's vertical side menu. */
  side?: boolean;
}

/** The hamburger menu's content: top items, a collapsible bottom menu, footer links, social, apps and initiatives. */
export function HamburgerMenu({ brand, lang, top, bottom, footerLinks, side = false }: Props) {
  const t = getT(lang, 'header');
  return (
    <nav className={side ? `${styles.menu} ${styles.side}` : styles.menu} data-component="hamburger-menu" aria-label={t('menu')}>
      <ul className={styles.topItems} role="list">
        {top.map((item) => (
          <li key={item.id}>
            <AppLink href={item.href} external={item.external}>
              {item.title}
            </AppLink>
            {item.children.length > 0 && <MenuLinks items={item.children} className={styles.children} />}
          </li>
        ))}
      </ul>
      {bottom.length > 0 && (
        <details className={styles.more}>
          <summary>{t('moreSections')}</summary>
          <MenuLinks items={bottom} />
        </details>
      )}
      {footerLinks.length > 0 && <MenuLinks items={footerLinks} className={styles.footerLinks} />}
      <section className={styles.follow} aria-label={t('followUs')}>
        <h2 className={styles.heading}>{t('followUs')}</h2>
        <SocialLinks brand={brand} lang={lang} />
      </section>
      <section className={styles.apps} aria-label={t('apps')}>
        <h2 className={styles.heading}>{t('apps')}</h2>
        <p>
          <a href={brand.appStore.android} rel="noopener noreferrer" target="_blank">
            {t('android')}
          </a>{' '}
          <a href={brand.appStore.ios} rel="noopener noreferrer" target="_blank">
            {t('ios')}
          </a>
        </p>
      </section>
      <section className={styles.initiatives} aria-label={t('initiatives')}>
        <h2 className={styles.heading}>{t('initiatives')}</h2>
        <ul role="list">
          {BRANDS.filter((other) => other.key !== brand.key).map((other) => (
            <li key={other.key}>
              <a href={`/api/edition?brand=${other.key}`}>{other.name[lang]}</a>
            </li>
          ))}
        </ul>
      </section>
    </nav>
  );
}
