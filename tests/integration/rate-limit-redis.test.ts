import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '@/lib/auth/limits';
import { enforce, RateLimited, redisCounters } from '@/lib/http/rate-limit';

const REDIS = '/usr/bin/redis-server';

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Runs where the redis-server binary is installed (REDIS_URL deployments); skipped elsewhere. */
describe.skipIf(!fs.existsSync(REDIS))('rate limits counted in Redis', () => {
  let redis: ChildProcess;
  let counters: ReturnType<typeof redisCounters>;

  beforeAll(async () => {
    const port = await freePort();
    redis = spawn(REDIS, ['--port', String(port), '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    counters = redisCounters(`redis://127.0.0.1:${port}`);
  });

  afterAll(async () => {
    await counters?.close();
    redis?.kill('SIGTERM');
  });

  it('refuses the call past the limit with the seconds until the window resets', async () => {
    const email = `reader-${Date.now()}@example.com`;
    for (let call = 0; call < LIMITS.mailPerAccount.max; call++) await enforce(counters, LIMITS, [['mailPerAccount', email]]);
    const refused = await enforce(counters, LIMITS, [['mailPerAccount', email]]).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(RateLimited);
    expect((refused as RateLimited).retryAfter).toBeGreaterThan(0);
    expect((refused as RateLimited).retryAfter).toBeLessThanOrEqual(LIMITS.mailPerAccount.windowSeconds);
  });
});
