import { describe, expect, it } from 'vitest';
import { pageSurrogateKeys } from '@/lib/cache/surrogate';

describe('pageSurrogateKeys', () => {
  it('gives the home page its edition, path and home-collection keys', () => {
    expect(pageSurrogateKeys('main', 'bn', '/')).toBe('brand:main:bn path:main:bn:/ collection:main:bn:home');
  });

  it('names the story slug of a story path, keeping it percent-encoded', () => {
    const keys = pageSurrogateKeys('main', 'en', '/sports/%E0%A6%95-1a').split(' ');
    expect(keys).toContain('story-slug:main:en:%E0%A6%95-1a');
    expect(keys).toContain('path:main:en:/sports/%E0%A6%95-1a');
    expect(keys.every((key) => /^[\x21-\x7e]+$/.test(key))).toBe(true);
  });

  it("names a live blog's older page of updates by its story's slug, and nothing else deeper", () => {
    expect(pageSurrogateKeys('main', 'bn', '/politics/%E0%A6%95-1a/updates/3').split(' ')).toContain('story-slug:main:bn:%E0%A6%95-1a');
    expect(pageSurrogateKeys('main', 'bn', '/%E0%A6%95-1a/updates/2').split(' ')).toContain('story-slug:main:bn:%E0%A6%95-1a');
    expect(pageSurrogateKeys('main', 'bn', '/a/b/c/d')).toBe('brand:main:bn path:main:bn:/a/b/c/d');
    expect(pageSurrogateKeys('main', 'bn', '/a/b/updates/1')).toBe('brand:main:bn path:main:bn:/a/b/updates/1');
  });

  it('names collections and topics by their own tags', () => {
    expect(pageSurrogateKeys('trust', 'bn', '/collection/header-stories')).toContain('collection:trust:bn:header-stories');
    expect(pageSurrogateKeys('trust', 'bn', '/topic/floods')).toContain('topic:bn:floods');
  });

  it('lets a push message purge the notifications page', () => {
    expect(pageSurrogateKeys('bigyan', 'bn', '/notifications').split(' ')).toContain('push-messages:bigyan:bn');
  });
});
