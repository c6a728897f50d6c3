import fs from 'node:fs';
import path from 'node:path';
import { BUILD_FILES_PREFIX } from '../routes/paths';

/**
 * Every file the build made for browsers, under `buildDir` (`.next`), as the address a browser
 * asks for it: its scripts, styles, faces and manifests. Read once at start: a build does not
 * change while its server runs.
 */
export function buildFileAddresses(buildDir: string): string[] {
  const root = path.join(buildDir, 'static');
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => `${BUILD_FILES_PREFIX}${path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')}`)
    .sort();
}
