import { describe, expect, it } from 'vitest';
import { cdnImageUrl } from '@/lib/media/image-loader';

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
