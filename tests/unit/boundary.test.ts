import http, { IncomingMessage } from 'node:http';
import { Socket, type AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { parseSiteHosts } from '@/lib/config/hosts';
import { loadEdgeConfig } from '@/lib/config/env';
import { answerFailure, cacheStatus, guardResponse, refuse, settleForwarding } from '@/lib/http/boundary';
import { PagePolicies } from '@/lib/http/csp';

const hosts = parseSiteHosts('alokpat.com.bd=main:bn,trust.alokpat.org=trust', { localHosts: false, port: 3000 });
const request = (method: string, url: string, headers: Record<string, string> = {}) => refuse({ method, url, headers: { host: 'alokpat.com.bd', ...headers } }, hosts);

describe('the request boundary', () => {
  it('lets an ordinary page or API call through', () => {
    expect(request('GET', '/sports?page=2')).toBeNull();
    expect(request('POST', '/api/auth/v1/login')).toBeNull();
    expect(request('POST', '/register-fcm-topic')).toBeNull();
  });

  it('answers methods no page serves with 405 and Allow', () => {
    expect(request('TRACE', '/')).toMatchObject({ status: 405, headers: { Allow: 'GET, HEAD' } });
    expect(request('DELETE', '/')).toMatchObject({ status: 405 });
    expect(request('PUT', '/')).toMatchObject({ status: 405 });
    expect(request('TRACE', '/api/v1/stories/1')?.status).toBe(405);
    expect(JSON.parse(request('TRACE', '/api/health')?.body ?? '{}').error.code).toBe('method-not-allowed');
  });

  it('refuses a host that is not in the map with a short page in both languages, not cacheable', () => {
    for (const host of ['evil.example', 'alokpat.com.bd@evil.example', 'localhost:3000', '']) {
      const refusal = request('GET', '/', { host });
      expect(refusal?.status, host).toBe(421);
      expect(refusal?.headers['Cache-Control']).toBe('no-store');
      expect(refusal?.body).toContain('lang="bn"');
      expect(refusal?.body).toContain('lang="en"');
    }
  });

  it('answers an address under /_next/static/ that the build did not make with a plain 404 that no cache keeps', () => {
    const build = new Set(['/_next/static/chunks/app.js', '/_next/static/chunks/[root].css']);
    const ask = (url: string, host = 'alokpat.com.bd') => refuse({ method: 'GET', url, headers: { host } }, hosts, build);
    expect(ask('/_next/static/chunks/app.js')).toBeNull();
    expect(ask('/_next/static/chunks/app.js?dpl=1')).toBeNull();
    expect(ask('/_next/static/chunks/%5Broot%5D.css')).toBeNull();
    for (const url of ['/_next/static/chunks/newer-build.js', '/_next/static/chunks/app.js/', '/_next/static/../../etc/passwd', '/_next/static/']) {
      const refusal = ask(url);
      expect(refusal?.status, url).toBe(404);
      expect(refusal?.headers['Cache-Control'], url).toBe('no-store');
      expect(refusal?.headers['Content-Type'], url).toBe('text/plain; charset=utf-8');
    }
    // Still a host of the map first; and pages, pictures and the API are not its business.
    expect(ask('/_next/static/chunks/app.js', 'evil.example')?.status).toBe(421);
    for (const url of ['/', '/_next/image?url=%2Fmedia%2Fa.jpg&w=480&q=75', '/api/health']) expect(ask(url), url).toBeNull();
    // Without the list (development), Next answers every address there.
    expect(request('GET', '/_next/static/chunks/newer-build.js')).toBeNull();
  });

  it('answers health on any host, for load balancers that probe by address', () => {
    expect(request('GET', '/api/health', { host: '10.0.0.7:3000' })).toBeNull();
  });

  it('refuses an oversize body from its Content-Length, a long query and malformed API addresses', () => {
    expect(request('PUT', '/api/auth/v1/uploads', { 'content-length': String(50 * 1024 * 1024) })?.status).toBe(413);
    expect(request('GET', `/search?q=${'a'.repeat(5_000)}`)?.status).toBe(414);
    expect(request('GET', '/api/v1/stories/%E0%A4')?.status).toBe(400);
    expect(request('GET', '/media/%')?.status).toBe(400);
  });
});

function incoming(peer: string, headers: Record<string, string>): IncomingMessage {
  const socket = new Socket();
  Object.defineProperty(socket, 'remoteAddress', { value: peer });
  const message = new IncomingMessage(socket);
  message.headers = { ...headers };
  return message;
}

describe('who the client is', () => {
  const edge = loadEdgeConfig({ TRUSTED_PROXIES: '10.0.0.0/8' });

  it('ignores forwarding headers from a peer that is not a trusted proxy', () => {
    const message = incoming('203.0.113.7', { 'x-forwarded-for': '198.51.100.1', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'evil.example' });
    expect(settleForwarding(message, edge.trustProxy, false)).toBe('http');
    expect(message.headers['x-forwarded-for']).toBe('203.0.113.7');
    expect(message.headers['x-forwarded-host']).toBeUndefined();
  });

  it('takes the address and scheme a trusted proxy reports, skipping trusted hops', () => {
    const message = incoming('10.0.0.2', { 'x-forwarded-for': 'spoofed, 198.51.100.1, 10.0.0.9', 'x-forwarded-proto': 'https' });
    expect(settleForwarding(message, edge.trustProxy, false)).toBe('https');
    expect(message.headers['x-forwarded-for']).toBe('198.51.100.1');
  });

  it('is https for every request when FORCE_HTTPS=1', () => {
    expect(settleForwarding(incoming('::ffff:203.0.113.7', {}), edge.trustProxy, true)).toBe('https');
  });

  it('refuses a TRUSTED_PROXIES entry that is not an address', () => {
    expect(() => loadEdgeConfig({ TRUSTED_PROXIES: '10.0.0.0/99' })).toThrow(/TRUSTED_PROXIES/);
    expect(() => loadEdgeConfig({ FORCE_HTTPS: 'yes' })).toThrow(/FORCE_HTTPS/);
  });
});

describe('the page cache verdict', () => {
  it('is told with the standard Cache-Status header', () => {
    expect(cacheStatus('HIT')).toBe('alokpat; hit');
    expect(cacheStatus('MISS')).toBe('alokpat; fwd=miss');
    expect(cacheStatus('REVALIDATED')).toBeNull();
  });
});

describe('a page that fails part way', () => {
  it('is answered with a clean 500 no-store, not the held part under the first status and its s-maxage', async () => {
    const server = http.createServer((request, response) => {
      guardResponse(request, response, 'https', new PagePolicies({ googleSignIn: false }));
      response.setHeader('Cache-Control', 's-maxage=300, stale-while-revalidate');
      response.setHeader('x-nextjs-cache', 'MISS');
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Set-Cookie': 'a=1' });
      response.write('<!doctype html><html><body><main>half a sto');
      // What scripts/serve.ts does when Next's handler rejects.
      setTimeout(() => answerFailure(response), 10);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
      expect(response.status).toBe(500);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
      expect(response.headers.get('set-cookie')).toBeNull();
      expect(response.headers.get('strict-transport-security')).toContain('max-age=');
      expect(response.headers.get('content-security-policy')).not.toContain('sha256-');
      expect(await response.text()).toBe('');
    } finally {
      server.close();
    }
  });
});

describe('a redirect', () => {
  it('sends one Location, however many times it was written, and a page\'s permanent one as 301', async () => {
    const server = http.createServer((request, response) => {
      guardResponse(request, response, 'http', new PagePolicies({ googleSignIn: false }));
      // What Next does when it renders a redirect anew with a cache handler installed.
      response.appendHeader('Location', '/space/space-sky-watching');
      response.appendHeader('Location', '/space/space-sky-watching');
      response.writeHead(308, { 'Content-Type': 'text/html; charset=utf-8' });
      response.end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/space-sky-watching`, { redirect: 'manual' });
      expect(response.status).toBe(301);
      expect(response.headers.get('location')).toBe('/space/space-sky-watching');
    } finally {
      server.close();
    }
  });
});

describe("an API answer's Vary", () => {
  it("keeps only the headers that change it, not the app router's", async () => {
    const server = http.createServer((request, response) => {
      guardResponse(request, response, 'http', new PagePolicies({ googleSignIn: false }));
      response.setHeader('Vary', request.url?.startsWith('/api/v1/comments') ? 'rsc, next-router-state-tree, Cookie, Authorization' : 'rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch');
      response.writeHead(200, { 'Content-Type': request.url?.startsWith('/api/') ? 'application/json' : 'text/html; charset=utf-8' });
      response.end(request.url?.startsWith('/api/') ? '{}' : '<!doctype html><html><body></body></html>');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      expect((await fetch(`${origin}/api/v1/stories/1`)).headers.get('vary')).toBeNull();
      expect((await fetch(`${origin}/api/v1/comments?x=1`)).headers.get('vary')).toBe('Cookie, Authorization');
      // Pages keep the router's Vary: their RSC payloads are told apart by it.
      expect((await fetch(`${origin}/politics`)).headers.get('vary')).toContain('rsc');
    } finally {
      server.close();
    }
  });
});
