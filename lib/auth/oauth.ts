/**
 * Cross-brand sign-in: the main brand is the identity provider. A sister brand's sign-in
 * link goes to its own oauth/start (which keeps a state value in a cookie), then to the
 * main brand's oauth/authorize (client_id = the sister brand, response_type=code,
 * redirect_uri = the sister brand's oauth/token on the same origin, callback_uri = where
 * the reader returns). A signed-in reader gets a single-use code valid for 60 seconds;
 * the sister brand's token endpoint redeems it into a session of its own host.
 */
import 'server-only';
import { eq } from 'drizzle-orm';
import { isBrandKey, MAIN_BRAND } from '../brands/brands';
import { members } from '../db/schema';
import { readCookie, serialiseCookie } from '../http/cookies';
import { randomToken, safeEqual } from './crypto';
import { HttpError } from '../http/errors';
import type { AuthAnswer, AuthContext } from './context';
import { absoluteUrl, entryOfUrl, onOrigin } from '../routes/absolute';
import { signInPath } from '../routes/paths';
import { safeRedirect } from './redirect';
import { signIn } from './service';
import { consumeToken, issueSecret } from './tokens';

export const OAUTH_CODE_TTL_MS = 60_000;
export const TOKEN_PATH = '/api/auth/v1/oauth/token';
const STATE_COOKIE = 'alokpat-oauth-state';

/** An absolute address on exactly the origin of a host-map row (scheme, host and port), or null. */
function absoluteOurs(ctx: AuthContext, value: string | null): URL | null {
  const safe = value ? safeRedirect(value, ctx.deps.hosts) : null;
  return safe && /^https?:/i.test(safe) && entryOfUrl(ctx.deps.hosts, safe) ? new URL(safe) : null;
}

/** Where a brand site's oauth/start sends the reader: interactive (authorize) or silent (auto-sso). */
export const AUTHORIZE_PATH = '/api/auth/v1/oauth/authorize';
export const AUTO_SSO_PATH = '/api/auth/v1/oauth/auto-sso/authorize';

/** A valid request of a sister brand: its brand key, its token endpoint and where the reader returns (both on its origin). */
function authorizeRequest(ctx: AuthContext, query: URLSearchParams): { clientId: string; redirectUri: URL; callbackUri: URL } {
  if (ctx.edition.brand !== MAIN_BRAND.key) throw new HttpError(400, 'redirectInvalid');
  const clientId = query.get('client_id') ?? '';
  if (!isBrandKey(clientId) || clientId === MAIN_BRAND.key || query.get('response_type') !== 'code') throw new HttpError(400, 'redirectInvalid');
  const redirectUri = absoluteOurs(ctx, query.get('redirect_uri'));
  const callbackUri = absoluteOurs(ctx, query.get('callback_uri'));
  if (
    !redirectUri ||
    !callbackUri ||
    redirectUri.pathname !== TOKEN_PATH ||
    entryOfUrl(ctx.deps.hosts, redirectUri.toString())?.brand !== clientId ||
    callbackUri.origin !== redirectUri.origin
  ) {
    throw new HttpError(400, 'redirectInvalid');
  }
  return { clientId, redirectUri, callbackUri };
}

/**
 * GET oauth/authorize: a signed-in reader goes to the sister brand's token endpoint with a
 * code; anyone else signs in first, and comes back here.
 */
export async function authorize(ctx: AuthContext, query: URLSearchParams): Promise<AuthAnswer> {
  const request = authorizeRequest(ctx, query);
  if (ctx.session) return go(query, await withCode(ctx, request));
  // Back here after sign-in as a page load, whatever this request asked for.
  const again = new URLSearchParams(query);
  again.delete('allow_ajax');
  return go(query, signInPath(`${AUTHORIZE_PATH}?${again}`));
}

/**
 * GET oauth/auto-sso/authorize, the platform's silent sign-in: a signed-in reader goes on as
 * with authorize; anyone else goes straight back to callback_uri with `logged_in=false`
 * (the brand site then stops asking), never to a sign-in page.
 */
export async function autoSso(ctx: AuthContext, query: URLSearchParams): Promise<AuthAnswer> {
  const request = authorizeRequest(ctx, query);
  if (ctx.session) return go(query, await withCode(ctx, request));
  request.callbackUri.searchParams.set('logged_in', 'false');
  return go(query, request.callbackUri.toString());
}

/** The token endpoint's address with a fresh single-use code for the signed-in reader. */
async function withCode(ctx: AuthContext, { clientId, redirectUri, callbackUri }: ReturnType<typeof authorizeRequest>): Promise<string> {
  const member = (ctx.session as NonNullable<AuthContext['session']>).member;
  const { token: code } = await issueSecret(ctx.deps.db(), {
    purpose: 'oauth-code',
    email: member.email,
    memberId: member.id,
    withCode: false,
    ttlMs: OAUTH_CODE_TTL_MS,
    data: { client: clientId, 'redirect-uri': redirectUri.toString() },
  });
  const target = new URL(redirectUri);
  target.searchParams.set('code', code);
  target.searchParams.set('callback_uri', callbackUri.toString());
  return target.toString();
}

/** A 302 to `location`, or with `allow_ajax=true` (the platform's clients) `200 { redirect_uri }` for a script to follow. */
function go(query: URLSearchParams, location: string): AuthAnswer {
  if (query.get('allow_ajax') === 'true') return { status: 200, body: { redirect_uri: location } };
  return { status: 302, body: {}, redirect: location };
}

/**
 * On a sister brand: begin the round trip to the main brand, through its authorize, or with
 * `auto_sso=true` through its silent auto-sso (a reader signed in nowhere comes straight back).
 */
export function startOauth(ctx: AuthContext, query: URLSearchParams): AuthAnswer {
  if (ctx.edition.brand === MAIN_BRAND.key) throw new HttpError(400, 'redirectInvalid');
  const callback = safeRedirect(query.get('callback_uri') ?? '/', ctx.deps.hosts) ?? '/';
  const callbackUri = new URL(callback, ctx.origin);
  if (callbackUri.origin !== ctx.origin) throw new HttpError(400, 'redirectInvalid');
  const state = randomToken();
  const params = new URLSearchParams({
    client_id: ctx.edition.brand,
    response_type: 'code',
    redirect_uri: onOrigin(ctx.origin, `${TOKEN_PATH}?state=${state}`),
    callback_uri: callbackUri.toString(),
  });
  const target = absoluteUrl(ctx.deps.hosts, { brand: MAIN_BRAND.key, lang: MAIN_BRAND.defaultLang }, `${query.get('auto_sso') === 'true' ? AUTO_SSO_PATH : AUTHORIZE_PATH}?${params}`, ctx.entry);
  if (!target) throw new HttpError(400, 'redirectInvalid');
  return {
    status: 302,
    body: {},
    redirect: target,
    setCookies: [serialiseCookie(STATE_COOKIE, state, { httpOnly: true, secure: ctx.deps.secureCookies && ctx.protocol === 'https', maxAgeSeconds: 600 })],
  };
}

/** On a sister brand: redeem the code (with the state this browser was given) into a session here. */
export async function redeemCode(ctx: AuthContext, query: URLSearchParams, cookieHeader: string | null): Promise<AuthAnswer> {
  const state = readCookie(cookieHeader, STATE_COOKIE);
  const given = query.get('state');
  if (!state || !given || !safeEqual(state, given)) throw new HttpError(400, 'tokenInvalid');
  const row = await consumeToken(ctx.deps.db(), 'oauth-code', query.get('code'));
  if (typeof row === 'string' || row.memberId === null || row.data.client !== ctx.edition.brand || new URL(row.data['redirect-uri']).origin !== ctx.origin) {
    throw new HttpError(400, 'tokenInvalid');
  }
  const [member] = await ctx.deps.db().select().from(members).where(eq(members.id, row.memberId));
  if (!member) throw new HttpError(400, 'tokenInvalid');
  const callback = absoluteOurs(ctx, query.get('callback_uri'));
  const answer = await signIn(ctx, member, null);
  const clear = serialiseCookie(STATE_COOKIE, '', { httpOnly: true, secure: false, maxAgeSeconds: 0 });
  return { ...answer, status: 302, redirect: callback && callback.origin === ctx.origin ? callback.toString() : '/', setCookies: [clear] };
}

