/**
 * A story read back after a write, in the read API's shape plus its `status`, `brand` and
 * `lang`. It is the read model's record (lib/content/stories/records.ts) in any status and
 * with the text of registered-only stories: the answer goes only to the authenticated CMS
 * that sent it.
 */
import 'server-only';
import { serialiseStory, type ApiStory } from '../api/serialise';
import type { BrandKey, Lang } from '../brands/brands';
import { queryWrittenStory } from '../content/stories/records';
import type { StoryCard } from '../content/story-types';
import { inTurn, type Tx } from './db';
import type { StoryStatus } from './story-input';

/** Its cards are in the ingest API's own element shape, as the CMS wrote them (the read API answers the platform's `story-elements`). */
export type IngestStory = Omit<ApiStory, 'cards'> & { readonly cards: readonly StoryCard[]; readonly status: StoryStatus; readonly brand: string; readonly lang: string };

export async function readStory(tx: Tx, id: number): Promise<IngestStory | null> {
  const record = await queryWrittenStory(tx, id, inTurn);
  if (!record) return null;
  const shape = serialiseStory(record, { brand: record.brand as BrandKey, lang: record.lang as Lang }, null) as ApiStory;
  return { ...shape, cards: record.cards, status: record.status, brand: record.brand, lang: record.lang };
}
