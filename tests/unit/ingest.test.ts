import { timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bearerToken, FailureLimiter, keyMatches } from '@/lib/http/keys';
import { parseKeyParam } from '@/lib/ingest/params';
import { PURGE_TIMEOUT_MS, purgeEdge, purgeKeysFor } from '@/lib/ingest/revalidate';
import { slug, time } from '@/lib/ingest/validate';

vi.mock('node:crypto', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:crypto')>();
  return { ...actual, timingSafeEqual: vi.fn(actual.timingSafeEqual) };
});

afterEach(() => {
  vi.mocked(timingSafeEqual).mockClear();
  vi.restoreAllMocks();
});

describe('the ingest key check', () => {
  const key = 'k3y-0f-the-newsroom-cms-2026';

  it('accepts the key and refuses everything else', () => {
    expect(keyMatches(key, key)).toBe(true);
    for (const wrong of [null, '', 'k', key.slice(0, -1), `${key}x`, key.toUpperCase(), `${key.slice(0, -1)}7`]) {
      expect(keyMatches(wrong, key), String(wrong)).toBe(false);
    }
  });

  it('compares 32-byte digests once, whatever the length or the first differing character of the guess', () => {
    for (const guess of [null, '', 'x', key.slice(0, -1), `${key}${'x'.repeat(500)}`, `x${key.slice(1)}`]) {
      vi.mocked(timingSafeEqual).mockClear();
      keyMatches(guess, key);
      expect(vi.mocked(timingSafeEqual).mock.calls, String(guess)).toHaveLength(1);
      const [given, expected] = vi.mocked(timingSafeEqual).mock.calls[0] as [Buffer, Buffer];
      expect([given.length, expected.length]).toEqual([32, 32]);
    }
  });

  it('reads only a well-formed Bearer header', () => {
    expect(bearerToken(`Bearer ${key}`)).toBe(key);
    expect(bearerToken(`bearer ${key}`)).toBe(key);
    for (const header of [null, '', key, `Basic ${key}`, 'Bearer', 'Bearer ', `Bearer ${key} extra`]) expect(bearerToken(header), String(header)).toBeNull();
  });
});

describe('the failed-authentication limiter', () => {
  it('refuses a client after 20 failures in a minute and lets it in again as they age out', () => {
    const limiter = new FailureLimiter(20, 60_000);
    const start = 1_000_000;
    for (let i = 0; i < 19; i++) limiter.recordFailure('a', start + i * 1_000);
    expect(limiter.retryAfter('a', start + 19_000)).toBeNull();
    limiter.recordFailure('a', start + 19_000);
    expect(limiter.retryAfter('a', start + 20_000)).toBe(40);
    expect(limiter.retryAfter('b', start + 20_000)).toBeNull();
    expect(limiter.retryAfter('a', start + 59_999)).toBe(1);
    expect(limiter.retryAfter('a', start + 60_001)).toBeNull();
  });

  it('forgets the longest-unseen clients past its size', () => {
    const limiter = new FailureLimiter(1, 60_000, 2);
    limiter.recordFailure('first', 0);
    limiter.recordFailure('second', 1);
    limiter.recordFailure('third', 2);
    expect(limiter.retryAfter('first', 3)).toBeNull();
    expect(limiter.retryAfter('third', 3)).not.toBeNull();
  });
});

describe('ingest URL keys and body values', () => {
  it('reads digits as an id and anything else as a slug, decoded once', () => {
    expect(parseKeyParam('42')).toEqual({ id: 42 });
    expect(parseKeyParam(encodeURIComponent('নতুন-খবর'))).toEqual({ slug: 'নতুন-খবর' });
    expect(() => parseKeyParam('99999999999')).toThrow(/positive whole number/);
    expect(() => parseKeyParam('%E0%A6')).toThrow(/not a valid path segment/);
  });

  it('accepts slugs the site can serve and refuses the rest', () => {
    expect(slug('bangladesh-1a', 'slug')).toBe('bangladesh-1a');
    expect(slug('ক\u09bf', 'slug')).toBe('কি');
    for (const bad of ['', 'A', 'a b', 'a/b', '-a', 'a-', '..', '123', 'a?b', 'a%20b', 'x'.repeat(201), 7]) expect(() => slug(bad, 'slug'), String(bad)).toThrow();
  });

  it('reads times as epoch milliseconds or zoned ISO 8601', () => {
    expect(time(1_795_000_000_000, 't').getTime()).toBe(1_795_000_000_000);
    expect(time('2026-11-22T06:00:00+06:00', 't').toISOString()).toBe('2026-11-22T00:00:00.000Z');
    for (const bad of ['2026-11-22', '2026-11-22T06:00:00', 'yesterday', 1.5, -1, null]) expect(() => time(bad, 't'), String(bad)).toThrow();
  });
});

describe('the edge purge', () => {
  it('percent-encodes tags as the Surrogate-Key header does and keeps path keys as they are', () => {
    expect(purgeKeysFor(['story:1', 'story-slug:main:bn:নতুন'], ['path:main:bn:/', 'story:1'])).toEqual([
      'story:1',
      `story-slug:main:bn:${encodeURIComponent('নতুন')}`,
      'path:main:bn:/',
    ]);
  });

  it('sends one PURGE request with the keys in xkey-purge', async () => {
    const received: { method?: string; keys?: string | string[] }[] = [];
    const server = http.createServer((request, response) => {
      received.push({ method: request.method, keys: request.headers['xkey-purge'] });
      response.end('purged');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      await purgeEdge(['story:1', 'path:main:bn:/'], `http://127.0.0.1:${port}/`);
      expect(received).toEqual([{ method: 'PURGE', keys: 'story:1 path:main:bn:/' }]);
    } finally {
      server.close();
    }
  });

  it('sends EDGE_PURGE_SECRET in X-Purge-Secret, and no such header without one', async () => {
    const secrets: (string | undefined)[] = [];
    const server = http.createServer((request, response) => {
      secrets.push(request.headers['x-purge-secret'] as string | undefined);
      response.end('purged');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
      await purgeEdge(['story:1'], url, fetch, 'a'.repeat(32));
      await purgeEdge(['story:1'], url, fetch, undefined);
      expect(secrets).toEqual(['a'.repeat(32), undefined]);
    } finally {
      server.close();
    }
  });

  it('does nothing without EDGE_PURGE_URL or keys', async () => {
    const fetchImpl = vi.fn<typeof fetch>();
    await purgeEdge(['story:1'], undefined, fetchImpl);
    await purgeEdge([], 'http://127.0.0.1:1/', fetchImpl);
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('logs a failed or slow purge instead of throwing, giving up after 2 s', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(purgeEdge(['story:1'], 'http://127.0.0.1:1/')).resolves.toBeUndefined();
    expect(logged).toHaveBeenCalledWith('edge purge failed:', expect.any(String));

    const silent = http.createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const started = Date.now();
      await purgeEdge(['story:1'], `http://127.0.0.1:${(silent.address() as AddressInfo).port}/`);
      expect(Date.now() - started).toBeGreaterThanOrEqual(PURGE_TIMEOUT_MS - 50);
      expect(Date.now() - started).toBeLessThan(PURGE_TIMEOUT_MS + 1_500);
      expect(logged).toHaveBeenCalledTimes(2);
    } finally {
      silent.closeAllConnections();
      silent.close();
    }
  });
});
