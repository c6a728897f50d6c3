import { spawnSync } from 'node:child_process';
import { expect, test } from '@playwright/test';

function start(env: Record<string, string>) {
  const { DATABASE_URL: _unused, ...base } = process.env;
  return spawnSync(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], { env: { ...base, ...env }, encoding: 'utf8', timeout: 60_000 });
}

test('a second start on a data directory in use says so and leaves the running site working', async ({ request }) => {
  const result = start({ DATA_DIR: process.env.E2E_DATA_DIR!, PORT: '3199' });
  expect(result.status).toBe(1);
  expect(result.stderr).toMatch(/data directory .* is in use/);
  expect((await request.get(`http://localhost:${process.env.E2E_PORT}/api/health`)).status()).toBe(200);
});

test('invalid configuration stops the server from starting, naming the variable', () => {
  const badPort = start({ PORT: 'eighty' });
  expect(badPort.status).toBe(1);
  expect(badPort.stderr).toContain('PORT');
  const badUrl = start({ DATABASE_URL: 'mysql://root@localhost/test' });
  expect(badUrl.status).toBe(1);
  expect(badUrl.stderr).toContain('DATABASE_URL');
});
