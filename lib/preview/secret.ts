import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** PREVIEW_SECRET, or one kept in DATA_DIR/preview-secret (created on first use) so links survive restarts. */
export function ensurePreviewSecret(dataDir: string, env: NodeJS.ProcessEnv = process.env): string {
  if (env.PREVIEW_SECRET) return env.PREVIEW_SECRET;
  const file = path.join(dataDir, 'preview-secret');
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    fs.mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(32).toString('base64url');
    fs.writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}
