import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { addCompileHints, firstLoadScripts } from '../../scripts/compile-hints.mjs';

let distDir = '';

/** A build directory laid out as Next 16's Turbopack writes one: a build manifest, a client reference manifest, chunks. */
function fakeBuild(): string {
  distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'compile-hints-'));
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(distDir, file)), { recursive: true });
    fs.writeFileSync(path.join(distDir, file), text);
  };
  write('build-manifest.json', JSON.stringify({ polyfillFiles: ['static/chunks/polyfills.js'], rootMainFiles: ['static/chunks/runtime.js', 'static/chunks/react.js'] }));
  const manifest = { entryJSFiles: { '[project]/app/layout': ['static/chunks/react.js', 'static/chunks/layout.js'], '[project]/app/[...slug]/page': ['static/chunks/story.js'] } };
  write(
    'server/app/[brand]/(reading)/[...slug]/page_client-reference-manifest.js',
    `globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};\nglobalThis.__RSC_MANIFEST["/[brand]/(reading)/[...slug]/page"] = ${JSON.stringify(manifest)};\n`,
  );
  for (const name of ['runtime', 'react', 'layout', 'story', 'slider', 'polyfills']) write(`static/chunks/${name}.js`, `/* ${name} */(globalThis.TURBOPACK||[]).push([]);\n`);
  return distDir;
}

const chunk = (name: string) => fs.readFileSync(path.join(distDir, 'static', 'chunks', `${name}.js`), 'utf8');

describe("first-load scripts ask to be compiled while they download (scripts/compile-hints.mjs, Next's runAfterProductionCompile)", () => {
  afterEach(() => fs.rmSync(distDir, { recursive: true, force: true }));

  it('marks the root files and every segment entry file once, and leaves lazily loaded chunks and the noModule polyfills alone', async () => {
    fakeBuild();
    expect(firstLoadScripts(distDir).sort()).toEqual(['static/chunks/layout.js', 'static/chunks/react.js', 'static/chunks/runtime.js', 'static/chunks/story.js']);
    expect(await addCompileHints({ distDir })).toBe(4);
    for (const name of ['runtime', 'react', 'layout', 'story']) expect(chunk(name)).toBe(`//# allFunctionsCalledOnLoad\n/* ${name} */(globalThis.TURBOPACK||[]).push([]);\n`);
    expect(chunk('slider')).toBe('/* slider */(globalThis.TURBOPACK||[]).push([]);\n');
    expect(chunk('polyfills')).not.toContain('allFunctionsCalledOnLoad');
    // A second run (the hook of a build that reused the files) changes nothing.
    expect(await addCompileHints({ distDir })).toBe(0);
    expect(chunk('react').split('allFunctionsCalledOnLoad')).toHaveLength(2);
  });

  it('never names a file outside the build directory, whatever a manifest says', () => {
    fakeBuild();
    fs.writeFileSync(path.join(distDir, 'build-manifest.json'), JSON.stringify({ rootMainFiles: ['static/chunks/runtime.js', 'static/../../etc/passwd.js', '/etc/hosts.js', 'server/app/page.js'] }));
    expect(firstLoadScripts(distDir).sort()).toEqual(['static/chunks/layout.js', 'static/chunks/react.js', 'static/chunks/runtime.js', 'static/chunks/story.js']);
  });
});
