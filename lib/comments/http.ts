/**
 * The HTTP side of /api/members/v1/* for comments, moderation and registered-only story
 * text (docs/members.md), one route file per call under app/api/members/v1/. Comment calls authorise with the integration token
 * (Bearer, x-integration-token or ?jwt=), never with the session cookie, so a page on
 * another site cannot make them; an Origin header, when sent, must still be this host.
 * The story-text call also takes the session cookie, as it only reads. Every answer is
 * `Cache-Control: private, no-store`; errors are lib/http/errors.ts's shape.
 */
import 'server-only';
import { SESSION_COOKIE } from '../auth/cookies';
import { readJsonBody } from '../http/body';
import { readCookie, serialiseCookie } from '../http/cookies';
import { foreignOrigin } from '../http/csrf';
import { formFromOrigin, formRefusal, isFormPost, readFormFields, seeOther, withQuery, type FormFields } from '../http/form-post';
import { MY_COMMENTS_PATH, sameSitePath, signInPath } from '../routes/paths';
import { asHttpError, errorResponse, HttpError, jsonResponse } from '../http/errors';
import { bearerToken, keyMatches, sharedLimiter } from '../http/keys';
import { countHit, RateLimited, type CounterStore } from '../http/rate-limit';
import { route } from '../http/route';
import { readSession, type MemberRow } from '../auth/sessions';
import type { Edition, HostEntry, HostMap } from '../brands/resolve-host';
import { renderStory } from '../content/prepare-cards';
import { queryPublishedStoryText } from '../content/stories/page';
import type { Database } from '../db/client';
import { getT } from '../i18n/messages';
import { clientRateLimitKey, requestEdition } from '../http/client';
import { integrationTokenOf, memberOfIntegrationToken } from '../members/integration-token';
import { meterPeriod } from '../meter/period';
import { acceptedPeriod, anonymousRead, memberRead, METER_COOKIE, readTally, writeTally } from '../meter/meter';
import type { MeterConfig } from '../config/meter';
import { parseCommentBody } from './body';
import { decodeCursor } from './cursor';
import { commentsDeps } from './deps';
import * as service from './service';

export interface MembersDeps {
  db(): Database;
  readonly integrationSecret: string;
  /** MODERATION_API_KEY; unset: only members with the moderator role moderate. */
  readonly moderationKey: string | null;
  counters(): CounterStore;
  readonly hosts: HostMap;
  readonly meter: MeterConfig;
  readonly secureCookies: boolean;
  /** The clock (tests set it); the real time when absent. */
  readonly now?: () => Date;
}

/** Posting limits per member (docs/members.md). */
export const COMMENT_LIMITS = {
  perMinute: { max: 5, windowSeconds: 60 },
  perDay: { max: 100, windowSeconds: 86_400 },
  /** Anonymous metered reads per address and hour: enough for a household, not for a scraper. */
  meterPerIp: { max: 60, windowSeconds: 3_600 },
} as const;

const MAX_JSON_BYTES = 32 * 1024;
/** 2,000 Bengali characters percent-encoded (9 bytes each), plus the story id and the return path. */
const MAX_FORM_BYTES = 24 * 1024;

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

async function tokenMember(ctx: Ctx): Promise<MemberRow | null> {
  const token = integrationTokenOf(ctx.request);
  if (!token) return null;
  const member = await memberOfIntegrationToken(ctx.deps.db(), ctx.deps.integrationSecret, token, ctx.now);
  // A token that does not check out is refused, so the browser fetches a fresh one.
  if (!member) throw new HttpError(401, 'unauthorised');
  return member;
}

async function requireMember(ctx: Ctx): Promise<MemberRow> {
  const member = await tokenMember(ctx);
  if (!member) throw new HttpError(401, 'unauthorised');
  return member;
}

function readJson(request: Request): Promise<Record<string, unknown>> {
  return readJsonBody(request, MAX_JSON_BYTES, { tooLarge: 'tooLong', invalid: 'invalid' });
}

/** A positive whole number from a query or body value; `fallback` when absent. */
function whole(value: unknown, fallback: number | null, max = 1_000_000_000): number {
  if ((value === null || value === undefined || value === '') && fallback !== null) return fallback;
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : NaN;
  if (!Number.isSafeInteger(n) || n < 1 || n > max) throw new HttpError(400, 'invalid');
  return n;
}

/** Which page a list call asks for: `page` (default 1), and the cursor of `param` (`before`, or `after` for the oldest-first queue), which wins over the page's offset. */
function windowOf(params: URLSearchParams, param: 'before' | 'after'): Omit<service.Window, 'size'> {
  return { page: whole(params.get('page'), 1, 10_000), after: decodeCursor(params.get(param)) };
}

function opsOf(body: Record<string, unknown>) {
  const parsed = parseCommentBody(body.body);
  if ('problem' in parsed) throw new HttpError(parsed.problem === 'tooLong' ? 413 : 400, parsed.problem);
  return parsed.ops;
}

async function postLimits(ctx: Ctx, member: MemberRow): Promise<void> {
  await countHit(ctx.deps.counters(), `comment-minute:${member.id}`, COMMENT_LIMITS.perMinute);
  await countHit(ctx.deps.counters(), `comment-day:${member.id}`, COMMENT_LIMITS.perDay);
}

async function requireModerator(ctx: Ctx): Promise<void> {
  const key = ctx.deps.moderationKey;
  const bearer = bearerToken(ctx.request.headers.get('authorization'));
  if (key && bearer) {
    // Wrong keys count against the address, as for the ingest key: guessing is refused early.
    const client = `moderation:${clientRateLimitKey(ctx.request.headers)}`;
    const limiter = sharedLimiter();
    const wait = limiter.retryAfter(client);
    if (wait !== null) throw new RateLimited(wait);
    if (keyMatches(bearer, key)) return;
    if (bearer.split('.').length !== 3) limiter.recordFailure(client);
  }
  const member = await tokenMember(ctx).catch(() => null);
  if (member && (await service.isModerator(ctx.deps.db(), member.id))) return;
  throw new HttpError(member ? 403 : 401, member ? 'forbidden' : 'unauthorised');
}

function anonymousName(ctx: Ctx): string {
  return getT(ctx.edition.lang, 'comments')('anonymousName');
}

async function thread(ctx: Ctx): Promise<Answer> {
  const story = await service.findStory(ctx.deps.db(), ctx.edition, whole(ctx.url.searchParams.get('story-id'), null));
  const member = await tokenMember(ctx);
  // Registered-only stories keep their discussion for members too.
  if (story.access === 'login' && !member) throw new HttpError(401, 'unauthorised');
  return { status: 200, body: await service.listThread(ctx.deps.db(), story.id, member?.id ?? null, windowOf(ctx.url.searchParams, 'before'), ctx.now, anonymousName(ctx)) };
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

/** docs/product.md, "Calls": comments activity (account_id, per_page, page, jwt; and before, the cursor); a member reads only their own. */
async function activity(ctx: Ctx): Promise<Answer> {
  const member = await requireMember(ctx);
  const params = ctx.url.searchParams;
  if (params.has('account_id') && whole(params.get('account_id'), null) !== member.id) throw new HttpError(403, 'forbidden');
  const perPage = whole(params.get('per_page'), service.COMMENTS_PAGE_SIZE, service.MAX_PER_PAGE);
  return { status: 200, body: await service.memberActivity(ctx.deps.db(), member.id, ctx.edition, { ...windowOf(params, 'before'), size: perPage }, ctx.now) };
}

async function queue(ctx: Ctx): Promise<Answer> {
  await requireModerator(ctx);
  return { status: 200, body: await service.moderationQueue(ctx.deps.db(), windowOf(ctx.url.searchParams, 'after')) };
}

async function decide(ctx: Ctx, id: number): Promise<Answer> {
  await requireModerator(ctx);
  const { status } = await readJson(ctx.request);
  if (status !== 'approved' && status !== 'rejected') throw new HttpError(400, 'invalid');
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
  const story = await queryPublishedStoryText(db, ctx.edition, id);
  if (!story) throw new HttpError(404, 'notFound');
  // The cards as data, prepared as the public page prepares them, for the same components to render.
  const content = () => renderStory(story);
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
  await countHit(ctx.deps.counters(), `meter-ip:${clientRateLimitKey(ctx.request.headers)}`, COMMENT_LIMITS.meterPerIp, 'readingTooFast');
  return { status: 200, body: { access: { granted: true, grantReason: 'metered' }, meteringCount: read.count, allowance: meter.free, period, periodKind: meter.period, ...content() }, cookies: [cookie] };
}

const HEADERS = { 'Cache-Control': 'private, no-store', Vary: 'Cookie, Authorization' };

/** Ids are int4 in the database: a larger one can name nothing (and would make PostgreSQL fail). */
function idOf(value: string): number | null {
  return /^\d{1,10}$/.test(value) && Number(value) <= 2_147_483_647 ? Number(value) : null;
}

function fail(request: Request, deps: MembersDeps, error: HttpError): Response {
  const t = getT(requestEdition(request.headers, deps.hosts)?.lang ?? 'bn', 'comments');
  return errorResponse(error, t(`errors.${error.code}` as 'errors.invalid'), HEADERS);
}

/**
 * A comment posted by the story page's form without JavaScript (issue 22; lib/http/form-post.ts).
 * Such a browser has no integration token, only the session cookie, so the post is held to
 * the native-post rule: its Origin (or Referer) is exactly this host's origin in the host
 * map. The same checks and limits as the JSON call apply. The answer is a 303: to sign-in
 * (coming back to the story) for a reader who is not signed in, else to My comments, which
 * says what happened (`?comment=posted`, `pending` or an error's message key).
 */
async function postForm(request: Request, deps: MembersDeps, edition: HostEntry): Promise<Response> {
  const t = getT(edition.lang, 'comments');
  if (!formFromOrigin(request.headers, edition.origin)) return formRefusal(403, t('errors.forbidden'), edition.lang);
  let fields: FormFields;
  try {
    fields = await readFormFields(request, MAX_FORM_BYTES, 'invalid');
  } catch {
    return formRefusal(400, t('errors.invalid'), edition.lang);
  }
  const outcome = (comment: string) => seeOther(edition.origin, withQuery(MY_COMMENTS_PATH, { comment }));
  try {
    const db = deps.db();
    const sessionId = readCookie(request.headers.get('cookie'), SESSION_COOKIE);
    const member = sessionId ? ((await readSession(db, sessionId))?.member ?? null) : null;
    if (!member) return seeOther(edition.origin, signInPath(sameSitePath(fields['redirect-url']) ?? undefined));
    // As for the integration token, which only a verified member is given.
    if (!member.emailVerified) throw new HttpError(403, 'forbidden');
    const story = await service.findStory(db, edition, whole(fields['story-id'], null));
    const ops = opsOf({ body: { ops: [{ insert: fields.body ?? '' }] } });
    await postLimits({ request, url: new URL(request.url), deps, edition, now: deps.now?.() ?? new Date() }, member);
    const record = await service.postComment(db, member.id, story, null, ops, deps.now?.() ?? new Date());
    return outcome(record.attributes.status === 'approved' ? 'posted' : record.attributes.status);
  } catch (error) {
    return outcome(asHttpError(error, 'comment form', 'generic').code);
  }
}

/** Answers one comments call; `id` names the comment or story of the path (404 when it cannot be one). */
async function serveComments(request: Request, deps: MembersDeps, run: (ctx: Ctx, id: number) => Promise<Answer>, id = '0'): Promise<Response> {
  const edition = requestEdition(request.headers, deps.hosts);
  const n = idOf(id);
  try {
    if (n === null) throw new HttpError(404, 'notFound');
    if (!edition) throw new HttpError(400, 'invalid');
    if (foreignOrigin(request.headers, edition.origin)) throw new HttpError(403, 'forbidden');
    const answer = await run({ request, url: new URL(request.url), deps, edition, now: deps.now?.() ?? new Date() }, n);
    const response = jsonResponse(answer.status, answer.body, HEADERS);
    for (const cookie of answer.cookies ?? []) response.headers.append('Set-Cookie', cookie);
    return response;
  } catch (error) {
    return fail(request, deps, asHttpError(error, 'comments call', 'generic'));
  }
}

const endpoint = (run: (ctx: Ctx) => Promise<Answer>) => route((request: Request, deps: MembersDeps) => serveComments(request, deps, run), commentsDeps);
const withId = (run: (ctx: Ctx, id: number) => Promise<Answer>) => route((request: Request, deps: MembersDeps, params: { id: string }) => serveComments(request, deps, run, params.id), commentsDeps);

/** The comments calls, each the export of its route file under app/api/members/v1/. */
export const comments = {
  thread: endpoint(thread),
  /** JSON from the thread island; a form body from the story page's form when JavaScript is off (`postForm`). */
  post: route((request: Request, deps: MembersDeps) => {
    const edition = requestEdition(request.headers, deps.hosts);
    return edition && isFormPost(request.headers) ? postForm(request, deps, edition) : serveComments(request, deps, post);
  }, commentsDeps),
  activity: endpoint(activity),
  edit: withId(edit),
  remove: withId(remove),
  queue: endpoint(queue),
  decide: withId(decide),
  storyText: withId(storyText),
  /** Any other address under /api/members/v1/: a JSON 404. */
  unknown: route(async (request: Request, deps: MembersDeps) => fail(request, deps, new HttpError(404, 'notFound')), commentsDeps),
};
