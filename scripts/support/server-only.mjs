// `node --import ./scripts/support/server-only.mjs`: lets a command-line script load server modules
// (lib/seo, lib/content), which `import 'server-only'` to keep them out of client bundles. Outside
// Next that package throws; as in vitest.config.ts, the script gets its empty module instead.
import { register } from 'node:module';

const hooks = `
const empty = ${JSON.stringify(new URL('../../node_modules/server-only/empty.js', import.meta.url).href)};
export async function resolve(specifier, context, next) {
  return specifier === 'server-only' ? { url: empty, shortCircuit: true } : next(specifier, context);
}`;
register(`data:text/javascript,${encodeURIComponent(hooks)}`);
