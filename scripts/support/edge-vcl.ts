/**
 * The part of the edge's VCL that is not in the repository: `purge-secret.vcl`, included by
 * deploy/varnish/default.vcl, with the shared secret a PURGE must carry (EDGE_PURGE_SECRET,
 * lib/config/env.ts). Written by `scripts/edge-vcl.ts` for a deployment and by
 * startVarnish (./servers.ts) for the tests and the benchmark. Without a secret the file
 * refuses every purge, so a forgotten variable fails closed.
 */
import fs from 'node:fs';
import path from 'node:path';
import { PURGE_SECRET_PATTERN } from '../../lib/config/env';

export const PURGE_SECRET_VCL = 'purge-secret.vcl';

export function purgeSecretVcl(secret: string | undefined): string {
  const header = '# Written by scripts/edge-vcl.ts from EDGE_PURGE_SECRET; not in git (docs/security.md, "Varnish").\n';
  if (!secret) {
    return `${header}# No EDGE_PURGE_SECRET: every PURGE is refused.\nsub purge_secret_check {\n    return (synth(403, "Forbidden"));\n}\n`;
  }
  // The pattern keeps the value inside the VCL string: no quote, no newline, no brace.
  if (!PURGE_SECRET_PATTERN.test(secret)) throw new Error('EDGE_PURGE_SECRET must be 32 to 256 characters of A-Z, a-z, 0-9, _ and -');
  return `${header}sub purge_secret_check {\n    if (req.http.X-Purge-Secret != "${secret}") {\n        return (synth(403, "Forbidden"));\n    }\n}\n`;
}

/** Writes purge-secret.vcl into `dir` (the folder of default.vcl), readable by its owner only. */
export function writePurgeSecretVcl(dir: string, secret: string | undefined): string {
  const file = path.join(dir, PURGE_SECRET_VCL);
  fs.writeFileSync(file, purgeSecretVcl(secret), { mode: 0o600 });
  fs.chmodSync(file, 0o600);
  return file;
}
