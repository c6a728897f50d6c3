/**
 * The storage schema: everything of docs/product.md, "Entities" that the server keeps.
 * Column names are snake_case in SQL and camelCase in TypeScript.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { StoryCard, StoryTemplate } from '../content/story-types';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const sections = pgTable(
  'sections',
  {
    id: serial('id').primaryKey(),
    brand: text('brand').notNull(),
    lang: text('lang').notNull(),
    parentId: integer('parent_id').references((): AnyPgColumn => sections.id, { onDelete: 'set null' }),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    displayName: text('display_name').notNull(),
    domainSlug: text('domain_slug'),
    color: text('color').notNull().default('#333333'),
    position: integer('position').notNull().default(0),
    seo: jsonb('seo').$type<{ 'meta-title'?: string; 'meta-description'?: string }>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('sections_brand_lang_slug').on(t.brand, t.lang, t.slug), index('sections_parent').on(t.parentId)],
);

export const authors = pgTable(
  'authors',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    lang: text('lang').notNull(),
    name: text('name').notNull(),
    bio: text('bio').notNull().default(''),
    role: text('role').$type<'staff' | 'contributor' | 'Public Author'>().notNull().default('staff'),
    avatarS3Key: text('avatar_s3_key'),
    avatarUrl: text('avatar_url'),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('authors_lang_slug').on(t.lang, t.slug)],
);

export const tags = pgTable(
  'tags',
  {
    id: serial('id').primaryKey(),
    lang: text('lang').notNull(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('tags_lang_slug').on(t.lang, t.slug)],
);

export const entities = pgTable(
  'entities',
  {
    id: serial('id').primaryKey(),
    lang: text('lang').notNull(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    type: text('type').$type<'person' | 'organisation' | 'place' | 'event'>().notNull(),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [uniqueIndex('entities_lang_slug').on(t.lang, t.slug), index('entities_type').on(t.type)],
);

export interface HeroImageMetadata {
  width: number;
  height: number;
  alt: string;
  'focus-point'?: [number, number];
}

export interface StoryMetadata {
  'is-closed'?: boolean;
  'story-attributes'?: Record<string, string[]>;
  [key: string]: unknown;
}

export interface StoryAlternative {
  home?: { default?: { headline?: string; 'hero-image'?: { 'hero-image-s3-key': string } } };
}

export interface StorySeo {
  'meta-title'?: string;
  'meta-description'?: string;
  'meta-keywords'?: string[];
}

export const stories = pgTable(
  'stories',
  {
    id: serial('id').primaryKey(),
    brand: text('brand').notNull(),
    lang: text('lang').notNull(),
    slug: text('slug').notNull(),
    /** The newsroom system's own id of the story (the platform's `external-id`), unique in its edition. */
    externalId: text('external_id'),
    headline: text('headline').notNull(),
    subheadline: text('subheadline'),
    template: text('template').$type<StoryTemplate>().notNull().default('text'),
    access: text('access').$type<'public' | 'login'>().notNull().default('public'),
    status: text('status').$type<'published' | 'draft' | 'retracted'>().notNull().default('published'),
    excerpt: text('excerpt').notNull().default(''),
    summary: text('summary'),
    metadata: jsonb('metadata').$type<StoryMetadata>().notNull().default({}),
    heroImageS3Key: text('hero_image_s3_key'),
    heroImageMetadata: jsonb('hero_image_metadata').$type<HeroImageMetadata>(),
    heroImageCaption: text('hero_image_caption'),
    heroImageAttribution: text('hero_image_attribution'),
    primarySectionId: integer('primary_section_id').references(() => sections.id, { onDelete: 'set null' }),
    authorName: text('author_name'),
    cards: jsonb('cards').$type<StoryCard[]>().notNull().default([]),
    alternative: jsonb('alternative').$type<StoryAlternative>().notNull().default({}),
    seo: jsonb('seo').$type<StorySeo>().notNull().default({}),
    firstPublishedAt: timestamp('first_published_at', { withTimezone: true }),
    lastPublishedAt: timestamp('last_published_at', { withTimezone: true }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('stories_brand_lang_slug').on(t.brand, t.lang, t.slug),
    uniqueIndex('stories_external_id').on(t.brand, t.lang, t.externalId).where(sql`${t.externalId} is not null`),
    // Every "newest first" list of an edition (home, latest, sections' fill, for-you candidates) orders by
    // published_at desc (nulls first, PostgreSQL's default) then id desc: the index keeps that order.
    index('stories_latest').on(t.brand, t.lang, t.publishedAt.desc().nullsFirst(), t.id.desc().nullsFirst()).where(sql`${t.status} = 'published'`),
    index('stories_section').on(t.primarySectionId, t.publishedAt.desc()),
    // The retracted slugs every instance reloads each 30 s (lib/routing/gone.ts): a handful of
    // rows, which without this index cost a sequential scan of the whole table each time.
    index('stories_retracted').on(t.brand, t.lang, t.slug).where(sql`${t.status} = 'retracted'`),
    // An edition's stories of one template, newest first, and their count (the API's `type`
    // and `template` filters without a query): without it, a sequential scan (npm run bench:scale).
    index('stories_template').on(t.brand, t.lang, t.template, t.publishedAt.desc().nullsFirst(), t.id.desc().nullsFirst()).where(sql`${t.status} = 'published'`),
  ],
);

export const storyAuthors = pgTable(
  'story_authors',
  {
    storyId: integer('story_id').notNull().references(() => stories.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').notNull().references(() => authors.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.storyId, t.authorId] }), index('story_authors_author').on(t.authorId)],
);

export const storySections = pgTable(
  'story_sections',
  {
    storyId: integer('story_id').notNull().references(() => stories.id, { onDelete: 'cascade' }),
    sectionId: integer('section_id').notNull().references(() => sections.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.storyId, t.sectionId] }), index('story_sections_section').on(t.sectionId)],
);

export const storyTags = pgTable(
  'story_tags',
  {
    storyId: integer('story_id').notNull().references(() => stories.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id').notNull().references(() => tags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.storyId, t.tagId] }), index('story_tags_tag').on(t.tagId)],
);

export const storyEntities = pgTable(
  'story_entities',
  {
    storyId: integer('story_id').notNull().references(() => stories.id, { onDelete: 'cascade' }),
    entityId: integer('entity_id').notNull().references(() => entities.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.storyId, t.entityId] }), index('story_entities_entity').on(t.entityId)],
);

/**
 * The search document of a story (lib/search/document.ts): its words normalised, stemmed and
 * folded in TypeScript, written whenever the story is (seed, ingest), each term stored as its
 * 53-bit key (lib/search/term-key.ts). `terms` holds the exact stems and forgiving keys of the
 * story's text, `head` those of the headline
 * alone (indexed too: the first page of a relevance search is usually all headline matches);
 * filters and the sort date are copied so a search reads this table only.
 */
export const storySearch = pgTable(
  'story_search',
  {
    storyId: integer('story_id').primaryKey().references(() => stories.id, { onDelete: 'cascade' }),
    brand: text('brand').notNull(),
    lang: text('lang').notNull(),
    status: text('status').notNull(),
    template: text('template').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    terms: bigint('terms', { mode: 'number' }).array().notNull(),
    head: bigint('head', { mode: 'number' }).array().notNull(),
  },
  (t) => [
    index('story_search_terms').using('gin', t.terms),
    index('story_search_head').using('gin', t.head),
    // Newest matches first without sorting them all (lib/content/stories/search.ts). Date
    // first, edition after: an index led by brand and lang would be ANDed into every
    // bitmap scan of the GIN indexes by the planner, which costs more than it saves.
    index('story_search_recent')
      .on(t.publishedAt.desc().nullsFirst(), t.storyId.desc().nullsFirst(), t.brand, t.lang)
      .where(sql`${t.status} = 'published'`),
  ],
);

/** Links a Bengali story to its English counterpart (one each way). */
export const storyTranslations = pgTable(
  'story_translations',
  {
    bnStoryId: integer('bn_story_id').notNull().references(() => stories.id, { onDelete: 'cascade' }),
    enStoryId: integer('en_story_id').notNull().references(() => stories.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.bnStoryId, t.enStoryId] }), uniqueIndex('story_translations_bn').on(t.bnStoryId), uniqueIndex('story_translations_en').on(t.enStoryId)],
);

export interface CollectionMetadata {
  'cover-image'?: { 'cover-image-s3-key': string; caption?: string } | null;
  [key: string]: unknown;
}

export interface CollectionLayout {
  layout?: 'lead' | 'grid' | 'list' | 'slider' | 'section-block' | 'photo-row' | 'video-row' | 'opinion-row' | 'most-recent' | 'header';
  'show-more'?: boolean;
  'items-limit'?: number;
  'ad-slot'?: string | null;
  [key: string]: unknown;
}

export const collections = pgTable(
  'collections',
  {
    id: serial('id').primaryKey(),
    brand: text('brand').notNull(),
    lang: text('lang').notNull(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    summary: text('summary'),
    template: text('template').$type<'home' | 'section' | 'manual'>().notNull().default('manual'),
    sectionId: integer('section_id').references(() => sections.id, { onDelete: 'set null' }),
    metadata: jsonb('metadata').$type<CollectionMetadata>().notNull().default({}),
    associatedMetadata: jsonb('associated_metadata').$type<CollectionLayout>().notNull().default({}),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('collections_brand_lang_slug').on(t.brand, t.lang, t.slug)],
);

export const collectionItems = pgTable(
  'collection_items',
  {
    id: serial('id').primaryKey(),
    collectionId: integer('collection_id').notNull().references(() => collections.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    itemType: text('item_type').$type<'story' | 'collection'>().notNull(),
    storyId: integer('story_id').references(() => stories.id, { onDelete: 'cascade' }),
    childCollectionId: integer('child_collection_id').references((): AnyPgColumn => collections.id, { onDelete: 'cascade' }),
    associatedMetadata: jsonb('associated_metadata').$type<CollectionLayout>().notNull().default({}),
  },
  (t) => [index('collection_items_order').on(t.collectionId, t.position)],
);

export const menuGroups = pgTable(
  'menu_groups',
  {
    id: serial('id').primaryKey(),
    brand: text('brand').notNull(),
    lang: text('lang').notNull(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('menu_groups_brand_lang_slug').on(t.brand, t.lang, t.slug)],
);

export type MenuItemType = 'placeholder' | 'link' | 'tag' | 'entity' | 'section';

export const menuItems = pgTable(
  'menu_items',
  {
    id: serial('id').primaryKey(),
    menuGroupId: integer('menu_group_id').notNull().references(() => menuGroups.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id').references((): AnyPgColumn => menuItems.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    itemType: text('item_type').$type<MenuItemType>().notNull(),
    url: text('url'),
    tagSlug: text('tag_slug'),
    entitySlug: text('entity_slug'),
    sectionSlug: text('section_slug'),
    itemId: integer('item_id'),
    data: jsonb('data').$type<{ link?: string; color?: string }>().notNull().default({}),
  },
  (t) => [index('menu_items_group').on(t.menuGroupId, t.position)],
);

export const breakingNews = pgTable(
  'breaking_news',
  {
    id: serial('id').primaryKey(),
    brand: text('brand').notNull(),
    lang: text('lang').notNull(),
    headline: text('headline').notNull(),
    linkedStorySlug: text('linked_story_slug'),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [index('breaking_news_live').on(t.brand, t.lang, t.createdAt.desc())],
);

export const polls = pgTable('polls', {
  id: serial('id').primaryKey(),
  brand: text('brand').notNull(),
  lang: text('lang').notNull(),
  question: text('question').notNull(),
  isClosed: boolean('is_closed').notNull().default(false),
  createdAt: createdAt(),
});

export const pollOptions = pgTable(
  'poll_options',
  {
    id: serial('id').primaryKey(),
    pollId: integer('poll_id').notNull().references(() => polls.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    text: text('text').notNull(),
    votes: integer('votes').notNull().default(0),
  },
  (t) => [index('poll_options_poll').on(t.pollId, t.position)],
);

/**
 * One vote per reader and poll (lib/polls/votes.ts): `voter` is `m:{member id}` for a
 * signed-in reader, `a:{id}` for the signed voter cookie of an anonymous one.
 */
export const pollVotes = pgTable(
  'poll_votes',
  {
    pollId: integer('poll_id')
      .notNull()
      .references(() => polls.id, { onDelete: 'cascade' }),
    voter: text('voter').notNull(),
    optionId: integer('option_id')
      .notNull()
      .references(() => pollOptions.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.pollId, t.voter] })],
);

export const staticPages = pgTable(
  'static_pages',
  {
    id: serial('id').primaryKey(),
    brand: text('brand').notNull(),
    lang: text('lang').notNull(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('static_pages_brand_lang_slug').on(t.brand, t.lang, t.slug)],
);

/** Old URLs answered with a 301 (docs/routes.md). */
export const redirects = pgTable(
  'redirects',
  {
    id: serial('id').primaryKey(),
    brand: text('brand').notNull(),
    lang: text('lang').notNull(),
    sourcePath: text('source_path').notNull(),
    targetPath: text('target_path').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('redirects_source').on(t.brand, t.lang, t.sourcePath)],
);

export const districts = pgTable('districts', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  bnName: text('bn_name').notNull(),
  division: text('division').notNull(),
  sehriOffset: smallint('sehri_offset').notNull(),
  iftarOffset: smallint('iftar_offset').notNull(),
});

/** Reader accounts (docs/product.md, "Readers and brands" and "Roles"). Emails are kept lower-cased and trimmed. */
export const members = pgTable(
  'members',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    name: text('name'),
    /** scrypt hash in PHC-like form; null for members who only ever signed in by code or link. */
    passwordHash: text('password_hash'),
    emailVerified: boolean('email_verified').notNull().default(false),
    avatarS3Key: text('avatar_s3_key'),
    avatarUrl: text('avatar_url'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('members_email').on(t.email)],
);

/** Signed-in sessions. Only the SHA-256 of the cookie's random id is stored. */
export const memberSessions = pgTable(
  'member_sessions',
  {
    idHash: text('id_hash').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** The absolute timeout: the session ends then however active it is. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('member_sessions_member').on(t.memberId)],
);

export type AuthTokenPurpose = 'login' | 'reset' | 'oauth-code' | 'upload' | 'submission';

/**
 * Single-use secrets sent by mail or handed to a browser: a link token and/or a 6-digit
 * code, both stored as hashes. `attempts` counts wrong codes; the row is dead at 5.
 */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: serial('id').primaryKey(),
    purpose: text('purpose').$type<AuthTokenPurpose>().notNull(),
    email: text('email').notNull(),
    memberId: integer('member_id').references(() => members.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash'),
    codeHash: text('code_hash'),
    attempts: smallint('attempts').notNull().default(0),
    data: jsonb('data').$type<Record<string, string>>().notNull().default({}),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('auth_tokens_token_hash').on(t.tokenHash), index('auth_tokens_email').on(t.purpose, t.email)],
);

/** Fixed-window rate-limit counters, used when REDIS_URL is not set. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});

/**
 * Outgoing mail, kept until the relay took it (lib/auth/mail.ts): a relay that is down delays
 * a message, never loses it. At most one undelivered message per address and kind: a reader
 * who asks again while the relay is down gets the newer message in place of the older.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    recipient: text('recipient').notNull(),
    /** What the mail is for (login, reset): the newer message of a kind replaces an undelivered older one. */
    kind: text('kind').notNull(),
    message: jsonb('message').$type<{ subject: string; text: string; html: string; lang: string }>().notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the relay accepted it (then the row is kept a day for operators, and swept). */
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** The last failure, redacted (no address, no code): what the operator sees. */
    lastError: text('last_error'),
  },
  (table) => [index('mail_outbox_due').on(table.nextAttemptAt).where(sql`sent_at is null`), uniqueIndex('mail_outbox_pending').on(table.recipient, table.kind).where(sql`sent_at is null`)],
);

/** Metadata a bookmark keeps of the page it saved, so /saved lists it without a content read. */
export interface BookmarkMetadata {
  readonly headline: string;
  readonly url: string;
  readonly story_id: number | null;
  readonly image: string | null;
  readonly section: string | null;
}

/** Saved stories (docs/product.md, "Readers and brands" and "Calls"): one row per member, edition and page path. */
export const bookmarks = pgTable(
  'bookmarks',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    brand: text('brand').notNull(),
    lang: text('lang').notNull(),
    url: text('url').notNull(),
    metadata: jsonb('metadata').$type<BookmarkMetadata>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('bookmarks_member_page').on(t.memberId, t.brand, t.lang, t.url),
    index('bookmarks_member_recent').on(t.memberId, t.brand, t.lang, t.createdAt.desc()),
    // The saved list spans every brand and edition (lib/members/bookmarks.ts).
    index('bookmarks_member_all_recent').on(t.memberId, t.createdAt.desc()),
  ],
);

/** Stories a member opened, for the for-you recommendations: the latest read per story. */
export const storyReads = pgTable(
  'story_reads',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    storyId: integer('story_id')
      .notNull()
      .references(() => stories.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.storyId] }), index('story_reads_recent').on(t.memberId, t.readAt.desc())],
);

/** Push messaging tokens from POST /register-fcm-topic, kept once each (by their SHA-256). */
export const pushTokens = pgTable(
  'push_tokens',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    token: text('token').notNull(),
    brand: text('brand').notNull(),
    lang: text('lang').notNull(),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** A web-push subscription's keys (`p256dh`, `auth`) when the browser sent them: needed to encrypt a payload. */
    keys: jsonb('keys').$type<{ p256dh: string; auth: string }>(),
  },
  (t) => [uniqueIndex('push_tokens_hash').on(t.tokenHash), index('push_tokens_edition').on(t.brand, t.lang, t.id)],
);

/** Push messages sent through the ingest API; the notifications page lists the latest. */
export const pushMessages = pgTable(
  'push_messages',
  {
    id: serial('id').primaryKey(),
    brand: text('brand').notNull(),
    lang: text('lang').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    url: text('url'),
    createdAt: createdAt(),
  },
  (t) => [index('push_messages_recent').on(t.brand, t.lang, t.createdAt.desc())],
);

/** A comment's body: Quill-like ops of text and mentions (docs/product.md, "Entities"), validated before storage. */
export type CommentOp = { readonly insert: string } | { readonly insert: { readonly mention: { readonly id: number; readonly name: string } } };
export type CommentStatus = 'pending' | 'approved' | 'rejected';

/** Comments under stories (docs/members.md). A reply names its parent; replies go one level deep. */
export const comments = pgTable(
  'comments',
  {
    id: serial('id').primaryKey(),
    storyId: integer('story_id')
      .notNull()
      .references(() => stories.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id').references((): AnyPgColumn => comments.id, { onDelete: 'cascade' }),
    ops: jsonb('ops').$type<CommentOp[]>().notNull(),
    status: text('status').$type<CommentStatus>().notNull().default('pending'),
    /** Why the policy held it (new-member, word-list) or who decided (moderator); shown to moderators only. */
    reason: text('reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('comments_story').on(t.storyId, t.status, t.createdAt),
    index('comments_member').on(t.memberId, t.createdAt.desc()),
    index('comments_queue').on(t.status, t.createdAt).where(sql`${t.status} = 'pending'`),
    // A thread's top-level comments newest first, paged by (created_at, id) cursor; and each page's replies.
    index('comments_thread').on(t.storyId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()).where(sql`${t.parentId} is null`),
    index('comments_replies').on(t.parentId, t.createdAt, t.id).where(sql`${t.parentId} is not null`),
  ],
);

/** Members who may moderate comments (besides callers with MODERATION_API_KEY). */
export const commentModerators = pgTable('comment_moderators', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
});

/** Registered-only stories a member has read per metering period (docs/members.md, "Registered-only stories and metering"): one row per story and period. */
export const meterReads = pgTable(
  'meter_reads',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    period: text('period').notNull(),
    storyId: integer('story_id')
      .notNull()
      .references(() => stories.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.period, t.storyId] })],
);

/**
 * First-party reading counts (docs/reading-counts.md): page views of a story per hour, summed
 * in each process and added here every few seconds; rows older than a few days are pruned.
 * No reader is named: a row is a story, an hour and a number. `brand` and `lang` repeat the
 * story's so Most read reads one edition's last 24 hours from the index alone.
 */
export const storyViews = pgTable(
  'story_views',
  {
    storyId: integer('story_id')
      .notNull()
      .references(() => stories.id, { onDelete: 'cascade' }),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    brand: text('brand').notNull(),
    lang: text('lang').notNull(),
    views: integer('views').notNull(),
  },
  (t) => [primaryKey({ columns: [t.storyId, t.hour] }), index('story_views_edition_hour').on(t.brand, t.lang, t.hour), index('story_views_hour').on(t.hour)],
);

export type SubmissionStatus = 'pending' | 'accepted' | 'rejected';
export interface SubmissionPhoto {
  /** Under media/ (re-encoded WebP, no metadata). */
  readonly key: string;
  readonly width: number;
  readonly height: number;
}

/**
 * Readers' reports and story tips (docs/product.md, "Reader submissions"): the moderation
 * queue of the ingest API. `email` is the address that proved itself with a mailed code
 * (or the signed-in member's); `storyId` is the draft an accepted report became.
 */
export const submissions = pgTable(
  'submissions',
  {
    id: serial('id').primaryKey(),
    brand: text('brand').notNull(),
    lang: text('lang').notNull(),
    memberId: integer('member_id').references(() => members.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    place: text('place').notNull().default(''),
    contact: text('contact').notNull().default(''),
    photos: jsonb('photos').$type<SubmissionPhoto[]>().notNull().default([]),
    status: text('status').$type<SubmissionStatus>().notNull().default('pending'),
    storyId: integer('story_id').references(() => stories.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [index('submissions_queue').on(t.status, t.id)],
);
