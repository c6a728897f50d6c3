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
