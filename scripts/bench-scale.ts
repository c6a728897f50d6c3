/**
 * `npm run bench:scale`: pages and API calls on the benchmark archive (issue 22, "Scale").
 *
 * Seeds the archive (scripts/support/bench-corpus.ts: BENCH_STORIES, default 100,000) into a
 * scratch PostgreSQL database on BENCH_DATABASE_URL or DATABASE_URL (default the local server;
 * BENCH_SEEDED_DATABASE_URL: a kept database, seeded once), starts the production server on
 * it through a relay that writes down every SQL statement (scripts/support/sql-recorder.ts),
 * and requests distinct addresses one at a time, so each is a first request (uncached): the
 * homes of all eight editions, section pages from the first to the last page, stories from
 * the whole archive, the search page and the content API. Prints p50/p95/max per kind.
 *
 * Then it EXPLAIN ANALYZEs every statement those requests made (reads; writes are only
 * EXPLAINed) with the values they were bound to, and lists each scan that read BENCH_SCAN_ROWS
 * (default 10,000) rows or more and each sequential scan of a table that size, and the slowest statements. Writes both to
 * bench/results/scale-*.json (BENCH_OUT). Ports: BENCH_PORT (default 3400) and the one after it.
 * The npm script loads scripts/support/server-only.mjs first (the seed's modules are server-only).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import pg from 'pg';
import { BRANDS } from '../lib/brands/brands';
import { BENCH_STORIES, openCorpusDatabase } from './support/bench-corpus';
import { buildIfNeeded, getWithHost, startApp, type Server } from './support/servers';
import { startSqlRecorder, type RecordedStatement } from './support/sql-recorder';
import { runScript } from './run-script';

const basePort = Number(process.env.BENCH_PORT ?? 3400);
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SCAN_ROWS = Number(process.env.BENCH_SCAN_ROWS ?? 10_000);
const STORY_SAMPLE = Number(process.env.BENCH_SCALE_STORIES ?? 40);
const HOST = 'localhost';
const HEADERS = { 'accept-encoding': 'gzip' };

interface Request {
  readonly kind: string;
  readonly host: string;
  readonly path: string;
}

interface Timing extends Request {
  readonly ms: number;
  readonly status: number;
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

const round = (value: number) => Math.round(value * 10) / 10;

/** Ids and slugs to build distinct addresses from, read from the database (main brand, Bengali). */
async function sample(client: pg.Client) {
  const query = async <T extends pg.QueryResultRow>(text: string, values: unknown[] = []) => (await client.query<T>(text, values)).rows;
  const published = `s.brand = 'main' and s.lang = 'bn' and s.status = 'published'`;
  // Evenly through the archive, newest to oldest: deep archive stories as well as today's.
  const stories = await query<{ id: number }>(`select s.id from stories s where ${published} order by s.published_at desc`);
  const ids = stories.map((row) => row.id);
  const step = Math.max(1, Math.floor(ids.length / STORY_SAMPLE));
  const storyIds = ids.filter((_, i) => i % step === 0).slice(0, STORY_SAMPLE);
  const sections = await query<{ id: number; slug: string; parent: string | null; stories: number }>(
    `select sec.id, sec.slug, parent.slug as parent, (select count(*)::int from story_sections ss join stories s on s.id = ss.story_id where ss.section_id = sec.id and ${published}) as stories
     from sections sec left join sections parent on parent.id = sec.parent_id where sec.brand = 'main' and sec.lang = 'bn' order by sec.position, sec.id`,
  );
  const authors = await query<{ id: number }>(`select a.id from authors a where a.lang = 'bn' order by a.id limit 5`);
  const entities = await query<{ id: number }>(`select e.id from entities e where e.lang = 'bn' order by e.id limit 5`);
  const collections = await query<{ slug: string }>(`select slug from collections where brand = 'main' and lang = 'bn' order by id limit 6`);
  return { storyIds, sections, authors: authors.map((row) => row.id), entities: entities.map((row) => row.id), collections: collections.map((row) => row.slug) };
}

const WORDS = ['ঢাকা', 'নির্বাচনে', 'সরকারের সিদ্ধান্ত', 'জেলায়', 'নদীভাঙনে', 'বাংলাদেশ', 'পুলিস', '২০২৪', 'dhaka', 'nirbachon', 'khela', 'সেতু', 'অস্তিত্বহীনশব্দ', 'বন্যা', 'শিক্ষা', 'ক্রিকেট', 'বাজেট', 'হাসপাতাল'];

async function main(): Promise<void> {
  buildIfNeeded();
  const corpus = await openCorpusDatabase(ADMIN_URL, { prefix: 'alokpat_bench_scale', stories: BENCH_STORIES });
  const servers: Server[] = [];
  let recorder: { stop(): Promise<void> } | undefined;
  const client = new pg.Client({ connectionString: corpus.url! });
  try {
    await client.connect();
    const target = new URL(corpus.url!);
    const statements = new Map<string, { text: string; kinds: Set<string>; calls: number; params: (string | null)[][] }>();
    let current = 'start';
    recorder = await startSqlRecorder(basePort + 1, { host: target.hostname, port: Number(target.port || 5432) }, (statement: RecordedStatement) => {
      const text = statement.text.replace(/\s+/g, ' ').trim();
      const entry = statements.get(text) ?? { text, kinds: new Set<string>(), calls: 0, params: [] };
      entry.kinds.add(current);
      entry.calls++;
      if (entry.params.length < 50) entry.params.push(statement.params);
      statements.set(text, entry);
    });
    const relayed = new URL(corpus.url!);
    relayed.hostname = '127.0.0.1';
    relayed.port = String(basePort + 1);
    const { DATABASE_URL: _ignored, REDIS_URL: _single, EDGE_PURGE_URL: _edge, ...env } = process.env;
    console.log(`starting the production server on ${corpus.stories.toLocaleString('en')} stories…`);
    const app = await startApp({ port: basePort, dataDir: corpus.dataDir, env: { ...env, DATABASE_URL: relayed.toString() } });
    servers.push(app);

    const ids = await sample(client);
    const timings: Timing[] = [];
    const get = async (request: Request) => {
      current = request.kind;
      const t0 = performance.now();
      const response = await getWithHost(`${app.url}${request.path}`, request.host, HEADERS).catch((error: Error) => {
        throw new Error(`${request.host}${request.path}: ${error.message}`);
      });
      const timing = { ...request, ms: performance.now() - t0, status: response.status };
      timings.push(timing);
      return response.headers['content-encoding'] === 'gzip' ? gunzipSync(response.body) : response.body;
    };
    // Warm the server (code paths, connections) on addresses not measured.
    for (const warm of ['/api/v1/config', '/authors', '/privacy-policy']) await getWithHost(`${app.url}${warm}`, HOST, HEADERS);

    const story = (kind: string) => (id: number) => ({ kind, host: HOST, path: `/api/v1/stories/${id}` });
    const storyUrls: string[] = [];
    for (const id of ids.storyIds) {
      const body = await get(story('api: stories/{id}')(id));
      const url = (JSON.parse(body.toString('utf8')) as { story?: { url?: string } }).story?.url;
      if (url) storyUrls.push(new URL(url).pathname);
    }
    const hosts = ['localhost', 'en.localhost', ...BRANDS.filter((brand) => brand.domainSlug).map((brand) => `${brand.domainSlug}.localhost`)];
    const requests: Request[] = [
      ...hosts.map((host) => ({ kind: 'home (each edition)', host, path: '/' })),
      // A section page always lists its newest 10; "load more" reads the next from the API, to the last.
      ...ids.sections.map((section) => ({
        kind: 'section',
        host: HOST,
        path: section.parent ? `/${encodeURIComponent(section.parent)}/${encodeURIComponent(section.slug)}` : `/${encodeURIComponent(section.slug)}`,
      })),
      ...ids.sections.slice(0, 12).flatMap((section) => {
        const last = Math.max(0, Math.floor((section.stories - 1) / 10) * 10);
        return [...new Set([10, Math.floor(last / 20) * 10, Math.floor(last / 2 / 10) * 10, last])].map((offset) => ({
          kind: 'api: section load-more (to the last)',
          host: HOST,
          path: `/api/v1/advanced-search?section-id=${section.id}&sort=latest-published&limit=10&offset=${offset}`,
        }));
      }),
      ...storyUrls.map((pagePath) => ({ kind: 'story', host: HOST, path: pagePath })),
      ...WORDS.map((word) => ({ kind: 'search page', host: HOST, path: `/search?q=${encodeURIComponent(word)}` })),
      ...WORDS.map((word, i) => ({ kind: 'api: advanced-search', host: HOST, path: `/api/v1/advanced-search?q=${encodeURIComponent(word)}${i % 3 === 2 ? '&offset=100' : ''}` })),
      ...['', '&sort=latest-published&offset=5000', '&type=video'].map((extra) => ({ kind: 'api: advanced-search', host: HOST, path: `/api/v1/advanced-search?limit=10${extra}` })),
      ...ids.collections.flatMap((slug) => [0, 10].map((offset) => ({ kind: 'api: collections/{slug}', host: HOST, path: `/api/v1/collections/${encodeURIComponent(slug)}?limit=10&offset=${offset}` }))),
      ...ids.sections.slice(0, 6).flatMap((section) => [0, 1000].map((offset) => ({ kind: 'api: stories?section-id', host: HOST, path: `/api/v1/stories?section-id=${section.id}&limit=20&offset=${offset}` }))),
      { kind: 'api: stories?section-id', host: HOST, path: '/api/v1/stories?story-group=top' },
      ...ids.storyIds.slice(0, 10).map((id) => ({ kind: 'api: related-stories', host: HOST, path: `/api/v1/stories/${id}/related-stories` })),
      ...ids.authors.map((id, i) => ({ kind: 'api: authors/{id}/collection', host: HOST, path: `/api/v1/authors/${id}/collection?limit=10&offset=${i * 200}` })),
      ...ids.entities.map((id) => ({ kind: 'api: entity/{id}/collections', host: HOST, path: `/api/v1/entity/${id}/collections?limit=10` })),
      ...ids.storyIds.slice(0, 10).map((id) => ({ kind: 'api: comments?story-id', host: HOST, path: `/api/members/v1/comments?story-id=${id}` })),
    ];
    console.log(`${requests.length + ids.storyIds.length} distinct addresses, each requested once…`);
    for (const request of requests) await get(request);

    const kinds = [...new Set(timings.map((timing) => timing.kind))];
    const table = kinds.map((kind) => {
      const mine = timings.filter((timing) => timing.kind === kind);
      const sorted = mine.map((timing) => timing.ms).sort((a, b) => a - b);
      const slowest = mine.reduce((a, b) => (b.ms > a.ms ? b : a));
      return { kind, n: mine.length, 'p50 ms': round(percentile(sorted, 50)), 'p95 ms': round(percentile(sorted, 95)), 'max ms': round(sorted[sorted.length - 1]), 'not 200': mine.filter((t) => t.status !== 200).length, slowest: `${slowest.host}${decodeURI(slowest.path)}`.slice(0, 60) };
    });
    console.log(`\nfirst requests (uncached) on ${corpus.stories.toLocaleString('en')} stories, PostgreSQL, one at a time`);
    console.table(table);
    const failed = timings.filter((timing) => timing.status !== 200);
    for (const timing of failed.slice(0, 10)) console.log(`  ${timing.status} ${timing.host}${decodeURI(timing.path)}`);

    // Every statement those requests made, EXPLAINed with its own values.
    await recorder.stop();
    recorder = undefined;
    const { rows: sizes } = await client.query<{ relname: string; rows: number }>(`select relname, reltuples::bigint::int as rows from pg_class where relkind = 'r' and relnamespace = 'public'::regnamespace`);
    const tableRows = new Map(sizes.map((row) => [row.relname, row.rows]));
    interface PlanNode {
      'Node Type': string;
      'Relation Name'?: string;
      'Actual Rows'?: number;
      'Actual Loops'?: number;
      'Rows Removed by Filter'?: number;
      Plans?: PlanNode[];
    }
    const rowsRead = (node: PlanNode) => ((node['Actual Rows'] ?? 0) + (node['Rows Removed by Filter'] ?? 0)) * (node['Actual Loops'] ?? 1);
    const findings: { relation: string; node: string; rows: number; scanned: number; ms: number; calls: number; kinds: string[]; sql: string }[] = [];
    const slow: { ms: number; calls: number; kinds: string[]; sql: string }[] = [];
    let explained = 0;
    for (const entry of statements.values()) {
      if (entry.kinds.has('start') && entry.kinds.size === 1) continue; // migrations and start-up
      if (!/^\s*(select|with)\b/i.test(entry.text)) continue;
      const analyze = !/\b(insert|update|delete)\b/i.test(entry.text);
      // The first, middle and last values it ran with (a deep page's offset is not the first page's).
      const samples = [...new Set([0, Math.floor(entry.params.length / 2), entry.params.length - 1])].map((i) => entry.params[i]);
      let worst: { ms: number; scans: PlanNode[] } = { ms: -1, scans: [] };
      for (const params of samples) {
        try {
          const { rows } = await client.query<{ 'QUERY PLAN': [{ Plan: PlanNode; 'Execution Time'?: number }] }>(`explain (${analyze ? 'analyze, ' : ''}format json) ${entry.text}`, params);
          const [plan] = rows[0]['QUERY PLAN'];
          const scans: PlanNode[] = [];
          // A sequential scan of a large table, or any scan that read as many rows (a deep offset read through an index).
          const walk = (node: PlanNode) => {
            const relation = node['Relation Name'];
            if (relation && (((node['Node Type'] === 'Seq Scan' && (tableRows.get(relation) ?? 0) >= SCAN_ROWS)) || rowsRead(node) >= SCAN_ROWS)) scans.push(node);
            node.Plans?.forEach(walk);
          };
          walk(plan.Plan);
          const ms = plan['Execution Time'] ?? 0;
          if (ms > worst.ms) worst = { ms, scans };
          explained++;
        } catch (error) {
          console.log(`  could not EXPLAIN (${(error as Error).message}): ${entry.text.slice(0, 120)}`);
        }
      }
      const kinds = [...entry.kinds];
      for (const scan of worst.scans) {
        const relation = scan['Relation Name']!;
        findings.push({ relation, node: scan['Node Type'], rows: tableRows.get(relation) ?? 0, scanned: rowsRead(scan), ms: round(worst.ms), calls: entry.calls, kinds, sql: entry.text });
      }
      slow.push({ ms: round(worst.ms), calls: entry.calls, kinds, sql: entry.text });
    }
    slow.sort((a, b) => b.ms - a.ms);
    console.log(`\nEXPLAIN ANALYZE of ${statements.size} distinct statements (${explained} plans): scans that read ≥ ${SCAN_ROWS.toLocaleString('en')} rows, or sequential scans of tables that size`);
    if (findings.length) {
      console.table(findings.map((f) => ({ table: f.relation, scan: f.node, 'table rows': f.rows, 'rows read': f.scanned, 'ms': f.ms, calls: f.calls, by: f.kinds.join(', ').slice(0, 40), sql: f.sql.slice(0, 90) })));
    } else {
      console.log('  none');
    }
    console.log('\nslowest statements (EXPLAIN ANALYZE execution time)');
    console.table(slow.slice(0, 10).map((s) => ({ ms: s.ms, calls: s.calls, by: s.kinds.join(', ').slice(0, 40), sql: s.sql.slice(0, 110) })));

    const out = process.env.BENCH_OUT ?? path.join('bench', 'results', `scale-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
    fs.mkdirSync(path.dirname(out), { recursive: true });
    const report = {
      date: new Date().toISOString(),
      machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model, node: process.version, loadAverage: os.loadavg().map((n) => round(n)) },
      database: 'PostgreSQL',
      stories: corpus.stories,
      seedSeconds: Math.round(corpus.seedSeconds),
      latency: table,
      notOk: failed.map((t) => ({ status: t.status, host: t.host, path: t.path })),
      seqScans: findings,
      slowest: slow.slice(0, 20),
      requests: timings.map((t) => ({ kind: t.kind, host: t.host, path: t.path, status: t.status, ms: round(t.ms) })),
    };
    fs.writeFileSync(out, `${JSON.stringify(report, null, 2)}\n`);
    console.log(`written to ${out}`);
  } finally {
    for (const server of servers.reverse()) await server.stop();
    await recorder?.stop();
    await client.end().catch(() => undefined);
    await corpus.close();
  }
}

runScript(main);
