/**
 * The hamburger menu's content, drawn in the browser from its answer (hamburger-menu.ts): top
 * items, a collapsible bottom menu, footer links, social, apps and initiatives. Part of the
 * menu's own chunk (hamburger-panel.tsx); pure, so it needs no translator and no server module.
 */
import { MenuLinks } from '../navigation/menu-links';
import { AppLink } from '../navigation/app-link';
import type { HamburgerMenuData } from './hamburger-menu';
import { SocialLinks } from './social-links';
import styles from './hamburger-menu.module.css';

interface Props {
  menu: HamburgerMenuData;
  /** Laid out as a sister brand's vertical side menu. */
  side: boolean;
}

export function HamburgerMenuView({ menu, side }: Props) {
  const { labels } = menu;
  return (
    <nav className={side ? `${styles.menu} ${styles.side}` : styles.menu} data-component="hamburger-menu" aria-label={labels.menu}>
      <ul className={styles.topItems} role="list">
        {menu.top.map((item) => (
          <li key={item.id}>
            <AppLink href={item.href} external={item.external}>
              {item.title}
            </AppLink>
            {item.children.length > 0 && <MenuLinks items={item.children} className={styles.children} />}
          </li>
        ))}
      </ul>
      {menu.bottom.length > 0 && (
        <details className={styles.more}>
          <summary>{labels.moreSections}</summary>
          <MenuLinks items={menu.bottom} />
        </details>
      )}
      {menu.footerLinks.length > 0 && <MenuLinks items={menu.footerLinks} className={styles.footerLinks} />}
      <section className={styles.follow} aria-label={labels.followUs}>
        <h2 className={styles.heading}>{labels.followUs}</h2>
        <SocialLinks links={menu.social} />
      </section>
      <section className={styles.apps} aria-label={labels.apps}>
        <h2 className={styles.heading}>{labels.apps}</h2>
        <p>
          <a href={menu.appStore.android} rel="noopener noreferrer" target="_blank">
            {labels.android}
          </a>{' '}
          <a href={menu.appStore.ios} rel="noopener noreferrer" target="_blank">
            {labels.ios}
          </a>
        </p>
      </section>
      <section className={styles.initiatives} aria-label={labels.initiatives}>
        <h2 className={styles.heading}>{labels.initiatives}</h2>
        <ul role="list">
          {menu.initiatives.map((other) => (
            <li key={other.href}>
              <a href={other.href}>{other.name}</a>
            </li>
          ))}
        </ul>
      </section>
    </nav>
  );
}
