/**
 * Floods a running server with distinct junk paths and reports what it cost (docs/performance.md,
 * "Cache bounds"). It starts nothing: give it a base URL and the PID of the
 * server process that holds the caches (the `scripts/serve.ts` child of `npm start`).
 *
 *   npx tsx scripts/junk-flood.ts --url http://localhost:3450 --pid 12345 [--count 5000]
 *     [--concurrency 8] [--real /some-story-path] [--host localhost]
 *
 * Prints the RSS of the PID before and after (and after a short settle), the status
 * counts of the junk answers, and the Cache-Status of the real page before and after
 * (it should stay `alokpat; hit`).
 */
import fs from 'node:fs';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    url: { type: 'string' },
    pid: { type: 'string' },
    count: { type: 'string', default: '5000' },
    concurrency: { type: 'string', default: '8' },
    real: { type: 'string', default: '/' },
    host: { type: 'string' },
  },
});
if (!values.url || !values.pid) {
  console.error('usage: tsx scripts/junk-flood.ts --url http://localhost:PORT --pid PID [--count N] [--concurrency N] [--real /path] [--host name]');
  process.exit(2);
}
const base = values.url.replace(/\/$/, '');
const pid = Number(values.pid);
const count = Number(values.count);
const concurrency = Number(values.concurrency);
const headers: Record<string, string> = values.host ? { host: values.host } : {};

/** Resident set size of the PID and its descendants (Next may run workers), in MB. */
function rssMb(root: number): number {
  const children = (id: number): number[] => {
    try {
      const list = fs.readFileSync(`/proc/${id}/task/${id}/children`, 'utf8').trim();
      return list ? list.split(/\s+/).map(Number) : [];
    } catch {
      return [];
    }
  };
  let total = 0;
  const queue = [root];
  while (queue.length) {
    const id = queue.shift()!;
    try {
      const kb = Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${id}/status`, 'utf8'))?.[1] ?? 0);
      total += kb;
    } catch {
      // gone
    }
    queue.push(...children(id));
  }
  return Math.round(total / 1024);
}

async function cacheStatus(path: string): Promise<string> {
  const response = await fetch(`${base}${path}`, { headers, redirect: 'manual' });
  await response.arrayBuffer();
  return `${response.status} ${response.headers.get('cache-status') ?? '(no Cache-Status)'}`;
}

const junk = (index: number) => `/junk-${Date.now().toString(36)}-${index}-${Math.random().toString(36).slice(2, 10)}`;

async function main(): Promise<void> {
  // Twice: the first may render it, the second should be a hit.
  await cacheStatus(values.real!);
  console.log(`real page ${values.real} before: ${await cacheStatus(values.real!)}`);
  const before = rssMb(pid);
  console.log(`RSS before: ${before} MB`);
  const statuses = new Map<number, number>();
  let next = 0;
  const started = Date.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        const index = next++;
        try {
          const response = await fetch(`${base}${junk(index)}`, { headers, redirect: 'manual' });
          await response.arrayBuffer();
          statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        } catch {
          statuses.set(0, (statuses.get(0) ?? 0) + 1);
        }
        if ((index + 1) % 250 === 0) console.log(`  ${index + 1} junk paths, RSS ${rssMb(pid)} MB`);
      }
    }),
  );
  console.log(`${count} junk paths in ${((Date.now() - started) / 1000).toFixed(1)} s; statuses ${JSON.stringify(Object.fromEntries(statuses))}`);
  console.log(`RSS after: ${rssMb(pid)} MB (before ${before} MB)`);
  await new Promise((resolve) => setTimeout(resolve, 5_000));
  console.log(`RSS after 5 s: ${rssMb(pid)} MB`);
  console.log(`real page ${values.real} after: ${await cacheStatus(values.real!)}`);
}

await main();
