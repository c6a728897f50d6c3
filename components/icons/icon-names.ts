/** The sprite's symbols (public/ui-icons.svg), one per name; tests/unit/icons.test.ts holds the two together. */
export const ICON_NAMES = ['android', 'apple', 'close', 'facebook', 'instagram', 'link', 'linkedin', 'mail', 'next', 'pause', 'play', 'previous', 'reddit', 'search', 'share', 'whatsapp', 'x', 'youtube'] as const;

export type IconName = (typeof ICON_NAMES)[number];
