/**
 * The Redis cache handlers (lib/cache/*.mjs) against a real redis-server: what one
 * process stores another reads back byte for byte, a tag expired by any process hides
 * the entry from all, and a Redis that went away turns reads into misses, not errors.
 */
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startRedis } from '@/scripts/support/servers';

const REDIS = '/usr/bin/redis-server';

/* eslint-disable @typescript-eslint/no-explicit-any -- the handlers are plain JavaScript, typed by Next's interfaces at run time */
type Any = any;

async function freshHandlers(): Promise<{ Isr: Any; useCache: Any; store: Any }> {
  // A fresh module instance per "process": no local copies shared between them.
  const tag = `?process=${Math.random()}`;
  const { default: Isr } = await import(/* @vite-ignore */ `../../lib/cache/isr-cache-handler.mjs${tag}`);
  const { default: useCache } = await import(/* @vite-ignore */ `../../lib/cache/use-cache-handler.mjs${tag}`);
  const { redisStore } = await import(/* @vite-ignore */ `../../lib/cache/redis-store.mjs${tag}`);
  return { Isr, useCache, store: redisStore() };
}

function page(html: string) {
  return {
    kind: 'APP_PAGE',
    html,
    rscData: Buffer.from(`rsc of ${html}`),
    segmentData: new Map([['/_tree', Buffer.from('tree')]]),
    headers: { 'x-next-cache-tags': 'story:1,brand:main:bn' },
    status: 200,
  };
}

describe.skipIf(!fs.existsSync(REDIS))('cache handlers kept in Redis', () => {
  let redis: Awaited<ReturnType<typeof startRedis>>;
  let first: Awaited<ReturnType<typeof freshHandlers>>;
  let second: Awaited<ReturnType<typeof freshHandlers>>;

  beforeAll(async () => {
    redis = await startRedis(20_000 + Math.floor(Math.random() * 20_000));
    process.env.REDIS_URL = redis.url;
    process.env.REDIS_CACHE_PREFIX = `it-${Date.now()}:`;
    first = await freshHandlers();
    second = await freshHandlers();
  });

  afterAll(async () => {
    first?.store.redis.disconnect();
    second?.store.redis.disconnect();
    delete process.env.REDIS_URL;
    delete process.env.REDIS_CACHE_PREFIX;
    await redis?.stop();
  });

  it('serves a page stored by one process to another, with its payloads intact', async () => {
    await new first.Isr().set('/main/bn/a', page('<p>a</p>'), { cacheControl: { revalidate: 60, expire: 3600 } });
    const entry = await new second.Isr().get('/main/bn/a', { kind: 'APP_PAGE' });
    expect(entry.value.html).toBe('<p>a</p>');
    expect(entry.value.rscData.toString()).toBe('rsc of <p>a</p>');
    expect(entry.value.segmentData.get('/_tree').toString()).toBe('tree');
    expect(entry.cacheControl).toEqual({ revalidate: 60, expire: 3600 });
  });

  it('hides a page from every process once one of its tags is expired anywhere', async () => {
    await new first.Isr().set('/main/bn/b', page('<p>b</p>'), { cacheControl: { revalidate: 60, expire: 3600 } });
    expect(await new first.Isr().get('/main/bn/b', { kind: 'APP_PAGE' })).not.toBeNull();
    await second.useCache.updateTags(['story:1'], { expire: 0 });
    expect(await new first.Isr().get('/main/bn/b', { kind: 'APP_PAGE' })).toBeNull();
    expect(await new second.Isr().get('/main/bn/b', { kind: 'APP_PAGE' })).toBeNull();
  });

  it("shares 'use cache' entries and honours the request's implicit tags", async () => {
    const value = new TextEncoder().encode('cached getter result');
    const entry = { value: new Blob([value]).stream(), tags: ['menus:main:bn'], stale: 300, timestamp: Date.now(), expire: 3600, revalidate: 900 };
    await first.useCache.set('menus', Promise.resolve(entry));
    const read = await second.useCache.get('menus', ['_N_T_/main/bn']);
    expect(new TextDecoder().decode(await new Response(read.value).arrayBuffer())).toBe('cached getter result');
    await new first.Isr().revalidateTag(['_N_T_/main/bn']);
    expect(await second.useCache.get('menus', ['_N_T_/main/bn'])).toBeUndefined();
  });

  it('carries a write through one process to the page copies of every other (lib/http/page-copies.ts)', async () => {
    expect(typeof (await second.store.lastWrite())).toBe('number');
    const at = Date.now();
    await first.store.noteWrite(at);
    expect(await second.store.lastWrite()).toBe(at);
  });

  it('forgets a page on every process once it answers an error', async () => {
    await new first.Isr().set('/main/bn/withdrawn', page('<p>withdrawn</p>'), { cacheControl: { revalidate: 60, expire: 3600 } });
    expect(await new second.Isr().get('/main/bn/withdrawn', { kind: 'APP_PAGE' })).not.toBeNull();
    await new first.Isr().set('/main/bn/withdrawn', { ...page('<p>not found</p>'), status: 404 }, {});
    expect(await new first.Isr().get('/main/bn/withdrawn', { kind: 'APP_PAGE' })).toBeNull();
    // A process that never held it locally reads Redis: the old 200 must be gone there too.
    const third = await freshHandlers();
    try {
      expect(await new third.Isr().get('/main/bn/withdrawn', { kind: 'APP_PAGE' })).toBeNull();
    } finally {
      third.store.redis.disconnect();
    }
  });

  it('serves what this process rendered in the last seconds, and answers misses, not errors, when Redis has gone away (issue 16)', async () => {
    await new first.Isr().set('/main/bn/c', page('<p>c</p>'), { cacheControl: { revalidate: 60, expire: 3600 } });
    await redis.stop();
    // The bounded in-process cache keeps serving: Redis down must not mean every page renders from the database.
    expect(await new first.Isr().get('/main/bn/c', { kind: 'APP_PAGE' })).not.toBeNull();
    // A tag this process expires while Redis is down still removes the page here.
    const tagged = await new first.Isr().get('/main/bn/c', { kind: 'APP_PAGE', tags: ['story:c'] });
    expect(tagged).not.toBeNull();
    await new first.Isr().revalidateTag(['story:c']);
    expect(await new first.Isr().get('/main/bn/c', { kind: 'APP_PAGE', tags: ['story:c'] })).toBeNull();
    // What this process never held is a miss.
    expect(await new second.Isr().get('/main/bn/never-held', { kind: 'APP_PAGE' })).toBeNull();
    // The write clock cannot be read: page copies go to Next rather than guess.
    expect(await second.store.lastWrite()).toBeUndefined();
    await expect(second.store.noteWrite(Date.now())).resolves.toBeUndefined();
    // Only for a short while: a publish through another instance cannot reach this one without Redis.
    await new first.Isr().set('/main/bn/e', page('<p>e</p>'), { cacheControl: { revalidate: 60, expire: 3600 } });
    expect(await new first.Isr().get('/main/bn/e', { kind: 'APP_PAGE' })).not.toBeNull();
    const { OUTAGE_SERVE_MS } = (await import(/* @vite-ignore */ `../../lib/cache/redis-store.mjs${''}`)) as { OUTAGE_SERVE_MS: number };
    const later = Date.now() + OUTAGE_SERVE_MS + 1_000;
    const clock = vi.spyOn(Date, 'now').mockReturnValue(later);
    try {
      expect(await new first.Isr().get('/main/bn/e', { kind: 'APP_PAGE' })).toBeNull();
    } finally {
      clock.mockRestore();
    }
    expect(await second.useCache.get('anything', [])).toBeUndefined();
    await expect(new first.Isr().set('/main/bn/d', page('<p>d</p>'), {})).resolves.toBeUndefined();
    await expect(new first.Isr().set('/main/bn/d', { ...page('<p>gone</p>'), status: 410 }, {})).resolves.toBeUndefined();
  });
});
