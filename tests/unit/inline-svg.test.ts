import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BRANDS } from '@/lib/brands/brands';
import { asInlineDrawing, inlineSvg } from '@/lib/media/inline-svg';

describe('a site SVG drawn inline in place of an <img>', () => {
  it('is every brand’s own mark, as its file says it', () => {
    for (const brand of BRANDS) expect(inlineSvg(brand.logo.src), brand.key).toBe(fs.readFileSync(`public${brand.logo.src}`, 'utf8').trim());
  });

  it('is never a file of another origin, outside public/, missing, or too large to be a mark', () => {
    expect(inlineSvg('https://cdn.example.com/brands/main.svg')).toBeNull();
    expect(inlineSvg('//cdn.example.com/brands/main.svg')).toBeNull();
    expect(inlineSvg('/brands/../../package.json')).toBeNull();
    expect(inlineSvg('/brands/%2e%2e/secret.svg')).toBeNull();
    expect(inlineSvg('/brands/no-such-mark.svg')).toBeNull();
    expect(inlineSvg('/icons/icon.png')).toBeNull();
    expect(asInlineDrawing(`<svg viewBox="0 0 1 1">${'<rect width="1" height="1"/>'.repeat(200)}</svg>`)).toBeNull();
  });

  it('holds shapes only: a script, a handler, a style, an outside reference or a foreign object keeps the <img>', () => {
    const shape = '<rect width="64" height="64" fill="#b3171d"/>';
    expect(asInlineDrawing(`  <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">${shape}</svg>\n`)).toBe(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">${shape}</svg>`);
    for (const inside of [
      '<script>alert(1)</script>',
      '<rect onload="alert(1)"/>',
      '<rect ONCLICK = "alert(1)"/>',
      '<style>rect{fill:red}</style>',
      '<use href="https://example.com/x.svg#a"/>',
      '<use xlink:href="#a"/>',
      '<rect fill="url(https://example.com/x)"/>',
      '<foreignObject><div>x</div></foreignObject>',
      '<!ENTITY x "y">',
    ]) {
      expect(asInlineDrawing(`<svg viewBox="0 0 64 64">${shape}${inside}</svg>`), inside).toBeNull();
    }
    expect(asInlineDrawing('<?xml version="1.0"?><svg></svg>')).toBeNull();
    expect(asInlineDrawing('<svgx></svgx>')).toBeNull();
  });
});
