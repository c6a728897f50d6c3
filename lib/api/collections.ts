/** /api/v1/collections/{slug}: a collection's items in order, nested collections with their own first stories. */
import type { Edition } from '../brands/resolve-host';
import { tags } from '../cache/tags';
import { queryCollection, type CollectionData, type CollectionItem } from '../content/listing-queries';
import type { Database } from '../db/client';
import type { CollectionLayout } from '../db/schema';
import type { CollectionParams } from './params';
import { queryCollectionMetadata } from '../content/records';
import { notFound, ok, type ApiResult } from './result';
import type { ApiStory } from '../content/stories/shapes';
import { loadStories } from './stories';

/** How many stories a nested collection brings along. */
export const NESTED_COLLECTION_LIMIT = 8;

interface ApiStoryItem {
  readonly type: 'story';
  readonly id: number;
  readonly story: Partial<ApiStory>;
}

interface ApiCollectionItem {
  readonly type: 'collection';
  readonly id: number;
  readonly slug: string;
  readonly name: string;
  readonly summary: string | null;
  readonly template: CollectionData['template'];
  readonly 'updated-at': number;
  readonly 'associated-metadata': CollectionLayout;
  readonly items: ApiStoryItem[];
  readonly 'total-count': number;
}

function storyItems(items: readonly CollectionItem[], stories: ReadonlyMap<number, Partial<ApiStory>>): ApiStoryItem[] {
  return items.flatMap((item) => {
    const story = item.type === 'story' ? stories.get(item.story.id) : undefined;
    return item.type === 'story' && story ? [{ type: 'story' as const, id: item.story.id, story }] : [];
  });
}

export async function collectionHandler(db: Database, edition: Edition, params: CollectionParams): Promise<ApiResult> {
  const editionTag = tags.brand(edition.brand, edition.lang);
  const collectionTag = tags.collection(edition.brand, edition.lang, params.slug);
  const collection = await queryCollection(db, edition.brand, edition.lang, params.slug, {
    limit: params.limit,
    offset: params.offset,
    storiesOnly: params.storiesOnly,
    nestedLimit: NESTED_COLLECTION_LIMIT,
  });
  if (!collection) return notFound('No collection with this slug in this edition.', [editionTag, collectionTag]);

  const nested = collection.items.flatMap((item) => (item.type === 'collection' ? [item] : []));
  const storyIds = [collection, ...nested.map((item) => item.collection)].flatMap((c) => c.items.flatMap((item) => (item.type === 'story' ? [item.story.id] : [])));
  const [loaded, metadata] = await Promise.all([loadStories(db, edition, storyIds, params.fields), queryCollectionMetadata(db, collection.id)]);

  const items = collection.items.flatMap((item): (ApiStoryItem | ApiCollectionItem)[] => {
    if (item.type === 'story') return storyItems([item], loaded.stories);
    const child = item.collection;
    return [
      {
        type: 'collection',
        id: child.id,
        slug: child.slug,
        name: child.name,
        summary: child.summary,
        template: child.template,
        'updated-at': child.updatedAt,
        'associated-metadata': item.layout,
        items: storyItems(child.items, loaded.stories),
        'total-count': child.total,
      },
    ];
  });
  return ok(
    {
      id: collection.id,
      slug: collection.slug,
      name: collection.name,
      summary: collection.summary,
      template: collection.template,
      'updated-at': collection.updatedAt,
      metadata,
      'associated-metadata': collection.layout,
      items,
      'total-count': collection.total,
    },
    [editionTag, collectionTag, ...nested.map((item) => tags.collection(edition.brand, edition.lang, item.collection.slug)), ...loaded.tags],
  );
}
