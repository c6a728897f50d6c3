/**
 * The demo newsroom: a deterministic generator that fills an empty schema with
 * readable Bengali and English news for the main brand and the six sister brands.
 */
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { BRANDS, getBrand, type BrandKey, type Lang } from '../brands/brands';
import type { Database } from '../db/client';
import * as s from '../db/schema';
import { slugify } from '../content/slug';
import type { StoryTemplate } from '../content/story-types';
import { BRAND_SECTIONS } from './corpus/brands';
import { DISTRICTS } from './corpus/districts';
import { AUTHORS, FILLERS } from './corpus/fillers';
import { MAIN_SECTIONS } from './corpus/main';
import { DONATE_PAGE, STATIC_PAGES } from './corpus/static-pages';
import type { SectionCorpus, StoryKit } from './corpus/types';
import { generateAvatar, generateDemoImages, type DemoImage } from './images';
import { createRandom, type Random } from './random';
import { indexStories } from '../search/store';
import { draftStory, featureOf, fillSlots, drawSlots, headlineOf, liveBlogStart, tagsOf, withHero, writeStory, type Slots, type StoryDraft } from './stories';

export interface SeedOptions {
  /** Total stories across all brands and editions (default 900). */
  readonly stories?: number;
  /** Where generated images go (DATA_DIR/media). */
  readonly mediaDir: string;
  /** The newest story's time; stories spread back about three and a half years from it. */
  readonly anchor?: Date;
  readonly seed?: number;
  readonly log?: (line: string) => void;
}

export interface SeedReport {
  readonly stories: number;
  readonly perEdition: Record<string, number>;
  readonly milliseconds: number;
}

export const DEFAULT_STORY_COUNT = 900;
const SPAN_MS = 3.5 * 365 * 24 * 3600 * 1000;
const BATCH = 400;

const CONTENT_TABLES = [
  'story_search', 'story_translations', 'story_entities', 'story_tags', 'story_sections', 'story_authors', 'collection_items',
  'collections', 'menu_items', 'menu_groups', 'breaking_news', 'poll_options', 'polls', 'static_pages', 'redirects',
  'stories', 'entities', 'tags', 'authors', 'sections', 'districts',
];

const TEMPLATE_WEIGHTS: readonly [StoryTemplate, number][] = [
  ['text', 62], ['photo', 8], ['video', 7], ['listicle', 6], ['interview', 5], ['shorts', 5], ['visual-story', 4], ['live-blog', 3],
];

function pickTemplate(random: Random): StoryTemplate {
  let roll = random.next() * 100;
  for (const [template, weight] of TEMPLATE_WEIGHTS) {
    roll -= weight;
    if (roll < 0) return template;
  }
  return 'text';
}

async function insertInBatches<T extends Record<string, unknown>>(db: Database, table: PgTable, rows: T[]): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) {
    await db.insert(table).values(rows.slice(i, i + BATCH) as never);
  }
}

interface EditionPlan {
  readonly brand: BrandKey;
  readonly lang: Lang;
  readonly sections: readonly SectionCorpus[];
}

interface SectionRow {
  readonly id: number;
  readonly slug: string;
  readonly corpus: SectionCorpus;
  readonly parentSlug: string | null;
}

interface StoryRow {
  readonly id: number;
  readonly slug: string;
  readonly headline: string;
  readonly sectionSlug: string;
  readonly template: StoryTemplate;
  readonly publishedAt: Date;
  /** The hero picture's storage key, or null. */
  readonly picture: string | null;
}

/** Story counts per edition: the main Bengali edition gets most, the English edition translates part of it. */
export function planCounts(total: number): { mainBn: number; mainEn: number; perSister: number } {
  const perSister = Math.max(12, Math.floor(total * 0.05));
  const mainEn = Math.floor(total * 0.2);
  const mainBn = Math.max(total - mainEn - perSister * 6, mainEn);
  return { mainBn, mainEn, perSister };
}

function editionPlans(): EditionPlan[] {
  return BRANDS.flatMap((brand) =>
    brand.languages.map((lang) => ({
      brand: brand.key,
      lang,
      sections: brand.key === 'main' ? MAIN_SECTIONS : BRAND_SECTIONS[brand.key],
    })),
  );
}

export async function isSeeded(db: Database): Promise<boolean> {
  const result = await db.execute<{ n: number }>(sql`select count(*)::int as n from stories`);
  return result.rows[0].n > 0;
}

export async function seedDatabase(db: Database, options: SeedOptions): Promise<SeedReport> {
  const started = Date.now();
  const log = options.log ?? (() => undefined);
  const random = createRandom(options.seed ?? 20261122);
  const anchor = options.anchor ?? new Date();
  const counts = planCounts(options.stories ?? DEFAULT_STORY_COUNT);

  await db.execute(sql.raw(`truncate ${CONTENT_TABLES.join(', ')} restart identity cascade`));

  await insertInBatches(db, s.districts, DISTRICTS.map((d) => ({ name: d.name, bnName: d.bnName, division: d.division, sehriOffset: d.sehriOffset, iftarOffset: d.iftarOffset })));

  const colors = [...new Set(editionPlans().flatMap((plan) => plan.sections.map((section) => section.color)))];
  const images = await generateDemoImages(options.mediaDir, random, colors, 48);
  log(`images: ${images.length} in ${path.join(options.mediaDir, 'demo')}`);

  const authorIds = await seedAuthors(db, options.mediaDir);
  const tagIds = await seedTags(db);
  const entityIds = await seedEntities(db);

  const perEdition: Record<string, number> = {};
  let mainBnStories: { draft: StoryDraft; row: StoryRow }[] = [];
  for (const plan of editionPlans()) {
    const sections = await seedSections(db, plan);
    const count = plan.brand === 'main' ? (plan.lang === 'bn' ? counts.mainBn : counts.mainEn) : counts.perSister;
    // The English edition translates the newest Bengali stories, so pairs are linked.
    const translating = plan.brand === 'main' && plan.lang === 'en' ? mainBnStories : null;
    const written = await seedStories(db, {
      plan, sections, count, random, images, anchor, authorIds: authorIds[plan.lang], tagIds: tagIds[plan.lang],
      entityIds: entityIds[plan.lang], translating,
    });
    if (plan.brand === 'main' && plan.lang === 'bn') mainBnStories = written;
    if (translating) {
      await insertInBatches(db, s.storyTranslations, written.map((story, i) => ({ bnStoryId: translating[i].row.id, enStoryId: story.row.id })));
    }
    perEdition[`${plan.brand}/${plan.lang}`] = written.length;
    const rows = written.map((w) => w.row);
    await seedCollections(db, plan, sections, rows);
    await seedMenus(db, plan, sections);
    await seedEditionExtras(db, plan, rows);
    log(`${plan.brand}/${plan.lang}: ${written.length} stories, ${sections.length} sections`);
  }

  return { stories: Object.values(perEdition).reduce((a, b) => a + b, 0), perEdition, milliseconds: Date.now() - started };
}

async function seedAuthors(db: Database, mediaDir: string): Promise<Record<Lang, number[]>> {
  const result: Record<Lang, number[]> = { bn: [], en: [] };
  for (const lang of ['bn', 'en'] as const) {
    const rows = await Promise.all(
      AUTHORS.map(async (author, index) => {
        // The first author is a Public Author with an avatar (docs/product.md, "Validation").
        const isPublic = index === 0;
        const avatarKey = index % 3 === 0 ? `avatars/${author.slug}.jpg` : null;
        if (avatarKey && lang === 'bn') await generateAvatar(mediaDir, avatarKey, author.name.en[0], '#3d5a80');
        return {
          slug: author.slug,
          lang,
          name: author.name[lang],
          bio: author.bio[lang],
          role: isPublic ? ('Public Author' as const) : ('staff' as const),
          avatarS3Key: avatarKey,
        };
      }),
    );
    const inserted = await db.insert(s.authors).values(rows).returning({ id: s.authors.id });
    result[lang] = inserted.map((row) => row.id);
  }
  return result;
}

type TagIndex = Record<Lang, Map<string, number>>;

async function seedTags(db: Database): Promise<TagIndex> {
  const result: TagIndex = { bn: new Map(), en: new Map() };
  const all = [...MAIN_SECTIONS, ...Object.values(BRAND_SECTIONS).flat()].flatMap((section) => section.tags);
  for (const lang of ['bn', 'en'] as const) {
    const bySlug = new Map<string, string>();
    for (const tag of all) bySlug.set(slugify(tag[lang]), tag[lang]);
    const inserted = await db.insert(s.tags).values([...bySlug].map(([slug, name]) => ({ lang, slug, name }))).returning();
    for (const row of inserted) result[lang].set(row.name, row.id);
  }
  return result;
}

type EntityIndex = Record<Lang, Map<string, number>>;

async function seedEntities(db: Database): Promise<EntityIndex> {
  const result: EntityIndex = { bn: new Map(), en: new Map() };
  const groups = [
    ['person', FILLERS.person],
    ['organisation', FILLERS.org],
    ['place', FILLERS.place],
  ] as const;
  for (const lang of ['bn', 'en'] as const) {
    const rows = new Map<string, { lang: Lang; slug: string; name: string; type: 'person' | 'organisation' | 'place' }>();
    for (const [type, pairs] of groups) {
      for (const pair of pairs) rows.set(slugify(pair[lang]), { lang, slug: slugify(pair[lang]), name: pair[lang], type });
    }
    const inserted = await db.insert(s.entities).values([...rows.values()]).returning();
    for (const row of inserted) result[lang].set(row.name, row.id);
  }
  return result;
}

async function seedSections(db: Database, plan: EditionPlan): Promise<SectionRow[]> {
  const out: SectionRow[] = [];
  const domainSlug = BRANDS.find((b) => b.key === plan.brand)?.domainSlug ?? null;
  for (const [position, section] of plan.sections.entries()) {
    const [parent] = await db
      .insert(s.sections)
      .values({ brand: plan.brand, lang: plan.lang, slug: section.slug, name: section.name[plan.lang], displayName: section.name[plan.lang], domainSlug, color: section.color, position })
      .returning({ id: s.sections.id });
    out.push({ id: parent.id, slug: section.slug, corpus: section, parentSlug: null });
    for (const [childPosition, child] of section.children.entries()) {
      const [row] = await db
        .insert(s.sections)
        .values({ brand: plan.brand, lang: plan.lang, parentId: parent.id, slug: child.slug, name: child.name[plan.lang], displayName: child.name[plan.lang], domainSlug, color: section.color, position: childPosition })
        .returning({ id: s.sections.id });
      out.push({ id: row.id, slug: child.slug, corpus: section, parentSlug: section.slug });
    }
  }
  return out;
}

interface StoryJob {
  plan: EditionPlan;
  sections: SectionRow[];
  count: number;
  random: Random;
  images: DemoImage[];
  anchor: Date;
  authorIds: number[];
  tagIds: Map<string, number>;
  entityIds: Map<string, number>;
  translating: { draft: StoryDraft; row: StoryRow }[] | null;
}

/** Publication time of the i-th newest story of an edition: dense today, sparse years ago. */
function publicationTime(anchor: Date, index: number, count: number, random: Random): Date {
  const fraction = Math.pow(index / Math.max(count - 1, 1), 1.7);
  return new Date(anchor.getTime() - fraction * SPAN_MS - index * 60_000 - random.int(0, 50) * 60_000);
}

/** A section of an edition as the planner sees it: sub-sections tell their parent's stories. */
export interface PlannedSection {
  readonly slug: string;
  readonly corpus: SectionCorpus;
  readonly parentSlug: string | null;
}

/** An edition's sections in seeding order: each top-level section, then its sub-sections. */
export function plannedSections(corpus: readonly SectionCorpus[]): PlannedSection[] {
  return corpus.flatMap((section) => [
    { slug: section.slug, corpus: section, parentSlug: null },
    ...section.children.map((child) => ({ slug: child.slug, corpus: section, parentSlug: section.slug })),
  ]);
}

export interface PlannedStory {
  readonly draft: StoryDraft;
  readonly sectionSlug: string;
  readonly publishedAt: Date;
}

const REQUIRED_TEMPLATES: readonly StoryTemplate[] = ['live-blog', 'live-blog', 'photo', 'video', 'interview', 'shorts', 'visual-story', 'listicle'];
const HEADLINE_TRIES = 200;

/**
 * Decides an edition's stories, newest first, without touching the database. No headline
 * is used twice in the edition: a kit is told again only under other slots (place, person,
 * number), the least-told kits of a section first; a live blog, interview or listicle is
 * published once, and only in an edition that has its section (else the story is a text).
 * A translating edition tells the same drafts as its source, in the same sections.
 */
export function planStories(
  random: Random,
  lang: Lang,
  sections: readonly PlannedSection[],
  count: number,
  images: readonly DemoImage[],
  anchor: Date,
  translating: readonly PlannedStory[] | null = null,
): PlannedStory[] {
  if (translating) return translating.slice(0, count).map((source) => ({ ...source }));
  const out: PlannedStory[] = [];
  const headlines = new Set<string>();
  const usedFeatures = new Set<string>();
  const kitUses = new Map<object, number>();
  /** The last part number of each headline told again. */
  const followUps = new Map<string, number>();
  const topLevel = sections.filter((section) => !section.parentSlug);
  for (let i = 0; i < count; i++) {
    let template = i < REQUIRED_TEMPLATES.length * 3 && i % 3 === 1 ? REQUIRED_TEMPLATES[(i - 1) / 3] : pickTemplate(random);
    const publishedAt = publicationTime(anchor, i, count, random);
    const features = featureOf(template);
    if (features) {
      const fitting = features.flatMap((feature, index) =>
        topLevel.some((section) => section.slug === feature.sectionSlug) && !usedFeatures.has(`${template}:${index}`) ? [index] : []);
      if (fitting.length) {
        const index = random.pick(fitting);
        const section = topLevel.find((row) => row.slug === features[index].sectionSlug) as PlannedSection;
        const draft = draftStory(random, template, section.corpus, random.pick(section.corpus.kits), images, { feature: index });
        usedFeatures.add(`${template}:${index}`);
        headlines.add(headlineOf(draft, lang));
        out.push({ draft, sectionSlug: section.slug, publishedAt: template === 'live-blog' ? liveBlogStart(draft, publishedAt, anchor) : publishedAt });
        continue;
      }
      template = 'text';
    }
    let planned: PlannedStory | null = null;
    let last: { section: PlannedSection; kit: StoryKit; slots: Slots; headline: string } | null = null;
    for (let attempt = 0; attempt < HEADLINE_TRIES && !planned; attempt++) {
      const section = random.pick(sections);
      const kits = section.corpus.kits;
      const fewest = Math.min(...kits.map((kit) => kitUses.get(kit) ?? 0));
      const kit = random.pick(kits.filter((candidate) => (kitUses.get(candidate) ?? 0) === fewest || attempt > HEADLINE_TRIES / 2));
      const slots = drawSlots(random);
      const headline = fillSlots(kit.headline[lang], slots, lang);
      last = { section, kit, slots, headline };
      if (headlines.has(headline)) continue;
      headlines.add(headline);
      kitUses.set(kit, (kitUses.get(kit) ?? 0) + 1);
      planned = { draft: draftStory(random, template, section.corpus, kit, images, { slots }), sectionSlug: section.slug, publishedAt };
    }
    if (!planned && last) {
      // Every headline the kits and slots can make is told: the last one drawn runs as a follow-up (part 2, 3, …).
      const part = (followUps.get(last.headline) ?? 1) + 1;
      followUps.set(last.headline, part);
      kitUses.set(last.kit, (kitUses.get(last.kit) ?? 0) + 1);
      const draft = draftStory(random, template, last.section.corpus, last.kit, images, { slots: last.slots, part });
      headlines.add(headlineOf(draft, lang));
      planned = { draft, sectionSlug: last.section.slug, publishedAt };
    }
    if (!planned) throw new Error(`demo newsroom: no section to tell story ${i + 1} of ${count} (${lang}) in`);
    out.push(planned);
  }
  return chooseHeroes(out, sections);
}

/** The card lists a story can appear in, besides the whole edition's: see `planCollections`. */
function templateGroup(template: StoryTemplate): string {
  return template === 'photo' ? 'photo' : template === 'video' || template === 'shorts' ? 'video'
    : ['listicle', 'interview', 'visual-story'].includes(template) ? 'feature' : template === 'text' ? 'text' : 'other';
}

/**
 * Gives each story (newest first) the hero, among its pictures, that differs from the hero
 * of the story before it in every list of cards it shares: the edition, its section, its
 * parent section and its kind. Among those, the least used picture, so variants take turns.
 */
function chooseHeroes(stories: readonly PlannedStory[], sections: readonly PlannedSection[]): PlannedStory[] {
  const lastHero = new Map<string, string>();
  const uses = new Map<string, number>();
  return stories.map((story) => {
    const parent = sections.find((section) => section.slug === story.sectionSlug)?.parentSlug ?? null;
    // Weighted by how hard a clash is to hide: section pages and blocks show a dozen cards in
    // a row, the lead and the rows of photos and videos a few, the latest list ten.
    const lists: [string, number][] = [['edition', 1], [`section:${story.sectionSlug}`, 4], ...(parent ? [[`section:${parent}`, 4] as [string, number]] : []), [`kind:${templateGroup(story.draft.template)}`, 2]];
    const clash = (key: string) => lists.reduce((sum, [list, weight]) => sum + (lastHero.get(list) === key ? weight : 0), 0);
    const keys = [...new Set(story.draft.images.map((image) => image.key))];
    const ranked = [...keys].sort((a, b) => clash(a) - clash(b) || (uses.get(a) ?? 0) - (uses.get(b) ?? 0));
    const hero = ranked[0];
    if (hero === undefined) return story;
    uses.set(hero, (uses.get(hero) ?? 0) + 1);
    for (const [list] of lists) lastHero.set(list, hero);
    return { ...story, draft: withHero(story.draft, hero) };
  });
}

/** What the collection planner needs to know of a story. */
export interface CollectionCandidate {
  readonly sectionSlug: string;
  readonly template: StoryTemplate;
  /** Its card's picture (the hero's storage key), or null when it has none. */
  readonly picture: string | null;
}

/**
 * Up to `limit` of `rows`, in their order (newest first) except where two cards side by side
 * would show the same picture: then the next story that does not waits its turn no longer.
 */
export function spreadPictures<T extends CollectionCandidate>(rows: readonly T[], limit: number): T[] {
  // Enough to look ahead: a clash moves a card by a place or two, never past the next dozen.
  const left = rows.slice(0, limit + 24);
  const out: T[] = [];
  while (out.length < limit && left.length) {
    const before = out.at(-1)?.picture ?? null;
    const index = left.findIndex((row) => row.picture === null || row.picture !== before);
    if (index < 0) break;
    out.push(left.splice(index, 1)[0]);
  }
  return out;
}

export interface CollectionPlan<T> {
  /** Each section's own collection (a top-level section's includes its sub-sections' stories), by slug. */
  readonly sections: ReadonlyMap<string, T[]>;
  readonly header: T[];
  readonly lead: T[];
  readonly latest: T[];
  readonly features: T[];
  readonly photos: T[];
  readonly videos: T[];
}

/** The stories of an edition's collections, newest first, no picture twice side by side. */
export function planCollections<T extends CollectionCandidate>(sections: readonly { slug: string; parentSlug: string | null }[], stories: readonly T[]): CollectionPlan<T> {
  // A story is in its own section and in that section's parent.
  const parentOf = new Map(sections.map((section) => [section.slug, section.parentSlug]));
  const bySection = new Map<string, T[]>();
  for (const story of stories) {
    for (const slug of [story.sectionSlug, parentOf.get(story.sectionSlug)]) {
      if (!slug) continue;
      const list = bySection.get(slug) ?? [];
      list.push(story);
      bySection.set(slug, list);
    }
  }
  const inSection = (section: { slug: string }) => bySection.get(section.slug) ?? [];
  const kind = (...templates: StoryTemplate[]) => stories.filter((story) => templates.includes(story.template));
  const lead = spreadPictures(kind('text'), 7);
  const features = spreadPictures(kind('listicle', 'interview', 'visual-story'), 8);
  const photos = spreadPictures(kind('photo'), 6);
  const videos = spreadPictures(kind('video', 'shorts'), 6);
  // The home's "latest" list leaves out what its curated blocks already show, as an editor's would.
  const curated = new Set<T>([...lead, ...features, ...photos, ...videos]);
  return {
    sections: new Map(sections.map((section) => [section.slug, spreadPictures(inSection(section), 12)])),
    header: spreadPictures(stories, 3),
    lead,
    latest: spreadPictures(stories.filter((story) => !curated.has(story)), 10),
    features,
    photos,
    videos,
  };
}

async function seedStories(db: Database, job: StoryJob): Promise<{ draft: StoryDraft; row: StoryRow }[]> {
  const { plan, random } = job;
  const out: { draft: StoryDraft; row: StoryRow }[] = [];
  const translating = job.translating?.map(({ draft, row }) => ({ draft, sectionSlug: row.sectionSlug, publishedAt: row.publishedAt })) ?? null;
  const planned = planStories(random, plan.lang, job.sections, job.count, job.images, job.anchor, translating);
  const count = planned.length;
  let closedLiveBlogs = 0;

  for (let start = 0; start < count; start += BATCH) {
    const batch = [];
    for (let i = start; i < Math.min(start + BATCH, count); i++) {
      const { draft, publishedAt } = planned[i];
      const section = job.sections.find((row) => row.slug === planned[i].sectionSlug) ?? job.sections[0];
      const template = draft.template;
      const previous = out.length ? out[Math.max(0, out.length - 1 - random.int(0, 20))].row : null;
      const story = writeStory(draft, plan.lang, publishedAt, previous && { slug: previous.slug, headline: previous.headline });
      const slug = `${slugify(story.headline)}-${(i + 1).toString(36)}`;
      // One open and at least one closed live blog per edition.
      const isClosed = template === 'live-blog' && (closedLiveBlogs++ > 0 || publishedAt.getTime() < job.anchor.getTime() - 2 * 24 * 3600 * 1000);
      const authors = random.sample(job.authorIds, random.chance(0.15) ? 2 : 1);
      const lastPublishedAt = template === 'live-blog'
        ? new Date(story.cards.reduce((max, card) => Math.max(max, Date.parse(card.publishedAt ?? '') || 0), publishedAt.getTime()))
        : random.chance(0.2) ? new Date(publishedAt.getTime() + random.int(10, 300) * 60_000) : publishedAt;
      batch.push({
        draft,
        section,
        authors,
        slug,
        values: {
          brand: plan.brand,
          lang: plan.lang,
          slug,
          headline: story.headline,
          subheadline: story.subheadline,
          template,
          access: random.chance(0.07) ? ('login' as const) : ('public' as const),
          excerpt: story.excerpt,
          summary: story.summary,
          metadata: template === 'live-blog' ? { 'is-closed': isClosed } : {},
          heroImageS3Key: random.chance(0.04) ? null : story.hero['s3-key'],
          heroImageMetadata: { width: story.hero.width, height: story.hero.height, alt: story.hero.alt },
          heroImageCaption: story.hero.caption,
          heroImageAttribution: story.hero.attribution,
          primarySectionId: section.id,
          authorName: null as string | null,
          cards: story.cards,
          seo: { 'meta-title': story.headline, 'meta-description': story.excerpt, 'meta-keywords': story.seoKeywords },
          firstPublishedAt: publishedAt,
          lastPublishedAt,
          publishedAt,
          updatedAt: lastPublishedAt,
        },
      });
    }
    const inserted = await db.insert(s.stories).values(batch.map((b) => b.values)).returning({ id: s.stories.id });
    const authorLinks = [];
    const sectionLinks = [];
    const tagLinks = [];
    const entityLinks = [];
    for (const [index, item] of batch.entries()) {
      const id = inserted[index].id;
      authorLinks.push(...item.authors.map((authorId, position) => ({ storyId: id, authorId, position })));
      sectionLinks.push({ storyId: id, sectionId: item.section.id, position: 0 });
      const parent = item.section.parentSlug && job.sections.find((row) => row.slug === item.section.parentSlug);
      if (parent) sectionLinks.push({ storyId: id, sectionId: parent.id, position: 1 });
      const tagNames = new Set(tagsOf(item.draft).map((tag) => tag[plan.lang]));
      for (const name of tagNames) {
        const tagId = job.tagIds.get(name);
        if (tagId) tagLinks.push({ storyId: id, tagId });
      }
      for (const pair of [item.draft.slots.person, item.draft.slots.place, item.draft.slots.org]) {
        const entityId = job.entityIds.get(pair[plan.lang]);
        if (entityId) entityLinks.push({ storyId: id, entityId });
      }
      out.push({
        draft: item.draft,
        row: { id, slug: item.slug, headline: item.values.headline, sectionSlug: item.section.slug, template: item.values.template, publishedAt: item.values.publishedAt, picture: item.values.heroImageS3Key },
      });
    }
    await insertInBatches(db, s.storyAuthors, authorLinks);
    await insertInBatches(db, s.storySections, sectionLinks);
    await insertInBatches(db, s.storyTags, tagLinks);
    await insertInBatches(db, s.storyEntities, entityLinks);
    await indexStories(db, inserted.map((row) => row.id));
  }
  // author_name mirrors the byline for clients that read one string.
  await db.execute(sql`
    update stories set author_name = names.byline
    from (select sa.story_id, string_agg(a.name, ', ' order by sa.position) as byline
          from story_authors sa join authors a on a.id = sa.author_id group by sa.story_id) names
    where names.story_id = stories.id and stories.brand = ${plan.brand} and stories.lang = ${plan.lang}`);
  return out;
}

async function createCollection(
  db: Database,
  plan: EditionPlan,
  values: { slug: string; name: string; template?: 'home' | 'section' | 'manual'; sectionId?: number; layout: s.CollectionLayout },
  items: ({ storyId: number } | { childCollectionId: number; layout?: s.CollectionLayout })[],
): Promise<number> {
  const [collection] = await db
    .insert(s.collections)
    .values({ brand: plan.brand, lang: plan.lang, slug: values.slug, name: values.name, template: values.template ?? 'manual', sectionId: values.sectionId, associatedMetadata: values.layout })
    .returning({ id: s.collections.id });
  if (items.length) {
    await db.insert(s.collectionItems).values(
      items.map((item, position) =>
        'storyId' in item
          ? { collectionId: collection.id, position, itemType: 'story' as const, storyId: item.storyId }
          : { collectionId: collection.id, position, itemType: 'collection' as const, childCollectionId: item.childCollectionId, associatedMetadata: item.layout ?? {} },
      ),
    );
  }
  return collection.id;
}

const LABELS = {
  lead: { bn: 'প্রধান খবর', en: 'Top stories' },
  latest: { bn: 'সর্বশেষ', en: 'Latest' },
  photos: { bn: 'ছবি', en: 'Photos' },
  videos: { bn: 'ভিডিও', en: 'Videos' },
  slider: { bn: 'বিশেষ আয়োজন', en: 'Features' },
  header: { bn: 'শিরোনাম', en: 'Headlines' },
  home: { bn: 'প্রচ্ছদ', en: 'Home' },
  footer: { bn: 'ফুটার', en: 'Footer' },
  more: { bn: 'আরও', en: 'More' },
} as const;

async function seedCollections(db: Database, plan: EditionPlan, sections: SectionRow[], stories: StoryRow[]): Promise<void> {
  const l = (key: keyof typeof LABELS) => LABELS[key][plan.lang];
  const ids = (rows: StoryRow[]) => rows.map((row) => ({ storyId: row.id }));
  const planned = planCollections(sections, stories);

  const sectionCollections = new Map<string, number>();
  // Children first, so a parent section's collection can nest its sub-sections.
  for (const section of [...sections].sort((a, b) => Number(!a.parentSlug) - Number(!b.parentSlug))) {
    const children = sections.filter((child) => child.parentSlug === section.slug);
    const nested = children.slice(0, 2).flatMap((child) => {
      const id = sectionCollections.get(child.slug);
      return id ? [{ childCollectionId: id, layout: { layout: 'list' as const } }] : [];
    });
    const id = await createCollection(
      db,
      plan,
      { slug: section.slug, name: section.corpus.children.find((c) => c.slug === section.slug)?.name[plan.lang] ?? section.corpus.name[plan.lang], template: 'section', sectionId: section.id, layout: { layout: 'section-block', 'show-more': true } },
      [...ids(planned.sections.get(section.slug) ?? []), ...nested],
    );
    sectionCollections.set(section.slug, id);
  }

  await createCollection(db, plan, { slug: 'header-stories', name: l('header'), layout: { layout: 'header', 'items-limit': 3 } }, ids(planned.header));
  const lead = await createCollection(db, plan, { slug: 'home-lead', name: l('lead'), layout: { layout: 'lead' } }, ids(planned.lead));
  const latest = await createCollection(db, plan, { slug: 'home-latest', name: l('latest'), layout: { layout: 'most-recent', 'show-more': true } }, ids(planned.latest));
  const slider = await createCollection(db, plan, { slug: 'home-features', name: l('slider'), layout: { layout: 'slider' } }, ids(planned.features));
  const photos = await createCollection(db, plan, { slug: 'home-photos', name: l('photos'), layout: { layout: 'photo-row', 'show-more': true } }, ids(planned.photos));
  const videos = await createCollection(db, plan, { slug: 'home-videos', name: l('videos'), layout: { layout: 'video-row', 'show-more': true } }, ids(planned.videos));
  const topSections = sections.filter((section) => !section.parentSlug);
  const opinion = topSections.find((section) => section.slug === 'opinion');
  const blocks = topSections
    .filter((section) => section !== opinion)
    .slice(0, 8)
    .map((section) => ({ childCollectionId: sectionCollections.get(section.slug) as number, layout: { layout: 'section-block' as const, 'show-more': true } }));
  await createCollection(db, plan, { slug: 'home', name: l('home'), template: 'home', layout: {} }, [
    { childCollectionId: lead, layout: { layout: 'lead' } },
    { childCollectionId: latest, layout: { layout: 'most-recent' } },
    ...blocks.slice(0, 3),
    { childCollectionId: slider, layout: { layout: 'slider' } },
    ...(opinion ? [{ childCollectionId: sectionCollections.get(opinion.slug) as number, layout: { layout: 'opinion-row' as const } }] : []),
    { childCollectionId: photos, layout: { layout: 'photo-row' } },
    ...blocks.slice(3),
    { childCollectionId: videos, layout: { layout: 'video-row' } },
  ]);
}

async function seedMenus(db: Database, plan: EditionPlan, sections: SectionRow[]): Promise<void> {
  const l = (key: keyof typeof LABELS) => LABELS[key][plan.lang];
  const top = sections.filter((section) => !section.parentSlug);
  const group = async (slug: string, name: string) =>
    (await db.insert(s.menuGroups).values({ brand: plan.brand, lang: plan.lang, slug, name }).returning({ id: s.menuGroups.id }))[0].id;
  const item = async (menuGroupId: number, position: number, values: Partial<typeof s.menuItems.$inferInsert> & { title: string; itemType: s.MenuItemType }) =>
    (await db.insert(s.menuItems).values({ menuGroupId, position, ...values }).returning({ id: s.menuItems.id }))[0].id;

  const main = await group('main', plan.lang === 'bn' ? 'প্রধান মেনু' : 'Main menu');
  for (const [position, section] of top.entries()) {
    await item(main, position, { title: section.corpus.name[plan.lang], itemType: 'section', sectionSlug: section.slug, itemId: section.id });
  }

  const hamburger = await group('hamburger', plan.lang === 'bn' ? 'হ্যামবার্গার মেনু' : 'Hamburger menu');
  for (const [position, section] of top.entries()) {
    const parent = await item(hamburger, position, { title: section.corpus.name[plan.lang], itemType: 'section', sectionSlug: section.slug, itemId: section.id });
    for (const [childPosition, child] of sections.filter((row) => row.parentSlug === section.slug).entries()) {
      await item(hamburger, childPosition, { parentId: parent, title: section.corpus.children.find((c) => c.slug === child.slug)?.name[plan.lang] ?? child.slug, itemType: 'section', sectionSlug: child.slug, itemId: child.id });
    }
  }
  const firstTag = top[0]?.corpus.tags[0];
  if (firstTag) await item(hamburger, top.length, { title: firstTag[plan.lang], itemType: 'tag', tagSlug: slugify(firstTag[plan.lang]) });
  await item(hamburger, top.length + 1, { title: l('more'), itemType: 'placeholder' });

  const footer = await group('footer', plan.lang === 'bn' ? 'ফুটার মেনু' : 'Footer menu');
  const footerParent = await item(footer, 0, { title: 'Footer', itemType: 'placeholder' });
  const links = [
    ...STATIC_PAGES.map((page) => ({ title: page.title[plan.lang], itemType: 'link' as const, url: `/${page.slug}` })),
    ...top.map((section) => ({ title: section.corpus.name[plan.lang], itemType: 'section' as const, sectionSlug: section.slug })),
    { title: plan.lang === 'bn' ? 'ই-পেপার' : 'E-paper', itemType: 'link' as const, url: 'https://epaper.alokpat.example' },
  ];
  for (const [position, link] of links.entries()) await item(footer, position, { parentId: footerParent, ...link });
}

async function seedEditionExtras(db: Database, plan: EditionPlan, stories: StoryRow[]): Promise<void> {
  await db.insert(s.breakingNews).values(
    stories.slice(0, 5).map((story, position) => ({ brand: plan.brand, lang: plan.lang, headline: story.headline, linkedStorySlug: story.slug, position })),
  );
  const donateUrl = getBrand(plan.brand).donateUrl;
  const donate = donateUrl?.startsWith('/') ? [{ slug: donateUrl.slice(1), ...DONATE_PAGE }] : [];
  for (const page of [...STATIC_PAGES, ...donate]) {
    await db.insert(s.staticPages).values({
      brand: plan.brand,
      lang: plan.lang,
      slug: page.slug,
      title: page.title[plan.lang],
      body: page.paragraphs.map((p) => `<p>${p[plan.lang].replace(/&/g, '&amp;').replace(/</g, '&lt;')}</p>`).join('\n'),
    });
  }
  if (plan.brand === 'main') {
    const [poll] = await db
      .insert(s.polls)
      .values({ brand: plan.brand, lang: plan.lang, question: plan.lang === 'bn' ? 'নতুন মেট্রোরেল লাইন কি আপনার যাতায়াত সহজ করবে?' : 'Will the new metro rail line make your commute easier?' })
      .returning({ id: s.polls.id });
    const options = plan.lang === 'bn' ? ['হ্যাঁ', 'না', 'বলতে পারছি না'] : ['Yes', 'No', "Can't say"];
    await db.insert(s.pollOptions).values(options.map((text, position) => ({ pollId: poll.id, position, text, votes: [412, 187, 96][position] })));
    // The poll closes a public text story of the edition (the second newest, so the newest stays plain):
    // at the end, where the counts it loads move nothing a reader is looking at.
    const pollCard = { id: 'reader-poll', elements: [{ type: 'poll', pollId: poll.id }] };
    await db.execute(sql`
      update stories set cards = cards || ${JSON.stringify([pollCard])}::jsonb
      where id = (select id from stories where brand = ${plan.brand} and lang = ${plan.lang} and template = 'text' and access = 'public' and status = 'published'
                  order by published_at desc offset 1 limit 1)`);
    await db.insert(s.redirects).values(
      stories.slice(0, 3).map((story) => ({ brand: plan.brand, lang: plan.lang, sourcePath: `/old-archive/${story.id}`, targetPath: `/${story.sectionSlug}/${story.slug}` })),
    );
  }
}
