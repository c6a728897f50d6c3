/**
 * The cached content getters: the only way pages read storage (docs/architecture.md, "Caching").
 * Every getter tags its entry so a write revalidates exactly what it touched: listings
 * carry their edition's `latest` tag (a new story can appear in any of them) and the
 * `story:{id}` tag of every story they show.
 */
import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import type { BrandKey, Lang } from '../brands/brands';
import { tags } from '../cache/tags';
import { getDb } from '../db/client';
import {
  queryAuthor,
  queryAuthors,
  queryBreakingNews,
  queryCollection,
  queryMenu,
  queryRedirect,
  querySection,
  queryStaticPage,
  queryStoriesByAuthor,
  queryStoriesForTopic,
  queryStoriesInSection,
  queryTopic,
  queryTopSections,
  type CollectionData,
  type Page,
  type TopicData,
} from './listing-queries';
import { queryPushMessages } from '../push/messages';
import { queryDistricts, queryPoll } from './records';
import { queryLatestStories, queryRelatedStories, RELATED_STORIES } from './stories/cards';
import { queryIsRetracted, queryPublishedStoryById, queryStoryBySlug } from './stories/page';
import type { StoryCardData, StoryPageData } from './stories/shapes';

export type { StoryCardData, StoryPageData } from './stories/shapes';
export type { AuthorData, BreakingNewsItem, CollectionData, CollectionItem, MenuItemData, Page, SectionData, TopicData } from './listing-queries';

function tagStories(items: readonly StoryCardData[]): void {
  if (items.length) cacheTag(...items.map((story) => tags.story(story.id)));
}

export async function getLatestStories(brand: BrandKey, lang: Lang, limit = 20, offset = 0): Promise<StoryCardData[]> {
  'use cache';
  cacheTag(tags.brand(brand, lang), tags.latest(brand, lang));
  cacheLife('minutes');
  const latest = await queryLatestStories(getDb(), { brand, lang }, limit, offset);
  tagStories(latest);
  return latest;
}

export async function getStoryBySlug(brand: BrandKey, lang: Lang, slug: string): Promise<StoryPageData | null> {
  'use cache';
  cacheTag(tags.brand(brand, lang), tags.storySlug(brand, lang, slug));
  cacheLife('hours');
  const story = await queryStoryBySlug(getDb(), { brand, lang }, slug);
  if (story) cacheTag(tags.story(story.id));
  return story;
}

/** A published story by id (its shared pictures are addressed so); null when the edition has none. */
export async function getStoryById(brand: BrandKey, lang: Lang, id: number): Promise<StoryPageData | null> {
  'use cache';
  cacheTag(tags.brand(brand, lang), tags.story(id));
  cacheLife('hours');
  return queryPublishedStoryById(getDb(), { brand, lang }, id);
}

const NOT_FOUND_LATEST = 3;

/**
 * The latest stories of the 404 page. Next renders the not-found boundary into every
 * page, so this getter carries only the edition's tag: with the `latest:` and `story:`
 * tags, every story edit would expire every cached page of the edition. Three, as the
 * header's latest: each headline link is in every page's payload (about 270 bytes in
 * Bengali), for a list only a 404 shows.
 */
export async function getLatestForNotFound(brand: BrandKey, lang: Lang): Promise<StoryCardData[]> {
  'use cache';
  cacheTag(tags.brand(brand, lang));
  cacheLife('minutes');
  return queryLatestStories(getDb(), { brand, lang }, NOT_FOUND_LATEST);
}

/** Related stories; a failure is logged and gives an empty list (docs/product.md, "Errors"). */
export async function getRelatedStories(brand: BrandKey, lang: Lang, storyId: number, sectionId: number | null): Promise<StoryCardData[]> {
  try {
    return await getRelatedStoriesCached(brand, lang, storyId, sectionId);
  } catch (error) {
    console.error('related stories failed:', (error as Error).message);
    return [];
  }
}

async function getRelatedStoriesCached(brand: BrandKey, lang: Lang, storyId: number, sectionId: number | null): Promise<StoryCardData[]> {
  'use cache';
  // By section, not `latest:`: a story written elsewhere in the edition leaves this page cached.
  cacheTag(tags.brand(brand, lang), sectionId ? tags.section(sectionId) : tags.latest(brand, lang));
  cacheLife('minutes');
  const related = await queryRelatedStories(getDb(), { brand, lang }, storyId, sectionId, RELATED_STORIES);
  tagStories(related);
  return related;
}

export async function getIsRetracted(brand: BrandKey, lang: Lang, slug: string): Promise<boolean> {
  'use cache';
  cacheTag(tags.brand(brand, lang), tags.storySlug(brand, lang, slug));
  cacheLife('hours');
  return queryIsRetracted(getDb(), { brand, lang }, slug);
}

export async function getSection(brand: BrandKey, lang: Lang, slug: string) {
  'use cache';
  cacheTag(tags.brand(brand, lang), tags.sections(brand, lang));
  cacheLife('hours');
  return querySection(getDb(), brand, lang, slug);
}

export async function getTopSections(brand: BrandKey, lang: Lang) {
  'use cache';
  cacheTag(tags.brand(brand, lang), tags.sections(brand, lang));
  cacheLife('hours');
  return queryTopSections(getDb(), brand, lang);
}

export async function getSectionStories(brand: BrandKey, lang: Lang, sectionId: number, limit: number, offset: number): Promise<Page<StoryCardData>> {
  'use cache';
  cacheTag(tags.brand(brand, lang), tags.latest(brand, lang), tags.section(sectionId));
  cacheLife('minutes');
  const page = await queryStoriesInSection(getDb(), brand, lang, sectionId, limit, offset);
  tagStories(page.items);
  return page;
}

export async function getCollection(brand: BrandKey, lang: Lang, slug: string, limit: number, offset: number, storiesOnly = false, nestedLimit?: number): Promise<CollectionData | null> {
  'use cache';
  cacheTag(tags.brand(brand, lang), tags.collection(brand, lang, slug));
  cacheLife('minutes');
  const collection = await queryCollection(getDb(), brand, lang, slug, { limit, offset, storiesOnly, nestedLimit });
  if (collection) {
    for (const item of collection.items) {
      if (item.type === 'story') cacheTag(tags.story(item.story.id));
      else {
        cacheTag(tags.collection(brand, lang, item.collection.slug));
        tagStories(item.collection.items.flatMap((nested) => (nested.type === 'story' ? [nested.story] : [])));
      }
    }
  }
  return collection;
}

export async function getTopic(lang: Lang, slug: string): Promise<TopicData | null> {
  'use cache';
  cacheTag(tags.topic(lang, slug));
  cacheLife('hours');
  return queryTopic(getDb(), lang, slug);
}

export async function getTopicStories(brand: BrandKey, lang: Lang, topic: TopicData, limit: number, offset: number): Promise<Page<StoryCardData>> {
  'use cache';
  cacheTag(tags.brand(brand, lang), tags.latest(brand, lang), tags.topic(lang, topic.slug));
  cacheLife('minutes');
  const page = await queryStoriesForTopic(getDb(), brand, lang, topic, limit, offset);
  tagStories(page.items);
  return page;
}

export async function getAuthor(lang: Lang, slug: string) {
  'use cache';
  cacheTag(tags.authors(lang));
  cacheLife('hours');
  return queryAuthor(getDb(), lang, slug);
}

export async function getAuthors(lang: Lang, limit: number, offset: number) {
  'use cache';
  cacheTag(tags.authors(lang));
  cacheLife('hours');
  return queryAuthors(getDb(), lang, limit, offset);
}

export async function getAuthorStories(brand: BrandKey, lang: Lang, authorId: number, limit: number, offset: number): Promise<Page<StoryCardData>> {
  'use cache';
  cacheTag(tags.brand(brand, lang), tags.latest(brand, lang), tags.author(authorId));
  cacheLife('minutes');
  const page = await queryStoriesByAuthor(getDb(), brand, lang, authorId, limit, offset);
  tagStories(page.items);
  return page;
}

export async function getMenu(brand: BrandKey, lang: Lang, group: 'main' | 'hamburger' | 'footer') {
  'use cache';
  cacheTag(tags.brand(brand, lang), tags.menus(brand, lang));
  cacheLife('hours');
  return queryMenu(getDb(), brand, lang, group);
}

export async function getBreakingNews(brand: BrandKey, lang: Lang) {
  'use cache';
  cacheTag(tags.brand(brand, lang), tags.breakingNews(brand, lang));
  cacheLife('minutes');
  return queryBreakingNews(getDb(), brand, lang);
}

/** A poll of the edition with its counts, for the poll-counter page (a vote expires its tag). */
export async function getPoll(brand: BrandKey, lang: Lang, id: number) {
  'use cache';
  cacheTag(tags.brand(brand, lang), tags.poll(id));
  cacheLife('minutes');
  return queryPoll(getDb(), { brand, lang }, id);
}

/** The 64 districts with their sehri and iftar offsets from the capital (the Ramadan widget). */
export async function getDistricts() {
  'use cache';
  cacheTag(tags.districts());
  cacheLife('days');
  return queryDistricts(getDb());
}

/** The latest push messages of the edition, for the notifications page. */
export async function getPushMessages(brand: BrandKey, lang: Lang) {
  'use cache';
  cacheTag(tags.brand(brand, lang), tags.pushMessages(brand, lang));
  cacheLife('minutes');
  return queryPushMessages(getDb(), brand, lang);
}

export async function getStaticPage(brand: BrandKey, lang: Lang, slug: string) {
  'use cache';
  cacheTag(tags.brand(brand, lang), tags.staticPage(brand, lang, slug));
  cacheLife('days');
  return queryStaticPage(getDb(), brand, lang, slug);
}

export async function getRedirect(brand: BrandKey, lang: Lang, path: string) {
  'use cache';
  cacheTag(tags.brand(brand, lang), tags.redirects(brand, lang));
  cacheLife('hours');
  return queryRedirect(getDb(), brand, lang, path);
}
