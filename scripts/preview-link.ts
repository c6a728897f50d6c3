/**
 * Prints a preview link: `npm run preview-link -- --story 42 [--public] [--host en.localhost:3000]`
 * or `npm run preview-link -- --home`. Uses the same secret as the running site.
 */
import { parseArgs } from 'node:util';
import { loadServerConfig } from '../lib/config/env';
import { ensurePreviewSecret } from '../lib/config/secret';
import { createPreviewToken } from '../lib/preview/token';

const { values } = parseArgs({
  options: { story: { type: 'string' }, public: { type: 'boolean', default: false }, home: { type: 'boolean', default: false }, host: { type: 'string', default: 'localhost:3000' } },
});
const config = loadServerConfig();
const secret = ensurePreviewSecret(config.dataDir);
if (values.home) {
  console.log(`http://${values.host}/preview/home?token=${createPreviewToken(secret, 'home', 'home')}`);
} else if (values.story && /^\d+$/.test(values.story)) {
  const kind = values.public ? 'public' : 'story';
  console.log(`http://${values.host}/preview/${kind}/${values.story}?token=${createPreviewToken(secret, kind, values.story)}`);
} else {
  console.error('usage: npm run preview-link -- --story <id> [--public] [--host host:port] | --home');
  process.exit(1);
}
