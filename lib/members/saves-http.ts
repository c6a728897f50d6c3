/**
 * The HTTP side of saved stories, reads, for-you and push registration (docs/members.md):
 * - `/api/members/v1/bookmarks…` and `/api/members/v1/reads` authorise with the integration
 *   token only (never the cookie), so a cross-site page has nothing to replay; an Origin
 *   header, when sent, must still be this host.
 * - `/api/members/v1/recommendations` answers anyone: members (by token) get their picks,
 *   everyone else the latest stories.
 * - `/register-fcm-topic` stores a push token, rate limited per address.
 * The edition comes from the Host header (unknown hosts are refused); every answer is JSON
 * with `Cache-Control: no-store`, errors as `{ error, code }` in the edition's language.
 */
import 'server-only';
import { BodyError, foreignOrigin, readJsonObject } from '../http/body';
import type { AuthDeps } from '../auth/context';
import type { CounterStore } from '../auth/rate-limit';
import type { Edition } from '../brands/resolve-host';
import type { Database } from '../db/client';
import { getT } from '../i18n/messages';
import { clientRateLimitKey, requestEdition } from '../http/client';
import { registerPushToken, validPushToken } from '../push/tokens';
import {
  BOOKMARKS_PER_PAGE,
  bookmarkById,
  cleanMetadata,
  deleteBookmarkById,
  deleteBookmarkByUrl,
  findBookmark,
  listBookmarks,
  MAX_BOOKMARKS_PER_PAGE,
  pagePath,
  saveBookmark,
  savedUrls,
} from './bookmarks';
import { DEFAULT_RECOMMENDATIONS, MAX_RECOMMENDATIONS, recommend, recordRead } from './for-you';
import { integrationTokenOf, memberOfIntegrationToken } from './integration-token';

export type SavesDeps = Pick<AuthDeps, 'db' | 'hosts' | 'counters' | 'integrationSecret'>;

/** Bodies are small JSON objects; anything past this is refused unread. */
export const MAX_SAVES_BODY_BYTES = 8 * 1024;
/** Per member per minute across every write here; per address per 15 minutes for push tokens. */
export const SAVES_LIMITS = { writesPerMember: { max: 120, windowSeconds: 60 }, pushPerIp: { max: 20, windowSeconds: 900 } } as const;

type Code = 'userIdNotFound' | 'forbidden' | 'notFound' | 'tooLarge' | 'badRequest' | 'rateLimited';

class SavesError extends Error {
  constructor(
    readonly status: number,
    readonly code: Code,
    readonly retryAfter?: number,
  ) {
    super(code);
  }
}

type Body = Record<string, unknown>;

interface Call {
  readonly request: Request;
  readonly url: URL;
  readonly db: Database;
  readonly edition: Edition;
  readonly deps: SavesDeps;
  readonly body: Body;
}

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'Cache-Control': 'no-store', ...(status === 204 ? {} : { 'Content-Type': 'application/json; charset=utf-8' }), ...headers },
  });
}

async function readJson(request: Request): Promise<Body> {
  if (request.method === 'GET' || request.method === 'HEAD') return {};
  try {
    return await readJsonObject(request, MAX_SAVES_BODY_BYTES, { emptyAllowed: true });
  } catch (error) {
    if (!(error instanceof BodyError)) throw error;
    throw error.reason === 'tooLarge' ? new SavesError(413, 'tooLarge') : new SavesError(error.reason === 'contentType' ? 415 : 400, 'badRequest');
  }
}

async function limit(counters: CounterStore, name: keyof typeof SAVES_LIMITS, subject: string): Promise<void> {
  const { max, windowSeconds } = SAVES_LIMITS[name];
  const { count, resetInSeconds } = await counters.hit(`saves:${name}:${subject}`, windowSeconds);
  if (count > max) throw new SavesError(429, 'rateLimited', resetInSeconds);
}

function positiveInt(value: unknown, fallback: number, max: number): number | null {
  if (value === undefined || value === null || value === '') return fallback;
  const number = typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : NaN;
  return Number.isSafeInteger(number) && number >= 1 && number <= max ? number : null;
}

/** The member the token speaks for; a `user_id` that names someone else is refused. */
async function member(call: Call, required: true): Promise<number>;
async function member(call: Call, required: false): Promise<number | null>;
async function member(call: Call, required: boolean): Promise<number | null> {
  const row = await memberOfIntegrationToken(call.db, call.deps.integrationSecret, integrationTokenOf(call.request));
  const claimed = call.body.user_id ?? call.url.searchParams.get('user_id') ?? undefined;
  if (!row) {
    if (required) throw new SavesError(401, 'userIdNotFound');
    return null;
  }
  if (claimed !== undefined && String(claimed) !== String(row.id)) throw new SavesError(403, 'forbidden');
  return row.id;
}

function pageUrlOf(call: Call): string {
  const raw = call.body.url ?? call.url.searchParams.get('url');
  if (raw === undefined || raw === null || raw === '') throw new SavesError(400, 'userIdNotFound');
  const path = pagePath(raw);
  if (!path) throw new SavesError(400, 'badRequest');
  return path;
}

function idOf(segment: string): number {
  if (!/^\d{1,9}$/.test(segment)) throw new SavesError(404, 'notFound');
  return Number(segment);
}

async function bookmarksCall(call: Call, rest: readonly string[]): Promise<Response> {
  const memberId = await member(call, true);
  const method = call.request.method;
  if (method !== 'GET') await limit(call.deps.counters(), 'writesPerMember', String(memberId));
  const [first, ...more] = rest;
  if (more.length) throw new SavesError(404, 'notFound');
  if (first === undefined && method === 'GET') {
    const page = positiveInt(call.url.searchParams.get('page'), 1, 10_000);
    const perPage = positiveInt(call.url.searchParams.get('per_page'), BOOKMARKS_PER_PAGE, MAX_BOOKMARKS_PER_PAGE);
    if (page === null || perPage === null) throw new SavesError(400, 'badRequest');
    const { records, total } = await listBookmarks(call.db, memberId, call.edition, page, perPage);
    return json(200, { data: records, meta: { page, per_page: perPage, total, total_pages: Math.max(1, Math.ceil(total / perPage)) } });
  }
  if (first === 'urls' && method === 'GET') return json(200, { data: await savedUrls(call.db, memberId, call.edition) });
  if (first === 'page') {
    const url = pageUrlOf(call);
    if (method === 'GET') {
      const record = await findBookmark(call.db, memberId, call.edition, url);
      return json(200, { data: record ? [record] : [] });
    }
    if (method === 'POST') {
      const { record, created } = await saveBookmark(call.db, memberId, call.edition, url, cleanMetadata(url, call.body.metadata));
      return json(created ? 201 : 200, { data: [record] });
    }
    if (method === 'DELETE') {
      if (!(await deleteBookmarkByUrl(call.db, memberId, call.edition, url))) throw new SavesError(404, 'notFound');
      return json(200, { data: [] });
    }
  }
  if (first !== undefined && first !== 'urls' && first !== 'page') {
    const id = idOf(first);
    if (method === 'GET') {
      const record = await bookmarkById(call.db, memberId, call.edition, id);
      if (!record) throw new SavesError(404, 'notFound');
      return json(200, { data: [record] });
    }
    if (method === 'DELETE') {
      if (!(await deleteBookmarkById(call.db, memberId, call.edition, id))) throw new SavesError(404, 'notFound');
      return json(200, { data: [] });
    }
  }
  throw new SavesError(405, 'badRequest');
}

async function readsCall(call: Call): Promise<Response> {
  if (call.request.method !== 'POST') throw new SavesError(405, 'badRequest');
  const memberId = await member(call, true);
  await limit(call.deps.counters(), 'writesPerMember', String(memberId));
  const storyId = positiveInt(call.body.story_id, NaN, 2_147_483_647);
  if (storyId === null || Number.isNaN(storyId)) throw new SavesError(400, 'badRequest');
  if (!(await recordRead(call.db, memberId, call.edition, storyId))) throw new SavesError(404, 'notFound');
  return json(204, null);
}

async function recommendationsCall(call: Call): Promise<Response> {
  if (call.request.method !== 'POST') throw new SavesError(405, 'badRequest');
  const count = positiveInt(call.body.limit, DEFAULT_RECOMMENDATIONS, MAX_RECOMMENDATIONS);
  if (count === null) throw new SavesError(400, 'badRequest');
  // No token, or a dead one: the latest stories, as for any reader; never another member's picks.
  const memberId = await member({ ...call, body: { ...call.body, user_id: undefined } }, false);
  if (memberId !== null && call.body.user_id !== undefined && String(call.body.user_id) !== String(memberId)) throw new SavesError(403, 'forbidden');
  // A member's picks score the whole edition: limited like the member's writes.
  if (memberId !== null) await limit(call.deps.counters(), 'writesPerMember', String(memberId));
  const stories = await recommend(call.db, call.edition, memberId, count);
  return json(200, { data: stories, meta: { personal: memberId !== null } });
}

async function pushCall(call: Call): Promise<Response> {
  if (call.request.method !== 'POST') throw new SavesError(405, 'badRequest');
  await limit(call.deps.counters(), 'pushPerIp', clientRateLimitKey(call.request.headers));
  if (!validPushToken(call.body.token)) throw new SavesError(400, 'badRequest');
  const { created } = await registerPushToken(call.db, call.body.token, call.edition);
  return json(created ? 201 : 200, { registered: true });
}

export type SavesRoute = 'members' | 'push';

/**
 * Answers `/api/members/v1/{path}` (route `members`) or `/register-fcm-topic` (route `push`).
 * Paths this module does not serve answer null, so a shared catch-all can pass them on.
 */
export async function handleSaves(request: Request, route: SavesRoute, path: readonly string[], deps: SavesDeps): Promise<Response | null> {
  const [head, ...rest] = path;
  const run =
    route === 'push'
      ? pushCall
      : head === 'bookmarks'
        ? (call: Call) => bookmarksCall(call, rest)
        : head === 'reads' && !rest.length
          ? readsCall
          : head === 'recommendations' && !rest.length
            ? recommendationsCall
            : null;
  if (!run) return null;
  const edition = requestEdition(request.headers, deps.hosts);
  const t = getT(edition?.lang ?? 'bn', 'saves');
  const fail = (error: SavesError) =>
    json(error.status, { error: t(error.code, { seconds: String(error.retryAfter ?? '') }), code: error.code }, error.retryAfter ? { 'Retry-After': String(error.retryAfter) } : {});
  if (!edition) return fail(new SavesError(400, 'badRequest'));
  if (request.method !== 'GET' && foreignOrigin(request)) return fail(new SavesError(403, 'forbidden'));
  try {
    const body = await readJson(request);
    return await run({ request, url: new URL(request.url), db: deps.db(), edition, deps, body });
  } catch (error) {
    if (error instanceof SavesError) return fail(error);
    console.error('saves call failed:', error instanceof Error ? error.message : error);
    return json(500, { error: t('failed'), code: 'failed' });
  }
}
