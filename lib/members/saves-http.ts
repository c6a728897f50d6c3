/**
 * The HTTP side of saved stories, reads, for-you and push registration (docs/members.md),
 * one route file per call under app/api/members/v1/ (and app/[brand]/[lang]/(machine)/register-fcm-topic):
 * - `/api/members/v1/bookmarks…` and `/api/members/v1/reads` authorise with the integration
 *   token only (never the cookie), so a cross-site page has nothing to replay; an Origin
 *   header, when sent, must still be this host.
 * - `/api/members/v1/recommendations` answers anyone: members (by token) get their picks,
 *   everyone else the latest stories.
 * - `/register-fcm-topic` stores a push token (and a web-push subscription's keys, whose
 *   endpoint must be a known push service's), rate limited per address.
 * The edition comes from the Host header (unknown hosts are refused); every answer is JSON
 * with `Cache-Control: no-store`, errors in lib/http/errors.ts's shape in the edition's language.
 */
import 'server-only';
import type { AuthDeps } from '../auth/context';
import { isBrandKey, isLang } from '../brands/brands';
import { authDeps } from '../auth/deps';
import { readJsonBody } from '../http/body';
import { foreignOrigin } from '../http/csrf';
import { asHttpError, errorResponse, HttpError, jsonResponse } from '../http/errors';
import { countHit, type CounterStore } from '../http/rate-limit';
import { route } from '../http/route';
import type { HostEntry } from '../brands/resolve-host';
import { absoluteUrl } from '../routes/absolute';
import type { Database } from '../db/client';
import { getT } from '../i18n/messages';
import { clientRateLimitKey, requestEdition } from '../http/client';
import { pushSenderConfig } from '../config/push';
import { pushEndpointAllowed } from '../push/endpoint';
import { registerPushToken, subscriptionKeys, validPushToken } from '../push/tokens';
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
  storyMetadata,
} from './bookmarks';
import { DEFAULT_RECOMMENDATIONS, MAX_RECOMMENDATIONS, recommend, recordRead } from './for-you';
import { CARD_STORY_FIELDS } from '../api/serialise';
import { loadStories } from '../api/stories';
import { integrationTokenOf, memberOfIntegrationToken } from './integration-token';

export type SavesDeps = Pick<AuthDeps, 'db' | 'hosts' | 'counters' | 'integrationSecret'>;

/** Bodies are small JSON objects; anything past this is refused unread. */
export const MAX_SAVES_BODY_BYTES = 8 * 1024;
/** Per member per minute across every write here; per address per 15 minutes for push tokens. */
export const SAVES_LIMITS = { writesPerMember: { max: 120, windowSeconds: 60 }, pushPerIp: { max: 20, windowSeconds: 900 } } as const;

type Body = Record<string, unknown>;

interface Call {
  readonly request: Request;
  readonly url: URL;
  readonly db: Database;
  readonly edition: HostEntry;
  readonly deps: SavesDeps;
  readonly body: Body;
}

const NO_STORE = { 'Cache-Control': 'no-store' };

function json(status: number, body: unknown): Response {
  return jsonResponse(status, body, NO_STORE);
}

async function limit(counters: CounterStore, name: keyof typeof SAVES_LIMITS, subject: string): Promise<void> {
  await countHit(counters, `saves:${name}:${subject}`, SAVES_LIMITS[name]);
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
    if (required) throw new HttpError(401, 'userIdNotFound');
    return null;
  }
  if (claimed !== undefined && String(claimed) !== String(row.id)) throw new HttpError(403, 'forbidden');
  return row.id;
}

function pageUrlOf(call: Call): string {
  const raw = call.body.url ?? call.url.searchParams.get('url');
  if (raw === undefined || raw === null || raw === '') throw new HttpError(400, 'userIdNotFound');
  const path = pagePath(raw);
  if (!path) throw new HttpError(400, 'badRequest');
  return path;
}

function idOf(segment: string): number {
  if (!/^\d{1,9}$/.test(segment)) throw new HttpError(404, 'notFound');
  return Number(segment);
}

/** Answers one saves call: the edition, the Origin of a write, the body, then `run`. */
async function serveSaves(request: Request, deps: SavesDeps, run: (call: Call) => Promise<Response>): Promise<Response> {
  const edition = requestEdition(request.headers, deps.hosts);
  const t = getT(edition?.lang ?? 'bn', 'saves');
  try {
    if (!edition) throw new HttpError(400, 'badRequest');
    if (request.method !== 'GET' && foreignOrigin(request.headers, edition.origin)) throw new HttpError(403, 'forbidden');
    const body = request.method === 'GET' || request.method === 'HEAD' ? {} : await readJsonBody(request, MAX_SAVES_BODY_BYTES, { tooLarge: 'tooLarge', invalid: 'badRequest' }, { emptyAllowed: true });
    return await run({ request, url: new URL(request.url), db: deps.db(), edition, deps, body });
  } catch (caught) {
    const error = asHttpError(caught, 'saves call', 'failed');
    return errorResponse(error, t(error.code as 'failed', { seconds: String(error.retryAfter ?? '') }), NO_STORE);
  }
}

const endpoint = (run: (call: Call) => Promise<Response>) => route((request: Request, deps: SavesDeps) => serveSaves(request, deps, run), authDeps);

/** A bookmarks call: for the member the token names, every write counted against them. */
function bookmarksEndpoint<P>(run: (call: Call, memberId: number, params: P) => Promise<Response>) {
  return route(
    (request: Request, deps: SavesDeps, params: P) =>
      serveSaves(request, deps, async (call) => {
        const memberId = await member(call, true);
        if (request.method !== 'GET') await limit(deps.counters(), 'writesPerMember', String(memberId));
        return run(call, memberId, params);
      }),
    authDeps,
  );
}

/** The saves calls, each the export of its route file. */
export const saves = {
  list: bookmarksEndpoint(async (call, memberId) => {
    const page = positiveInt(call.url.searchParams.get('page'), 1, 10_000);
    const perPage = positiveInt(call.url.searchParams.get('per_page'), BOOKMARKS_PER_PAGE, MAX_BOOKMARKS_PER_PAGE);
    if (page === null || perPage === null) throw new HttpError(400, 'badRequest');
    const { records, total } = await listBookmarks(call.db, memberId, page, perPage);
    // One list across brands and editions: an item of another edition opens on that edition's own host.
    const here = call.edition;
    const data = records.map((record) => {
      const { brand, lang, url } = record.attributes;
      const href = brand === here.brand && lang === here.lang ? url : isBrandKey(brand) && isLang(lang) ? absoluteUrl(call.deps.hosts, { brand, lang }, url, here) : null;
      return { ...record, attributes: { ...record.attributes, href } };
    });
    return json(200, { data, meta: { page, per_page: perPage, total, total_pages: Math.max(1, Math.ceil(total / perPage)) } });
  }),
  urls: bookmarksEndpoint(async (call, memberId) => json(200, { data: await savedUrls(call.db, memberId, call.edition) })),
  findPage: bookmarksEndpoint(async (call, memberId) => {
    const record = await findBookmark(call.db, memberId, call.edition, pageUrlOf(call));
    return json(200, { data: record ? [record] : [] });
  }),
  savePage: bookmarksEndpoint(async (call, memberId) => {
    const url = pageUrlOf(call);
    const metadata = await storyMetadata(call.db, call.edition, cleanMetadata(url, call.body.metadata));
    const { record, created } = await saveBookmark(call.db, memberId, call.edition, url, metadata);
    return json(created ? 201 : 200, { data: [record] });
  }),
  deletePage: bookmarksEndpoint(async (call, memberId) => {
    if (!(await deleteBookmarkByUrl(call.db, memberId, call.edition, pageUrlOf(call)))) throw new HttpError(404, 'notFound');
    return json(200, { data: [] });
  }),
  byId: bookmarksEndpoint(async (call, memberId, params: { id: string }) => {
    const record = await bookmarkById(call.db, memberId, idOf(params.id));
    if (!record) throw new HttpError(404, 'notFound');
    return json(200, { data: [record] });
  }),
  deleteById: bookmarksEndpoint(async (call, memberId, params: { id: string }) => {
    if (!(await deleteBookmarkById(call.db, memberId, idOf(params.id)))) throw new HttpError(404, 'notFound');
    return json(200, { data: [] });
  }),
  /** Any deeper address under /api/members/v1/bookmarks/: a member's 404. */
  unknownBookmark: bookmarksEndpoint(async () => {
    throw new HttpError(404, 'notFound');
  }),
  reads: endpoint(async (call) => {
    const memberId = await member(call, true);
    await limit(call.deps.counters(), 'writesPerMember', String(memberId));
    const storyId = positiveInt(call.body.story_id, NaN, 2_147_483_647);
    if (storyId === null || Number.isNaN(storyId)) throw new HttpError(400, 'badRequest');
    if (!(await recordRead(call.db, memberId, call.edition, storyId))) throw new HttpError(404, 'notFound');
    return json(204, null);
  }),
  recommendations: endpoint(async (call) => {
    const count = positiveInt(call.body.limit, DEFAULT_RECOMMENDATIONS, MAX_RECOMMENDATIONS);
    if (count === null) throw new HttpError(400, 'badRequest');
    // No token, or a dead one: the latest stories, as for any reader; never another member's picks.
    const memberId = await member({ ...call, body: { ...call.body, user_id: undefined } }, false);
    if (memberId !== null && call.body.user_id !== undefined && String(call.body.user_id) !== String(memberId)) throw new HttpError(403, 'forbidden');
    // A member's picks score the edition's newest stories (lib/members/for-you.ts): limited like the member's writes.
    if (memberId !== null) await limit(call.deps.counters(), 'writesPerMember', String(memberId));
    const picks = await recommend(call.db, call.edition, memberId, count);
    // In the content API's story shape (the card's fields), as every other list of stories.
    const loaded = await loadStories(call.db, call.edition, picks.map((story) => story.id), [...CARD_STORY_FIELDS]);
    return json(200, { data: picks.flatMap((story) => loaded.stories.get(story.id) ?? []), meta: { personal: memberId !== null } });
  }),
  /** POST /register-fcm-topic (a page address, not under /api). */
  push: endpoint(async (call) => {
    await limit(call.deps.counters(), 'pushPerIp', clientRateLimitKey(call.request.headers));
    if (!validPushToken(call.body.token)) throw new HttpError(400, 'badRequest');
    const keys = subscriptionKeys(call.body.keys);
    // With keys the token is an endpoint the server will POST to: only a known push service's.
    if (keys === null || (keys && !pushEndpointAllowed(call.body.token, pushSenderConfig().endpoints))) throw new HttpError(400, 'badRequest');
    const { created } = await registerPushToken(call.db, call.body.token, call.edition, keys);
    return json(created ? 201 : 200, { registered: true });
  }),
};
