import { describe, expect, it } from 'vitest';
import { buildFilesOf } from '@/lib/members/offline';
import { scriptsAfterPicture } from '@/lib/http/scripts-after-picture';

describe('buildFilesOf (what a saved story needs offline)', () => {
  // A story page as the boundary answers it: style sheets, the loader's list, and a chunk that
  // only React's payload names (the one a saved story failed on offline).
  const page = scriptsAfterPicture(
    '<!DOCTYPE html><html><head><link rel="stylesheet" href="/_next/static/chunks/0ofmp9l6xzrah.css" data-precedence="next"/>' +
      '<script src="/_next/static/chunks/turbopack-077hmtqrhcoji.js" async=""></script>' +
      '<script src="/_next/static/chunks/0-3umy5ztfb7q.js" async=""></script></head>' +
      '<body><h1>x</h1><script>self.__next_f.push([1,"1c:\\"/_next/static/chunks/3a2htfekbow-6.js\\"\\n"])</script>' +
      '<script>self.__next_f.push([1,"1d:[\\"/_next/static/chunks/0-3umy5ztfb7q.js\\"]"])</script></body></html>',
  );

  it('names every script and style sheet once: tags, the loader and the payload', () => {
    expect(page).not.toContain('<script src="/_next/static/chunks/0-3umy5ztfb7q.js"');
    expect(buildFilesOf(page).sort()).toEqual([
      '/_next/static/chunks/0-3umy5ztfb7q.js',
      '/_next/static/chunks/0ofmp9l6xzrah.css',
      '/_next/static/chunks/3a2htfekbow-6.js',
      '/_next/static/chunks/turbopack-077hmtqrhcoji.js',
    ]);
  });

  it('asks for nothing outside the build files', () => {
    const hostile = '<a href="/_next/static/../../api/logout.js">x</a><img src="/_next/static/chunks/a.js?x=1"><a href="/saved">y</a><p>/_next/static/chunks/b.json"</p>';
    expect(buildFilesOf(hostile)).toEqual([]);
    expect(buildFilesOf('<p>no files</p>')).toEqual([]);
  });
});
