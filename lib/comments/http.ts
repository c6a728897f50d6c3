/**
 * The HTTP side of /api/members/v1/* for comments, moderation and registered-only story
 * text (docs/members.md). Comment calls authorise with the integration token
 * (Bearer, x-integration-token or ?jwt=), never with the session cookie, so a page on
 * another site cannot make them; an Origin header, when sent, must still be this host.
 * The story-text call also takes the session cookie, as it only reads. Every answer is
 * `Cache-Control: private, no-store`.
 */
import 'server-only';
import { BodyError, foreignOrigin, readJsonObject } from '../http/body';
import { and, eq } from 'drizzle-orm';
import { readCookie, serialiseCookie, SESSION_COOKIE } from '../auth/cookies';
import type { CounterStore } from '../auth/rate-limit';
import { readSession, type MemberRow } from '../auth/sessions';
import type { Edition, HostMap } from '../brands/resolve-host';
import { renderStory } from '../content/prepare-cards';
import type { Database } from '../db/client';
import { stories } from '../db/schema';
import { getT } from '../i18n/messages';
import { clientRateLimitKey, requestEdition } from '../http/client';
import { bearerToken, keyMatches, sharedLimiter } from '../ingest/auth';
import { integrationTokenOf, memberOfIntegrationToken } from '../members/integration-token';
import { meterPeriod } from '../meter/period';
import { acceptedPeriod, anonymousRead, memberRead, METER_COOKIE, readTally, writeTally } from '../meter/meter';
import type { MeterConfig } from '../config/meter';
import { parseCommentBody } from './body';
import * as service from './service';
import { CommentError } from './service';

export interface MembersDeps {
  db(): Database;
  readonly integrationSecret: string;
  /** MODERATION_API_KEY; unset: only members with the moderator role moderate. */
  readonly moderationKey: string | null;
  counters(): CounterStore;
  readonly hosts: HostMap;
  readonly meter: MeterConfig;
  readonly secureCookies: boolean;
}

/** Posting limits per member (docs/members.md). */
export const COMMENT_LIMITS = {
  perMinute: { max: 5, windowSeconds: 60 },
  perDay: { max: 100, windowSeconds: 86_400 },
  /** Anonymous metered reads per address and hour: enough for a household, not for a scraper. */
  meterPerIp: { max: 60, windowSeconds: 3_600 },
} as const;

const MAX_JSON_BYTES = 32 * 1024;

interface Ctx {
  readonly request: Request;
  readonly url: URL;
  readonly deps: MembersDeps;
  readonly edition: Edition;
  readonly now: Date;
}

interface Answer {
  readonly status: number;
  readonly body: unknown;
  readonly cookies?: readonly string[];
}

class RateLimitedError extends Error {
  constructor(
    readonly retryAfter: number,
    /** The message key of comments.errors that says what was limited. */
    readonly code = 'rateLimited',
  ) {
    super('rate limited');
  }
}

async function limit(ctx: Ctx, key: string, rule: { max: number; windowSeconds: number }, code?: string): Promise<void> {
  const { count, resetInSeconds } = await ctx.deps.counters().hit(key, rule.windowSeconds);
  if (count > rule.max) throw new RateLimitedError(resetInSeconds, code);
}

async function tokenMember(ctx: Ctx): Promise<MemberRow | null> {
  const token = integrationTokenOf(ctx.request);
  if (!token) return null;
  const member = await memberOfIntegrationToken(ctx.deps.db(), ctx.deps.integrationSecret, token, ctx.now);
  // A token that does not check out is refused, so the browser fetches a fresh one.
  if (!member) throw new CommentError(401, 'unauthorised');
  return member;
}

async function requireMember(ctx: Ctx): Promise<MemberRow> {
  const member = await tokenMember(ctx);
  if (!member) throw new CommentError(401, 'unauthorised');
  return member;
}

async function readJson(request: Request): Promise<Record<string, unknown>> {
  try {
    return await readJsonObject(request, MAX_JSON_BYTES);
  } catch (error) {
    if (!(error instanceof BodyError)) throw error;
    throw error.reason === 'tooLarge' ? new CommentError(413, 'tooLong') : new CommentError(error.reason === 'contentType' ? 415 : 400, 'invalid');
  }
}

/** A positive whole number from a query or body value; `fallback` when absent. */
function whole(value: unknown, fallback: number | null, max = 1_000_000_000): number {
  if ((value === null || value === undefined || value === '') && fallback !== null) return fallback;
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : NaN;
  if (!Number.isSafeInteger(n) || n < 1 || n > max) throw new CommentError(400, 'invalid');
  return n;
}

function opsOf(body: Record<string, unknown>) {
  const parsed = parseCommentBody(body.body);
  if ('problem' in parsed) throw new CommentError(parsed.problem === 'tooLong' ? 413 : 400, parsed.problem);
  return parsed.ops;
}

async function postLimits(ctx: Ctx, member: MemberRow): Promise<void> {
  await limit(ctx, `comment-minute:${member.id}`, COMMENT_LIMITS.perMinute);
  await limit(ctx, `comment-day:${member.id}`, COMMENT_LIMITS.perDay);
}

async function requireModerator(ctx: Ctx): Promise<void> {
  const key = ctx.deps.moderationKey;
  const bearer = bearerToken(ctx.request.headers.get('authorization'));
  if (key && bearer) {
    // Wrong keys count against the address, as for the ingest key: guessing is refused early.
    const client = `moderation:${clientRateLimitKey(ctx.request.headers)}`;
    const limiter = sharedLimiter();
    const wait = limiter.retryAfter(client);
    if (wait !== null) throw new RateLimitedError(wait);
    if (keyMatches(bearer, key)) return;
    if (bearer.split('.').length !== 3) limiter.recordFailure(client);
  }
  const member = await tokenMember(ctx).catch(() => null);
  if (member && (await service.isModerator(ctx.deps.db(), member.id))) return;
  throw new CommentError(member ? 403 : 401, member ? 'forbidden' : 'unauthorised');
}

function anonymousName(ctx: Ctx): string {
  return getT(ctx.edition.lang, 'comments')('anonymousName');
}

async function thread(ctx: Ctx): Promise<Answer> {
  const story = await service.findStory(ctx.deps.db(), ctx.edition, whole(ctx.url.searchParams.get('story-id'), null));
  const member = await tokenMember(ctx);
  // Registered-only stories keep their discussion for members too.
  if (story.access === 'login' && !member) throw new CommentError(401, 'unauthorised');
  const page = whole(ctx.url.searchParams.get('page'), 1, 10_000);
  return { status: 200, body: await service.listThread(ctx.deps.db(), story.id, member?.id ?? null, page, ctx.now, anonymousName(ctx)) };
}

async function post(ctx: Ctx): Promise<Answer> {
  const member = await requireMember(ctx);
  const body = await readJson(ctx.request);
  const story = await service.findStory(ctx.deps.db(), ctx.edition, whole(body['story-id'], null));
  const parentId = body['parent-id'] === undefined || body['parent-id'] === null ? null : whole(body['parent-id'], null);
  const ops = opsOf(body);
  await postLimits(ctx, member);
  return { status: 201, body: { data: await service.postComment(ctx.deps.db(), member.id, story, parentId, ops, ctx.now) } };
}

async function edit(ctx: Ctx, id: number): Promise<Answer> {
  const member = await requireMember(ctx);
  const ops = opsOf(await readJson(ctx.request));
  await postLimits(ctx, member);
  return { status: 200, body: { data: await service.editComment(ctx.deps.db(), member.id, id, ops, ctx.now) } };
}

async function remove(ctx: Ctx, id: number): Promise<Answer> {
  const member = await requireMember(ctx);
  await service.deleteComment(ctx.deps.db(), member.id, id, ctx.now);
  return { status: 200, body: { deleted: id } };
}

/** docs/product.md, "Calls": comments activity (account_id, per_page, page, jwt); a member reads only their own. */
async function activity(ctx: Ctx): Promise<Answer> {
  const member = await requireMember(ctx);
  const params = ctx.url.searchParams;
  if (params.has('account_id') && whole(params.get('account_id'), null) !== member.id) throw new CommentError(403, 'forbidden');
  const perPage = whole(params.get('per_page'), service.COMMENTS_PAGE_SIZE, service.MAX_PER_PAGE);
  return { status: 200, body: await service.memberActivity(ctx.deps.db(), member.id, ctx.edition, whole(params.get('page'), 1, 10_000), perPage, ctx.now) };
}

async function queue(ctx: Ctx): Promise<Answer> {
  await requireModerator(ctx);
  return { status: 200, body: await service.moderationQueue(ctx.deps.db(), whole(ctx.url.searchParams.get('page'), 1, 10_000)) };
}

async function decide(ctx: Ctx, id: number): Promise<Answer> {
  await requireModerator(ctx);
  const { status } = await readJson(ctx.request);
  if (status !== 'approved' && status !== 'rejected') throw new CommentError(400, 'invalid');
  return { status: 200, body: { data: await service.decide(ctx.deps.db(), id, status, ctx.now) } };
}

/**
 * The text of a registered-only story (docs/members.md, "Registered-only stories and
 * metering"): for a member (token or session cookie), or an anonymous reader with meter
 * allowance left. The answer carries the access slice (granted, grantReason) and the
 * metering count.
 */
async function storyText(ctx: Ctx, id: number): Promise<Answer> {
  const db = ctx.deps.db();
  const [story] = await db
    .select({ id: stories.id, access: stories.access, template: stories.template, cards: stories.cards, metadata: stories.metadata, lastPublishedAt: stories.lastPublishedAt })
    .from(stories)
    .where(and(eq(stories.id, id), eq(stories.brand, ctx.edition.brand), eq(stories.lang, ctx.edition.lang), eq(stories.status, 'published')));
  if (!story) throw new CommentError(404, 'notFound');
  // The cards as data, prepared as the public page prepares them, for the same components to render.
  const content = () => renderStory({ ...story, isClosed: Boolean(story.metadata?.['is-closed']), lastPublishedAt: story.lastPublishedAt?.getTime() ?? 0 });
  const { meter } = ctx.deps;
  if (story.access !== 'login') return { status: 200, body: { access: { granted: true, grantReason: 'public' }, meteringCount: -1, ...content() } };
  const sessionId = readCookie(ctx.request.headers.get('cookie'), SESSION_COOKIE);
  const member = (await tokenMember(ctx)) ?? (sessionId ? ((await readSession(db, sessionId, ctx.now))?.member ?? null) : null);
  if (member) {
    const count = await memberRead(db, meter, member.id, story.id, ctx.now);
    return { status: 200, body: { access: { granted: true, grantReason: 'registered' }, meteringCount: count, allowance: meter.free, ...content() } };
  }
  // The browser's clock names the period it counts in (?at=ms); the server accepts only its current or next one.
  const at = Number(ctx.url.searchParams.get('at'));
  const period = acceptedPeriod(meter, Number.isSafeInteger(at) && at > 0 ? meterPeriod(meter.period, at) : null, ctx.now);
  const read = anonymousRead(meter, readTally(readCookie(ctx.request.headers.get('cookie'), METER_COOKIE), ctx.deps.integrationSecret), period, story.id, ctx.now);
  const cookie = serialiseCookie(METER_COOKIE, writeTally(read.tally, ctx.deps.integrationSecret), { httpOnly: true, secure: ctx.deps.secureCookies && !requestEdition(ctx.request.headers, ctx.deps.hosts)?.local, maxAgeSeconds: 40 * 86_400 });
  if (!read.granted) return { status: 403, body: { access: { granted: false, grantReason: meter.free > 0 ? 'meter-exhausted' : 'sign-in-required' }, meteringCount: read.count, allowance: meter.free, period, periodKind: meter.period } };
  await limit(ctx, `meter-ip:${clientRateLimitKey(ctx.request.headers)}`, COMMENT_LIMITS.meterPerIp, 'readingTooFast');
  return { status: 200, body: { access: { granted: true, grantReason: 'metered' }, meteringCount: read.count, allowance: meter.free, period, periodKind: meter.period, ...content() }, cookies: [cookie] };
}

function route(method: string, path: readonly string[]): ((ctx: Ctx) => Promise<Answer>) | null {
  const [a, b, c, extra] = path;
  if (extra !== undefined) return null;
  // Ids are int4 in the database: a larger one can name nothing (and would make PostgreSQL fail).
  const id = (value: string | undefined) => (value && /^\d{1,10}$/.test(value) && Number(value) <= 2_147_483_647 ? Number(value) : null);
  if (a === 'comments' && b === undefined) return method === 'GET' ? thread : method === 'POST' ? post : null;
  if (a === 'comments' && b === 'activity' && c === undefined) return method === 'GET' ? activity : null;
  if (a === 'comments' && c === undefined && id(b)) {
    const n = id(b) as number;
    return method === 'PATCH' ? (ctx) => edit(ctx, n) : method === 'DELETE' ? (ctx) => remove(ctx, n) : null;
  }
  if (a === 'moderation' && b === 'comments' && c === undefined) return method === 'GET' ? queue : null;
  if (a === 'moderation' && b === 'comments' && id(c)) return method === 'POST' ? (ctx) => decide(ctx, id(c) as number) : null;
  if (a === 'stories' && id(b) && c === 'text') return method === 'GET' ? (ctx) => storyText(ctx, id(b) as number) : null;
  return null;
}

/** Answers one /api/members/v1/{path} request of the comments side. */
export async function handleComments(request: Request, path: readonly string[], deps: MembersDeps, now = new Date()): Promise<Response> {
  const edition = requestEdition(request.headers, deps.hosts);
  const t = getT(edition?.lang ?? 'bn', 'comments');
  const headers = { 'Cache-Control': 'private, no-store', 'Content-Type': 'application/json; charset=utf-8', Vary: 'Cookie, Authorization' };
  const fail = (status: number, code: string, extra: Record<string, string> = {}, body: Record<string, unknown> = {}) =>
    new Response(JSON.stringify({ ...body, error: t(`errors.${code}` as 'errors.invalid'), code }), { status, headers: { ...headers, ...extra } });
  const handler = route(request.method, path);
  if (!handler) return fail(404, 'notFound');
  if (!edition) return fail(400, 'invalid');
  if (foreignOrigin(request)) return fail(403, 'forbidden');
  try {
    const answer = await handler({ request, url: new URL(request.url), deps, edition, now });
    const response = new Response(JSON.stringify(answer.body), { status: answer.status, headers });
    for (const cookie of answer.cookies ?? []) response.headers.append('Set-Cookie', cookie);
    return response;
  } catch (error) {
    if (error instanceof RateLimitedError) return fail(429, error.code, { 'Retry-After': String(error.retryAfter) });
    if (error instanceof CommentError) return fail(error.status, error.code);
    console.error('comments call failed:', error instanceof Error ? error.message : error);
    return fail(500, 'generic');
  }
}
