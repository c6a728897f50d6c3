import { readFileSync } from 'node:fs';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ICON_NAMES } from '@/components/icons/icon-names';
import { Icon, ICON_SPRITE } from '@/components/icons/icons';

const sprite = readFileSync(new URL(`../../public${ICON_SPRITE}`, import.meta.url), 'utf8');
const symbols = [...sprite.matchAll(/<symbol id="([^"]+)" viewBox="0 0 (\d+) \2"/g)].map((match) => match[1]);

describe('the icon sprite', () => {
  it('has one square symbol for each icon name, and nothing else', () => {
    expect(symbols.toSorted()).toEqual([...ICON_NAMES].toSorted());
    expect(sprite.match(/<symbol /g)).toHaveLength(ICON_NAMES.length);
  });

  it('draws in the color of the text around it, never a fixed one', () => {
    for (const color of sprite.matchAll(/(?:fill|stroke)="([^"]+)"/g)) expect(['currentColor', 'none']).toContain(color[1]);
  });

  it('is what an icon names: no paths in the page, only a reference', () => {
    expect(renderToStaticMarkup(createElement(Icon, { name: 'facebook' }))).toBe('<svg class="icon" width="20" height="20" aria-hidden="true"><use href="/ui-icons.svg#facebook"></use></svg>');
    expect(renderToStaticMarkup(createElement(Icon, { name: 'close', className: 'x' }))).toContain('<svg class="x" ');
  });
});
