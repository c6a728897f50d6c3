import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it, vi } from 'vitest';
import { parseSiteHosts } from '@/lib/config/hosts';
import { isDatabaseUnavailable } from '@/lib/db/health';
import { guardResponse } from '@/lib/http/boundary';
import { createPreviewToken } from '@/lib/preview/token';
import { describeError, endRequest, noteFailure, redact, requestContext, withRequest } from '@/lib/log/logger';

describe('the logger', () => {
  it('withholds SQL and parameters, codes, tokens, secrets, addresses and query strings', () => {
    const drizzle = new Error('Failed query: select * from sessions where id = $1\nparams: 9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08');
    expect(describeError(drizzle)).toBe('Error: Failed query (statement and parameters withheld)');
    const line = redact('mail to reader@example.com with code 482913, token=abc.def session=xyz cookie: alokpat-session=QkVBUkVSLXRva2VuLTEyMzQ1Njc4OTA at https://www.example.test/verify-email?token=secret123');
    for (const secret of ['reader@example.com', '482913', 'abc.def', 'QkVBUkVSLXRva2VuLTEyMzQ1Njc4OTA', 'secret123']) expect(line).not.toContain(secret);
    expect(line).toContain('https://www.example.test/verify-email?[query]');
  });

  it("withholds the signature of a public preview key in a logged request path", () => {
    for (let i = 0; i < 200; i++) {
      const token = createPreviewToken(`secret-${i}`, 'public', '42');
      expect(redact(`/api/v1/preview/story/42.${token}`)).not.toContain(token.split('.')[1]);
    }
  });

  it('follows the cause chain, with codes', () => {
    const cause = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const error = new Error('Failed query: select 1\nparams: ', { cause });
    expect(describeError(error)).toBe('Error: Failed query (statement and parameters withheld) <- Error ECONNREFUSED: connect ECONNREFUSED 127.0.0.1:5432');
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('syntax error'), { code: '42601' }))).toBe(false);
    expect(isDatabaseUnavailable(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }))).toBe(true);
  });

  it('writes one line per failed request, with its id, however many errors were reported during it', () => {
    const sink = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const context = requestContext('abc123', 'GET', '/search?q=secret-term');
      withRequest(context, () => {
        for (let index = 0; index < 20; index++) noteFailure(new Error(`Failed query: select ${index}\nparams: x`));
        noteFailure(new Error('another'));
      });
      expect(sink).not.toHaveBeenCalled();
      endRequest(context, 500, 12.3);
      expect(sink).toHaveBeenCalledTimes(1);
      const entry = JSON.parse(String(sink.mock.calls[0][0]));
      expect(entry).toMatchObject({ level: 'error', msg: 'request failed', requestId: 'abc123', path: '/search', status: 500 });
      expect(entry.errors).toEqual(['Error: Failed query (statement and parameters withheld)', 'Error: another']);
      // A request that succeeded and reported nothing writes nothing.
      endRequest(requestContext('quiet', 'GET', '/'), 200, 1);
      expect(sink).toHaveBeenCalledTimes(1);
    } finally {
      sink.mockRestore();
    }
  });
});

describe('a failure while the database is unreachable', () => {
  const hosts = parseSiteHosts('alokpat.com.bd=main:bn,trust.alokpat.org=trust', { localHosts: false, port: 3000 });

  async function serve(handler: (response: http.ServerResponse) => void, path: string) {
    const server = http.createServer((request, response) => {
      guardResponse(request, response, 'http', undefined, { unavailable: () => true, hosts });
      handler(response);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`);
      return { status: response.status, headers: response.headers, body: await response.text() };
    } finally {
      server.close();
    }
  }

  it('turns an API 500 into 503 JSON with Retry-After, not cached', async () => {
    const answer = await serve((response) => {
      response.writeHead(500, { 'Content-Type': 'application/json', 'Cache-Control': 'public, s-maxage=60' });
      response.end('{"error":"boom"}');
    }, '/api/v1/stories');
    expect(answer.status).toBe(503);
    expect(answer.headers.get('retry-after')).toBe('30');
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(JSON.parse(answer.body).error.code).toBe('unavailable');
  });

  it('leaves a successful answer alone', async () => {
    const answer = await serve((response) => {
      response.writeHead(200, { 'Content-Type': 'text/plain' });
      response.end('fine');
    }, '/');
    expect(answer.status).toBe(200);
    expect(answer.body).toBe('fine');
  });
});
