/**
 * The server's copies of cached pages (lib/http/page-copies.ts) on a real node:http server
 * with the real compression middleware, in front of a stand-in for Next that answers as Next
 * does (x-nextjs-cache, x-next-cache-tags, s-maxage) and counts its renders.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import compression from 'compression';
import { afterEach, describe, expect, it } from 'vitest';
import { localHostMap } from '@/lib/brands/resolve-host';
import { buildFileAddresses } from '@/lib/http/build-files';
import { chooseEncoding, installPageCopies, notePageWrite, PageCopies, throughCopies, warmBuildFiles, type WriteClock } from '@/lib/http/page-copies';

interface Page {
  status?: number;
  cache?: string;
  cacheControl?: string;
  cookie?: string;
  type?: string;
  /** Runs while the page renders (a write racing the render). */
  during?: () => void;
}

const compress = compression({ threshold: 512 }) as unknown as (request: http.IncomingMessage, response: http.ServerResponse, next: () => void) => void;
const servers: http.Server[] = [];

afterEach(async () => {
  for (const server of servers.splice(0)) await new Promise((done) => server.close(done));
});

async function start(copies: PageCopies, pages: Record<string, Page> = {}) {
  const renders: string[] = [];
  const server = http.createServer((request, response) => {
    throughCopies(
      copies,
      request,
      response,
      'http',
      (afterGuard) =>
        compress(request, response, () => {
          // What the response guard does to Next's internal headers (lib/http/boundary.ts).
          const writeHead = response.writeHead.bind(response) as (...args: unknown[]) => http.ServerResponse;
          response.writeHead = ((...args: unknown[]) => {
            for (const name of response.getHeaderNames()) if (name.startsWith('x-next')) response.removeHeader(name);
            return writeHead(...args);
          }) as typeof response.writeHead;
          afterGuard?.();
          const page = pages[request.url ?? '/'] ?? {};
          renders.push(request.url ?? '/');
          page.during?.();
          response.statusCode = page.status ?? 200;
          response.setHeader('Content-Type', page.type ?? 'text/html; charset=utf-8');
          response.setHeader('Cache-Control', page.cacheControl ?? 's-maxage=60, stale-while-revalidate=3540');
          response.setHeader('x-nextjs-cache', page.cache ?? 'HIT');
          response.setHeader('x-next-cache-tags', `story:1,path:${request.url}`);
          if (page.cookie) response.setHeader('Set-Cookie', page.cookie);
          response.end(`<!doctype html><title>${request.url}</title><p>${'আলোকপাত '.repeat(400)}${renders.length}</p>`);
        }),
      (error) => {
        response.statusCode = 500;
        response.end(String(error));
      },
    );
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  servers.push(server);
  const { port } = server.address() as AddressInfo;
  const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      const request = http.request({ host: '127.0.0.1', port, path, method, headers: { host: 'localhost', ...headers } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      });
      request.on('error', reject);
      request.end();
    });
  /** Reads until the page has been copied (its second request), then answers one more from the copy. */
  const settled = async (path: string, headers: Record<string, string> = {}) => {
    await get(path, headers);
    await get(path, headers);
    await new Promise((resolve) => setTimeout(resolve, 50));
    return get(path, headers);
  };
  return { renders, get, settled, port };
}

const hosts = localHostMap(3000);
const copiesOf = (options: Partial<ConstructorParameters<typeof PageCopies>[0]> = {}) => new PageCopies({ hosts, maxAgeMs: 10_000, maxBytes: 32 * 1024 * 1024, ...options });

describe('copies of cached pages', () => {
  it('answers the third request for a page from memory, byte for byte what Next sent, in brotli, gzip or none as asked', async () => {
    const { renders, get, settled } = await start(copiesOf());
    const fromCopy = await settled('/', { 'accept-encoding': 'gzip' });
    expect(renders).toEqual(['/', '/']);
    expect(fromCopy.headers['cache-status']).toBe('alokpat; hit');
    expect(fromCopy.headers['content-encoding']).toBe('gzip');
    const html = zlib.gunzipSync(fromCopy.body).toString();
    expect(html).toMatch(/<title>\/<\/title>.*2<\/p>$/s);
    expect(fromCopy.headers['cache-control']).toBe('s-maxage=60, stale-while-revalidate=3540');
    expect(fromCopy.headers['x-next-cache-tags']).toBeUndefined();

    const br = await get('/', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(html);
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    const plain = await get('/');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(html);
    const head = await get('/', { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.headers['content-length']).toBe(br.headers['content-length']);
    expect(head.body.length).toBe(0);
    expect(renders).toHaveLength(2);
  });

  it('forgets every copy at a write through this instance, and stops serving one made before a write through another', async () => {
    let written = 0;
    const clock: WriteClock = { lastWrite: async () => written, noteWrite: async (at) => void (written = at) };
    const copies = installPageCopies(copiesOf({ shared: () => clock }));
    const { renders, get, settled } = await start(copies);
    expect((await settled('/a')).headers['cache-status']).toBe('alokpat; hit');
    expect((await settled('/b')).headers['cache-status']).toBe('alokpat; hit');
    await new Promise((resolve) => setTimeout(resolve, 5));
    await notePageWrite();
    expect(copies.stats().copies).toBe(0);
    expect(written).toBeGreaterThan(0);
    expect((await get('/a')).headers['cache-status']).toBeUndefined();
    expect(renders).toHaveLength(5);

    // Another instance writes: the shared clock moves, and this instance's copy is not served.
    expect((await settled('/c')).headers['cache-status']).toBe('alokpat; hit');
    await new Promise((resolve) => setTimeout(resolve, 5));
    written = Date.now();
    expect((await get('/c')).headers['cache-status']).toBeUndefined();
  });

  it('goes to Next while the shared write clock cannot answer (Redis away)', async () => {
    const { renders, settled } = await start(copiesOf({ shared: () => ({ lastWrite: async () => undefined, noteWrite: async () => undefined }) }));
    expect((await settled('/')).headers['cache-status']).toBeUndefined();
    expect(renders).toHaveLength(3);
  });

  it('never keeps a render that a write raced', async () => {
    const copies = copiesOf();
    const { renders, settled } = await start(copies, { '/raced': { during: () => void copies.noteWrite() } });
    expect((await settled('/raced')).headers['cache-status']).toBeUndefined();
    expect(renders).toHaveLength(3);
  });

  it('keeps nothing personal, stale, failed, private or not HTML, and copies no reader page', async () => {
    const pages: Record<string, Page> = {
      '/cookie': { cookie: 'alokpat_session=x; HttpOnly' },
      '/stale': { cache: 'STALE' },
      '/gone': { status: 410 },
      '/private': { cacheControl: 'private, no-store' },
      '/feed.xml': { type: 'application/rss+xml' },
      '/rendered-anew': { cache: '' },
    };
    const { settled } = await start(copiesOf(), pages);
    for (const path of [...Object.keys(pages), '/sign-in', '/saved', '/api/v1/stories']) expect((await settled(path)).headers['cache-status'], path).toBeUndefined();
    const asked: Record<string, string>[] = [{ rsc: '1' }, { 'next-router-prefetch': '1' }, { cookie: '__prerender_bypass=1' }, { 'if-none-match': '"x"' }, { authorization: 'Bearer x' }, { host: 'evil.example' }];
    for (const headers of asked) {
      expect((await settled('/other', headers)).headers['cache-status'], JSON.stringify(headers)).toBeUndefined();
    }
  });

  it('lets a copy live no longer than its time, nor than the page’s own s-maxage', async () => {
    let now = 1_000_000;
    const copies = copiesOf({ now: () => now, maxAgeMs: 10_000 });
    const { renders, get, settled } = await start(copies, { '/short': { cacheControl: 's-maxage=2' } });
    expect((await settled('/')).headers['cache-status']).toBe('alokpat; hit');
    expect((await settled('/short')).headers['cache-status']).toBe('alokpat; hit');
    now += 2_500;
    expect((await get('/short')).headers['cache-status']).toBeUndefined();
    expect((await get('/')).headers['cache-status']).toBe('alokpat; hit');
    now += 8_000;
    expect((await get('/')).headers['cache-status']).toBeUndefined();
    expect(renders).toHaveLength(6);
  });

  it('keeps one copy of a build script for every host, past any write or time, and no other file under /_next', async () => {
    const pages: Record<string, Page> = {
      '/_next/static/chunks/app.js': { type: 'application/javascript; charset=UTF-8', cacheControl: 'public, max-age=31536000, immutable', cache: '' },
      '/_next/static/media/font.woff2': { type: 'font/woff2', cacheControl: 'public, max-age=31536000, immutable', cache: '' },
      '/_next/data/build/page.json': { type: 'application/json', cacheControl: 'public, max-age=31536000, immutable', cache: '' },
    };
    let now = 1_000_000;
    const copies = copiesOf({ now: () => now });
    const { renders, get, settled } = await start(copies, pages);
    expect((await settled('/_next/static/chunks/app.js', { 'accept-encoding': 'br' })).headers['content-encoding']).toBe('br');
    const onAnotherHost = await get('/_next/static/chunks/app.js', { host: 'en.localhost', 'accept-encoding': 'gzip' });
    expect(onAnotherHost.headers['cache-status']).toBe('alokpat; hit');
    // A write changes no build file, and an hour later it is still the same file.
    await copies.noteWrite();
    now += 3_600_000;
    expect((await get('/_next/static/chunks/app.js')).headers['cache-status']).toBe('alokpat; hit');
    // Copied at its first request: the build has only so many files.
    expect(renders.filter((path) => path === '/_next/static/chunks/app.js')).toHaveLength(1);
    for (const path of Object.keys(pages).slice(1)) expect((await settled(path)).headers['cache-status'], path).toBeUndefined();
  });

  it("warms the build's scripts and styles, so that a reader's first request for each is answered from its copy in brotli", async () => {
    const build = fs.mkdtempSync(path.join(os.tmpdir(), 'build-'));
    fs.mkdirSync(path.join(build, 'static', 'chunks'), { recursive: true });
    fs.mkdirSync(path.join(build, 'static', 'media'));
    for (const file of ['chunks/app.js', 'chunks/app.css', 'media/face.woff2']) fs.writeFileSync(path.join(build, 'static', file), '');
    const addresses = buildFileAddresses(build);
    expect(addresses).toEqual(['/_next/static/chunks/app.css', '/_next/static/chunks/app.js', '/_next/static/media/face.woff2']);
    const immutable = { cacheControl: 'public, max-age=31536000, immutable', cache: '' };
    const pages: Record<string, Page> = {
      '/_next/static/chunks/app.js': { type: 'application/javascript; charset=UTF-8', ...immutable },
      '/_next/static/chunks/app.css': { type: 'text/css; charset=utf-8', ...immutable },
      '/_next/static/chunks/gone.js': { status: 404, ...immutable },
    };
    const copies = copiesOf();
    const { renders, get, port } = await start(copies, pages);
    // Only scripts and styles are asked for: a face is sent as it is.
    expect(await warmBuildFiles(port, 'localhost', [...addresses, '/_next/static/chunks/gone.js'])).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 50));
    for (const address of addresses.slice(0, 2)) {
      const first = await get(address, { host: 'bigyan.localhost', 'accept-encoding': 'gzip, deflate, br' });
      expect(first.headers['cache-status'], address).toBe('alokpat; hit');
      expect(first.headers['content-encoding'], address).toBe('br');
      expect(zlib.brotliDecompressSync(first.body).toString()).toContain(address);
    }
    expect(renders).toEqual([...addresses.slice(0, 2), '/_next/static/chunks/gone.js']);
    // A missing file is not kept: asked again, it is asked of Next again.
    expect((await get('/_next/static/chunks/gone.js')).status).toBe(404);
    expect(renders.filter((address) => address.endsWith('gone.js'))).toHaveLength(2);
  });

  it("keeps the optimiser's pictures as sent, one copy per format the client accepts, and never a private or failed one", async () => {
    const webp = '/_next/image?url=%2Fmedia%2Fa.jpg&w=640&q=75';
    const pages: Record<string, Page> = {
      [webp]: { type: 'image/webp', cacheControl: 'public, max-age=31536000, must-revalidate', cache: '' },
      '/_next/image?url=%2Fmedia%2Fb.jpg&w=640&q=75': { type: 'image/webp', cacheControl: 'private, no-store', cache: '' },
      '/_next/image?url=%2Fmedia%2Fmissing.jpg&w=640&q=75': { status: 404, type: 'text/plain', cacheControl: 'public, max-age=31536000', cache: '' },
    };
    const copies = copiesOf();
    const { renders, get, settled } = await start(copies, pages);
    const accepts = { accept: 'image/avif,image/webp,*/*', 'accept-encoding': 'gzip, br' };
    const fromCopy = await settled(webp, accepts);
    expect(fromCopy.headers['cache-status']).toBe('alokpat; hit');
    expect(fromCopy.headers['content-type']).toBe('image/webp');
    // Sent as the optimiser sent it: not compressed again.
    expect(fromCopy.headers['content-encoding']).toBeUndefined();
    expect(Number(fromCopy.headers['content-length'])).toBe(fromCopy.body.length);
    expect(fromCopy.body.toString('utf8')).toContain('আলোকপাত');
    // A browser without WebP is answered by the optimiser, which sends it the original format.
    expect((await get(webp, { accept: 'image/jpeg,*/*' })).headers['cache-status']).toBeUndefined();
    expect(renders.filter((path) => path === webp)).toHaveLength(3);
    for (const path of Object.keys(pages).slice(1)) expect((await settled(path, accepts)).headers['cache-status'], path).toBeUndefined();
  });

  it('stays within its bytes, and one-off addresses (a flood of junk queries) are never copied', async () => {
    const copies = copiesOf({ maxBytes: 64 * 1024 });
    const { get, settled } = await start(copies);
    for (let n = 0; n < 300; n++) await get(`/?junk=${n}`);
    expect(copies.stats().copies).toBe(0);
    for (let n = 0; n < 20; n++) await settled(`/page-${n}`);
    expect(copies.stats().bytes).toBeLessThanOrEqual(64 * 1024);
    expect(copies.stats().copies).toBeGreaterThan(0);
    expect((await settled('/page-19')).headers['cache-status']).toBe('alokpat; hit');
  });
});

describe('the encoding a client gets', () => {
  it('is brotli, else gzip, else none, and never one the client refused', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseEncoding('gzip')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('*, br;q=0')).toBe('gzip');
    expect(chooseEncoding(undefined)).toBe('identity');
    expect(chooseEncoding('identity')).toBe('identity');
    expect(chooseEncoding('gzip;q=0, br;q=0')).toBe('identity');
  });
});
