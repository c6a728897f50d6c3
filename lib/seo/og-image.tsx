/**
 * Drawn pictures (docs/seo.md, "Pictures"): a story's card when it has no hero, the
 * site's card, and the brand's PNG icons, with Next's ImageResponse and the Noto Sans
 * Bengali face read from the local @fontsource package (no network); hero crops with sharp.
 */
import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ImageResponse } from 'next/og';
import sharp from 'sharp';
import type { Brand, Lang } from '../brands/brands';
import { mediaStore } from '../media/store';

const FONT_DIR = path.join(process.cwd(), 'node_modules', '@fontsource', 'noto-sans-bengali', 'files');
/**
 * One family name per subset file: Satori keeps one face per name, weight and style, so three
 * files under one name left the Latin letters without a face, and it then fetched one from
 * Google Fonts at run time (the English favicon's "A"). FONT_FAMILY lists them in order.
 */
const FONT_FILES = { 'bengali-700': 'Noto Sans Bengali', 'latin-700': 'Noto Sans Bengali Latin', 'latin-ext-700': 'Noto Sans Bengali Latin Ext' } as const;
const FONT_FAMILY = Object.values(FONT_FILES)
  .map((name) => `'${name}'`)
  .join(', ');

type Font = { name: string; data: ArrayBuffer; weight: 700; style: 'normal' };
let fonts: Promise<Font[]> | null = null;

/** The faces, read once per process. */
function loadFonts(): Promise<Font[]> {
  fonts ??= Promise.all(
    Object.entries(FONT_FILES).map(async ([file, name]) => {
      const bytes = await readFile(path.join(FONT_DIR, `noto-sans-bengali-${file}-normal.woff`));
      return { name, data: bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer, weight: 700 as const, style: 'normal' as const };
    }),
  ).catch((error: unknown) => {
    fonts = null;
    throw error;
  });
  return fonts;
}

async function png(element: React.ReactElement, width: number, height: number): Promise<Buffer> {
  const response = new ImageResponse(element, { width, height, fonts: await loadFonts() });
  return Buffer.from(await response.arrayBuffer());
}

/** A card: the brand's name on its colour, the headline (or tagline) large below. */
export async function drawCard(brand: Brand, lang: Lang, text: string, width: number, height: number): Promise<Buffer> {
  const size = Math.round(Math.min(width, height) / (text.length > 80 ? 11 : 9));
  return png(
    <div style={{ width: '100%', height: '100%', display: 'flex', flexDirection: 'column', background: '#ffffff', fontFamily: FONT_FAMILY }}>
      <div style={{ display: 'flex', alignItems: 'center', height: Math.round(height * 0.2), padding: '0 60px', background: brand.theme.accent, color: '#ffffff', fontSize: Math.round(height * 0.08) }}>
        {brand.name[lang]}
      </div>
      <div style={{ display: 'flex', flex: 1, alignItems: 'center', padding: '40px 60px', color: '#1a1a1a', fontSize: size, lineHeight: 1.35 }}>{text}</div>
      <div style={{ display: 'flex', height: 16, background: brand.theme.accentDeep }} />
    </div>,
    width,
    height,
  );
}

/** A square icon: the brand's initial, white on its colour; a maskable one keeps it inside the central 80 %. */
export async function drawIcon(brand: Brand, initial: string, size: number, maskable: boolean): Promise<Buffer> {
  const radius = maskable ? 0 : Math.round(size * 0.18);
  return png(
    <div style={{ width: '100%', height: '100%', display: 'flex', alignItems: 'center', justifyContent: 'center', background: brand.theme.accent, borderRadius: radius, color: '#ffffff', fontFamily: FONT_FAMILY, fontSize: Math.round(size * (maskable ? 0.42 : 0.58)) }}>
      {initial}
    </div>,
    size,
    size,
  );
}

/** JPEG for photographs and cards alike (a PNG of a photo is several times larger). */
export function toJpeg(image: Buffer): Promise<Buffer> {
  return sharp(image).flatten({ background: '#ffffff' }).jpeg({ quality: 82, mozjpeg: true }).toBuffer();
}

/** The hero cropped to a size (the crop keeps the most interesting region), or null when the store has no such picture. */
export async function cropHero(key: string, width: number, height: number): Promise<Buffer | null> {
  const bytes = await mediaStore().get(`media/${key}`);
  if (!bytes) return null;
  return sharp(bytes).resize(width, height, { fit: 'cover', position: sharp.strategy.attention }).jpeg({ quality: 82, mozjpeg: true }).toBuffer();
}

const drawn = new Map<string, Promise<Buffer>>();
const MAX_DRAWN = 200;

/** Icons and site cards are few and never change while the process runs: each is drawn once. */
export function drawnOnce(key: string, draw: () => Promise<Buffer>): Promise<Buffer> {
  let image = drawn.get(key);
  if (!image) {
    if (drawn.size >= MAX_DRAWN) drawn.clear();
    image = draw().catch((error: unknown) => {
      drawn.delete(key);
      throw error;
    });
    drawn.set(key, image);
  }
  return image;
}
