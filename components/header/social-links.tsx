import type { Brand, Lang } from '@/lib/brands/brands';
import { getT } from '@/lib/i18n/messages';

const NETWORKS = [
  ['facebook-url', 'facebook', 'M14 8h3V4h-3c-2.8 0-4 1.7-4 4.3V10H7v4h3v10h4V14h3l1-4h-4V8.6c0-.4.3-.6.7-.6z'],
  ['twitter-url', 'x', 'M4 4h4.5l4 5.6L17.3 4H20l-6.3 7.3L21 20h-4.5l-4.4-6.1L6.7 20H4l6.9-8z'],
  ['instagram-url', 'instagram', 'M8 3h8a5 5 0 0 1 5 5v8a5 5 0 0 1-5 5H8a5 5 0 0 1-5-5V8a5 5 0 0 1 5-5zm4 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8zm5.5-1.5a1 1 0 1 0 0 2 1 1 0 0 0 0-2z'],
  ['youtube-url', 'youtube', 'M22 8.2c-.2-1.6-1-2.6-2.6-2.8C17 5 12 5 12 5s-5 0-7.4.4C3 5.6 2.2 6.6 2 8.2 1.8 10 1.8 12 1.8 12s0 2 .2 3.8c.2 1.6 1 2.6 2.6 2.8C7 19 12 19 12 19s5 0 7.4-.4c1.6-.2 2.4-1.2 2.6-2.8.2-1.8.2-3.8.2-3.8s0-2-.2-3.8zM10 15V9l5 3z'],
  ['linkedin-url', 'linkedin', 'M4 9h4v12H4zm2-6a2 2 0 1 1 0 4 2 2 0 0 1 0-4zm4 6h4v1.7c.6-1 2-2 4-2 3.6 0 4 2.4 4 5.4V21h-4v-5.3c0-1.3 0-3-1.8-3s-2.2 1.4-2.2 2.9V21h-4z'],
] as const;

/** The brand's social links (SPEC.md section 3), as icon links with accessible names. */
export function SocialLinks({ brand, lang }: { brand: Brand; lang: Lang }) {
  const t = getT(lang, 'social');
  const social: Partial<Record<(typeof NETWORKS)[number][0], string>> = brand.social;
  return (
    <ul className="social-links" role="list">
      {NETWORKS.flatMap(([field, name, path]) => {
        const href = social[field];
        return href
          ? [
              <li key={name}>
                <a href={href} rel="noopener noreferrer" target="_blank" aria-label={t(name)}>
                  <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                    <path d={path} fill="currentColor" />
                  </svg>
                </a>
              </li>,
            ]
          : [];
      })}
    </ul>
  );
}
