import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { loadCspConfig } from '@/lib/config/env';
import { guardResponse } from '@/lib/http/boundary';
import { contentSecurityPolicy, inlineScriptHashes, PagePolicies } from '@/lib/http/csp';

const sha = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;

function directive(policy: string, name: string): string {
  return policy.split('; ').find((part) => part.startsWith(`${name} `)) ?? '';
}

describe('contentSecurityPolicy', () => {
  it('never allows inline scripts wholesale, nor eval, nor plugins; pins base, forms and framing', () => {
    const policy = contentSecurityPolicy({ googleSignIn: false }, ['sha256-abc=']);
    expect(directive(policy, 'script-src')).toBe("script-src 'self' 'sha256-abc='");
    expect(policy).not.toMatch(/unsafe-eval|strict-dynamic|nonce-/);
    for (const part of ["object-src 'none'", "base-uri 'self'", "form-action 'self'", "frame-ancestors 'self'", "default-src 'self'"]) expect(policy).toContain(part);
    expect(policy).not.toContain('google');
  });

  it('allows Google sign-in and the image CDN only when configured', () => {
    const policy = contentSecurityPolicy({ googleSignIn: true, imageOrigin: 'https://img.example.com' });
    expect(directive(policy, 'script-src')).toBe("script-src 'self' https://accounts.google.com/gsi/client");
    expect(directive(policy, 'frame-src')).toContain('https://accounts.google.com/gsi/');
    expect(directive(policy, 'connect-src')).toContain('https://accounts.google.com/gsi/');
    expect(directive(policy, 'img-src')).toContain('https://img.example.com');
  });

  it('reads its options from the environment', () => {
    expect(loadCspConfig({})).toEqual({ googleSignIn: false, imageOrigin: undefined });
    expect(loadCspConfig({ GOOGLE_CLIENT_ID: '1-a.apps.googleusercontent.com', NEXT_PUBLIC_IMAGE_CDN_FORMAT: 'thumbor', NEXT_PUBLIC_IMAGE_CDN_URL: 'https://cdn.example.com/t/' })).toEqual({
      googleSignIn: true,
      imageOrigin: 'https://cdn.example.com',
    });
  });
});

describe('inlineScriptHashes', () => {
  it('hashes inline scripts as the browser does, skipping external scripts and data blocks', () => {
    const html = [
      '<script src="/_next/static/chunks/a.js" async></script>',
      '<script>self.__next_f=self.__next_f||[]</script>',
      '<script id="x">self.__next_f.push([1,"<\\/div>"])</script>',
      '<script type="application/ld+json">{"@type":"NewsArticle"}</script>',
      '<SCRIPT type="module">import("/a.js")\r\n</SCRIPT>',
      '<script>self.__next_f=self.__next_f||[]</script>',
    ].join('');
    expect(inlineScriptHashes(html)).toEqual([sha('self.__next_f=self.__next_f||[]'), sha('self.__next_f.push([1,"<\\/div>"])'), sha('import("/a.js")\n')]);
  });

  it('hashes UTF-8 text (Bengali in the RSC payload)', () => {
    expect(inlineScriptHashes('<script>push("বাংলাদেশ")</script>')).toEqual([sha('push("বাংলাদেশ")')]);
  });
});

describe('PagePolicies', () => {
  it('gives the same page the same policy, from a bounded memory', () => {
    const policies = new PagePolicies({ googleSignIn: false }, 2);
    const page = Buffer.from('<html><script>a()</script></html>');
    const first = policies.forHtml(page);
    expect(first).toContain(`'${sha('a()')}'`);
    expect(policies.forHtml(Buffer.from(page))).toBe(first);
    for (const n of [1, 2, 3]) policies.forHtml(Buffer.from(`<script>b${n}()</script>`));
    expect(policies.forHtml(page)).toBe(first);
    expect(policies.base).not.toContain('sha256-');
  });
});

describe('guardResponse with a policy', () => {
  async function serve(handler: (response: http.ServerResponse) => void, method = 'GET'): Promise<{ headers: http.IncomingHttpHeaders; body: string }> {
    const policies = new PagePolicies({ googleSignIn: false });
    const server = http.createServer((request, response) => {
      guardResponse(request, response, 'http', policies);
      handler(response);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`, { method });
      return { headers: Object.fromEntries(response.headers) as http.IncomingHttpHeaders, body: await response.text() };
    } finally {
      server.close();
    }
  }

  it('holds a streamed HTML page and allows exactly its inline scripts', async () => {
    const { headers, body } = await serve((response) => {
      response.setHeader('Content-Type', 'text/html; charset=utf-8');
      response.setHeader('x-nextjs-cache', 'HIT');
      response.write('<html><script>one()</script>');
      setTimeout(() => response.end('<script>two()</script></html>'), 20);
    });
    expect(body).toBe('<html><script>one()</script><script>two()</script></html>');
    expect(directive(String(headers['content-security-policy']), 'script-src')).toBe(`script-src 'self' '${sha('one()')}' '${sha('two()')}'`);
    expect(headers['cache-status']).toBe('alokpat; hit');
    expect(headers['x-nextjs-cache']).toBeUndefined();
  });

  it('keeps Content-Length right and writeHead headers, and gives other answers the base policy', async () => {
    const page = await serve((response) => {
      response.writeHead(404, { 'Content-Type': 'text/html', 'Content-Length': 27 });
      response.end('<script>missing()</script>x');
    });
    expect(page.headers['content-length']).toBe('27');
    expect(page.headers['content-security-policy']).toContain(sha('missing()'));
    const json = await serve((response) => {
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end('{}');
    });
    expect(json.body).toBe('{}');
    expect(json.headers['content-security-policy']).not.toContain('sha256-');
  });
});
