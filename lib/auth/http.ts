/**
 * The HTTP side of /api/auth/v1/*: finds the edition from the Host header (the proxy
 * leaves /api/* alone), checks CSRF on every state-changing call (and on GET logout),
 * reads the JSON body, loads the session, runs the call, and writes the answer with its
 * cookies. Every answer is `Cache-Control: no-store`.
 */
import 'server-only';
import { BodyError, readJsonObject, readLimitedBytes } from '../http/body';
import { clientRateLimitKey, requestEdition, requestProtocol } from '../http/client';
import { editionOrigin } from '../routes/absolute';
import { getT } from '../i18n/messages';
import { storeUpload, MAX_AVATAR_BYTES } from './avatar';
import { AuthError, type AuthAnswer, type AuthContext, type AuthDeps } from './context';
import { readCookie, serialiseCookie, SESSION_COOKIE, SIGNED_IN_HINT_COOKIE, XSRF_COOKIE } from './cookies';
import { PasswordWorkBusy, randomToken } from './crypto';
import { checkCsrf } from './csrf';
import { authorize, redeemCode, startOauth } from './oauth';
import { RateLimited } from './rate-limit';
import * as service from './service';
import { readSession, SESSION_ABSOLUTE_MS } from './sessions';

const MAX_JSON_BYTES = 16 * 1024;
const XSRF_MAX_AGE = 31_536_000;

type Body = Record<string, unknown>;

interface Route {
  readonly run: (ctx: AuthContext, body: Body, request: Request) => Promise<AuthAnswer> | AuthAnswer;
  /** State-changing: CSRF-checked. */
  readonly csrf: boolean;
  readonly body: 'json' | 'bytes' | 'none';
  /** Who may send the body at all, checked before a byte of it is read (uploads). */
  readonly allowed?: (session: Awaited<ReturnType<typeof readSession>>) => void;
}

const post = (run: (ctx: AuthContext, body: Body) => Promise<AuthAnswer> | AuthAnswer): Route => ({ run, csrf: true, body: 'json' });
const read = (run: Route['run']): Route => ({ run, csrf: false, body: 'none' });

const ROUTES: Readonly<Record<string, Route>> = {
  'GET csrf': read(() => ({ status: 200, body: {} })),
  'POST users/sign-up': post(service.signUp),
  'POST login': post(service.loginWithPassword),
  'POST users/send-otp': post(service.sendOtp),
  'POST login/otp': post(service.loginWithCode),
  'POST users/send-verification-link': post(service.sendVerificationLink),
  'POST login/verification-link': post(service.loginWithLink),
  'POST users/forgot-password': post(service.forgotPassword),
  'POST users/reset-password': post(service.resetPassword),
  'POST users/reset-password-with-token': post(service.resetPasswordWithToken),
  'POST users/change-password': post(service.changePassword),
  'GET users/me': read(service.me),
  'POST users/profile': post(service.updateProfile),
  // GET as the spec lists it, but it needs the X-XSRF-TOKEN header like a POST: a link or an
  // <img> on another site cannot send that header, so it cannot sign anyone out.
  'GET logout': { run: service.logout, csrf: true, body: 'none' },
  'POST logout': post(service.logout),
  'POST login/google-one-tap': post(service.loginWithGoogle),
  'GET oauth/authorize': read((ctx, _body, request) => {
    const url = new URL(request.url);
    return authorize(ctx, url.searchParams, `${url.pathname}${url.search}`);
  }),
  'GET oauth/start': read((ctx, _body, request) => startOauth(ctx, new URL(request.url).searchParams)),
  'GET oauth/token': read((ctx, _body, request) => redeemCode(ctx, new URL(request.url).searchParams, request.headers.get('cookie'))),
  'PUT uploads': {
    csrf: true,
    body: 'bytes',
    allowed: (session) => {
      if (!session) throw new AuthError(401, 'notSignedIn');
      if (!session.member.emailVerified) throw new AuthError(403, 'notVerified');
    },
    run: async (ctx, body) => {
      if (!ctx.session) throw new AuthError(401, 'notSignedIn');
      return { status: 201, body: { 'temp-s3-key': await storeUpload(ctx.deps.media(), ctx.session.member, body.bytes as Uint8Array, ctx.deps.counters()) } };
    },
  },
};

/** The integration token call carries the integration's id in its path. */
function routeOf(method: string, path: readonly string[]): Route | undefined {
  if (method === 'GET' && path.length === 3 && path[0] === 'access-token' && path[1] === 'integrations') {
    const id = path[2];
    return read((ctx) => service.integrationToken(ctx, id));
  }
  return ROUTES[`${method} ${path.join('/')}`];
}

/** The answer of GET /api/sign: where and how to upload an avatar (the session authorises the upload). */
export const UPLOAD_TARGET = { 'upload-url': '/api/auth/v1/uploads', method: 'PUT', 'max-bytes': MAX_AVATAR_BYTES, 'accepted-types': ['image/png', 'image/jpeg', 'image/webp'] } as const;

async function readBody(request: Request, kind: Route['body']): Promise<Body> {
  if (kind === 'none') return {};
  try {
    if (kind === 'bytes') return { bytes: await readLimitedBytes(request, MAX_AVATAR_BYTES) };
    return await readJsonObject(request, MAX_JSON_BYTES);
  } catch (error) {
    if (!(error instanceof BodyError)) throw error;
    if (error.reason === 'tooLarge') throw new AuthError(413, kind === 'bytes' ? 'imageTooLarge' : 'generic');
    throw new AuthError(error.reason === 'contentType' ? 415 : 400, 'generic');
  }
}

function respond(answer: AuthAnswer, cookies: string[]): Response {
  const headers = new Headers({ 'Cache-Control': 'no-store', ...answer.headers });
  for (const cookie of cookies) headers.append('Set-Cookie', cookie);
  if (answer.redirect) {
    headers.set('Location', answer.redirect);
    return new Response(null, { status: answer.status, headers });
  }
  headers.set('Content-Type', 'application/json; charset=utf-8');
  return new Response(JSON.stringify(answer.body), { status: answer.status, headers });
}

/** Answers one /api/auth/v1/{path} request. */
export async function handleAuth(request: Request, path: readonly string[], deps: AuthDeps): Promise<Response> {
  const edition = requestEdition(request.headers, deps.hosts);
  const t = getT(edition?.lang ?? 'bn', 'auth');
  const cookieHeader = request.headers.get('cookie');
  const secure = deps.secureCookies && !edition?.local;
  const cookies: string[] = [];
  const hadXsrf = Boolean(readCookie(cookieHeader, XSRF_COOKIE));
  const fail = (status: number, code: string, fields?: Readonly<Record<string, string>>, extra: Record<string, string> = {}) =>
    new Response(JSON.stringify({ error: t(`errors.${code}` as 'errors.generic', { seconds: extra['Retry-After'] ?? '' }), code, ...(fields ? { fields } : {}) }), {
      status,
      headers: { 'Cache-Control': 'no-store', 'Content-Type': 'application/json; charset=utf-8', ...extra },
    });
  const route = routeOf(request.method, path);
  if (!route) return fail(404, 'generic');
  // Not one of our hosts: nothing to answer for (the server refuses these before the app too).
  if (!edition) return fail(421, 'generic');
  if (route.csrf && checkCsrf(request.headers)) return fail(403, 'csrf');
  const protocol = requestProtocol(request.headers);
  try {
    const sessionId = readCookie(cookieHeader, SESSION_COOKIE);
    const session = sessionId ? await readSession(deps.db(), sessionId) : null;
    route.allowed?.(session);
    const body = await readBody(request, route.body);
    // Links in mail and redirects are written with the host map's origin of this edition, never the Host header.
    const origin = editionOrigin(deps.hosts, edition, edition) ?? edition.origin;
    const ctx: AuthContext = { deps, edition, entry: edition, lang: edition.lang, protocol, origin, ip: clientRateLimitKey(request.headers), cookies: cookieHeader, session };
    if (sessionId && !session) {
      // A stale cookie: forget it, so the header stops asking who the reader is.
      cookies.push(serialiseCookie(SESSION_COOKIE, '', { httpOnly: true, secure, maxAgeSeconds: 0 }), serialiseCookie(SIGNED_IN_HINT_COOKIE, '', { httpOnly: false, secure, maxAgeSeconds: 0 }));
    }
    const answer = await route.run(ctx, body, request);
    cookies.push(...(answer.setCookies ?? []));
    let xsrf: string | null = hadXsrf ? null : randomToken();
    if (answer.signIn) {
      const maxAgeSeconds = Math.min(SESSION_ABSOLUTE_MS, answer.signIn.expiresAt.getTime() - Date.now()) / 1000;
      cookies.push(
        serialiseCookie(SESSION_COOKIE, answer.signIn.id, { httpOnly: true, secure, maxAgeSeconds }),
        serialiseCookie(SIGNED_IN_HINT_COOKIE, '1', { httpOnly: false, secure, maxAgeSeconds }),
      );
      xsrf = randomToken();
    }
    if (answer.signOut) {
      cookies.push(serialiseCookie(SESSION_COOKIE, '', { httpOnly: true, secure, maxAgeSeconds: 0 }), serialiseCookie(SIGNED_IN_HINT_COOKIE, '', { httpOnly: false, secure, maxAgeSeconds: 0 }));
    }
    if (xsrf) cookies.push(serialiseCookie(XSRF_COOKIE, xsrf, { httpOnly: false, secure, maxAgeSeconds: XSRF_MAX_AGE }));
    const final = path.join('/') === 'csrf' ? { ...answer, body: { 'xsrf-token': xsrf ?? readCookie(cookieHeader, XSRF_COOKIE) } } : answer;
    return respond(final, cookies);
  } catch (error) {
    if (error instanceof RateLimited) return fail(429, 'rateLimited', undefined, { 'Retry-After': String(error.retryAfter) });
    if (error instanceof PasswordWorkBusy) return fail(503, 'busy', undefined, { 'Retry-After': String(error.retryAfter) });
    if (error instanceof AuthError) return fail(error.status, error.code, error.fields);
    console.error('accounts call failed:', error instanceof Error ? error.message : error);
    return fail(500, 'generic');
  }
}

/** GET /api/sign: the upload target for a signed-in member. */
export async function handleSign(request: Request, deps: AuthDeps): Promise<Response> {
  const session = await readSession(deps.db(), readCookie(request.headers.get('cookie'), SESSION_COOKIE));
  const headers = { 'Cache-Control': 'no-store' };
  if (!session) return Response.json({ error: 'not-signed-in' }, { status: 401, headers });
  return Response.json(UPLOAD_TARGET, { headers });
}
