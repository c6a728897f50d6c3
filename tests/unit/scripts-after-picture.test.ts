import { describe, expect, it } from 'vitest';
import { isFrameworkInlineScript, inlineScripts } from '@/lib/http/csp';
import { isScriptLoader, loaderScripts, SCRIPT_LOADER_PREFIX, scriptLoader, scriptsAfterPicture, scriptsAfterPictureInBytes } from '@/lib/http/scripts-after-picture';

/** The shape of a page as Next 16 writes it: chunk tags in the head, the bootstrap chunk in the body, the polyfill as noModule. */
const PAGE = [
  '<!DOCTYPE html><html lang="bn"><head>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/boot.js"/>',
  '<script src="/_next/static/chunks/a.js" async=""></script>',
  '<script src="/_next/static/chunks/turbopack-b.js" async=""></script>',
  '<script src="https://www.googletagmanager.com/gtm.js?id=GTM-X" async=""></script>',
  '<script src="/_next/static/chunks/polyfill.js" noModule=""></script>',
  '</head><body><main><img fetchPriority="high" src="/img/764/a.jpg" alt=""/></main>',
  '<script src="/_next/static/chunks/boot.js" async=""></script>',
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
  '</body></html>',
].join('');

describe('scriptsAfterPicture', () => {
  it("moves Next's first-load chunks into one loader at the end of the body, in their order", () => {
    const html = scriptsAfterPicture(PAGE);
    expect(html).not.toMatch(/<script src="\/_next\/static\/chunks\/(a|turbopack-b|boot)\.js"/);
    expect(loaderScripts(html)).toEqual(['/_next/static/chunks/a.js', '/_next/static/chunks/turbopack-b.js', '/_next/static/chunks/boot.js']);
    expect(html.endsWith(`<script>${scriptLoader(loaderScripts(html))}</script></body></html>`)).toBe(true);
  });

  it('leaves what is not a first-load chunk of this build where it is', () => {
    const html = scriptsAfterPicture(PAGE);
    expect(html).toContain('<script src="https://www.googletagmanager.com/gtm.js?id=GTM-X" async=""></script>');
    expect(html).toContain('<script src="/_next/static/chunks/polyfill.js" noModule=""></script>');
    expect(html).toContain('<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/boot.js"/>');
    expect(html).toContain('<script>(self.__next_f=self.__next_f||[]).push([0])</script>');
    const odd = '<html><body><script src="/_next/static/../x.js" async=""></script></body></html>';
    expect(scriptsAfterPicture(odd)).toBe(odd);
  });

  it("changes an answer's bytes the same way, and its Bengali text not at all", () => {
    const page = PAGE.replace('<main>', '<main><h1>শীতের ৬টি জনপ্রিয় পিঠা</h1>');
    const bytes = scriptsAfterPictureInBytes(Buffer.from(page, 'utf8'));
    expect(bytes.toString('utf8')).toBe(scriptsAfterPicture(page));
    expect(bytes.toString('utf8')).toContain('<h1>শীতের ৬টি জনপ্রিয় পিঠা</h1>');
    const plain = Buffer.from('<html><body><p>কোনো স্ক্রিপ্ট নেই</p></body></html>', 'utf8');
    expect(scriptsAfterPictureInBytes(plain)).toBe(plain);
  });

  it('changes nothing without chunk tags or without a closing body tag', () => {
    const plain = '<html><body><p>no scripts</p></body></html>';
    expect(scriptsAfterPicture(plain)).toBe(plain);
    const cut = '<html><head><script src="/_next/static/chunks/a.js" async=""></script></head><body><p>cut';
    expect(scriptsAfterPicture(cut)).toBe(cut);
  });

  it("writes one loader even when a chunk is named twice, and the page's own policy allows it", () => {
    const html = scriptsAfterPicture(PAGE.replace('</body>', '<script src="/_next/static/chunks/a.js" async=""></script></body>'));
    expect(html.split(SCRIPT_LOADER_PREFIX)).toHaveLength(2);
    expect(loaderScripts(html).filter((address) => address.endsWith('/a.js'))).toHaveLength(1);
    expect(inlineScripts(html).blocked).toEqual([]);
  });
});

describe('isScriptLoader (the content security policy)', () => {
  it('allows the loader with build scripts only', () => {
    const loader = scriptLoader(['/_next/static/chunks/a.js', '/_next/static/media/x-1.js']);
    expect(isScriptLoader(loader)).toBe(true);
    expect(isFrameworkInlineScript(loader)).toBe(true);
  });

  it('refuses a loader made to fetch anything else, or to run more than itself', () => {
    for (const text of [
      scriptLoader(['https://evil.example/x.js']),
      scriptLoader(['//evil.example/_next/static/x.js']),
      scriptLoader(['/_next/static/../../api/x.js']),
      scriptLoader(['/_next/static/chunks/a.js?x=1']),
      scriptLoader(['/uploads/a.js']),
      `${SCRIPT_LOADER_PREFIX}["/_next/static/chunks/a.js"]);alert(1)`,
      `${SCRIPT_LOADER_PREFIX}["/_next/static/chunks/a.js"].concat(alert(1)))`,
      `${SCRIPT_LOADER_PREFIX}{"0":"/_next/static/chunks/a.js"})`,
      `alert(1);${scriptLoader(['/_next/static/chunks/a.js'])}`,
    ]) {
      expect(isScriptLoader(text), text.slice(-60)).toBe(false);
      expect(isFrameworkInlineScript(text), text.slice(-60)).toBe(false);
    }
  });
});
