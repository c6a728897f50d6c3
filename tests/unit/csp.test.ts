import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { loadCspConfig } from '@/lib/config/env';
import { guardResponse } from '@/lib/http/boundary';
import { contentSecurityPolicy, inlineScriptHashes, inlineScripts, isFrameworkInlineScript, PagePolicies } from '@/lib/http/csp';
import { ga4InitScript, GTM_INIT_SCRIPT } from '@/lib/http/third-party-scripts';
import { REACT_RUNTIME_PREFIXES, REACT_RUNTIME_SCRIPTS } from '@/lib/http/react-inline-scripts';
import { scriptLoader } from '@/lib/http/scripts-after-picture';
import { extractReactInlineScripts } from '../../scripts/react-inline-scripts';

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
    expect(loadCspConfig({})).toEqual({ googleSignIn: false, imageOrigin: undefined, ads: false, gtm: false, ga4Ids: [] });
    expect(loadCspConfig({ GOOGLE_CLIENT_ID: '1-a.apps.googleusercontent.com', NEXT_PUBLIC_IMAGE_CDN_FORMAT: 'thumbor', NEXT_PUBLIC_IMAGE_CDN_URL: 'https://cdn.example.com/t/' })).toEqual({
      googleSignIn: true,
      imageOrigin: 'https://cdn.example.com',
      ads: false,
      gtm: false,
      ga4Ids: [],
    });
    expect(loadCspConfig({ ADS_CONFIG: 'demo', ANALYTICS_CONFIG: '{"*":{"bn":{"gtm":"GTM-AB12"}},"torun":{"*":{"ga4":"G-ZZ9"}},"main":{"en":{"ga4":"G-AA1"}}}' })).toEqual({
      googleSignIn: false,
      imageOrigin: undefined,
      ads: true,
      gtm: true,
      ga4Ids: ['G-AA1', 'G-ZZ9'],
    });
  });

  it('names no ad or tag origin when none is configured', () => {
    const policy = contentSecurityPolicy(loadCspConfig({}));
    expect(policy).not.toMatch(/doubleclick|googlesyndication|googletagmanager|google-analytics/);
  });

  it('allows Google Publisher Tag only when ads are configured, and nothing of the tags', () => {
    const policy = contentSecurityPolicy({ googleSignIn: false, ads: true });
    expect(directive(policy, 'script-src')).toBe("script-src 'self' https://securepubads.g.doubleclick.net https://pagead2.googlesyndication.com");
    expect(directive(policy, 'frame-src')).toContain('https://*.safeframe.googlesyndication.com');
    expect(directive(policy, 'connect-src')).toContain('https://securepubads.g.doubleclick.net');
    expect(policy).not.toContain('googletagmanager');
  });

  it('allows Tag Manager and GA4 with exactly their init scripts when configured, and no ad origin', () => {
    const policy = contentSecurityPolicy({ googleSignIn: false, gtm: true, ga4Ids: ['G-AA1'] });
    expect(directive(policy, 'script-src')).toBe(`script-src 'self' '${sha(GTM_INIT_SCRIPT)}' '${sha(ga4InitScript('G-AA1'))}' https://www.googletagmanager.com`);
    expect(directive(policy, 'connect-src')).toContain('https://*.google-analytics.com');
    expect(policy).not.toMatch(/doubleclick|googlesyndication/);
  });

  it('holds the init scripts exactly as the installed @next/third-parties writes them', () => {
    // The package's template literals, filled as components/ads/analytics.client.tsx uses them.
    const template = (file: string) => {
      const source = fs.readFileSync(path.join('node_modules/@next/third-parties/dist/google', file), 'utf8');
      const start = source.indexOf('__html: `') + '__html: `'.length;
      return source.slice(start, source.indexOf('`,', start));
    };
    const dollar = '$';
    const gtm = template('gtm.js')
      .replace(`${dollar}{dataLayer ? \`w[l].push(${dollar}{JSON.stringify(dataLayer)})\` : ''}`, '')
      .replace(`${dollar}{dataLayerName}`, 'dataLayer');
    const ga = template('ga.js')
      .replaceAll(`${dollar}{dataLayerName}`, 'dataLayer')
      .replace(`${dollar}{gaId}`, 'G-AA1')
      .replace(`${dollar}{debugMode ? ",{ 'debug_mode': true }" : ''}`, '');
    expect(gtm).toBe(GTM_INIT_SCRIPT);
    expect(ga).toBe(ga4InitScript('G-AA1'));
  });
});

const BOOT = '(self.__next_f=self.__next_f||[]).push([0])';
/** Turbopack's chunk-group bootstrap, as a production build writes it. */
const TURBOPACK = '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/1pcw6gskne7pf.js"],"runtimeModuleIds":[94553]});';
const push = (text: string) => `self.__next_f.push(${JSON.stringify([1, text])})`;

describe('inlineScriptHashes', () => {
  it('hashes inline scripts as the browser does, skipping external scripts and data blocks', () => {
    const html = [
      '<script src="/_next/static/chunks/a.js" async></script>',
      `<script>${BOOT}</script>`,
      '<script id="x">self.__next_f.push([1,"<\\/div>"])</script>',
      '<script type="application/ld+json">{"@type":"NewsArticle"}</script>',
      '<SCRIPT type="module">self.__next_f.push([1,"a"])\r\n</SCRIPT>',
      `<script>${BOOT}</script>`,
    ].join('');
    expect(inlineScriptHashes(html)).toEqual([sha(BOOT), sha('self.__next_f.push([1,"<\\/div>"])')]);
  });

  it('hashes UTF-8 text (Bengali in the RSC payload)', () => {
    expect(inlineScriptHashes(`<script>${push('বাংলাদেশ')}</script>`)).toEqual([sha(push('বাংলাদেশ'))]);
  });

  it("hashes only Next's flight scripts, not a script injected into the page", () => {
    const html = `<html><body><script>${BOOT}</script><article><p>story</p><script>alert(1)</script></article><script>${push('1:"x"')}</script></body></html>`;
    expect(inlineScriptHashes(html)).toEqual([sha(BOOT), sha(push('1:"x"'))]);
    const { blocked } = inlineScripts(html);
    expect(blocked).toEqual(['alert(1)']);
  });

  it('refuses look-alikes of the flight and React scripts', () => {
    for (const text of [
      'self.__next_f.push([1,"a"]);alert(1)',
      'self.__next_f.push([1,"a"],alert(1))',
      'self.__next_f.push([1,alert(1)])',
      'self.__next_f.push([1,2])',
      `${BOOT};alert(1)`,
      '$RC("B:0",alert(1))',
      '$RC("B:0","S:0");alert(1)',
      '$RQ("B:0")',
      'requestAnimationFrame(function(){alert(1)});',
      'alert(1);$RC("B:0","S:0")',
      `${TURBOPACK}alert(1)`,
      TURBOPACK.replace('"runtimeModuleIds"', 'alert(1),"runtimeModuleIds"'),
      '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push(alert(1));',
      '(globalThis["TURBOPACK"] || (globalThis["X"] = [])).push({});',
      `${TURBOPACK}\nalert(1)`,
    ]) {
      expect(isFrameworkInlineScript(text), text).toBe(false);
    }
  });

  it("allows React's streaming runtime by its exact text, with JSON instruction arguments", () => {
    const [segmentRuntime] = REACT_RUNTIME_PREFIXES.filter((prefix) => prefix.startsWith('$RS='));
    const [boundaryRuntime] = REACT_RUNTIME_PREFIXES.filter((prefix) => prefix.startsWith('$RB=[];'));
    for (const text of [
      ...REACT_RUNTIME_SCRIPTS,
      `${boundaryRuntime}$RC("B:0","S:0")`,
      '$RC("B:1","S:1")',
      `${segmentRuntime}$RS("S:2","P:2")`,
      '$RX("B:3","digest")',
      '$RR("B:4","S:4",[["/_next/static/css/a.css","next"]])',
      `${BOOT};self.__next_f.push([2,{"a":1}])`,
      TURBOPACK,
      `${TURBOPACK}\n${TURBOPACK}`,
    ]) {
      expect(isFrameworkInlineScript(text), text.slice(0, 40)).toBe(true);
    }
    expect(REACT_RUNTIME_SCRIPTS).toContain('requestAnimationFrame(function(){$RT=performance.now()});');
    expect(isFrameworkInlineScript(`${boundaryRuntime.slice(0, -2)}alert(1)};$RC("B:0","S:0")`)).toBe(false);
  });

  it("knows the runtime texts of the react-dom the installed Next bundles (else run scripts/react-inline-scripts.ts)", () => {
    const found = extractReactInlineScripts();
    expect([...REACT_RUNTIME_SCRIPTS]).toEqual(found.scripts);
    expect([...REACT_RUNTIME_PREFIXES]).toEqual(found.prefixes);
  });
});

describe('PagePolicies', () => {
  it('gives the same page the same policy, from a bounded memory, and reports blocked scripts once per page', () => {
    const reports: { page: string; count: number; samples: string[] }[] = [];
    const policies = new PagePolicies({ googleSignIn: false }, 2, (report) => reports.push(report));
    const page = Buffer.from(`<html><script>${push('a')}</script><script>alert(1)</script><script>${'x'.repeat(200)}</script></html>`);
    const first = policies.forHtml(page);
    expect(first).toContain(`'${sha(push('a'))}'`);
    expect(first).not.toContain(sha('alert(1)'));
    expect(policies.forHtml(Buffer.from(page))).toBe(first);
    expect(reports).toHaveLength(1);
    expect(reports[0].count).toBe(2);
    expect(reports[0].samples).toEqual(['alert(1)', 'x'.repeat(80)]);
    for (const n of [1, 2, 3]) policies.forHtml(Buffer.from(`<script>${push(`b${n}`)}</script>`));
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
      response.write(`<html><script>${push('one')}</script>`);
      setTimeout(() => response.end(`<script>${push('two')}</script></html>`), 20);
    });
    expect(body).toBe(`<html><script>${push('one')}</script><script>${push('two')}</script></html>`);
    expect(directive(String(headers['content-security-policy']), 'script-src')).toBe(`script-src 'self' '${sha(push('one'))}' '${sha(push('two'))}'`);
    expect(headers['cache-status']).toBe('alokpat; hit');
    expect(headers['x-nextjs-cache']).toBeUndefined();
  });

  it("moves a page's first-load chunks into the loader, and its policy allows the loader", async () => {
    const { headers, body } = await serve((response) => {
      response.setHeader('Content-Type', 'text/html; charset=utf-8');
      response.end('<html><head><script src="/_next/static/chunks/a.js" async=""></script></head><body><p>story</p></body></html>');
    });
    const loader = scriptLoader(['/_next/static/chunks/a.js']);
    expect(body).toBe(`<html><head></head><body><p>story</p><script>${loader}</script></body></html>`);
    expect(directive(String(headers['content-security-policy']), 'script-src')).toBe(`script-src 'self' '${sha(loader)}'`);
  });

  it('keeps Content-Length right and writeHead headers, and gives other answers the base policy', async () => {
    const page = await serve((response) => {
      response.writeHead(404, { 'Content-Type': 'text/html', 'Content-Length': 51 });
      response.end(`<script>${push('missing')}</script>x`);
    });
    expect(page.headers['content-length']).toBe('51');
    expect(page.headers['content-security-policy']).toContain(sha(push('missing')));
    const json = await serve((response) => {
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end('{}');
    });
    expect(json.body).toBe('{}');
    expect(json.headers['content-security-policy']).not.toContain('sha256-');
  });
});
