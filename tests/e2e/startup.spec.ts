import { spawnSync } from 'node:child_process';
import http from 'node:http';
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

test("a connection left idle for longer than Node's 5 s default is still there for the next request, as a proxy in front expects", async () => {
  test.setTimeout(30_000);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const ask = () =>
    new Promise<{ status: number; reused: boolean }>((resolve, reject) => {
      const request = http.get({ host: '127.0.0.1', port: process.env.E2E_PORT, path: '/api/health', headers: { host: `localhost:${process.env.E2E_PORT}` }, agent }, (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode!, reused: request.reusedSocket }));
      });
      request.on('error', reject);
    });
  try {
    expect(await ask()).toEqual({ status: 200, reused: false });
    // An idle wait past Node's default: a connection the server had closed would not be reused.
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    expect(await ask()).toEqual({ status: 200, reused: true });
  } finally {
    agent.destroy();
  }
});
