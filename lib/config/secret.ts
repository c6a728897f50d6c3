import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * A signing secret: the environment variable when set, else one kept in DATA_DIR/{file}
 * (created on first use, mode 600) so what it signed survives restarts. Several instances
 * must share the variable.
 */
export function ensureSecret(dataDir: string, variable: string, file: string, env: NodeJS.ProcessEnv = process.env): string {
  const fromEnv = env[variable];
  if (fromEnv) return fromEnv;
  const location = path.join(dataDir, file);
  try {
    return fs.readFileSync(location, 'utf8').trim();
  } catch {
    fs.mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(32).toString('base64url');
    fs.writeFileSync(location, secret, { mode: 0o600 });
    return secret;
  }
}

/** PREVIEW_SECRET, or DATA_DIR/preview-secret. */
export const ensurePreviewSecret = (dataDir: string, env: NodeJS.ProcessEnv = process.env): string => ensureSecret(dataDir, 'PREVIEW_SECRET', 'preview-secret', env);

/** INTEGRATION_TOKEN_SECRET (signs the comments service's member tokens), or DATA_DIR/integration-secret. */
export const ensureIntegrationSecret = (dataDir: string, env: NodeJS.ProcessEnv = process.env): string =>
  ensureSecret(dataDir, 'INTEGRATION_TOKEN_SECRET', 'integration-secret', env);

/** PREVIEW_SECRET as the start script hands it to the server (ensurePreviewSecret); unset, every preview token is refused. */
export const previewSecret = (env: NodeJS.ProcessEnv = process.env): string | undefined => env.PREVIEW_SECRET;
