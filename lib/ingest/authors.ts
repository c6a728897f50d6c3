/**
 * Author writes. Authors belong to a language, not to a brand (every brand of that
 * language shows them), so the body names `lang` only. A change to what bylines show
 * (name, slug, role, avatar) rewrites `author_name` of the author's stories and touches
 * those stories; a change of bio or metadata touches only the author's own pages.
 */
import 'server-only';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { serialiseAuthor, type ApiAuthor } from '../api/serialise';
import { EDITIONS, LANGS, type Lang } from '../brands/brands';
import { pagePathKey } from '../cache/surrogate';
import { tags as cacheTags } from '../cache/tags';
import { isPublished } from '../content/stories/predicates';
import type { Database } from '../db/client';
import { authors, stories, storyAuthors } from '../db/schema';
import { AUTHORS_PATH, authorPath } from '../routes/paths';
import { unique, type IngestWrite, type Tx } from './db';
import { conflict, invalidBody, notFound } from './errors';
import { storyFanOut } from './fan-out';
import { freeObject, link, mediaKey, oneOf, onlyKeys, optional, orNull, record, required, slug, text } from './validate';

const ROLES = ['staff', 'contributor', 'Public Author'] as const;

function parseAuthorInput(value: unknown) {
  const body = record(value, '');
  onlyKeys(body, '', ['lang', 'slug', 'name', 'bio', 'role', 'avatar-s3-key', 'avatar-url', 'metadata'], ['id']);
  return {
    lang: required(body, 'lang', '', oneOf(LANGS)),
    slug: optional(body, 'slug', '', slug),
    name: optional(body, 'name', '', text({ max: 200 })),
    bio: optional(body, 'bio', '', (bio, path) => (bio === null ? '' : text({ max: 10_000, multiline: true, empty: true })(bio, path))),
    role: optional(body, 'role', '', oneOf(ROLES)),
    avatarS3Key: optional(body, 'avatar-s3-key', '', orNull(mediaKey)),
    avatarUrl: optional(body, 'avatar-url', '', orNull(link({ relative: true }))),
    metadata: optional(body, 'metadata', '', freeObject(64 * 1024)),
  };
}

type AuthorRow = typeof authors.$inferSelect;

/** Pages of the author on every edition of its language: /author/{slug} and /authors. */
function authorPageKeys(lang: string, slugs: readonly string[]): string[] {
  return EDITIONS.filter((edition) => edition.lang === lang).flatMap(({ brand }) =>
    [...slugs.map(authorPath), AUTHORS_PATH].map((path) => pagePathKey(brand, lang, path)),
  );
}

/** Rewrites `author_name` (the byline in one string) of every story the author signs. */
async function refreshBylines(tx: Tx, authorId: number): Promise<void> {
  await tx.execute(sql`
    update stories set author_name = names.byline
    from (select sa.story_id, string_agg(a.name, ', ' order by sa.position) as byline
          from story_authors sa join authors a on a.id = sa.author_id
          where sa.story_id in (select story_id from story_authors where author_id = ${authorId})
          group by sa.story_id) names
    where names.story_id = stories.id`);
}

async function signedStories(tx: Tx, authorId: number) {
  return tx
    .select({ id: stories.id, brand: stories.brand, lang: stories.lang })
    .from(stories)
    .where(and(isPublished(), inArray(stories.id, tx.select({ id: storyAuthors.storyId }).from(storyAuthors).where(eq(storyAuthors.authorId, authorId)))));
}

/** Creates or updates the author `key` of the body's language. */
export async function upsertAuthor(db: Database, key: string, body: unknown): Promise<IngestWrite<ApiAuthor & { lang: Lang }>> {
  const input = parseAuthorInput(body);
  return db.transaction(async (tx) => {
    const [found] = await tx.select().from(authors).where(and(eq(authors.lang, input.lang), eq(authors.slug, key))).limit(1).for('update');
    const newSlug = input.slug ?? key;
    if (newSlug !== key) {
      const [taken] = await tx.select({ id: authors.id }).from(authors).where(and(eq(authors.lang, input.lang), eq(authors.slug, newSlug))).limit(1);
      if (taken) throw conflict(`slug "${newSlug}" is taken by author ${taken.id} of language ${input.lang}.`, 'slug');
    }
    const name = input.name ?? found?.name;
    if (!name) throw invalidBody('name', 'name is required for a new author.');
    const values = {
      slug: newSlug,
      name,
      bio: input.bio ?? found?.bio ?? '',
      role: input.role ?? found?.role ?? 'staff',
      avatarS3Key: input.avatarS3Key === undefined ? (found?.avatarS3Key ?? null) : input.avatarS3Key,
      avatarUrl: input.avatarUrl === undefined ? (found?.avatarUrl ?? null) : input.avatarUrl,
      metadata: input.metadata ?? found?.metadata ?? {},
    };
    const [written]: AuthorRow[] = found
      ? await tx.update(authors).set(values).where(eq(authors.id, found.id)).returning()
      : await tx.insert(authors).values({ ...values, lang: input.lang }).returning();

    const bylineChanged = found && (['slug', 'name', 'role', 'avatarS3Key', 'avatarUrl'] as const).some((field) => found[field] !== written[field]);
    if (found && found.name !== written.name) await refreshBylines(tx, written.id);
    const fanOut = bylineChanged ? storyFanOut(await signedStories(tx, written.id)) : [];
    return {
      value: { ...serialiseAuthor(written), lang: input.lang },
      created: !found,
      tags: unique([cacheTags.authors(input.lang), cacheTags.author(written.id), ...fanOut]),
      purgeKeys: authorPageKeys(input.lang, unique([key, newSlug])),
    };
  });
}

/** Removes an author who signs no story; one who does is refused (409): re-sign the stories first. */
export async function deleteAuthor(db: Database, id: number): Promise<IngestWrite<{ id: number; slug: string }>> {
  return db.transaction(async (tx) => {
    const [found] = await tx.select().from(authors).where(eq(authors.id, id)).limit(1).for('update');
    if (!found) throw notFound(`No author with id ${id}.`);
    const [{ n }] = await tx.select({ n: count() }).from(storyAuthors).where(eq(storyAuthors.authorId, id));
    if (n > 0) throw conflict(`author "${found.slug}" signs ${n} stories; re-sign them first.`);
    await tx.delete(authors).where(eq(authors.id, id));
    return { value: { id, slug: found.slug }, created: false, tags: [cacheTags.authors(found.lang), cacheTags.author(id)], purgeKeys: authorPageKeys(found.lang, [found.slug]) };
  });
}
