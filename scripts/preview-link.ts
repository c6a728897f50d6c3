/**
 * Prints a preview link: `npm run preview-link -- --story 42 [--public] [--host en.localhost:3000]`
 * or `npm run preview-link -- --home`; `--story 42 --api` prints the story's public preview
 * address in the content API (its key is the id and a public preview token). Uses the same
 * secret as the running site.
 */
import { parseArgs } from 'node:util';
import { loadServerConfig } from '../lib/config/env';
import { ensurePreviewSecret } from '../lib/config/secret';
import { createPreviewToken } from '../lib/preview/token';

const { values } = parseArgs({
  options: { story: { type: 'string' }, public: { type: 'boolean', default: false }, home: { type: 'boolean', default: false }, api: { type: 'boolean', default: false }, host: { type: 'string', default: 'localhost:3000' } },
});
const config = loadServerConfig();
const secret = ensurePreviewSecret(config.dataDir);
if (values.home) {
  console.log(`http://${values.host}/preview/home?token=${createPreviewToken(secret, 'home', 'home')}`);
} else if (values.story && /^\d+$/.test(values.story) && values.api) {
  console.log(`http://${values.host}/api/v1/preview/story/${values.story}.${createPreviewToken(secret, 'public', values.story)}`);
} else if (values.story && /^\d+$/.test(values.story)) {
  const kind = values.public ? 'public' : 'story';
  console.log(`http://${values.host}/preview/${kind}/${values.story}?token=${createPreviewToken(secret, kind, values.story)}`);
} else {
  console.error('usage: npm run preview-link -- --story <id> [--public | --api] [--host host:port] | --home');
  process.exit(1);
}
