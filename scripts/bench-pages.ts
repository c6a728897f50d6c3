/**
 * Requests per second and latency of cached and uncached pages, measured against a
 * running production server: `npm start` in one terminal, `npm run bench:pages` in
 * another (BENCH_URL, default http://127.0.0.1:3000, host `localhost`).
 *
 * Cached: home, a section and a story, after one warm-up request each.
 * Uncached: story pages never requested before (each request renders a new story).
 */
import autocannon from 'autocannon';

const base = process.env.BENCH_URL ?? 'http://127.0.0.1:3000';
const host = process.env.BENCH_HOST ?? 'localhost';
const seconds = Number(process.env.BENCH_SECONDS ?? 10);

interface Row {
  name: string;
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

async function run(name: string, paths: string[], options: { amount?: number; connections: number }): Promise<Row> {
  const result = await autocannon({
    url: base,
    connections: options.connections,
    ...(options.amount ? { amount: options.amount } : { duration: seconds }),
    headers: { host },
    requests: paths.map((path) => ({ method: 'GET', path })),
  });
  return {
    name,
    requests: result.requests.total,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

async function storyPaths(count: number, offset: number): Promise<string[]> {
  const paths: string[] = [];
  for (let start = offset; paths.length < count; start += 100) {
    const response = await fetch(`${base}/api/v1/advanced-search?limit=100&offset=${start}&fields=url&sort=latest-published`, { headers: { host } });
    const { results } = (await response.json()) as { results: { stories: { url: string }[] } };
    if (!results.stories.length) break;
    paths.push(...results.stories.map((story) => new URL(story.url).pathname));
  }
  return paths.slice(0, count);
}

async function main() {
  const [story] = await storyPaths(1, 0);
  const cached = ['/', '/bangladesh', story];
  for (const path of cached) await fetch(`${base}${path}`, { headers: { host } });
  const rows: Row[] = [];
  rows.push(await run('cached home', ['/'], { connections: 20 }));
  rows.push(await run('cached section', ['/bangladesh'], { connections: 20 }));
  rows.push(await run('cached story', [story], { connections: 20 }));
  const fresh = await storyPaths(Number(process.env.BENCH_UNCACHED ?? 300), 200);
  rows.push(await run(`uncached story (${fresh.length} renders)`, fresh, { amount: fresh.length, connections: 4 }));
  console.table(rows.map((row) => ({ page: row.name, requests: row.requests, 'req/s': row.rps, 'p50 ms': row.p50, 'p99 ms': row.p99, errors: row.errors })));
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
