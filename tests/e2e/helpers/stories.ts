import { spawnSync } from 'node:child_process';
import { PORT, get } from './editions';
import type { APIRequestContext } from '@playwright/test';

/**
 * The path of the newest public story of a template in an edition, found through the public
 * search API; with `oldest`, the oldest: a seed story that the specs publishing, retracting or
 * editing the newest stories (ingest.spec, seo.spec, search.spec) never touch while another reads it.
 */
export async function storyPathOf(request: APIRequestContext, origin: string, template: string, { oldest = false } = {}): Promise<string> {
  const sort = oldest ? '&sort=published-at:asc' : '';
  const response = await get(request, `${origin}/api/v1/advanced-search?type=${template}&limit=20&fields=url,access${sort}`);
  const { results } = await response.json();
  const story = results.stories.find((candidate: { access: string }) => candidate.access !== 'login');
  if (!story) throw new Error(`no public ${template} story at ${origin}`);
  return pathOf(story.url);
}

/** The path of an API story's `url` (an absolute address on its edition's host). */
export function pathOf(url: string): string {
  return new URL(url).pathname;
}

/** The content API's public preview address of a story, as `npm run preview-link -- --api` prints it. */
export function previewApiPath(storyId: number): string {
  const printed = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/preview-link.ts', '--story', String(storyId), '--api', '--host', `localhost:${PORT}`], {
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR },
    encoding: 'utf8',
  }).stdout.trim();
  return new URL(printed).pathname;
}

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];
