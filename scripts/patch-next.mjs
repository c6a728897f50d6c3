/**
 * `postinstall`: one statement of Next's page cache, changed in the installed copy
 * (docs/performance.md, "Stop 39").
 *
 * `IncrementalCache#set` (next 16.4.6) measures every entry it stores with
 * `JSON.stringify(entry).length`, a size it only compares for fetch-cache entries (the 2 MB
 * limit, and not even then with a custom cache handler, which this site has). For a rendered
 * page or route that turns the RSC payload's Buffer into an array of numbers (`Buffer#toJSON`)
 * and throws the string away: 3.4 ms of every uncached story render here, and its garbage.
 * After this change the size is computed for fetch-cache entries only, so Next behaves as
 * before for every entry whose size it reads.
 *
 * A small exact rewrite rather than patch-package: Next's runtimes are minified, one line of
 * 57 KB each, so a diff of them could not be read or reviewed. Each file is rewritten only
 * where the statement is found in its known form; a file already changed is left alone; a
 * file in which neither form is found (a Next upgrade) is reported, the install goes on, and
 * tests/unit/patch-next.test.ts fails until the statement is looked at again.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

/** The minified runtimes: `let i=JSON.stringify(t).length;if(r.fetchCache&&i>2097152`. */
const MINIFIED = /let (\w+)=JSON\.stringify\((\w+)\)\.length;if\((\w+)\.fetchCache&&\1>2097152/g;
const MINIFIED_DONE = /let (\w+)=(\w+)\.fetchCache\?JSON\.stringify\((\w+)\)\.length:0;if\(\2\.fetchCache&&\1>2097152/;
/** The unbundled source (next/dist/server and next/dist/esm/server). */
const SOURCE = 'const itemSize = JSON.stringify(data).length;';
const SOURCE_DONE = 'const itemSize = ctx.fetchCache ? JSON.stringify(data).length : 0;';

/** The files of the installed Next that hold `IncrementalCache#set`. */
export function nextCacheFiles(nextRoot) {
  const compiled = path.join(nextRoot, 'dist/compiled/next-server');
  return [
    ...fs
      .readdirSync(compiled)
      .filter((name) => name.endsWith('.js'))
      .map((name) => path.join(compiled, name))
      .filter((file) => /\.fetchCache&&\w+>2097152/.test(fs.readFileSync(file, 'utf8'))),
    path.join(nextRoot, 'dist/server/lib/incremental-cache/index.js'),
    path.join(nextRoot, 'dist/esm/server/lib/incremental-cache/index.js'),
  ];
}

/** Whether a file's text still measures every entry, is changed, or is in a form not known here. */
export function cacheSizeState(text) {
  if (MINIFIED_DONE.test(text) || text.includes(SOURCE_DONE)) return 'patched';
  if ((text.match(MINIFIED) ?? []).length === 1 || text.split(SOURCE).length === 2) return 'original';
  return 'unknown';
}

/** The file's text with the size measured for fetch-cache entries only. */
export function patchCacheSize(text) {
  return text.replace(MINIFIED, (_all, size, entry, context) => `let ${size}=${context}.fetchCache?JSON.stringify(${entry}).length:0;if(${context}.fetchCache&&${size}>2097152`).replace(SOURCE, SOURCE_DONE);
}

export function nextRootFrom(directory) {
  return path.dirname(createRequire(path.join(directory, 'package.json')).resolve('next/package.json'));
}

function main() {
  const root = nextRootFrom(path.join(path.dirname(fileURLToPath(import.meta.url)), '..'));
  const unknown = [];
  let changed = 0;
  for (const file of nextCacheFiles(root)) {
    const text = fs.readFileSync(file, 'utf8');
    const state = cacheSizeState(text);
    if (state === 'original') {
      fs.writeFileSync(file, patchCacheSize(text));
      changed++;
    } else if (state === 'unknown') unknown.push(path.relative(root, file));
  }
  console.log(`patch-next: IncrementalCache#set measures fetch-cache entries only (${changed} files changed)`);
  if (unknown.length) console.warn(`patch-next: the size check was not found in ${unknown.join(', ')}; see docs/performance.md, "Stop 39"`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) main();
