/**
 * End-to-end run: starts the production build on a throw-away embedded database
 * (exactly what `npm start` does on a fresh machine), waits for /api/health, runs
 * Playwright in system Chromium, then stops the server it started.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

const require = createRequire(import.meta.url);
const port = Number(process.env.E2E_PORT ?? 3100);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'alokpat-e2e-'));
const { DATABASE_URL: _ignored, ...baseEnv } = process.env;
const env = { ...baseEnv, PORT: String(port), DATA_DIR: dataDir, E2E_PORT: String(port), E2E_DATA_DIR: dataDir, INGEST_API_KEY: 'e2e-ingest-key', MODERATION_API_KEY: 'e2e-moderation-key', METER_FREE_STORIES: '2', METER_PERIOD: 'month' };

async function waitForHealth(deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`http://localhost:${port}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  throw new Error(`the app did not become healthy on port ${port}`);
}

async function main(): Promise<number> {
  if (!fs.existsSync(path.join('.next', 'BUILD_ID'))) throw new Error('no production build: run `npm run build` first');
  const server = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], { env, stdio: ['ignore', 'inherit', 'inherit'] });
  const exited = new Promise<number>((resolve) => server.once('exit', (code) => resolve(code ?? 1)));
  try {
    await Promise.race([waitForHealth(Date.now() + 300_000), exited.then((code) => Promise.reject(new Error(`the app exited early (${code})`)))]);
    const tests = spawn(process.execPath, [require.resolve('@playwright/test/cli'), 'test', ...process.argv.slice(2)], { env, stdio: 'inherit' });
    return await new Promise<number>((resolve) => tests.once('exit', (code) => resolve(code ?? 1)));
  } finally {
    server.kill('SIGTERM');
    await exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (error: Error) => {
    console.error(error.message);
    process.exit(1);
  },
);
