/**
 * Sitemap and feed generation on a large archive: `npm run bench:sitemaps`.
 *
 * Seeds the benchmarks' archive (scripts/support/bench-corpus.ts: BENCH_STORIES, default
 * 100,000, BENCH_SEED_STORIES of them seeded and the rest copied in SQL) into a
 * scratch database on BENCH_DATABASE_URL or DATABASE_URL (PostgreSQL), then builds every
 * sitemap of the main Bengali edition (the index, each story sitemap, sections, topics,
 * authors, news) and its home feed with the same builders the routes use, uncached, and
 * prints the time of each kind, the largest file and the process's peak memory.
 * The npm script loads scripts/support/server-only.mjs first, so the server modules load.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { connect } from '../lib/db/client';
import { createScratchDatabase } from '../lib/db/scratch';
import { queryLatestStories } from '../lib/content/stories/cards';
import { BENCH_ANCHOR, BENCH_STORIES, seedBenchCorpus } from './support/bench-corpus';
import { feedXml } from '../lib/seo/feeds';
import { buildNewsSitemap, buildSitemapIndex, buildStorySitemap, LISTING_FILES } from '../lib/seo/sitemaps';
import { editionSite } from '../lib/seo/site';
import { querySitemapAuthors, querySitemapSections, querySitemapTopics } from '../lib/content/sitemap-queries';
import { runScript } from './run-script';

const STORIES = BENCH_STORIES;
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const ANCHOR = BENCH_ANCHOR;

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function timed<T>(run: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const value = await run();
  return [value, performance.now() - started];
}

runScript(async () => {
  const scratch = await createScratchDatabase(ADMIN_URL, 'alokpat_bench_sitemaps');
  const handle = connect(scratch.url, 4);
  const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'alokpat-bench-media-'));
  try {
    console.log(`seeding ${STORIES} stories…`);
    // The benchmarks' archive (scripts/support/bench-corpus.ts): BENCH_SEED_STORIES seeded, then
    // copied in SQL under new slugs, 400 days earlier per round, until it holds STORIES.
    await seedBenchCorpus(handle, { stories: STORIES, mediaDir });
    const { rows } = await handle.pool.query<{ count: string }>("select count(*) from stories where brand = 'main' and lang = 'bn' and status = 'published'");
    console.log(`main/bn: ${rows[0].count} published stories`);
    global.gc?.();
    const heapBefore = process.memoryUsage().heapUsed;
    let heapPeak = heapBefore;
    const sampler = setInterval(() => {
      heapPeak = Math.max(heapPeak, process.memoryUsage().heapUsed);
    }, 2);

    const [index, indexMs] = await timed(() => buildSitemapIndex(handle.db, 'main', 'bn', ANCHOR));
    const files = [...index.matchAll(/<loc>[^<]*\/sitemaps\/(stories-[^<]+)<\/loc>/g)].map((match) => match[1]);
    let storyMs = 0;
    let slowest = { file: '', ms: 0 };
    let largest = { file: '', bytes: 0, urls: 0 };
    let urls = 0;
    for (const file of files) {
      const [xml, ms] = await timed(() => buildStorySitemap(handle.db, 'main', 'bn', file));
      if (!xml) throw new Error(`${file} is listed but empty`);
      const count = xml.split('<url>').length - 1;
      urls += count;
      storyMs += ms;
      if (ms > slowest.ms) slowest = { file, ms };
      const bytes = Buffer.byteLength(xml);
      if (bytes > largest.bytes) largest = { file, bytes, urls: count };
    }
    const [, newsMs] = await timed(() => buildNewsSitemap(handle.db, 'main', 'bn', ANCHOR));
    const [, listingsMs] = await timed(() => Promise.all([querySitemapSections(handle.db, 'main', 'bn', 'en'), querySitemapTopics(handle.db, 'main', 'bn', 10_000), querySitemapAuthors(handle.db, 'main', 'bn', 10_000)]));
    const [, feedMs] = await timed(async () => feedXml(editionSite('main', 'bn'), { title: 'x', description: 'y', pagePath: '/', feedPath: '/feed.xml', stories: await queryLatestStories(handle.db, { brand: 'main', lang: 'bn' }, 30) }));
    clearInterval(sampler);

    console.log(`index: ${indexMs.toFixed(0)} ms, ${files.length} story sitemaps (+ ${LISTING_FILES.length} listings, news)`);
    console.log(`story sitemaps: ${urls} URLs in ${storyMs.toFixed(0)} ms (${(storyMs / Math.max(1, files.length)).toFixed(0)} ms a file); slowest ${slowest.file} ${slowest.ms.toFixed(0)} ms`);
    console.log(`largest: ${largest.file}, ${largest.urls} URLs, ${mb(largest.bytes)}`);
    console.log(`news sitemap: ${newsMs.toFixed(0)} ms; sections+topics+authors queries: ${listingsMs.toFixed(0)} ms; home feed: ${feedMs.toFixed(0)} ms`);
    console.log(`memory: JS heap ${mb(heapBefore)} before building (after GC), peak ${mb(heapPeak)} while building: ${mb(heapPeak - heapBefore)} at most for sitemaps and feed`);
  } finally {
    fs.rmSync(mediaDir, { recursive: true, force: true });
    await handle.pool.end();
    await scratch.drop();
  }
});
