import { describe, expect, it } from 'vitest';
import { BRANDS } from '@/lib/brands/brands';
import { localHostMap, normaliseHost, resolveHost } from '@/lib/brands/resolve-host';
import { ConfigError, hostsFromEnv, parseSiteHosts } from '@/lib/config/hosts';

const local = localHostMap(3000);
const editionOf = (host: string | null | undefined) => {
  const entry = resolveHost(host, local);
  return entry && { brand: entry.brand, lang: entry.lang };
};

describe('resolveHost', () => {
  it('serves the Bengali main edition on localhost and the English one on en.localhost', () => {
    expect(editionOf('localhost:3000')).toEqual({ brand: 'main', lang: 'bn' });
    expect(editionOf('en.localhost:3000')).toEqual({ brand: 'main', lang: 'en' });
  });

  it('serves every sister brand on {slug}.localhost in Bengali', () => {
    for (const brand of BRANDS.filter((b) => b.domainSlug)) {
      expect(editionOf(`${brand.domainSlug}.localhost:3000`)).toEqual({ brand: brand.key, lang: 'bn' });
    }
    expect(editionOf('trust.localhost')?.brand).toBe('trust');
  });

  it('refuses unknown, empty and hostile hosts instead of serving the main edition', () => {
    for (const host of ['evil.example', '', null, undefined, 'trust.localhost.evil.example', '[::1]:3000', 'localhost:3000/trust', 'localhost:3000@evil.example', 'evil.example#@localhost', 'localhost evil.example', 'user@localhost']) {
      expect(resolveHost(host, local), String(host)).toBeNull();
    }
  });

  it('ignores case, ports and a trailing dot', () => {
    expect(editionOf('TRUST.LocalHost.:8080')?.brand).toBe('trust');
    expect(normaliseHost('[::1]:3000')).toBe('[::1]');
    expect(normaliseHost('localhost:3000@evil.example')).toBe('');
  });

  it('writes local origins with the app’s port', () => {
    expect(resolveHost('bigyan.localhost', localHostMap(4100))?.origin).toBe('http://bigyan.localhost:4100');
    expect(resolveHost('localhost', localHostMap(80))?.origin).toBe('http://localhost');
  });
});

describe('parseSiteHosts', () => {
  it('adds production hosts from configuration to the local map, served over https', () => {
    const hosts = parseSiteHosts('alokpat.com.bd=main:bn, en.alokpat.com.bd=main:en, trust.alokpat.org=trust');
    expect(resolveHost('en.alokpat.com.bd', hosts)).toMatchObject({ brand: 'main', lang: 'en', origin: 'https://en.alokpat.com.bd', local: false });
    expect(resolveHost('trust.alokpat.org', hosts)).toMatchObject({ brand: 'trust', lang: 'bn' });
    expect(resolveHost('en.localhost', hosts)).toMatchObject({ brand: 'main', lang: 'en', local: true });
  });

  it('takes an explicit origin with scheme and port', () => {
    const hosts = parseSiteHosts('http://staging.alokpat.test:8080=main:en');
    expect(resolveHost('staging.alokpat.test:8080', hosts)?.origin).toBe('http://staging.alokpat.test:8080');
  });

  it('leaves the local names out when local hosts are off', () => {
    const hosts = parseSiteHosts('alokpat.com.bd=main', { localHosts: false, port: 3000 });
    expect(resolveHost('localhost:3000', hosts)).toBeNull();
    expect(resolveHost('trust.localhost', hosts)).toBeNull();
    expect(resolveHost('alokpat.com.bd', hosts)?.brand).toBe('main');
  });

  it('refuses an unknown brand, a language the brand does not publish, or an address that is not a host, naming the variable', () => {
    expect(() => parseSiteHosts('x.example=nosuch')).toThrow(ConfigError);
    expect(() => parseSiteHosts('x.example=nosuch')).toThrow(/SITE_HOSTS/);
    expect(() => parseSiteHosts('x.example=trust:en')).toThrow(/SITE_HOSTS.*language/);
    expect(() => parseSiteHosts('just-a-host')).toThrow(/SITE_HOSTS/);
    expect(() => parseSiteHosts('https://x.example/path=main')).toThrow(/SITE_HOSTS/);
    expect(() => parseSiteHosts('user@x.example=main')).toThrow(/SITE_HOSTS/);
  });
});

describe('the *.localhost names', () => {
  it('are on outside production and off in production unless LOCAL_HOSTS=1', () => {
    expect(hostsFromEnv({ NODE_ENV: 'development' }).has('trust.localhost')).toBe(true);
    expect(hostsFromEnv({ NODE_ENV: 'production', SITE_HOSTS: 'alokpat.com.bd=main' }).has('trust.localhost')).toBe(false);
    expect(hostsFromEnv({ NODE_ENV: 'production', SITE_HOSTS: 'alokpat.com.bd=main', LOCAL_HOSTS: '1' }).has('trust.localhost')).toBe(true);
  });

  it('cannot all be off with no production host either', () => {
    expect(() => hostsFromEnv({ NODE_ENV: 'production' })).toThrow(/SITE_HOSTS/);
    expect(() => hostsFromEnv({ LOCAL_HOSTS: 'yes' })).toThrow(/LOCAL_HOSTS/);
  });
});
