import styles from './social-links.module.css';
import { Icon } from '../icons/icons';

export type SocialNetwork = 'facebook' | 'x' | 'instagram' | 'youtube' | 'linkedin';

/** One of the brand's social accounts, with its accessible name in the page's language. */
export interface SocialLink {
  readonly network: SocialNetwork;
  readonly href: string;
  readonly label: string;
}

/** The brand's social links (docs/product.md, "Entities"), as icon links with accessible names; pure, so the browser can draw it. */
export function SocialLinks({ links }: { links: readonly SocialLink[] }) {
  return (
    <ul className={styles.links} data-component="social-links" role="list">
      {links.map(({ network, href, label }) => (
        <li key={network}>
          <a href={href} rel="noopener noreferrer" target="_blank" aria-label={label}>
            <Icon name={network} />
          </a>
        </li>
      ))}
    </ul>
  );
}
