import type { ReactNode } from 'react';
import { FacebookIcon, InstagramIcon, LinkedInIcon, XIcon, YouTubeIcon } from '../icons/icons';
import styles from './social-links.module.css';

export type SocialNetwork = 'facebook' | 'x' | 'instagram' | 'youtube' | 'linkedin';

/** One of the brand's social accounts, with its accessible name in the page's language. */
export interface SocialLink {
  readonly network: SocialNetwork;
  readonly href: string;
  readonly label: string;
}

const ICONS: Record<SocialNetwork, () => ReactNode> = { facebook: FacebookIcon, x: XIcon, instagram: InstagramIcon, youtube: YouTubeIcon, linkedin: LinkedInIcon };

/** The brand's social links (docs/product.md, "Entities"), as icon links with accessible names; pure, so the browser can draw it. */
export function SocialLinks({ links }: { links: readonly SocialLink[] }) {
  return (
    <ul className={styles.links} data-component="social-links" role="list">
      {links.map(({ network, href, label }) => {
        const Icon = ICONS[network];
        return (
          <li key={network}>
            <a href={href} rel="noopener noreferrer" target="_blank" aria-label={label}>
              <Icon />
            </a>
          </li>
        );
      })}
    </ul>
  );
}
