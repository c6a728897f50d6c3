/**
 * The benchmarks' large archive, one home for it: BENCH_STORIES (default 100,000) stories of
 * the deterministic demo seed (`lib/seed/seed.ts`), newest at a fixed time, so every benchmark
 * (`bench`, `bench:scale`, `bench:sitemaps`, `bench:search`) measures the same archive. Seeding
 * writes each story in TypeScript (its text, cards, search document): about 130 s for 100,000
 * on a quiet machine, over 10 minutes on a busy 2-core one. So by default BENCH_SEED_STORIES
 * (5,000) are seeded and then copied in SQL, each round under new slugs and 400 days earlier,
 * with their sections, authors, tags, entities, translations and search documents, until the archive holds
 * BENCH_STORIES (`bench:search`, whose numbers depend on distinct texts, seeds them all). And where it lives: a
 * scratch database on a PostgreSQL server (created here, dropped at the end), or a database
 * of one's own kept between runs (BENCH_SEEDED_DATABASE_URL, seeded on its first run only).
 * Scripts importing this load scripts/support/server-only.mjs first (the seed's modules are server-only).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { connect, type DatabaseHandle } from '../../lib/db/client';
import { runMigrations } from '../../lib/db/migrate';
import { startEmbeddedDatabase } from '../../lib/db/embedded';
import { createScratchDatabase } from '../../lib/db/scratch';
import { seedDatabase } from '../../lib/seed/seed';

/** BENCH_STORIES: how many stories the corpus holds (default 100,000). */
export const BENCH_STORIES = Number(process.env.BENCH_STORIES ?? 100_000);
/** BENCH_SEED_STORIES: how many of them are written by the seed; the rest are SQL copies of those. */
export const BENCH_SEED_STORIES = Number(process.env.BENCH_SEED_STORIES ?? 5_000);
/** The newest story's time: fixed, so two runs seed the same corpus. */
export const BENCH_ANCHOR = new Date('2026-11-22T06:00:00Z');

/** The PostgreSQL server to create scratch databases on: BENCH_DATABASE_URL, else DATABASE_URL, else none. */
export function benchPostgresUrl(env: NodeJS.ProcessEnv = process.env): string | undefined {
  return env.BENCH_DATABASE_URL ?? env.DATABASE_URL;
}

/**
 * Migrates, seeds `stories` stories (replacing whatever content the database held): `seeded`
 * of them (default BENCH_SEED_STORIES) written by the seed, the rest copies of those (see
 * above); then `vacuum analyze`s so the planner sees the archive's real sizes. The demo
 * pictures go to `mediaDir`. Returns the seconds it took.
 */
export async function seedBenchCorpus(handle: DatabaseHandle, options: { stories?: number; seeded?: number; mediaDir: string; log?: (line: string) => void }): Promise<number> {
  const started = performance.now();
  const total = options.stories ?? BENCH_STORIES;
  const seeded = Math.min(total, options.seeded ?? BENCH_SEED_STORIES);
  await runMigrations(handle.db);
  await seedDatabase(handle.db, { stories: seeded, mediaDir: options.mediaDir, anchor: BENCH_ANCHOR, log: options.log });
  const secondsSince = (t0: number) => ((performance.now() - t0) / 1000).toFixed(0);
  options.log?.(`seeded ${seeded} stories in ${secondsSince(started)} s`);
  if (total > seeded) {
    const copying = performance.now();
    const copied = await copyStories(handle, total);
    options.log?.(`copied them to ${copied} stories in SQL in ${secondsSince(copying)} s`);
  }
  const vacuuming = performance.now();
  await handle.pool.query('vacuum analyze');
  options.log?.(`vacuum analyze: ${secondsSince(vacuuming)} s`);
  return (performance.now() - started) / 1000;
}

const STORY_LINKS = [
  ['story_authors', 'author_id, position'],
  ['story_sections', 'section_id, position'],
  ['story_tags', 'tag_id'],
  ['story_entities', 'entity_id'],
] as const;

/**
 * Copies the seeded stories round after round (round r: slugs ending `-r`, every date r × 400
 * days earlier, no external id) with their links, translations and search documents, until there are
 * `total` (a last, partial round copies the first it needs). Collections (hand-picked) and
 * anything readers did stay with the originals. Returns how many stories there are.
 */
async function copyStories(handle: DatabaseHandle, total: number): Promise<number> {
  const { rows: columnRows } = await handle.pool.query<{ name: string }>(
    `select column_name as name from information_schema.columns where table_schema = 'public' and table_name = 'stories'
     and column_name not in ('id', 'slug', 'external_id', 'published_at', 'first_published_at', 'last_published_at', 'created_at', 'updated_at') order by ordinal_position`,
  );
  const columns = columnRows.map((row) => `"${row.name}"`).join(', ');
  const client = await handle.pool.connect();
  try {
    // On this client: the embedded database's pool has one connection, held here.
    const seeded = (await client.query<{ n: number }>('select count(*)::int as n from stories')).rows[0].n;
    let held = seeded;
    for (let round = 1; held < total; round++) {
      const take = Math.min(seeded, total - held);
      const shift = `interval '${round * 400} days'`;
      await client.query('begin');
      await client.query(`create temporary table copy_ids on commit drop as
        select id as old_id, nextval(pg_get_serial_sequence('stories', 'id')) as new_id from (select id from stories order by id limit ${take}) s`);
      await client.query(
        `insert into stories (id, ${columns}, slug, published_at, first_published_at, last_published_at, created_at, updated_at)
         select c.new_id, ${columns}, s.slug || '-${round}', s.published_at - ${shift}, s.first_published_at - ${shift}, s.last_published_at - ${shift}, s.created_at - ${shift}, s.updated_at - ${shift}
         from stories s join copy_ids c on c.old_id = s.id`,
      );
      for (const [table, rest] of STORY_LINKS) {
        await client.query(`insert into ${table} (story_id, ${rest}) select c.new_id, ${rest} from ${table} l join copy_ids c on c.old_id = l.story_id`);
      }
      // A translated pair is copied as a pair (both in this round's copies).
      await client.query(
        `insert into story_translations (bn_story_id, en_story_id) select bn.new_id, en.new_id
         from story_translations t join copy_ids bn on bn.old_id = t.bn_story_id join copy_ids en on en.old_id = t.en_story_id`,
      );
      await client.query(
        `insert into story_search (story_id, brand, lang, status, template, published_at, terms, head)
         select c.new_id, brand, lang, status, template, published_at - ${shift}, terms, head from story_search x join copy_ids c on c.old_id = x.story_id`,
      );
      await client.query('commit');
      held += take;
    }
    return held;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

export async function countStories(handle: DatabaseHandle): Promise<number> {
  const { rows } = await handle.pool.query<{ n: number }>('select count(*)::int as n from stories');
  return rows[0].n;
}

export interface CorpusDatabase {
  /** Its connection string, for the app's DATABASE_URL; null: the embedded database on dataDir (the app's DATA_DIR). */
  readonly url: string | null;
  readonly stories: number;
  /** Seconds spent seeding (0 when a kept database was seeded already). */
  readonly seedSeconds: number;
  /** The app's DATA_DIR: the seed wrote the demo pictures to its media/ (and the embedded database to its pgdata/). */
  readonly dataDir: string;
  /** Drops a scratch database (a kept one stays) and removes dataDir. */
  close(): Promise<void>;
}

/**
 * The corpus on PostgreSQL: BENCH_SEEDED_DATABASE_URL when set (migrated every run, seeded
 * only while it holds no story, kept), else a scratch database on `adminUrl`, seeded and
 * dropped by close(). `dataDir` is a fresh temporary directory with the pictures in media/.
 */
export async function openCorpusDatabase(adminUrl: string, options: { prefix: string; stories?: number; log?: (line: string) => void }): Promise<CorpusDatabase> {
  const log = options.log ?? ((line: string) => console.log(line));
  const keptUrl = process.env.BENCH_SEEDED_DATABASE_URL;
  const scratch = keptUrl ? null : await createScratchDatabase(adminUrl, options.prefix);
  const url = keptUrl ?? scratch!.url;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `${options.prefix}-`));
  const handle = connect(url, 4);
  const close = async () => {
    if (!handle.pool.ended) await handle.pool.end();
    await scratch?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await runMigrations(handle.db);
    let seedSeconds = 0;
    const held = await countStories(handle);
    if (keptUrl && held > 0) {
      log(`kept database (BENCH_SEEDED_DATABASE_URL): ${held} stories already seeded`);
    } else {
      log(`seeding ${options.stories ?? BENCH_STORIES} stories into ${keptUrl ? 'the kept database' : 'a scratch PostgreSQL database'}…`);
      seedSeconds = await seedBenchCorpus(handle, { stories: options.stories, mediaDir: path.join(dataDir, 'media'), log: (line) => log(`  ${line}`) });
      log(`  seeded in ${seedSeconds.toFixed(0)} s`);
    }
    const stories = await countStories(handle);
    await handle.pool.end();
    return { url, stories, seedSeconds, dataDir, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/**
 * The corpus in the embedded database (PGlite) on a fresh data directory, for an app started
 * with that DATA_DIR and no DATABASE_URL. PGlite runs one query at a time: seeding is slower
 * than on PostgreSQL.
 */
export async function openEmbeddedCorpus(options: { prefix: string; stories?: number; log?: (line: string) => void }): Promise<CorpusDatabase> {
  const log = options.log ?? ((line: string) => console.log(line));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `${options.prefix}-`));
  const close = async () => fs.rmSync(dataDir, { recursive: true, force: true });
  try {
    const server = await startEmbeddedDatabase({ dataDir });
    const handle = connect(server.url, 1);
    try {
      log(`seeding ${options.stories ?? BENCH_STORIES} stories into the embedded database…`);
      const seedSeconds = await seedBenchCorpus(handle, { stories: options.stories, mediaDir: path.join(dataDir, 'media'), log: (line) => log(`  ${line}`) });
      log(`  seeded in ${seedSeconds.toFixed(0)} s`);
      const stories = await countStories(handle);
      return { url: null, stories, seedSeconds, dataDir, close };
    } finally {
      await handle.pool.end();
      await server.stop();
    }
  } catch (error) {
    await close();
    throw error;
  }
}
