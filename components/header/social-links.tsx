import type { ReactNode } from 'react';
import type { Brand, Lang, SocialLinks as BrandSocialLinks } from '@/lib/brands/brands';
import { getT } from '@/lib/i18n/messages';
import { FacebookIcon, InstagramIcon, LinkedInIcon, XIcon, YouTubeIcon } from '../icons/icons';
import styles from './social-links.module.css';

const NETWORKS: readonly [keyof BrandSocialLinks, 'facebook' | 'x' | 'instagram' | 'youtube' | 'linkedin', () => ReactNode][] = [
  ['facebook-url', 'facebook', FacebookIcon],
  ['twitter-url', 'x', XIcon],
  ['instagram-url', 'instagram', InstagramIcon],
  ['youtube-url', 'youtube', YouTubeIcon],
  ['linkedin-url', 'linkedin', LinkedInIcon],
];

/** The brand's social links (docs/product.md, "Entities"), as icon links with accessible names. */
export function SocialLinks({ brand, lang }: { brand: Brand; lang: Lang }) {
  const t = getT(lang, 'social');
  const social: Partial<BrandSocialLinks> = brand.social;
  return (
    <ul className={styles.links} data-component="social-links" role="list">
      {NETWORKS.flatMap(([field, name, Icon]) => {
        const href = social[field];
        return href
          ? [
              <li key={name}>
                <a href={href} rel="noopener noreferrer" target="_blank" aria-label={t(name)}>
                  <Icon />
                </a>
              </li>,
            ]
          : [];
      })}
    </ul>
  );
}
