import { describe, expect, it } from 'vitest';
import { cdnImageUrl, localImagePath, optimiserPath } from '@/lib/media/image-loader';

describe('cdnImageUrl', () => {
  it('asks thumbor for the width, webp and the quality', () => {
    expect(cdnImageUrl({ format: 'thumbor', baseUrl: 'https://img.example/' }, '/media/demo/photo-01.jpg', 480)).toBe(
      'https://img.example/unsafe/fit-in/480x0/filters:format(webp):quality(75)/demo/photo-01.jpg',
    );
  });

  it('asks gumlet for the width with automatic format and compression', () => {
    expect(cdnImageUrl({ format: 'gumlet', baseUrl: 'https://img.example' }, '/media/avatars/a b.jpg', 250, 60)).toBe(
      'https://img.example/avatars/a%20b.jpg?w=250&q=60&format=auto&compress=true',
    );
  });
});

describe('the optimiser at a short address', () => {
  it('writes a /media picture short, and reads it back as the address Next’s own loader wrote', () => {
    expect(localImagePath('/media/demo/photo-01.jpg', 480)).toBe('/img/480/demo/photo-01.jpg');
    expect(optimiserPath('/img/480/demo/photo-01.jpg')).toBe('/_next/image?url=%2Fmedia%2Fdemo%2Fphoto-01.jpg&w=480&q=75');
    expect(localImagePath('/media/avatars/a%20b.jpg', 250, 60)).toBe('/img/250q60/avatars/a%20b.jpg');
    expect(optimiserPath('/img/250q60/avatars/a%20b.jpg')).toBe(`/_next/image?url=${encodeURIComponent('/media/avatars/a%20b.jpg')}&w=250&q=60`);
  });

  it('leaves any other source at the optimiser’s own address', () => {
    expect(localImagePath('/brands/main.png', 764)).toBe('/_next/image?url=%2Fbrands%2Fmain.png&w=764&q=75');
    expect(localImagePath('/media/a.jpg?v=2', 764)).toBe(`/_next/image?url=${encodeURIComponent('/media/a.jpg?v=2')}&w=764&q=75`);
    expect(localImagePath('/media/../secret', 764)).toBe(`/_next/image?url=${encodeURIComponent('/media/../secret')}&w=764&q=75`);
  });

  it('turns nothing a hostile client writes into another source than /media (the optimiser still checks width and source)', () => {
    for (const url of ['/img/480/../../etc/passwd', '/img/480/demo/..', '/img/480/%2e%2e/x', '/img/480/', '/img/0/a.jpg', '/img/999999/a.jpg', '/img/480q0/a.jpg', '/img/480q101/a.jpg', '/img/480/a.jpg?url=/x', '/img/480/a b.jpg', '/img/480//a.jpg', '/img/abc/a.jpg']) {
      const target = optimiserPath(url);
      if (target) expect(new URL(target, 'http://x').searchParams.get('url')?.startsWith('/media/') && !target.includes('..'), url).toBe(true);
      else expect(target, url).toBeNull();
    }
    for (const dots of ['/img/480/../../etc/passwd', '/img/480/%2e%2e/x', '/img/480/demo/%2E', '/img/480/%E0%A6/x']) expect(optimiserPath(dots), dots).toBeNull();
    expect(optimiserPath('/img/480/a.jpg?url=/x')).toBeNull();
  });
});
