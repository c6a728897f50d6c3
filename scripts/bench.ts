/**
 * `npm run bench`: what readers feel, in one run on one machine (docs/architecture.md, "Budgets").
 * Builds if needed, starts the production server on a fresh seeded demo database and
 * measures with autocannon, every request as a browser sends it (Accept-Encoding: gzip):
 *
 *   1. the ceiling: bare node:http sending the story page's bytes (as the app sent them) from memory;
 *   2. the app serving cached home, section and story pages;
 *   3. uncached story renders, one at a time (server time: p50, p95, p99);
 *   4. the same cached pages through Varnish with deploy/varnish/default.vcl.
 *
 * Prints requests/s, p50 and p99 latency and requests/s as a share of the ceiling, and
 * writes the table as JSON to bench/results/ (BENCH_OUT to choose the file).
 * BENCH_PORT (default 3400) and the two ports after it; BENCH_SECONDS per run (default 10).
 */
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildIfNeeded, getWithHost, startApp, startVarnish, VARNISHD, type Server } from './support/servers';

const basePort = Number(process.env.BENCH_PORT ?? 3400);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const uncachedCount = Number(process.env.BENCH_UNCACHED ?? 200);
const HOST = 'localhost';
const HEADERS = { 'accept-encoding': 'gzip' };

interface Row {
  readonly name: string;
  readonly rps: number;
  readonly p50: number;
  readonly p95?: number;
  readonly p99: number;
  readonly errors: number;
  ceilingShare?: number;
}

async function load(name: string, base: string, pagePath: string): Promise<Row> {
  const result = await autocannon({ url: `${base}${pagePath}`, connections, duration: seconds, headers: { ...HEADERS, host: HOST } });
  return { name, rps: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Story pages never requested before, one after the other: each is a full render. */
async function uncached(name: string, base: string, paths: string[]): Promise<Row> {
  const times: number[] = [];
  let errors = 0;
  const started = performance.now();
  for (const pagePath of paths) {
    const t0 = performance.now();
    const response = await getWithHost(`${base}${pagePath}`, HOST, HEADERS);
    times.push(performance.now() - t0);
    if (response.status !== 200 || response.headers['cache-status'] === 'alokpat; hit') errors++;
  }
  const elapsed = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  const round = (value: number) => Math.round(value * 10) / 10;
  return { name, rps: Math.round(paths.length / elapsed), p50: round(percentile(times, 50)), p95: round(percentile(times, 95)), p99: round(percentile(times, 99)), errors };
}

async function storyPaths(base: string, count: number, offset: number): Promise<string[]> {
  const paths: string[] = [];
  for (let start = offset; paths.length < count; start += 100) {
    const response = await getWithHost(`${base}/api/v1/advanced-search?limit=100&offset=${start}&fields=url&sort=latest-published`, HOST);
    const { results } = JSON.parse(response.body.toString('utf8')) as { results: { stories: { url: string }[] } };
    if (!results.stories.length) break;
    paths.push(...results.stories.map((story) => new URL(story.url).pathname));
  }
  return paths.slice(0, count);
}

/** Bare node:http answering every request with the captured status, headers and body. */
async function startCeiling(port: number, base: string, pagePath: string): Promise<Server & { bytes: number }> {
  // The bytes exactly as sent (fetch would decompress them).
  const { body, headers: received } = await getWithHost(`${base}${pagePath}`, HOST, HEADERS);
  const headers = Object.fromEntries(Object.entries(received).filter(([key]) => !['transfer-encoding', 'connection', 'keep-alive', 'date', 'content-length'].includes(key)));
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'alokpat-ceiling-'));
  fs.writeFileSync(path.join(dir, 'body'), body);
  fs.writeFileSync(path.join(dir, 'headers.json'), JSON.stringify(headers));
  const script = `const fs=require('fs'),http=require('http');const body=fs.readFileSync(process.argv[1]+'/body');const headers={...JSON.parse(fs.readFileSync(process.argv[1]+'/headers.json','utf8')),'content-length':body.length};http.createServer((req,res)=>{res.writeHead(200,headers);res.end(body);}).listen(${port},'127.0.0.1',()=>process.send('ready'));`;
  const child = spawn(process.execPath, ['-e', script, dir], { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  await new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('exit', (code) => reject(new Error(`the ceiling server exited (${code})`)));
  });
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    bytes: body.length,
    async stop() {
      child.kill('SIGTERM');
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function main(): Promise<void> {
  buildIfNeeded();
  const servers: Server[] = [];
  try {
    const { DATABASE_URL: _ignored, REDIS_URL: _single, EDGE_PURGE_URL: _edge, ...env } = process.env;
    console.log('starting the production server on a fresh demo database…');
    const app = await startApp({ port: basePort, env });
    servers.push(app);
    const [story] = await storyPaths(app.url, 1, 0);
    const pages = [
      ['home', '/'],
      ['section', '/bangladesh'],
      ['story', story],
    ] as const;
    for (const [, pagePath] of pages) for (let i = 0; i < 3; i++) await getWithHost(`${app.url}${pagePath}`, HOST, HEADERS);

    const ceiling = await startCeiling(basePort + 1, app.url, story);
    servers.push(ceiling);
    const rows: Row[] = [];
    console.log(`ceiling: node:http sending the story page's ${(ceiling.bytes / 1024).toFixed(1)} KB…`);
    rows.push(await load('ceiling: node:http, story bytes', ceiling.url, '/'));
    await ceiling.stop();
    servers.splice(servers.indexOf(ceiling), 1);

    for (const [name, pagePath] of pages) {
      console.log(`app: cached ${name}…`);
      rows.push(await load(`app: cached ${name}`, app.url, pagePath));
    }
    const fresh = await storyPaths(app.url, uncachedCount, 100);
    console.log(`app: ${fresh.length} uncached story renders…`);
    rows.push(await uncached(`app: uncached story (${fresh.length} renders)`, app.url, fresh));

    if (fs.existsSync(VARNISHD)) {
      const varnish = await startVarnish({ port: basePort + 2, backendPort: basePort });
      servers.push(varnish);
      for (const [, pagePath] of pages) for (let i = 0; i < 2; i++) await getWithHost(`${varnish.url}${pagePath}`, HOST, HEADERS);
      for (const [name, pagePath] of pages) {
        console.log(`varnish: cached ${name}…`);
        rows.push(await load(`varnish: cached ${name}`, varnish.url, pagePath));
      }
    } else {
      console.log(`${VARNISHD} is not installed: no edge rows (apt-get install varnish varnish-modules)`);
    }

    for (const row of rows) row.ceilingShare = Math.round((row.rps / rows[0].rps) * 1000) / 10;
    console.table(
      rows.map((row) => ({ page: row.name, 'req/s': row.rps, '% of ceiling': row.ceilingShare, 'p50 ms': row.p50, 'p95 ms': row.p95 ?? '', 'p99 ms': row.p99, errors: row.errors })),
    );
    const out = process.env.BENCH_OUT ?? path.join('bench', 'results', `bench-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
    fs.mkdirSync(path.dirname(out), { recursive: true });
    const report = { date: new Date().toISOString(), machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model, node: process.version }, seconds, connections, storyPath: story, rows };
    fs.writeFileSync(out, `${JSON.stringify(report, null, 2)}\n`);
    console.log(`written to ${out}`);
  } finally {
    for (const server of servers.reverse()) await server.stop();
  }
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
