import fs from 'node:fs';
import { createRequire } from 'node:module';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cacheSizeState, nextCacheFiles, nextRootFrom, patchCacheSize } from '../../scripts/patch-next.mjs';

/** The statement as next 16.4.6's minified runtimes carry it, and in its unbundled source. */
const MINIFIED = 'n=oM(e,t),a=i}let i=JSON.stringify(t).length;if(r.fetchCache&&i>2097152&&!this.hasCustomCacheHandler){';
const SOURCE = '        const itemSize = JSON.stringify(data).length;\n        if (ctx.fetchCache && itemSize > 2 * 1024 * 1024 &&';

describe('the postinstall change to Next\'s page cache (scripts/patch-next.mjs)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('measures fetch-cache entries only, in the minified runtimes and in the source, and leaves a changed file as it is', () => {
    const minified = patchCacheSize(MINIFIED);
    expect(minified).toBe('n=oM(e,t),a=i}let i=r.fetchCache?JSON.stringify(t).length:0;if(r.fetchCache&&i>2097152&&!this.hasCustomCacheHandler){');
    expect(patchCacheSize(SOURCE)).toBe('        const itemSize = ctx.fetchCache ? JSON.stringify(data).length : 0;\n        if (ctx.fetchCache && itemSize > 2 * 1024 * 1024 &&');
    expect([cacheSizeState(MINIFIED), cacheSizeState(SOURCE), cacheSizeState(minified), cacheSizeState(patchCacheSize(SOURCE))]).toEqual(['original', 'original', 'patched', 'patched']);
    expect(patchCacheSize(minified)).toBe(minified);
    // A Next whose statement reads otherwise is reported, not rewritten.
    expect(cacheSizeState('const size = measure(entry);')).toBe('unknown');
  });

  it('has changed every copy of the installed Next (a Next upgrade that moves the statement fails here)', () => {
    const files = nextCacheFiles(nextRootFrom(process.cwd()));
    expect(files.length).toBeGreaterThan(2);
    expect(files.filter((file) => cacheSizeState(fs.readFileSync(file, 'utf8')) !== 'patched')).toEqual([]);
  });

  it('stores a rendered page without turning its payload into JSON, and still measures a fetch entry', async () => {
    const require = createRequire(import.meta.url);
    const { IncrementalCache } = require('next/dist/server/lib/incremental-cache') as typeof import('next/dist/server/lib/incremental-cache');
    const stored: string[] = [];
    class Handler {
      async get() {
        return null;
      }
      async set(key: string) {
        stored.push(key);
      }
      async revalidateTag() {}
      resetRequestCache() {}
    }
    const preview = { previewModeId: 'id', previewModeSigningKey: 'signing', previewModeEncryptionKey: 'encryption' };
    const cache = new IncrementalCache({
      dev: false,
      minimalMode: false,
      requestHeaders: {},
      maxMemoryCacheSize: 0,
      prerenderManifest: { version: 4, routes: {}, dynamicRoutes: {}, notFoundRoutes: [], preview },
      previewProps: preview,
      CurCacheHandler: Handler as never,
      allowedRevalidateHeaderKeys: [],
      fetchCacheKeyPrefix: '',
    } as never);
    const toJSON = vi.spyOn(Buffer.prototype, 'toJSON');
    const page = { kind: 'APP_PAGE', html: '<p>খবর</p>', rscData: Buffer.from('0:["$","p",null,{}]'), headers: {}, status: 200, postponed: undefined, segmentData: new Map() };
    await cache.set('/politics/story', page as never, { route: { kind: 'APP_PAGE', sourceRoute: '/[brand]/[lang]/[...slug]' }, cacheControl: { revalidate: 60, expire: 3600 } } as never);
    expect(stored).toHaveLength(1);
    expect(toJSON).not.toHaveBeenCalled();
    const fetched = { kind: 'FETCH', data: { headers: {}, body: Buffer.from('{}'), status: 200, url: 'https://example.org/' }, revalidate: 60 };
    await cache.set('fetch-key', fetched as never, { fetchCache: true, fetchUrl: 'https://example.org/', fetchIdx: 0, tags: [] } as never);
    expect(stored).toEqual([expect.stringContaining('/politics/story'), 'fetch-key']);
    expect(toJSON).toHaveBeenCalledTimes(1);
  });
});
