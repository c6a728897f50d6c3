import { describe, expect, it } from 'vitest';
import { inAppTarget } from '@/lib/navigation/in-app';

const here = { pathname: '/bangladesh', search: '' };

describe('which link clicks become client navigations (docs/product.md, "Navigation")', () => {
  it('follows an in-site page link inside the app, keeping its query and fragment', () => {
    expect(inAppTarget('/sports', here)).toBe('/sports');
    expect(inAppTarget('/search?q=%E0%A6%AC', here)).toBe('/search?q=%E0%A6%AC');
    expect(inAppTarget('/sports#latest', here)).toBe('/sports#latest');
    expect(inAppTarget('/bangladesh?page=2', here)).toBe('/bangladesh?page=2');
  });

  it('sends a Bengali slug as the browser would write it', () => {
    expect(inAppTarget('/politics/নির্বাচন-1', here)).toBe(`/politics/${encodeURIComponent('নির্বাচন-1')}`);
  });

  it('leaves other sites, files, API answers and media to the browser', () => {
    for (const href of ['https://example.com/x', '//evil.example/x', 'mailto:a@b.c', '/api/edition?to=en&path=%2F', '/p/api/polls/1', '/media/demo/crowd-1.jpg', '/_next/static/x.js', '/sitemap.xml', '/feed.xml', '/sw.js']) {
      expect(inAppTarget(href, here), href).toBeNull();
    }
  });

  it('leaves a jump to a fragment of the same page to the browser', () => {
    expect(inAppTarget('/bangladesh#comments', here)).toBeNull();
    expect(inAppTarget('/bangladesh?page=2#comments', here)).toBe('/bangladesh?page=2#comments');
  });
});
