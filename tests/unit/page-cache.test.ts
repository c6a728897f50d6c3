import { beforeAll, describe, expect, it } from 'vitest';

type Handler = { get(key: string, ctx?: unknown): Promise<unknown>; set(key: string, data: unknown, ctx?: unknown): Promise<void>; revalidateTag(tags: string | string[]): Promise<void> };
let handler: Handler;
let localStats: () => { entries: number; bytes: number; maxBytes: number };

const page = (status: number, html = '<p>x</p>') => ({ kind: 'APP_PAGE', html, rscData: Buffer.from('rsc'), headers: {}, status, segmentData: new Map() });

describe('the page cache handler without Redis (issue 14)', () => {
  beforeAll(async () => {
    delete process.env.REDIS_URL;
    process.env.PAGE_CACHE_MB = '0.01';
    const handlerModule: string = '../../lib/cache/isr-cache-handler.mjs';
    const loaded = (await import(/* @vite-ignore */ handlerModule)) as { default: new () => Handler; localStats: typeof localStats };
    handler = new loaded.default();
    localStats = loaded.localStats;
  });

  it('keeps pages but never an error answer', async () => {
    await handler.set('/real', page(200), { tags: ['story-1'] });
    await handler.set('/junk-1', page(404));
    await handler.set('/gone', page(410));
    expect(await handler.get('/real')).toMatchObject({ value: { status: 200 } });
    expect(await handler.get('/junk-1')).toBeNull();
    expect(await handler.get('/gone')).toBeNull();
  });

  it('is bounded by bytes and keeps the page read most recently', async () => {
    for (let index = 0; index < 50; index++) {
      await handler.get('/real');
      await handler.set(`/other-${index}`, page(200, 'y'.repeat(500)));
    }
    const stats = localStats();
    expect(stats.bytes).toBeLessThanOrEqual(stats.maxBytes);
    expect(await handler.get('/real')).not.toBeNull();
    expect(await handler.get('/other-0')).toBeNull();
  });

  it('expires a page when one of its tags is revalidated', async () => {
    await new Promise((resolve) => setTimeout(resolve, 5));
    await handler.revalidateTag('story-1');
    expect(await handler.get('/real')).toBeNull();
  });
});

describe('what the in-process caches keep (issue 16)', () => {
  it('keeps the RSC bytes of a small page in memory of their own, not as a view that holds a shared 8 KB pool slab alive', async () => {
    await handler.set('/small', page(200, '<p>small</p>'));
    const kept = (await handler.get('/small')) as { value: { rscData: Buffer } };
    expect(kept.value.rscData.toString()).toBe('rsc');
    expect(kept.value.rscData.buffer.byteLength).toBe(kept.value.rscData.byteLength);
  });

  it('keeps a page as Next handed it: its HTML, its RSC bytes and its segment data, and none of them shared with Next', async () => {
    const rsc = Buffer.from('0:["$","main",null,{}]');
    const segment = Buffer.from('segment bytes');
    const handed = { kind: 'APP_PAGE', html: '<main>আলোকপাত</main>', rscData: rsc, headers: { 'x-next-cache-tags': 'story-9' }, status: 200, segmentData: new Map([['/_tree', segment]]) };
    await handler.set('/whole', handed);
    rsc.fill(0);
    segment.fill(0);
    const kept = (await handler.get('/whole')) as { value: { html: string; rscData: Buffer; segmentData: Map<string, Buffer>; headers: Record<string, string> } };
    expect(kept.value.html).toBe('<main>আলোকপাত</main>');
    expect(Buffer.isBuffer(kept.value.rscData)).toBe(true);
    expect(kept.value.rscData.toString()).toBe('0:["$","main",null,{}]');
    expect(kept.value.segmentData.get('/_tree')?.toString()).toBe('segment bytes');
    expect(kept.value.headers).toEqual({ 'x-next-cache-tags': 'story-9' });
  });

  it('counts each entry\'s key and overhead, so thousands of tiny entries stay within the bound', async () => {
    const storeModule: string = '../../lib/cache/redis-store.mjs';
    const { LocalEntries, ENTRY_OVERHEAD_BYTES } = (await import(/* @vite-ignore */ storeModule)) as {
      LocalEntries: new (max: number) => { set(key: string, entry: unknown, bytes: number): void; stats(): { entries: number; bytes: number } };
      ENTRY_OVERHEAD_BYTES: number;
    };
    const entries = new LocalEntries(1024 * 1024);
    const key = (n: number) => `uc:["getStoryBySlug","main","bn","junk-path-${n}"]`;
    for (let n = 0; n < 20_000; n++) entries.set(key(n), { value: Buffer.from('0:null') }, 6);
    // 6 counted bytes each would let 174,762 entries in; with the key and overhead, about 1,700.
    expect(entries.stats().entries).toBeLessThan(Math.ceil((1024 * 1024) / (ENTRY_OVERHEAD_BYTES + key(0).length * 2)) + 1);
    expect(entries.stats().bytes).toBeLessThanOrEqual(1024 * 1024);
  });
});

describe('entries read back from Redis', () => {
  it('are copied out of the reply, which is a view into the client\'s read buffer', async () => {
    const storeModule: string = '../../lib/cache/redis-store.mjs';
    const { ownBytes } = (await import(/* @vite-ignore */ storeModule)) as { ownBytes: (bytes: Buffer) => Buffer };
    const chunk = Buffer.alloc(64 * 1024, 7);
    const reply = chunk.subarray(100, 120);
    const kept = ownBytes(reply);
    expect(kept.equals(reply)).toBe(true);
    expect(kept.buffer.byteLength).toBe(20);
    const alone = Buffer.allocUnsafeSlow(10);
    expect(ownBytes(alone)).toBe(alone);
  });
});
