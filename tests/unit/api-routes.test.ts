/**
 * The tree under app/api/ is the API's table of contents (docs/routes.md): every route
 * file is listed there with exactly the methods it exports, exports nothing else, and each
 * call of the accounts, comments and saves APIs is a handler of lib/http/route.ts. A
 * hostile body (too large, not JSON, malformed JSON) gets the one error shape of
 * lib/http/errors.ts on each kind of endpoint, before anything reaches the database.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { AuthDeps } from '@/lib/auth/context';
import type { MembersDeps } from '@/lib/comments/http';
import { resolveHost } from '@/lib/brands/resolve-host';
import { parseSiteHosts } from '@/lib/config/hosts';
import { localCounters } from '@/lib/http/rate-limit';
import { callRoute, routeFiles } from '../support/api-routes';

const ROOT = path.join(import.meta.dirname, '../..');
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
/** Route segment config Next reads from a route file besides its methods. */
const CONFIG = ['dynamic', 'revalidate', 'runtime', 'dynamicParams', 'fetchCache', 'preferredRegion', 'maxDuration'];

/** docs/routes.md's API table: route file (under app/api/) → the methods its row names. */
function documentedApi(): Map<string, string[]> {
  const text = readFileSync(path.join(ROOT, 'docs/routes.md'), 'utf8');
  const section = text.slice(text.indexOf('## API (`app/api/`)'), text.indexOf('\n## ', text.indexOf('## API (`app/api/`)') + 1));
  const rows = new Map<string, string[]>();
  for (const line of section.split('\n')) {
    const cells = line.split('|').map((cell) => cell.trim());
    if (cells.length < 4 || !cells[2].startsWith('`')) continue;
    const file = cells[2].match(/^`([^`]+)`/)![1];
    rows.set(file, METHODS.filter((method) => new RegExp(`\`${method}\\b`).test(cells[1])));
  }
  return rows;
}

async function exportsOf(file: string): Promise<Record<string, unknown>> {
  return (await import(path.join(ROOT, file))) as Record<string, unknown>;
}

describe('route files under app/api', () => {
  const files = routeFiles('app/api').map((route) => route.file);

  it('are each listed in docs/routes.md with exactly the methods they export, and export nothing else', async () => {
    const documented = documentedApi();
    expect(files.length).toBeGreaterThan(50);
    expect([...documented.keys()].sort()).toEqual(files.map((file) => path.relative('app/api', file)).sort());
    for (const file of files) {
      const names = Object.keys(await exportsOf(file));
      expect(names.filter((name) => !METHODS.includes(name) && !CONFIG.includes(name)), file).toEqual([]);
      expect(names.filter((name) => METHODS.includes(name)).sort(), file).toEqual([...documented.get(path.relative('app/api', file))!].sort());
    }
  }, 60_000);

  it('serve the accounts, comments and saves calls through a handler of lib/http/route.ts', async () => {
    const calls = [...files.filter((file) => /^app\/api\/(auth|members|sign)\//.test(file)), 'app/[brand]/[lang]/(machine)/register-fcm-topic/route.ts'];
    expect(calls.length).toBeGreaterThan(30);
    for (const file of calls) {
      const exported = await exportsOf(file);
      for (const method of METHODS.filter((name) => name in exported)) {
        expect(typeof (exported[method] as { handler?: unknown }).handler, `${method} ${file}`).toBe('function');
      }
    }
  }, 60_000);
});

describe('a hostile body', () => {
  const hosts = parseSiteHosts('www.alokpat.test=main:bn,en.alokpat.test=main:en');
  const noDatabase = () => {
    throw new Error('a bad body must be refused before the database is asked');
  };
  const xsrf = 'hostile-body-xsrf-token-0123456789';
  const auth = { db: noDatabase, hosts, counters: () => localCounters(), secureCookies: false, integrationSecret: 'secret' } as unknown as AuthDeps;
  const members: MembersDeps = { db: noDatabase, hosts, counters: () => localCounters(), secureCookies: false, integrationSecret: 'secret', moderationKey: 'moderation-key-0123456789', meter: { free: 3, period: 'month' } as MembersDeps['meter'] };
  const endpoints: { kind: string; method: string; path: string; deps: AuthDeps | MembersDeps; headers: Record<string, string>; cache: string }[] = [
    { kind: 'accounts', method: 'POST', path: '/api/auth/v1/login', deps: auth, headers: { cookie: `XSRF-TOKEN=${xsrf}`, 'x-xsrf-token': xsrf }, cache: 'no-store' },
    { kind: 'comments', method: 'POST', path: '/api/members/v1/moderation/comments/1', deps: members, headers: { authorization: 'Bearer moderation-key-0123456789' }, cache: 'private, no-store' },
    { kind: 'saves', method: 'POST', path: '/api/members/v1/bookmarks/page', deps: auth, headers: {}, cache: 'no-store' },
    { kind: 'push registration', method: 'POST', path: '/register-fcm-topic', deps: auth, headers: {}, cache: 'no-store' },
  ];
  const bodies = [
    { name: 'past the limit', type: 'application/json', body: JSON.stringify({ filler: 'x'.repeat(64 * 1024) }), status: 413 },
    { name: 'not JSON', type: 'text/plain', body: '{"email":"a@example.com"}', status: 415 },
    { name: 'malformed JSON', type: 'application/json', body: '{"email":', status: 400 },
    { name: 'JSON that is not an object', type: 'application/json', body: '[1,2]', status: 400 },
  ];

  for (const endpoint of endpoints) {
    for (const hostile of bodies) {
      it(`${hostile.name}: ${hostile.status} in the one error shape on ${endpoint.kind} (${endpoint.method} ${endpoint.path})`, async () => {
        for (const host of ['www.alokpat.test', 'en.alokpat.test']) {
          // A page of this host sends its host-map origin (https here), as a browser does.
          const request = new Request(`http://${host}${endpoint.path}`, {
            method: endpoint.method,
            headers: { host, origin: resolveHost(host, hosts)!.origin, 'x-forwarded-for': '203.0.113.9', 'content-type': hostile.type, ...endpoint.headers },
            body: hostile.body,
          });
          const response = await callRoute(request, endpoint.deps);
          expect(response.status).toBe(hostile.status);
          expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
          expect(response.headers.get('cache-control')).toBe(endpoint.cache);
          const body = (await response.json()) as Record<string, unknown>;
          // The accounts API also carries the sentence as `message`, where the publisher platform's clients read it.
          expect(Object.keys(body).sort()).toEqual(endpoint.kind === 'accounts' ? ['code', 'error', 'message'] : ['code', 'error']);
          if (endpoint.kind === 'accounts') expect(body.message).toBe(body.error);
          expect(body.code).toMatch(/^[a-zA-Z]+$/);
          expect(typeof body.error).toBe('string');
          // The message is in the edition's language: Bengali script on the Bengali edition only.
          expect(/[\u0980-\u09FF]/.test(body.error as string), `${host}: ${body.error}`).toBe(host.startsWith('www.'));
        }
      });
    }
  }

  it('GET /api/sign without a session: 401 in the same shape, not a shape of its own', async () => {
    const response = await callRoute(new Request('http://en.alokpat.test/api/sign', { headers: { host: 'en.alokpat.test' } }), auth);
    expect(response.status).toBe(401);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ error: 'Please sign in first', message: 'Please sign in first', code: 'notSignedIn' });
  });
});
