/**
 * The ingest endpoints, one function per route and method, so the files under
 * app/api/ingest/v1/ stay one line each and tests can drive the whole request path.
 * URL parameters are parsed after authentication: an unauthenticated client learns nothing.
 */
import 'server-only';
import { addBreakingNews, deleteBreakingNews, replaceBreakingNews } from './breaking-news';
import { deleteAuthor, upsertAuthor } from './authors';
import { deleteCollection, upsertCollection } from './collections';
import { answerWrite, DEFAULT_DEPS, handleIngest, type IngestDeps } from './http';
import { deleteMenuGroup, upsertMenuGroup } from './menus';
import { parseIdParam, parseKeyParam, parseSlugParam } from './params';
import { deleteSection, upsertSection } from './sections';
import { deleteStory, upsertStory } from './stories';
import { loadGoneNow } from '../routing/gone';

type Route = (request: Request, segment: string, deps?: IngestDeps) => Promise<Response>;

export const putStory: Route = (request, segment, deps = DEFAULT_DEPS) =>
  handleIngest(request, async (db, body) => {
    const write = await upsertStory(db, parseKeyParam(segment, 'id-or-slug'), body);
    // A republished story stops answering 410 on this instance at once (others within 30 s).
    await loadGoneNow();
    return answerWrite(write, { story: write.value });
  }, deps);

export const deleteStoryRoute: Route = (request, segment, deps = DEFAULT_DEPS) =>
  handleIngest(request, async (db) => {
    const write = await deleteStory(db, parseIdParam(segment));
    await loadGoneNow();
    return answerWrite(write, write.value.story ? { story: write.value.story } : { deleted: { id: write.value.id, slug: write.value.slug } });
  }, deps);

export const putCollection: Route = (request, segment, deps = DEFAULT_DEPS) =>
  handleIngest(request, async (db, body) => {
    const write = await upsertCollection(db, parseSlugParam(segment), body);
    return answerWrite(write, { collection: write.value });
  }, deps);

export const deleteCollectionRoute: Route = (request, segment, deps = DEFAULT_DEPS) =>
  handleIngest(request, async (db) => {
    const write = await deleteCollection(db, parseIdParam(segment));
    return answerWrite(write, { deleted: write.value });
  }, deps);

export const putSection: Route = (request, segment, deps = DEFAULT_DEPS) =>
  handleIngest(request, async (db, body) => {
    const write = await upsertSection(db, parseSlugParam(segment), body);
    return answerWrite(write, { section: write.value });
  }, deps);

export const deleteSectionRoute: Route = (request, segment, deps = DEFAULT_DEPS) =>
  handleIngest(request, async (db) => {
    const write = await deleteSection(db, parseIdParam(segment));
    return answerWrite(write, { deleted: write.value });
  }, deps);

export const putAuthor: Route = (request, segment, deps = DEFAULT_DEPS) =>
  handleIngest(request, async (db, body) => {
    const write = await upsertAuthor(db, parseSlugParam(segment), body);
    return answerWrite(write, { author: write.value });
  }, deps);

export const deleteAuthorRoute: Route = (request, segment, deps = DEFAULT_DEPS) =>
  handleIngest(request, async (db) => {
    const write = await deleteAuthor(db, parseIdParam(segment));
    return answerWrite(write, { deleted: write.value });
  }, deps);

export const putMenuGroup: Route = (request, segment, deps = DEFAULT_DEPS) =>
  handleIngest(request, async (db, body) => {
    const write = await upsertMenuGroup(db, parseSlugParam(segment), body);
    return answerWrite(write, { 'menu-group': write.value });
  }, deps);

export const deleteMenuGroupRoute: Route = (request, segment, deps = DEFAULT_DEPS) =>
  handleIngest(request, async (db) => {
    const write = await deleteMenuGroup(db, parseIdParam(segment));
    return answerWrite(write, { deleted: write.value });
  }, deps);

export function putBreakingNews(request: Request, deps = DEFAULT_DEPS): Promise<Response> {
  return handleIngest(request, async (db, body) => {
    const write = await replaceBreakingNews(db, body);
    return answerWrite(write, { 'breaking-news': write.value });
  }, deps);
}

export function postBreakingNews(request: Request, deps = DEFAULT_DEPS): Promise<Response> {
  return handleIngest(request, async (db, body) => {
    const write = await addBreakingNews(db, body);
    return answerWrite(write, { item: write.value });
  }, deps);
}

export const deleteBreakingNewsRoute: Route = (request, segment, deps = DEFAULT_DEPS) =>
  handleIngest(request, async (db) => {
    const write = await deleteBreakingNews(db, parseIdParam(segment));
    return answerWrite(write, { deleted: write.value });
  }, deps);
