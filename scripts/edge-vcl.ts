/**
 * `EDGE_PURGE_SECRET=… npx tsx scripts/edge-vcl.ts [dir]`: writes `purge-secret.vcl` (the
 * secret a PURGE must carry) into `dir` (default deploy/varnish, where .gitignore keeps it
 * out of git), next to the default.vcl that includes it. Run it wherever Varnish's VCL
 * lives (e.g. /etc/varnish) with the value every app instance has, then reload Varnish.
 */
import path from 'node:path';
import { loadEdgeConfig } from '../lib/config/env';
import { runScript } from './run-script';
import { writePurgeSecretVcl } from './support/edge-vcl';

runScript(async () => {
  const dir = path.resolve(process.argv[2] ?? path.join('deploy', 'varnish'));
  const { purgeSecret } = loadEdgeConfig();
  const file = writePurgeSecretVcl(dir, purgeSecret);
  console.log(purgeSecret ? `wrote ${file}` : `wrote ${file}: no EDGE_PURGE_SECRET, so every PURGE is refused`);
});
