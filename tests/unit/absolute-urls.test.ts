import { describe, expect, it } from 'vitest';
import { resolveHost } from '@/lib/brands/resolve-host';
import { parseSiteHosts } from '@/lib/config/hosts';
import { absoluteUrl, editionOrigin, entryOfUrl } from '@/lib/routes/absolute';

const production = parseSiteHosts('alokpat.com.bd=main:bn,en.alokpat.com.bd=main:en,bigyan.alokpat.com.bd=bigyan', { localHosts: true, port: 3000 });

describe('the origin of an edition’s absolute URLs', () => {
  it('is the production host from SITE_HOSTS, over https', () => {
    expect(editionOrigin(production, { brand: 'main', lang: 'bn' })).toBe('https://alokpat.com.bd');
    expect(editionOrigin(production, { brand: 'main', lang: 'en' })).toBe('https://en.alokpat.com.bd');
    expect(editionOrigin(production, { brand: 'bigyan', lang: 'bn' })).toBe('https://bigyan.alokpat.com.bd');
  });

  it('is the local host with the configured port when no production host serves the edition', () => {
    expect(editionOrigin(parseSiteHosts(undefined), { brand: 'main', lang: 'bn' })).toBe('http://localhost:3000');
    expect(editionOrigin(parseSiteHosts(undefined, { localHosts: true, port: 4100 }), { brand: 'main', lang: 'en' })).toBe('http://en.localhost:4100');
  });

  it('stays on the local names when the request came in on one', () => {
    const near = resolveHost('localhost:3000', production) ?? undefined;
    expect(absoluteUrl(production, { brand: 'main', lang: 'en' }, '/sports', near)).toBe('http://en.localhost:3000/sports');
    expect(absoluteUrl(production, { brand: 'main', lang: 'en' }, '/sports')).toBe('https://en.alokpat.com.bd/sports');
  });

  it('never writes a path that a browser reads as another host', () => {
    expect(absoluteUrl(production, { brand: 'main', lang: 'bn' }, '//evil.example/x')).toBe('https://alokpat.com.bd/');
    expect(absoluteUrl(production, { brand: 'main', lang: 'bn' }, '/\\evil.example')).toBe('https://alokpat.com.bd/');
  });
});

describe('matching a client-given URL to a host-map row', () => {
  it('needs the exact scheme, host and port', () => {
    expect(entryOfUrl(production, 'https://bigyan.alokpat.com.bd/api/auth/v1/oauth/token')?.brand).toBe('bigyan');
    expect(entryOfUrl(production, 'http://bigyan.alokpat.com.bd/api/auth/v1/oauth/token')).toBeNull();
    expect(entryOfUrl(production, 'https://bigyan.alokpat.com.bd:8443/')).toBeNull();
    expect(entryOfUrl(production, 'https://bigyan.alokpat.com.bd./')).toBeNull();
    expect(entryOfUrl(production, 'http://trust.localhost:3000/')?.brand).toBe('trust');
    expect(entryOfUrl(production, 'http://trust.localhost:3001/')).toBeNull();
    expect(entryOfUrl(production, 'https://user@alokpat.com.bd/')).toBeNull();
    expect(entryOfUrl(production, 'not a url')).toBeNull();
  });
});
