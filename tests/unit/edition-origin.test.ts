import { describe, expect, it } from 'vitest';
import { editionOrigin } from '@/lib/brands/hosts-public';
import { parseSiteHosts } from '@/lib/config/hosts';

describe('the origin of an edition’s absolute URLs', () => {
  it('is the production host from SITE_HOSTS, over https', () => {
    const hosts = parseSiteHosts('alokpat.com.bd=main:bn,en.alokpat.com.bd=main:en,bigyan.alokpat.com.bd=bigyan');
    expect(editionOrigin(hosts, { brand: 'main', lang: 'bn' }, '3000')).toBe('https://alokpat.com.bd');
    expect(editionOrigin(hosts, { brand: 'main', lang: 'en' }, '3000')).toBe('https://en.alokpat.com.bd');
    expect(editionOrigin(hosts, { brand: 'bigyan', lang: 'bn' }, '3000')).toBe('https://bigyan.alokpat.com.bd');
  });

  it('is the local host with the server’s port when no production host serves the edition', () => {
    const hosts = parseSiteHosts(undefined);
    expect(editionOrigin(hosts, { brand: 'main', lang: 'bn' }, '3000')).toBe('http://localhost:3000');
    expect(editionOrigin(hosts, { brand: 'main', lang: 'en' }, '4100')).toBe('http://en.localhost:4100');
    expect(editionOrigin(hosts, { brand: 'bigyan', lang: 'bn' }, undefined)).toBe('http://bigyan.localhost');
  });
});
