import type { CSSProperties } from 'react';
import type { Brand, BrandTheme } from './brands';

const CORNER_RADIUS: Record<BrandTheme['corners'], string> = {
  square: '0',
  soft: 'var(--radius)',
  round: 'var(--radius-lg)',
};

/**
 * A brand's theme as design-token values (app/styles/tokens.css), set on <html> by the
 * edition layout. Everything a brand changes in the look goes through here. A token left at
 * tokens.css's own value (sans headlines, soft corners) is not repeated: every page writes
 * this twice, in its markup and in its payload.
 */
export function themeStyle(brand: Brand): CSSProperties {
  const { theme } = brand;
  return {
    '--brand-color': theme.accent,
    '--brand-deep': theme.accentDeep,
    '--brand-wash': theme.wash,
    '--brand-mark': `url(${brand.logo.src})`,
    ...(theme.headlineFace === 'serif' ? { '--font-headline': 'var(--font-serif)' } : {}),
    ...(theme.corners === 'soft' ? {} : { '--corner': CORNER_RADIUS[theme.corners] }),
  } as CSSProperties;
}

/**
 * The variant hooks of a brand's look, as data attributes on <html>: CSS Modules select on
 * them (`:global([data-masthead='band']) .header`), components never branch on a brand.
 */
export function themeAttributes(brand: Brand): Record<`data-${string}`, string> {
  return {
    'data-masthead': brand.theme.masthead,
    'data-home': brand.theme.homeEmphasis,
  };
}
