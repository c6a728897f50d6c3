/**
 * Search latency on a large archive: `npm run bench:search`.
 *
 * Seeds the benchmark archive (scripts/support/bench-corpus.ts: BENCH_STORIES, default 100,000
 * demo stories, the corpus `npm run bench` and `bench:scale` measure too) into a temporary embedded database (a
 * fresh data directory) and, when BENCH_DATABASE_URL or DATABASE_URL points at a PostgreSQL
 * server, into a temporary database created there; runs a fixed mix of advanced-search
 * queries (the API handler, so matching, ranking, the total count and loading ten stories)
 * and prints p50 and p95 per database, with the size of the search table and its GIN indexes. Everything it creates is removed at the end.
 * The npm script loads scripts/support/server-only.mjs first, so the server modules load.
 * Goals (docs/architecture.md, "Budgets"): p95 ≤ 50 ms on PostgreSQL, ≤ 150 ms embedded.
 * For experiments: BENCH_EMBEDDED=0 measures PostgreSQL alone, BENCH_SEEDED_DATABASE_URL uses and keeps
 * a database of your own, seeded on the first run only.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runEndpoint } from '../lib/api/endpoints';
import type { Edition } from '../lib/brands/resolve-host';
import { createScratchDatabase } from '../lib/db/scratch';
import { connect, type DatabaseHandle } from '../lib/db/client';
import { startEmbeddedDatabase } from '../lib/db/embedded';
import { runMigrations } from '../lib/db/migrate';
import { BENCH_STORIES as STORIES, countStories, seedBenchCorpus } from './support/bench-corpus';
import { runScript } from './run-script';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
/** BENCH_EMBEDDED=0 leaves the embedded database out (PostgreSQL only). */
const EMBEDDED = process.env.BENCH_EMBEDDED !== '0';
/**
 * BENCH_SEEDED_DATABASE_URL: a PostgreSQL database to use instead of a temporary one. It is
 * migrated, seeded only when it holds no story yet, and kept at the end, so an experiment
 * seeds once and measures many times.
 */
const SEEDED_URL = process.env.BENCH_SEEDED_DATABASE_URL;

const MAIN: Edition = { brand: 'main', lang: 'bn' };
const MAIN_EN: Edition = { brand: 'main', lang: 'en' };

/** The fixed query mix: common and rare words, inflections, variants, Banglish, English, filters, sorts, deep pages. */
const QUERIES: readonly [Edition, string][] = [
  [MAIN, 'q=ঢাকা'],
  [MAIN, 'q=নির্বাচনে'],
  [MAIN, 'q=সরকারের সিদ্ধান্ত'],
  [MAIN, 'q=জেলায়'],
  [MAIN, 'q=নদীভাঙনে ঘরহারা পরিবার'],
  [MAIN, 'q=বাংলাদেশ'],
  [MAIN, 'q=পুলিস'],
  [MAIN, 'q=দির্ঘ'],
  [MAIN, 'q=২০২৪'],
  [MAIN, 'q=dhaka'],
  [MAIN, 'q=nirbachon'],
  [MAIN, 'q=khela'],
  [MAIN, 'q=ঢাকা&sort=latest-published'],
  [MAIN, 'q=ঢাকা&sort=published-at:asc'],
  [MAIN, 'q=ঢাকা&type=video'],
  [MAIN, 'q=সেতু&offset=200'],
  [MAIN, 'q=অস্তিত্বহীনশব্দ'],
  [MAIN, 'q=ঢাকা&tag-name=রাজনীতি'],
  [MAIN_EN, 'q=election'],
  [MAIN_EN, 'q=river erosion'],
  [MAIN_EN, 'q=bridge'],
];

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

interface Target {
  readonly name: string;
  /** Whether the database may already hold the seeded stories (they are then not seeded again). */
  readonly reused?: boolean;
  open(): Promise<DatabaseHandle & { close(): Promise<void> }>;
}

function embedded(): Target {
  return {
    name: 'embedded PGlite',
    async open() {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'alokpat-bench-search-'));
      const server = await startEmbeddedDatabase({ dataDir });
      const handle = connect(server.url, 4);
      return {
        ...handle,
        async close() {
          await handle.pool.end();
          await server.stop();
          fs.rmSync(dataDir, { recursive: true, force: true });
        },
      };
    },
  };
}

function postgres(adminUrl: string): Target {
  return {
    name: 'PostgreSQL',
    async open() {
      const scratch = await createScratchDatabase(adminUrl, 'alokpat_bench_search');
      const handle = connect(scratch.url, 4);
      return {
        ...handle,
        async close() {
          await handle.pool.end();
          await scratch.drop();
        },
      };
    },
  };
}

function seeded(url: string): Target {
  return {
    name: 'PostgreSQL (kept)',
    reused: true,
    async open() {
      const handle = connect(url, 4);
      return { ...handle, close: () => handle.pool.end() };
    },
  };
}

interface Result {
  readonly name: string;
  readonly seedSeconds: number;
  readonly p50: number;
  readonly p95: number;
  readonly max: number;
  readonly slowest: string;
  /** story_search with its indexes, and its GIN indexes alone, in MB. */
  readonly tableMb: number;
  readonly ginMb: number;
  /** Median per query of the mix. */
  readonly perQuery: Map<string, number>;
}

async function bench(target: Target): Promise<Result> {
  const database = await target.open();
  const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'alokpat-bench-media-'));
  try {
    await runMigrations(database.db);
    const held = await countStories(database);
    let seedMilliseconds = 0;
    if (target.reused && held > 0) {
      console.log(`${target.name}: ${held} stories already seeded`);
    } else {
      console.log(`${target.name}: seeding ${STORIES} stories…`);
      // Every story seeded (none copied): search times depend on how distinct the texts are.
      seedMilliseconds = (await seedBenchCorpus(database, { seeded: STORIES, mediaDir, log: (line) => console.log(`  ${line}`) })) * 1000;
    }
    const samples: number[] = [];
    const perQuery = new Map<string, number[]>();
    for (let round = 0; round <= ROUNDS; round++) {
      for (const [edition, query] of QUERIES) {
        const started = performance.now();
        const result = await runEndpoint(database.db, 'advanced-search', edition, new URLSearchParams(query));
        const ms = performance.now() - started;
        if (result.status !== 200) throw new Error(`${query} answered ${result.status}`);
        if (round === 0) continue; // warm-up: the first round fills caches
        samples.push(ms);
        perQuery.set(`${edition.lang} ${query}`, [...(perQuery.get(`${edition.lang} ${query}`) ?? []), ms]);
      }
    }
    samples.sort((a, b) => a - b);
    const medians = new Map([...perQuery].map(([query, times]) => [query, percentile([...times].sort((a, b) => a - b), 50)]));
    const [slowest] = [...medians].sort((a, b) => b[1] - a[1]);
    const { rows: sizes } = await database.pool.query<{ total: string; gin: string }>(`
      select pg_total_relation_size('story_search') as total,
             coalesce((select sum(pg_relation_size(indexrelid)) from pg_index i join pg_class c on c.oid = i.indexrelid join pg_am a on a.oid = c.relam
                        where i.indrelid = 'story_search'::regclass and a.amname = 'gin'), 0) as gin`);
    return {
      tableMb: Number(sizes[0].total) / 1_048_576,
      ginMb: Number(sizes[0].gin) / 1_048_576,
      name: target.name,
      seedSeconds: seedMilliseconds / 1000,
      p50: percentile(samples, 50),
      p95: percentile(samples, 95),
      max: samples[samples.length - 1],
      slowest: slowest[0],
      perQuery: medians,
    };
  } finally {
    fs.rmSync(mediaDir, { recursive: true, force: true });
    await database.close();
  }
}

runScript(async () => {
  const targets = [...(EMBEDDED ? [embedded()] : []), ...(SEEDED_URL ? [seeded(SEEDED_URL)] : POSTGRES_URL ? [postgres(POSTGRES_URL)] : [])];
  if (!POSTGRES_URL && !SEEDED_URL) console.log('PostgreSQL skipped: set BENCH_DATABASE_URL or DATABASE_URL to include it.');
  const results: Result[] = [];
  for (const target of targets) results.push(await bench(target));
  console.log(`\nadvanced-search over ${STORIES} stories, ${QUERIES.length} queries × ${ROUNDS} rounds (after one warm-up round)`);
  console.table(
    results.map((r) => ({
      database: r.name,
      'seed s': r.seedSeconds.toFixed(0),
      'p50 ms': r.p50.toFixed(1),
      'p95 ms': r.p95.toFixed(1),
      'max ms': r.max.toFixed(1),
      'story_search MB': r.tableMb.toFixed(1),
      'GIN MB': r.ginMb.toFixed(1),
      'slowest query (median)': r.slowest,
    })),
  );
  console.log('\nmedian ms per query');
  console.table(Object.fromEntries([...results[0].perQuery.keys()].map((query) => [query, Object.fromEntries(results.map((r) => [r.name, r.perQuery.get(query)!.toFixed(1)]))])));
});
