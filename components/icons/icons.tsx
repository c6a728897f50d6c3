/**
 * The site's small icons, drawn for this site in currentColor: 24×24 for links, 20×20 for
 * island controls. Each is a symbol in one sprite, public/ui-icons.svg, that a page names with
 * <use>: the sprite is fetched once and kept, so a page carries about 110 bytes per icon
 * instead of its paths, twice (HTML and the RSC payload). They are decorative; the link or
 * button around each carries the name. No `focusable="false"`: only Internet Explorer
 * put an SVG in the tab order, and the attribute cost every icon its bytes twice.
 */
import type { IconName } from './icon-names';

export type { IconName } from './icon-names';

export const ICON_SPRITE = '/ui-icons.svg';

export function Icon({ name, className = 'icon' }: { name: IconName; className?: string }) {
  return (
    <svg className={className} width="20" height="20" aria-hidden="true">
      <use href={`${ICON_SPRITE}#${name}`} />
    </svg>
  );
}
