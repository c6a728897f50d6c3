/** /api/v1/authors, /api/v1/authors/{id} and /api/v1/authors/{id}/collection. */
import type { Edition } from '../brands/resolve-host';
import { tags } from '../cache/tags';
import type { Database } from '../db/client';
import type { AuthorCollectionParams, AuthorParams, AuthorsParams } from './params';
import { queryAuthorOfLang, queryAuthorsOfLang } from '../content/records';
import { queryAuthorStoryIds } from '../content/stories/records';
import { notFound, ok, type ApiResult } from './result';
import { serialiseAuthor } from './serialise';
import { loadStories } from './stories';

/** The edition language's authors by name; `limit=1` reads page.total first (docs/product.md, "Calls"). */
export async function authorsHandler(db: Database, edition: Edition, params: AuthorsParams): Promise<ApiResult> {
  const page = await queryAuthorsOfLang(db, edition.lang, params);
  return ok({ authors: page.items.map(serialiseAuthor), page: { total: page.total, limit: params.limit, offset: params.offset } }, [tags.authors(edition.lang)]);
}

/** One author of the edition's language: { author }. */
export async function authorHandler(db: Database, edition: Edition, params: AuthorParams): Promise<ApiResult> {
  const authorTags = [tags.authors(edition.lang), tags.author(params.id)];
  const author = await queryAuthorOfLang(db, edition.lang, params.id);
  if (!author) return notFound(`No author with id ${params.id} in this edition.`, authorTags);
  return ok({ author: serialiseAuthor(author) }, authorTags);
}

/** An author's published stories in the edition, newest first, shaped as a collection. */
export async function authorCollectionHandler(db: Database, edition: Edition, params: AuthorCollectionParams): Promise<ApiResult> {
  const authorTags = [tags.brand(edition.brand, edition.lang), tags.authors(edition.lang), tags.author(params.id)];
  const author = await queryAuthorOfLang(db, edition.lang, params.id);
  if (!author) return notFound(`No author with id ${params.id} in this edition.`, authorTags);
  const page = await queryAuthorStoryIds(db, edition, author.id, params);
  const loaded = await loadStories(db, edition, page.ids, params.fields);
  const items = page.ids.flatMap((id) => {
    const story = loaded.stories.get(id);
    return story ? [{ type: 'story' as const, id, story }] : [];
  });
  return ok(
    {
      id: author.id,
      slug: author.slug,
      name: author.name,
      summary: author.bio || null,
      'associated-metadata': {},
      author: serialiseAuthor(author),
      items,
      'total-count': page.total,
    },
    [...authorTags, tags.latest(edition.brand, edition.lang), ...loaded.tags],
  );
}
