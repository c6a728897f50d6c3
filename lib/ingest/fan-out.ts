/**
 * When one write changes how many stories look (an author renamed: every byline and
 * card with that name), the tags of those stories. Past a few hundred stories the
 * edition's own tag is cheaper and just as exact for the pages: every entry of the
 * edition carries it.
 */
import 'server-only';
import { tags } from '../cache/tags';
import { unique } from './db';

export const MAX_STORY_TAGS = 200;

export function storyFanOut(rows: readonly { id: number; brand: string; lang: string }[]): string[] {
  const editions = unique(rows.map((row) => `${row.brand}\u0000${row.lang}`)).map((key) => key.split('\u0000') as [string, string]);
  if (rows.length > MAX_STORY_TAGS) return editions.map(([brand, lang]) => tags.brand(brand, lang));
  return [...rows.map((row) => tags.story(row.id)), ...editions.map(([brand, lang]) => tags.latest(brand, lang))];
}
