/**
 * Writes the "Examples" section of docs/api.md: one real request and answer per endpoint,
 * from a small demo seed in a throwaway embedded database (answers shortened: lists to
 * their first item, long texts cut). Run after changing an answer's shape:
 * `node --import ./scripts/support/server-only.mjs --import tsx scripts/api-examples.ts`.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runEndpoint, type EndpointName } from '../lib/api/endpoints';
import type { Edition } from '../lib/brands/resolve-host';
import { connect } from '../lib/db/client';
import { startEmbeddedDatabase } from '../lib/db/embedded';
import { runMigrations } from '../lib/db/migrate';
import { upsertStory } from '../lib/ingest/stories';
import { seedDatabase } from '../lib/seed/seed';

const DOC = path.join(import.meta.dirname, '..', 'docs', 'api.md');
const BEGIN = '<!-- examples:begin (scripts/api-examples.ts writes this part) -->';
const END = '<!-- examples:end -->';
const MAIN: Edition = { brand: 'main', lang: 'bn' };

/* eslint-disable @typescript-eslint/no-explicit-any -- answers are shortened as untyped JSON */
function shorten(value: any, depth = 0): any {
  if (Array.isArray(value)) return value.length > 1 ? [shorten(value[0], depth + 1), `… ${value.length - 1} more`] : value.map((item) => shorten(item, depth + 1));
  if (typeof value === 'string') return value.length > 90 ? `${value.slice(0, 87)}…` : value;
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, shorten(inner, depth + 1)]));
  return value;
}

async function main(): Promise<void> {
  const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'alokpat-examples-'));
  const server = await startEmbeddedDatabase({ dataDir: null });
  const handle = connect(server.url, 2);
  try {
    await runMigrations(handle.db);
    await seedDatabase(handle.db, { stories: 300, mediaDir, anchor: new Date('2026-11-22T06:00:00Z') });
    // A story with related stories, known to the newsroom system as cms-4711 (set as the ingest API would).
    const recent = ((await runEndpoint(handle.db, 'stories', MAIN, new URLSearchParams('limit=20&story-fields=id'))).body as any).stories.map((s: any) => s.id as number);
    let storyId = recent[0];
    for (const id of recent) {
      const related = (await runEndpoint(handle.db, 'related-stories', MAIN, new URLSearchParams(), { id: String(id) })).body as any;
      if (related['related-stories'].length) {
        storyId = id;
        break;
      }
    }
    await upsertStory(handle.db, { id: storyId }, { 'external-id': 'cms-4711' });
    const story = (await runEndpoint(handle.db, 'story', MAIN, new URLSearchParams(), { id: String(storyId) })).body as any;
    const author = ((await runEndpoint(handle.db, 'authors', MAIN, new URLSearchParams('limit=1'))).body as any).authors[0];
    const entity = ((await runEndpoint(handle.db, 'entities', MAIN, new URLSearchParams('limit=1'))).body as any).entities[0];
    const tag = story.story.tags[0];
    const calls: [string, EndpointName, string, Record<string, string>][] = [
      ['/api/v1/config', 'config', '', {}],
      ['/api/v1/collections/home?limit=2&story-fields=headline,url', 'collection', 'limit=2&story-fields=headline,url', { slug: 'home' }],
      ['/api/v1/stories?limit=2&story-fields=headline,url', 'stories', 'limit=2&story-fields=headline,url', {}],
      [`/api/v1/stories/${storyId}`, 'story', '', { id: String(storyId) }],
      [`/api/v1/stories-by-slug?slug=${encodeURIComponent(story.story.slug)}`, 'story-by-slug', `slug=${encodeURIComponent(story.story.slug)}`, {}],
      [`/api/v1/stories/${storyId}/attributes`, 'story-attributes', '', { id: String(storyId) }],
      [`/api/v1/stories/${storyId}/related-stories?story-fields=headline`, 'related-stories', 'story-fields=headline', { id: String(storyId) }],
      ['/api/v1/search?q=ঢাকা&limit=1&fields=headline,url', 'advanced-search', 'q=ঢাকা&limit=1&fields=headline,url', {}],
      ['/api/v1/authors?limit=1', 'authors', 'limit=1', {}],
      [`/api/v1/authors/${author.id}`, 'author', '', { id: String(author.id) }],
      [`/api/v1/authors/${author.id}/collection?limit=1&story-fields=headline`, 'author-collection', 'limit=1&story-fields=headline', { id: String(author.id) }],
      ...(tag ? [[`/api/v1/tags/${encodeURIComponent(tag.slug)}`, 'tag', '', { slug: encodeURIComponent(tag.slug) }] as [string, EndpointName, string, Record<string, string>]] : []),
      ['/api/v1/entities?limit=1', 'entities', 'limit=1', {}],
      [`/api/v1/entity/${entity.id}`, 'entity', '', { id: String(entity.id) }],
      [`/api/v1/entity/${entity.id}/collections?limit=1&story-fields=headline`, 'entity-collections', 'limit=1&story-fields=headline', { id: String(entity.id) }],
      ['/api/v1/menu-groups', 'menu-groups', '', {}],
      ['/api/v1/breaking-news', 'breaking-news', '', {}],
      ['/api/v1/story-by-external-id/cms-4711', 'story-by-external-id', '', { id: 'cms-4711' }],
      ['/api/v1/stories/abc', 'story', '', { id: 'abc' }],
    ];
    const parts: string[] = [BEGIN, ''];
    for (const [request, name, query, pathParams] of calls) {
      const result = await runEndpoint(handle.db, name, MAIN, new URLSearchParams(query), pathParams);
      parts.push(`### \`GET ${request}\``, '', '```json', `// ${result.status}`, JSON.stringify(shorten(result.body), null, 2), '```', '');
    }
    parts.push(END);
    const doc = fs.readFileSync(DOC, 'utf8');
    const start = doc.indexOf(BEGIN);
    const end = doc.indexOf(END);
    if (start < 0 || end < 0) throw new Error(`docs/api.md has no ${BEGIN} … ${END} part`);
    fs.writeFileSync(DOC, `${doc.slice(0, start)}${parts.join('\n')}${doc.slice(end + END.length)}`);
    console.log(`wrote ${calls.length} examples into docs/api.md`);
  } finally {
    await handle.pool.end();
    await server.stop();
    fs.rmSync(mediaDir, { recursive: true, force: true });
  }
}

await main();
