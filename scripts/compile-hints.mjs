/**
 * Next's `compiler.runAfterProductionCompile` hook (next.config.ts): every script of a page's
 * first load starts with V8's explicit compile hint, `//# allFunctionsCalledOnLoad`
 * (docs/performance.md, "Stop 49").
 *
 * Chrome (136 and later) compiles a script so marked on the thread that streams it in, while it
 * downloads, instead of compiling each function on the main thread the first time it is called.
 * Every first-load script here is called at start-up (Turbopack's runtime, React, Next's router
 * and the page's islands), and on a slow phone compiling them lazily was the largest part of the
 * one long task in which their modules are instantiated: Turbopack's `instantiateModule` alone
 * had 180 to 330 ms of self time under a 4x slower CPU on a story page, 22 to 74 ms with the hint.
 * Browsers that do not know the comment read a comment.
 *
 * Only the first-load scripts are marked: the build manifest's root files and every route
 * segment's entry files (the client reference manifests). Chunks loaded later (a slider, the
 * comments) are compiled lazily as before, and the `noModule` polyfills are left alone. The
 * files are changed in place after Turbopack wrote them and before any page is served, so a
 * file's content never changes under its content-hashed name once it is out.
 */
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';

/** V8's file-level compile hint, on a line of its own before the chunk's code. */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** The browser-loaded files named by every `*_client-reference-manifest.js` under the server build, as `static/chunks/…`. */
function segmentEntryFiles(serverAppDir) {
  if (!fs.existsSync(serverAppDir)) return [];
  const files = [];
  for (const entry of fs.readdirSync(serverAppDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('_client-reference-manifest.js')) continue;
    // Each manifest is the build's own output: a script that fills globalThis.__RSC_MANIFEST.
    const context = vm.createContext({});
    vm.runInContext(fs.readFileSync(path.join(entry.parentPath, entry.name), 'utf8'), context);
    for (const manifest of Object.values(context.__RSC_MANIFEST ?? {})) {
      for (const chunks of Object.values(manifest.entryJSFiles ?? {})) files.push(...chunks);
    }
  }
  return files;
}

/** The first-load scripts of the build in `distDir`, each once, as paths relative to it (`static/chunks/….js`). */
export function firstLoadScripts(distDir) {
  const buildManifest = JSON.parse(fs.readFileSync(path.join(distDir, 'build-manifest.json'), 'utf8'));
  const files = [...(buildManifest.rootMainFiles ?? []), ...segmentEntryFiles(path.join(distDir, 'server', 'app'))];
  return [...new Set(files)].filter((file) => file.startsWith('static/') && file.endsWith('.js') && !file.includes('..'));
}

/** The script's text with the hint first, once. */
function withCompileHint(text) {
  return text.startsWith(COMPILE_HINT) ? text : `${COMPILE_HINT}${text}`;
}

/** The hook: marks the build's first-load scripts; returns how many files it changed. */
export async function addCompileHints({ distDir }) {
  let changed = 0;
  for (const file of firstLoadScripts(distDir)) {
    const filePath = path.join(distDir, file);
    const text = fs.readFileSync(filePath, 'utf8');
    const hinted = withCompileHint(text);
    if (hinted === text) continue;
    fs.writeFileSync(filePath, hinted);
    changed++;
  }
  return changed;
}
