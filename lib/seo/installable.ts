/**
 * What makes each host installable and recognisable (docs/seo.md, "Installable brands"):
 * its web app manifest, favicon.ico, SVG and PNG icons and apple-touch-icon, all drawn
 * from the brand table (name, theme colour) by the routes under app/[brand]/[lang]/.
 */
import 'server-only';
import type { Metadata, MetadataRoute } from 'next';
import type { Brand, Lang } from '../brands/brands';

export const MANIFEST_PATH = '/manifest.webmanifest';
export const ICON_SVG_PATH = '/icons/icon.svg';
export const APPLE_TOUCH_ICON_PATH = '/icons/apple-touch-icon.png';
/** PNG icons by file name: size and whether it is the maskable one (its mark inside the 80 % safe zone). */
export const PNG_ICONS = {
  'icon-192.png': { size: 192, maskable: false },
  'icon-512.png': { size: 512, maskable: false },
  'maskable-512.png': { size: 512, maskable: true },
  'apple-touch-icon.png': { size: 180, maskable: false },
  'favicon-32.png': { size: 32, maskable: false },
} as const;
export type PngIcon = keyof typeof PNG_ICONS;
/** A PNG icon's address (app/[brand]/[lang]/(machine)/icons/[file]/route.ts). */
const pngIconPath = (file: PngIcon) => `/icons/${file}`;

/**
 * What every page's head carries: robots with large previews, the manifest and the icons.
 * Robots names only what differs from a crawler's default (index, follow, no snippet or
 * video-preview limit are what it assumes anyway): the tag is in every page twice, head and
 * RSC payload.
 */
export function sharedMetadata(): Metadata {
  return {
    robots: { 'max-image-preview': 'large' },
    manifest: MANIFEST_PATH,
    // Pictures only: Chrome fetches and draws a page's favicon in the page's own renderer, and
    // the SVG icon (a letter in the system's Bengali faces) was a document of its own set up on
    // the main thread after the first paint, 40-60 ms under a 4x slower CPU (docs/performance.md,
    // "Stop 51"). The manifest still offers it for an installed app.
    icons: {
      icon: [
        { url: '/favicon.ico', sizes: '32x32' },
        { url: pngIconPath('icon-192.png'), sizes: '192x192', type: 'image/png' },
      ],
      apple: [{ url: APPLE_TOUCH_ICON_PATH, sizes: '180x180' }],
    },
  };
}

/** The first letter of the brand's name in the edition's language: the mark of its icons. */
export function brandInitial(brand: Brand, lang: Lang): string {
  const name = brand.name[lang];
  // A Bengali letter with its vowel sign (আ, লো…) is one grapheme; keep it whole.
  const [first] = new Intl.Segmenter(lang, { granularity: 'grapheme' }).segment(name);
  return first?.segment ?? name.slice(0, 1);
}

/** The web app manifest of one edition. */
export function webManifest(brand: Brand, lang: Lang): MetadataRoute.Manifest {
  return {
    id: '/',
    name: brand.name[lang],
    short_name: brand.name[lang],
    description: brand.tagline[lang],
    lang,
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: brand.theme.accent,
    icons: [
      { src: ICON_SVG_PATH, sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
      { src: pngIconPath('icon-192.png'), sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: pngIconPath('icon-512.png'), sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: pngIconPath('maskable-512.png'), sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}

/** The brand's SVG icon: its initial, white on the brand colour (text in the system's Bengali-capable faces). */
export function iconSvg(brand: Brand, lang: Lang): string {
  const initial = brandInitial(brand, lang).replace(/[&<>]/g, '');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="12" fill="${brand.theme.accent}"/><text x="32" y="44" font-family="'Noto Sans Bengali','Noto Sans',system-ui,sans-serif" font-size="34" font-weight="700" text-anchor="middle" fill="#ffffff">${initial}</text></svg>\n`;
}

/**
 * An ICO file holding one PNG (Windows Vista+ and every browser read PNG-in-ICO): the
 * 6-byte header, one 16-byte directory entry, then the PNG itself.
 */
export function icoFromPng(png: Uint8Array, size: number): Uint8Array<ArrayBuffer> {
  const ico = new Uint8Array(new ArrayBuffer(22 + png.length));
  const view = new DataView(ico.buffer);
  view.setUint16(0, 0, true); // reserved
  view.setUint16(2, 1, true); // type: icon
  view.setUint16(4, 1, true); // one image
  ico[6] = size >= 256 ? 0 : size; // width (0 means 256)
  ico[7] = size >= 256 ? 0 : size; // height
  ico[8] = 0; // no palette
  ico[9] = 0; // reserved
  view.setUint16(10, 1, true); // colour planes
  view.setUint16(12, 32, true); // bits per pixel
  view.setUint32(14, png.length, true); // size of the image data
  view.setUint32(18, 22, true); // its offset
  ico.set(png, 22);
  return ico;
}
