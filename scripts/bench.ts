/**
 * `npm run bench`: what readers feel, in one run on one machine (docs/performance.md; targets of issue 22).
 * Builds if needed, seeds the benchmark archive (scripts/support/bench-corpus.ts: BENCH_STORIES,
 * default 100,000 stories) into a scratch PostgreSQL database on BENCH_DATABASE_URL or
 * DATABASE_URL (created here, dropped at the end), or into the embedded database when neither
 * is set, starts the production server on it and measures with autocannon, every request as a
 * browser sends it (Accept-Encoding: gzip):
 *
 *   1. for each of home, section and story: its ceiling, bare node:http sending that page's own
 *      status, headers and bytes exactly as the app sent them (gzipped), from memory, then the
 *      app serving that page cached;
 *   2. uncached story renders, one at a time (server time: p50, p95, p99);
 *   3. the same cached pages through Varnish with deploy/varnish/default.vcl.
 *
 * Prints requests/s, p50 and p99 latency and requests/s as a share of the page's own ceiling,
 * then the targets, each `met` or `NOT MET`, and writes all of it as JSON to bench/results/
 * (BENCH_OUT to choose the file). BENCH_PORT (default 3400) and the two ports after it;
 * BENCH_SECONDS per run (default 10), BENCH_CONNECTIONS (20), BENCH_UNCACHED renders (200).
 * The npm script loads scripts/support/server-only.mjs first (the seed's modules are server-only).
 */
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { BENCH_STORIES, benchPostgresUrl, openCorpusDatabase, openEmbeddedCorpus, type CorpusDatabase } from './support/bench-corpus';
import { buildIfNeeded, getWithHost, startApp, startVarnish, VARNISHD, type Server } from './support/servers';

const basePort = Number(process.env.BENCH_PORT ?? 3400);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const uncachedCount = Number(process.env.BENCH_UNCACHED ?? 200);
const HOST = 'localhost';
const HEADERS = { 'accept-encoding': 'gzip' };

/** Issue 22's targets. */
const TARGETS = { cachedShare: 25, varnishShare: 70, uncachedP95Ms: 60, atStories: 100_000 } as const;

type PageName = 'home' | 'section' | 'story';

interface Row {
  readonly name: string;
  readonly rps: number;
  readonly p50: number;
  readonly p95?: number;
  readonly p99: number;
  readonly errors: number;
  /** The page whose ceiling this row is compared with. */
  page?: PageName;
  ceilingShare?: number;
}

interface Target {
  readonly name: string;
  readonly measured: string;
  readonly status: 'met' | 'NOT MET' | 'not measured';
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

/** A page as the app sent it: status, headers and the bytes on the wire (gzipped; fetch would decompress them). */
interface Captured {
  readonly status: number;
  readonly headers: http.OutgoingHttpHeaders;
  readonly body: Buffer;
}

async function capture(base: string, pagePath: string): Promise<Captured> {
  const { status, body, headers: received } = await getWithHost(`${base}${pagePath}`, HOST, HEADERS);
  if (status !== 200) throw new Error(`${pagePath} answered ${status}`);
  if (received['content-encoding'] !== 'gzip') throw new Error(`${pagePath} came back without gzip (${received['content-encoding'] ?? 'identity'})`);
  // Hop-by-hop and per-response headers are the ceiling server's own to send.
  const headers = Object.fromEntries(Object.entries(received).filter(([key]) => !['transfer-encoding', 'connection', 'keep-alive', 'date', 'content-length'].includes(key)));
  return { status, headers, body };
}

/** Bare node:http in its own process, answering every request with the captured status, headers and body. */
async function startCeiling(port: number, page: Captured): Promise<Server> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'alokpat-ceiling-'));
  fs.writeFileSync(path.join(dir, 'body'), page.body);
  fs.writeFileSync(path.join(dir, 'headers.json'), JSON.stringify(page.headers));
  const script = `const fs=require('fs'),http=require('http');const body=fs.readFileSync(process.argv[1]+'/body');const headers={...JSON.parse(fs.readFileSync(process.argv[1]+'/headers.json','utf8')),'content-length':body.length};http.createServer((req,res)=>{res.writeHead(${page.status},headers);res.end(body);}).listen(${port},'127.0.0.1',()=>process.send('ready'));`;
  const child = spawn(process.execPath, ['-e', script, dir], { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  await new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('exit', (code) => reject(new Error(`the ceiling server exited (${code})`)));
  });
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Where the archive lives: a scratch PostgreSQL database when BENCH_DATABASE_URL or
 * DATABASE_URL names a server, else the embedded database (BENCH_EMBEDDED_STORIES, default
 * BENCH_STORIES, there: PGlite seeds one query at a time).
 */
async function openCorpus(): Promise<CorpusDatabase & { where: string }> {
  const adminUrl = benchPostgresUrl();
  if (adminUrl) return { ...(await openCorpusDatabase(adminUrl, { prefix: 'alokpat_bench', stories: BENCH_STORIES })), where: 'PostgreSQL' };
  const stories = Number(process.env.BENCH_EMBEDDED_STORIES ?? BENCH_STORIES);
  return { ...(await openEmbeddedCorpus({ prefix: 'alokpat-bench', stories })), where: 'embedded PGlite' };
}

const share = (value: number | undefined) => (value === undefined ? 'none' : `${value} %`);

function targetsOf(rows: readonly Row[], stories: number, varnish: boolean): Target[] {
  const targets: Target[] = [];
  const row = (name: string) => rows.find((r) => r.name === name || r.name.startsWith(`${name} (`));
  const atLeast = (name: string, minimum: number, measured: Row | undefined, why?: string): Target => {
    if (!measured) return { name, measured: why ?? 'no row', status: 'not measured' };
    const errors = measured.errors ? ` with ${measured.errors} errors` : '';
    return { name, measured: `${share(measured.ceilingShare)}${errors}`, status: !measured.errors && (measured.ceilingShare ?? 0) >= minimum ? 'met' : 'NOT MET' };
  };
  for (const page of ['home', 'section', 'story'] as const) {
    targets.push(atLeast(`cached ${page} ≥ ${TARGETS.cachedShare} % of its ceiling`, TARGETS.cachedShare, row(`app: cached ${page}`)));
  }
  const render = rows.find((r) => r.name.startsWith('app: uncached story'));
  const storiesText = stories.toLocaleString('en');
  targets.push({
    name: `uncached story p95 ≤ ${TARGETS.uncachedP95Ms} ms at ${TARGETS.atStories.toLocaleString('en')} stories`,
    measured: render ? `${render.p95} ms at ${storiesText} stories${render.errors ? ` with ${render.errors} errors` : ''}` : 'no row',
    status: !render ? 'not measured' : stories < TARGETS.atStories ? 'not measured' : !render.errors && (render.p95 ?? Infinity) <= TARGETS.uncachedP95Ms ? 'met' : 'NOT MET',
  });
  for (const page of ['home', 'section', 'story'] as const) {
    targets.push(atLeast(`Varnish cached ${page} ≥ ${TARGETS.varnishShare} % of its ceiling`, TARGETS.varnishShare, row(`varnish: cached ${page}`), varnish ? undefined : 'no varnishd'));
  }
  return targets;
}

async function main(): Promise<void> {
  buildIfNeeded();
  const servers: Server[] = [];
  let corpus: (CorpusDatabase & { where: string }) | undefined;
  try {
    corpus = await openCorpus();
    const { DATABASE_URL: _ignored, REDIS_URL: _single, EDGE_PURGE_URL: _edge, ...env } = process.env;
    console.log(`starting the production server on ${corpus.where} with ${corpus.stories.toLocaleString('en')} stories…`);
    const app = await startApp({ port: basePort, dataDir: corpus.dataDir, env: corpus.url ? { ...env, DATABASE_URL: corpus.url } : env });
    servers.push(app);
    const [story] = await storyPaths(app.url, 1, 0);
    const pages: readonly (readonly [PageName, string])[] = [
      ['home', '/'],
      ['section', '/bangladesh'],
      ['story', story],
    ];
    for (const [, pagePath] of pages) for (let i = 0; i < 3; i++) await getWithHost(`${app.url}${pagePath}`, HOST, HEADERS);

    // Each page against its own ceiling, measured back to back so both see the same machine.
    const rows: Row[] = [];
    const bytes: Record<string, number> = {};
    for (const [name, pagePath] of pages) {
      const page = await capture(app.url, pagePath);
      bytes[name] = page.body.length;
      const ceiling = await startCeiling(basePort + 1, page);
      servers.push(ceiling);
      console.log(`ceiling: node:http sending the ${name} page's ${(page.body.length / 1024).toFixed(1)} KB (gzip)…`);
      rows.push({ ...(await load(`ceiling: node:http, ${name} bytes (${(page.body.length / 1024).toFixed(1)} KB gz)`, ceiling.url, '/')), page: name });
      await ceiling.stop();
      servers.splice(servers.indexOf(ceiling), 1);
      console.log(`app: cached ${name}…`);
      rows.push({ ...(await load(`app: cached ${name}`, app.url, pagePath)), page: name });
    }
    const fresh = await storyPaths(app.url, uncachedCount, 100);
    console.log(`app: ${fresh.length} uncached story renders…`);
    rows.push(await uncached(`app: uncached story (${fresh.length} renders, ${corpus.stories.toLocaleString('en')} stories)`, app.url, fresh));

    const varnishInstalled = fs.existsSync(VARNISHD);
    if (varnishInstalled) {
      const varnish = await startVarnish({ port: basePort + 2, backendPort: basePort });
      servers.push(varnish);
      for (const [, pagePath] of pages) for (let i = 0; i < 2; i++) await getWithHost(`${varnish.url}${pagePath}`, HOST, HEADERS);
      for (const [name, pagePath] of pages) {
        console.log(`varnish: cached ${name}…`);
        rows.push({ ...(await load(`varnish: cached ${name}`, varnish.url, pagePath)), page: name });
      }
    } else {
      console.log(`${VARNISHD} is not installed: no edge rows (apt-get install varnish varnish-modules)`);
    }

    const ceilings = new Map(rows.filter((row) => row.name.startsWith('ceiling:')).map((row) => [row.page, row.rps]));
    for (const row of rows) if (row.page) row.ceilingShare = Math.round((row.rps / ceilings.get(row.page)!) * 1000) / 10;
    console.log(`\n${corpus.stories.toLocaleString('en')} stories (${corpus.where}); each row's share is of its own page's ceiling`);
    console.table(
      rows.map((row) => ({ page: row.name, 'req/s': row.rps, '% of its ceiling': row.ceilingShare ?? '', 'p50 ms': row.p50, 'p95 ms': row.p95 ?? '', 'p99 ms': row.p99, errors: row.errors })),
    );
    const targets = targetsOf(rows, corpus.stories, varnishInstalled);
    console.log('\ntargets (issue 22):');
    for (const target of targets) console.log(`  target ${target.name}: ${target.measured} — ${target.status}`);
    if (corpus.stories < TARGETS.atStories) console.log(`  (measured at ${corpus.stories.toLocaleString('en')} stories: set DATABASE_URL, or BENCH_STORIES=${TARGETS.atStories}, to measure at ${TARGETS.atStories.toLocaleString('en')})`);

    const out = process.env.BENCH_OUT ?? path.join('bench', 'results', `bench-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
    fs.mkdirSync(path.dirname(out), { recursive: true });
    const report = {
      date: new Date().toISOString(),
      machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model, node: process.version, loadAverage: os.loadavg().map((n) => Math.round(n * 10) / 10) },
      seconds,
      connections,
      database: corpus.where,
      stories: corpus.stories,
      seedSeconds: Math.round(corpus.seedSeconds),
      paths: Object.fromEntries(pages),
      gzipBytes: bytes,
      rows,
      targets,
    };
    fs.writeFileSync(out, `${JSON.stringify(report, null, 2)}\n`);
    console.log(`written to ${out}`);
  } finally {
    for (const server of servers.reverse()) await server.stop();
    await corpus?.close();
  }
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
