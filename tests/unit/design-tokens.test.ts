import { readFileSync, readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BRANDS } from '@/lib/brands/brands';
import { themeStyle } from '@/lib/brands/theme';
import { BREAKPOINTS } from '@/lib/design/breakpoints';

const ROOT = path.resolve(__dirname, '../..');
const TOKENS = 'app/styles/tokens.css';
const MEDIA = 'app/styles/media.css';

function cssFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.css'))
    .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)));
}

const STYLESHEETS = [...cssFiles('app'), ...cssFiles('components')];
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');

/** WCAG relative luminance contrast of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((i) => {
      const c = parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

describe('the design system', () => {
  it('has no global component sheet left: components style themselves in CSS Modules', () => {
    expect(existsSync(path.join(ROOT, 'app/globals.css'))).toBe(false);
    expect(STYLESHEETS.filter((file) => !file.endsWith('.module.css')).sort()).toEqual(['app/styles/base.css', MEDIA, TOKENS].sort());
  });

  it('writes colours only as tokens', () => {
    const literal = /#[0-9a-f]{3,8}\b|\brgba?\(|\bhsla?\(|(?<![-\w])(?:white|black)(?![-\w])/i;
    const offenders = STYLESHEETS.filter((file) => file !== TOKENS).flatMap((file) =>
      read(file)
        .split('\n')
        .filter((line) => literal.test(line))
        .map((line) => `${file}: ${line.trim()}`),
    );
    expect(offenders).toEqual([]);
  });

  it('writes breakpoints only as the custom media queries of SPEC §9', () => {
    const offenders = STYLESHEETS.filter((file) => file !== MEDIA).flatMap((file) =>
      read(file)
        .split('\n')
        .filter((line) => /@media[^{]*\d+px/.test(line))
        .map((line) => `${file}: ${line.trim()}`),
    );
    expect(offenders).toEqual([]);
  });

  it('keeps the custom media queries and the TypeScript breakpoints in step', () => {
    const media = read(MEDIA);
    const px = (name: string) => Number(new RegExp(`@custom-media --${name} \\((?:min|max)-width: (\\d+)px\\)`).exec(media)?.[1]);
    expect(px('tablet-up')).toBe(BREAKPOINTS.tablet);
    expect(px('mobile')).toBe(BREAKPOINTS.tablet - 1);
    expect(px('desktop-up')).toBe(BREAKPOINTS.desktop);
    expect(px('phone')).toBe(BREAKPOINTS.phone - 1);
    expect(px('narrow-phone')).toBe(BREAKPOINTS.narrowPhone - 1);
    expect(px('slider-three')).toBe(BREAKPOINTS.sliderThree);
    expect(px('slider-four')).toBe(BREAKPOINTS.sliderFour);
  });

  it.each(BRANDS.map((brand) => [brand.key, brand.theme] as const))('gives %s a theme whose colours are legible', (_key, theme) => {
    expect(contrast(theme.accent, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrast(theme.accentDeep, theme.wash)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(theme.accent, theme.wash)).toBeGreaterThanOrEqual(4.5);
  });

  it('gives each sister brand a look of its own', () => {
    const looks = BRANDS.map(({ theme }) => `${theme.masthead}/${theme.homeEmphasis}/${theme.corners}/${theme.headlineFace}`);
    expect(new Set(looks).size).toBe(BRANDS.length);
  });

  it("gives each brand its headline face and corners, as tokens.css's own value where the page leaves one out", () => {
    const root = read(TOKENS);
    const rootValue = (token: string) => new RegExp(`${token}:\\s*([^;]+);`).exec(root)?.[1].trim();
    const corner = { square: '0', soft: 'var(--radius)', round: 'var(--radius-lg)' };
    for (const brand of BRANDS) {
      const style = themeStyle(brand) as Record<string, string | undefined>;
      expect(style['--font-headline'] ?? rootValue('--font-headline'), brand.key).toBe(`var(--font-${brand.theme.headlineFace})`);
      expect(style['--corner'] ?? rootValue('--corner'), brand.key).toBe(corner[brand.theme.corners]);
    }
    // The main brand's are the defaults: its pages write neither.
    expect(Object.keys(themeStyle(BRANDS.find((brand) => brand.key === 'main')!))).toEqual(['--brand-color', '--brand-deep', '--brand-wash', '--brand-mark']);
  });

  it('keeps brand names out of components: a brand is data', () => {
    const names = BRANDS.filter((brand) => brand.key !== 'main').map((brand) => brand.key);
    const source = readdirSync(path.join(ROOT, 'components'), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && /\.(tsx?|css)$/.test(entry.name))
      .map((entry) => path.join(entry.parentPath, entry.name));
    const offenders = source.filter((file) => names.some((name) => new RegExp(`['"\`-]${name}['"\`]`).test(readFileSync(file, 'utf8'))));
    expect(offenders.map((file) => path.relative(ROOT, file))).toEqual([]);
  });
});
