/**
 * Calls an address the way Next routes it, without a server: finds the route file under
 * app/ whose path matches (static segments before [param] before [...catch-all], route
 * groups ignored; a page address matches under [brand]/[lang], where the proxy rewrites
 * it), takes the file's export for the method (none: Next's bare 405), and runs that
 * export's handler (lib/http/route.ts) with the test's own dependencies and the path's
 * parameters. So a test passes only if the tree under app/ really serves the call.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.join(import.meta.dirname, '../..');

type Kind = 0 | 1 | 2 | 3; // static, [param], [...catch-all], [[...optional]]

interface RouteFile {
  readonly file: string;
  readonly segments: readonly string[];
}

function kind(segment: string): Kind {
  if (segment.startsWith('[[...')) return 3;
  if (segment.startsWith('[...')) return 2;
  return segment.startsWith('[') ? 1 : 0;
}

function walk(dir: string, segments: string[], found: RouteFile[]): RouteFile[] {
  for (const entry of readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
    if (entry.isDirectory()) {
      const grouped = entry.name.startsWith('(') && entry.name.endsWith(')');
      walk(path.join(dir, entry.name), grouped ? segments : [...segments, entry.name], found);
    } else if (entry.name === 'route.ts') {
      found.push({ file: path.join(dir, entry.name), segments });
    }
  }
  return found;
}

/** Every route file under `dir` (relative to the repository), in the order Next tries them. */
export function routeFiles(dir = 'app'): RouteFile[] {
  const files = walk(dir, [], []);
  const rank = (route: RouteFile) => route.segments.map(kind);
  return files.sort((a, b) => {
    const [x, y] = [rank(a), rank(b)];
    for (let i = 0; i < Math.min(x.length, y.length); i++) if (x[i] !== y[i]) return x[i] - y[i];
    return y.length - x.length;
  });
}

/** The parameters of `route` for the path's segments, or null when it does not match. */
function match(route: RouteFile, parts: readonly string[]): Record<string, string | string[]> | null {
  const params: Record<string, string | string[]> = {};
  for (let i = 0; i < route.segments.length; i++) {
    const segment = route.segments[i];
    const name = segment.replace(/^\[+(\.\.\.)?|\]+$/g, '');
    const k = kind(segment);
    if (k >= 2) {
      const rest = parts.slice(i);
      if (k === 2 && !rest.length) return null;
      if (rest.length) params[name] = rest;
      return params;
    }
    if (i >= parts.length) return null;
    if (k === 0 && segment !== parts[i]) return null;
    if (k === 1) params[name] = parts[i];
  }
  return route.segments.length === parts.length ? params : null;
}

const ROUTES = routeFiles();

interface Served {
  handler(request: Request, deps: unknown, params: unknown): Promise<Response>;
}

/** The route file that serves `pathname` (a page address as the proxy rewrites it), or null. */
export function routeFor(pathname: string): { file: string; params: Record<string, string | string[]> } | null {
  const page = !pathname.startsWith('/api/');
  const parts = [...(page ? ['main', 'bn'] : []), ...pathname.split('/').filter(Boolean).map(decodeURIComponent)];
  for (const route of ROUTES) {
    const params = match(route, parts);
    if (params) return { file: route.file, params };
  }
  return null;
}

/** Answers `request` as the route file for its path would, with `deps` for the handler. */
export async function callRoute(request: Request, deps: unknown): Promise<Response> {
  const found = routeFor(new URL(request.url).pathname);
  if (!found) throw new Error(`no route file serves ${request.url}`);
  const exported = (await import(path.join(ROOT, found.file))) as Record<string, Served | undefined>;
  const served = exported[request.method];
  if (!served) return new Response(null, { status: 405 });
  const { brand: _brand, lang: _lang, ...params } = found.params;
  return served.handler(request, deps, params);
}
