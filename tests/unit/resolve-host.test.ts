import { describe, expect, it } from 'vitest';
import { BRANDS } from '@/lib/brands/brands';
import { localHostMap, normaliseHost, resolveHost } from '@/lib/brands/resolve-host';
import { ConfigError, parseSiteHosts } from '@/lib/config/hosts';

const local = localHostMap();

describe('resolveHost', () => {
  it('serves the Bengali main edition on localhost and the English one on en.localhost', () => {
    expect(resolveHost('localhost:3000', local)).toEqual({ brand: 'main', lang: 'bn' });
    expect(resolveHost('en.localhost:3000', local)).toEqual({ brand: 'main', lang: 'en' });
  });

  it('serves every sister brand on {slug}.localhost in Bengali', () => {
    for (const brand of BRANDS.filter((b) => b.domainSlug)) {
      expect(resolveHost(`${brand.domainSlug}.localhost:3000`, local)).toEqual({ brand: brand.key, lang: 'bn' });
    }
    expect(resolveHost('trust.localhost', local).brand).toBe('trust');
  });

  it('gives unknown, empty and hostile hosts the main brand', () => {
    for (const host of ['evil.example', '', null, undefined, 'trust.localhost.evil.example', '[::1]:3000', 'localhost:3000/trust']) {
      expect(resolveHost(host, local)).toEqual({ brand: 'main', lang: 'bn' });
    }
  });

  it('ignores case, ports and a trailing dot', () => {
    expect(resolveHost('TRUST.LocalHost.:8080', local).brand).toBe('trust');
    expect(normaliseHost('[::1]:3000')).toBe('[::1]');
  });
});

describe('parseSiteHosts', () => {
  it('adds production hosts from configuration to the local map', () => {
    const hosts = parseSiteHosts('alokpat.com.bd=main:bn, en.alokpat.com.bd=main:en, trust.alokpat.org=trust');
    expect(resolveHost('en.alokpat.com.bd', hosts)).toEqual({ brand: 'main', lang: 'en' });
    expect(resolveHost('trust.alokpat.org', hosts)).toEqual({ brand: 'trust', lang: 'bn' });
    expect(resolveHost('en.localhost', hosts)).toEqual({ brand: 'main', lang: 'en' });
  });

  it('refuses an unknown brand or a language the brand does not publish, naming the variable', () => {
    expect(() => parseSiteHosts('x.example=nosuch')).toThrow(ConfigError);
    expect(() => parseSiteHosts('x.example=nosuch')).toThrow(/SITE_HOSTS/);
    expect(() => parseSiteHosts('x.example=trust:en')).toThrow(/SITE_HOSTS.*language/);
    expect(() => parseSiteHosts('just-a-host')).toThrow(/SITE_HOSTS/);
  });
});
