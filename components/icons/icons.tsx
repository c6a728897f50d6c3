/**
 * The site's small icons, drawn for this site in currentColor. Each is a symbol in one sprite,
 * public/ui-icons.svg, that a page names with <use>: the sprite is fetched once and kept, so a
 * page carries about 110 bytes per icon instead of its paths, twice (HTML and the RSC payload).
 * They are decorative; the link or button around each carries the name.
 */
export const ICON_SPRITE = '/ui-icons.svg';

export const ICON_NAMES = ['android', 'apple', 'close', 'facebook', 'instagram', 'link', 'linkedin', 'mail', 'next', 'pause', 'play', 'previous', 'reddit', 'search', 'share', 'whatsapp', 'x', 'youtube'] as const;

export type IconName = (typeof ICON_NAMES)[number];

export function Icon({ name, className = 'icon' }: { name: IconName; className?: string }) {
  return (
    <svg className={className} width="20" height="20" aria-hidden="true" focusable="false">
      <use href={`${ICON_SPRITE}#${name}`} />
    </svg>
  );
}

export const FacebookIcon = () => <Icon name="facebook" />;
export const XIcon = () => <Icon name="x" />;
export const InstagramIcon = () => <Icon name="instagram" />;
export const YouTubeIcon = () => <Icon name="youtube" />;
export const LinkedInIcon = () => <Icon name="linkedin" />;
export const WhatsAppIcon = () => <Icon name="whatsapp" />;
export const RedditIcon = () => <Icon name="reddit" />;
export const MailIcon = () => <Icon name="mail" />;
export const LinkIcon = () => <Icon name="link" />;
export const ShareIcon = () => <Icon name="share" />;
export const AndroidIcon = () => <Icon name="android" />;
export const AppleIcon = () => <Icon name="apple" />;
