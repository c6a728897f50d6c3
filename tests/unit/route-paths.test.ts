import { describe, expect, it } from 'vitest';
import {
  authorPath,
  collectionPath,
  editionSwitchPath,
  oauthStartPath,
  redirectTarget,
  sameSitePath,
  sectionPath,
  sectionPathsBySlug,
  signInPath,
  signUpPath,
  storyPath,
  tokenPagePath,
  topicPath,
} from '@/lib/routes/paths';
import { carriesSecret } from '@/lib/routes/secrets';

const BENGALI = 'বাংলাদেশ';
const ENCODED = '%E0%A6%AC%E0%A6%BE%E0%A6%82%E0%A6%B2%E0%A6%BE%E0%A6%A6%E0%A7%87%E0%A6%B6';

describe('page paths (lib/routes/paths.ts)', () => {
  it('percent-encodes a Bengali slug as one UTF-8 segment, the same way on every page type', () => {
    expect(sectionPath(BENGALI)).toBe(`/${ENCODED}`);
    expect(storyPath('নতুন-বাজেট', BENGALI)).toBe(`/${ENCODED}/${encodeURIComponent('নতুন-বাজেট')}`);
    expect(authorPath(BENGALI)).toBe(`/author/${ENCODED}`);
    expect(topicPath(BENGALI)).toBe(`/topic/${ENCODED}`);
    expect(collectionPath(BENGALI)).toBe(`/collection/${ENCODED}`);
    // What the router decodes is the slug that was put in.
    expect(decodeURIComponent(authorPath(BENGALI).split('/')[2])).toBe(BENGALI);
  });

  it('keeps a slug one segment: a slash, ? or # inside it is encoded, not read as structure', () => {
    expect(topicPath('a/b?c#d')).toBe('/topic/a%2Fb%3Fc%23d');
    expect(storyPath('x%y')).toBe('/x%25y');
  });

  it('writes a child section and a story under its section, and leaves out a missing parent', () => {
    expect(sectionPath('cricket', 'sports')).toBe('/sports/cricket');
    expect(sectionPath('sports', null)).toBe('/sports');
    expect(storyPath('budget', 'bangladesh')).toBe('/bangladesh/budget');
    expect(storyPath('budget', null)).toBe('/budget');
    expect(storyPath('budget', '')).toBe('/budget');
  });

  it('maps each section slug to its page path, with its parent in it', () => {
    const paths = sectionPathsBySlug([
      { id: 1, slug: 'sports', parentId: null },
      { id: 2, slug: 'ক্রিকেট', parentId: 1 },
      { id: 3, slug: 'orphan', parentId: 99 },
    ]);
    expect(Object.fromEntries(paths)).toEqual({ sports: '/sports', ক্রিকেট: `/sports/${encodeURIComponent('ক্রিকেট')}`, orphan: '/orphan' });
  });

  it('puts query values in encoded', () => {
    expect(tokenPagePath('/verify-email', 'x/y+z')).toBe('/verify-email?token=x%2Fy%2Bz');
    expect(oauthStartPath('/sports')).toBe('/api/auth/v1/oauth/start?callback_uri=%2Fsports');
    // The edition switch keeps a path's letters as letters, from either form, and still escapes what a query value must.
    expect(editionSwitchPath('en', `/${BENGALI}`)).toBe(`/api/edition?to=en&path=%2F${BENGALI}`);
    expect(editionSwitchPath('en', `/${ENCODED}`)).toBe(`/api/edition?to=en&path=%2F${BENGALI}`);
    expect(editionSwitchPath('en', '/a b&c#d?e=%25')).toBe('/api/edition?to=en&path=%2Fa%20b%26c%23d%3Fe%3D%2525');
    expect(new URL(editionSwitchPath('en', `/${ENCODED}`), 'http://x').searchParams.get('path')).toBe(`/${BENGALI}`);
  });
});

describe('addresses with a secret in them', () => {
  it('are the mailed links, previews and app tokens, and any address with an email in its query', () => {
    expect(carriesSecret(new URL(tokenPagePath('/reset-password', 'abc'), 'http://x').search)).toBe(true);
    expect(carriesSecret('?token=')).toBe(true);
    expect(carriesSecret('?page=2&jwt=x.y.z')).toBe(true);
    expect(carriesSecret('?email=a%40b.c')).toBe(true);
    // Not every query: a search, a page number, a sign-in's way back.
    expect(carriesSecret('')).toBe(false);
    expect(carriesSecret('?q=token&page=2')).toBe(false);
    expect(carriesSecret(new URL(signInPath('/profile?token=1'), 'http://x').search)).toBe(false);
  });
});

describe('sign-in and sign-up redirects', () => {
  it('come back to the page they were opened from, encoded once', () => {
    expect(signInPath('/profile')).toBe('/sign-in?redirect=%2Fprofile');
    expect(signInPath('/saved')).toBe('/sign-in?redirect=%2Fsaved');
    expect(signInPath(`/${ENCODED}#comments`)).toBe(`/sign-in?redirect=${encodeURIComponent(`/${ENCODED}#comments`)}`);
    expect(signUpPath('/sports/cricket?page=2')).toBe('/sign-up?redirect=%2Fsports%2Fcricket%3Fpage%3D2');
    expect(decodeURIComponent(signInPath('/a?b=c&d=e').split('redirect=')[1])).toBe('/a?b=c&d=e');
  });

  it('are plain /sign-in and /sign-up without a target', () => {
    expect(signInPath()).toBe('/sign-in');
    expect(signUpPath()).toBe('/sign-up');
  });

  it('send a target on another host, or that a browser reads as one, back home instead', () => {
    for (const target of ['https://evil.example/', '//evil.example', '/\\evil.example', '/%2f%2fevil.example', '/%252F%252Fevil.example', 'javascript:alert(1)', '/x\r\nSet-Cookie: a=b', ' /sports', 'sports', `/${'a'.repeat(2_048)}`])
      expect(signInPath(target), target).toBe('/sign-in?redirect=%2F');
  });
});

describe('same-site paths', () => {
  it('accepts paths on this site as they are', () => {
    for (const path of ['/', '/sports', `/${ENCODED}`, '/a?b=c#d', '/api/auth/v1/oauth/authorize?client_id=bigyan']) expect(sameSitePath(path)).toBe(path);
  });

  it('refuses everything else', () => {
    for (const value of [undefined, null, 42, '', 'sports', '//evil.example', '/\\evil.example', '/%2F%2Fevil.example', '/%5Cevil.example', '/%0d%0aLocation:x', '/%E0%A4', 'https://alokpat.com.bd/', '/tab\there'])
      expect(sameSitePath(value), String(value)).toBeNull();
  });

  it('takes the first of a repeated ?redirect= and falls back to the home page', () => {
    expect(redirectTarget(['/one', '/two'])).toBe('/one');
    expect(redirectTarget(undefined)).toBe('/');
    expect(redirectTarget('//evil.example')).toBe('/');
  });
});

describe('links as pages write them', () => {
  it('show a Bengali slug as its letters and give back the encoded path exactly', async () => {
    const { readablePath, encodedPath, storyPath } = await import('@/lib/routes/paths');
    const path = storyPath('রাজধানীর-বায়ুদূষণ-১', 'bangladesh');
    expect(path).toMatch(/^\/bangladesh\/%E0%A6%B0/);
    expect(readablePath(path)).toBe('/bangladesh/রাজধানীর-বায়ুদূষণ-১');
    expect(encodedPath(readablePath(path))).toBe(path);
    expect(encodedPath(path)).toBe(path);
    // ASCII that a slug had encoded stays encoded; a broken sequence is left as it was.
    const odd = storyPath('a/b?c#d%e & বাংলা');
    expect(readablePath(odd)).toBe('/a%2Fb%3Fc%23d%25e%20%26%20বাংলা');
    expect(encodedPath(readablePath(odd))).toBe(odd);
    expect(readablePath('/%E0%A6')).toBe('/%E0%A6');
  });
});
