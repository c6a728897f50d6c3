/**
 * The HTTP side of /api/auth/v1/* (one route file per call under app/api/auth/v1/): finds
 * the edition from the Host header (the proxy leaves /api/* alone), checks CSRF on every
 * state-changing call (and on GET logout), reads the JSON body, loads the session, runs
 * the call, and writes the answer with its cookies. Every answer is `Cache-Control:
 * no-store`; errors are lib/http/errors.ts's shape with the message in the edition's language.
 */
import 'server-only';
import { readJsonBody, readLimitedBytes, BodyError, bodyHttpError } from '../http/body';
import { clientRateLimitKey, requestEdition, requestProtocol } from '../http/client';
import { readCookie, serialiseCookie } from '../http/cookies';
import { checkCsrf, XSRF_COOKIE } from '../http/csrf';
import { asHttpError, HttpError, JSON_TYPE, jsonResponse } from '../http/errors';
import { formFromOrigin, formRefusal, isFormPost, readFormFields, seeOther, withQuery, type FormFields } from '../http/form-post';
import { route } from '../http/route';
import { editionOrigin } from '../routes/absolute';
import { getT } from '../i18n/messages';
import type { Lang } from '../brands/brands';
import { storeUpload, MAX_AVATAR_BYTES } from './avatar';
import { submitReport } from '../submissions/submissions';
import type { AuthAnswer, AuthContext, AuthDeps } from './context';
import { keptFieldsValue, signInFlow, signUpFlow, type FormFlow } from './forms';
import { SESSION_COOKIE, SIGNED_IN_HINT_COOKIE, TYPED_COOKIE } from './cookies';
import { randomToken } from './crypto';
import { authDeps } from './deps';
import { authorize, autoSso, redeemCode, startOauth } from './oauth';
import * as service from './service';
import { readSession, SESSION_ABSOLUTE_MS } from './sessions';

const MAX_JSON_BYTES = 16 * 1024;
/** A form's fields, percent-encoded: a name, an address, two passwords and a return path fit many times over. */
const MAX_FORM_BYTES = 8 * 1024;
const XSRF_MAX_AGE = 31_536_000;
/** How long a native post's typed name and address stay filled in on the form's page (TYPED_COOKIE). */
const TYPED_MAX_AGE = 600;
const NO_STORE = { 'Cache-Control': 'no-store' };

type Body = Record<string, unknown>;

interface Call {
  readonly run: (ctx: AuthContext, body: Body, request: Request) => Promise<AuthAnswer> | AuthAnswer;
  /** State-changing: CSRF-checked. */
  readonly csrf: boolean;
  readonly body: 'json' | 'bytes' | 'none';
  /** Who may send the body at all, checked before a byte of it is read (uploads). */
  readonly allowed?: (session: Awaited<ReturnType<typeof readSession>>) => void;
  /** Answers the XSRF token it sets (GET csrf). */
  readonly answersXsrf?: boolean;
  /** The page form that also posts here natively, without JavaScript (./forms.ts). */
  readonly form?: FormFlow;
}

const post = (run: (ctx: AuthContext, body: Body) => Promise<AuthAnswer> | AuthAnswer): Call => ({ run, csrf: true, body: 'json' });
const read = (run: Call['run']): Call => ({ run, csrf: false, body: 'none' });

/** The answer of GET /api/sign: where and how to upload an avatar (the session authorises the upload). */
export const UPLOAD_TARGET = { 'upload-url': '/api/auth/v1/uploads', method: 'PUT', 'max-bytes': MAX_AVATAR_BYTES, 'accepted-types': ['image/png', 'image/jpeg', 'image/webp'] } as const;

async function readBody(request: Request, kind: Call['body']): Promise<Body> {
  if (kind === 'none') return {};
  if (kind === 'json') return readJsonBody(request, MAX_JSON_BYTES, { tooLarge: 'generic', invalid: 'generic' });
  try {
    return { bytes: await readLimitedBytes(request, MAX_AVATAR_BYTES) };
  } catch (error) {
    throw error instanceof BodyError ? bodyHttpError(error, { tooLarge: 'imageTooLarge', invalid: 'generic' }) : error;
  }
}

function respond(answer: AuthAnswer, cookies: string[]): Response {
  const headers = new Headers({ ...NO_STORE, ...answer.headers });
  for (const cookie of cookies) headers.append('Set-Cookie', cookie);
  if (answer.redirect) {
    headers.set('Location', answer.redirect);
    return new Response(null, { status: answer.status, headers });
  }
  headers.set('Content-Type', JSON_TYPE);
  return new Response(JSON.stringify(answer.body), { status: answer.status, headers });
}

/**
 * `error` in the one error shape (lib/http/errors.ts: the site's islands read `error` and
 * `code`), plus the same sentence as `message`, where the publisher platform's clients read it.
 */
function errorMessage(lang: Lang, error: HttpError): string {
  return getT(lang, 'auth')(`errors.${error.code}` as 'errors.generic', { seconds: String(error.retryAfter ?? '') });
}

function fail(lang: Lang, error: HttpError): Response {
  const message = errorMessage(lang, error);
  const retry: Record<string, string> = error.retryAfter === undefined ? {} : { 'Retry-After': String(error.retryAfter) };
  return jsonResponse(error.status, { error: message, message, code: error.code, ...(error.fields ? { fields: error.fields } : {}) }, { ...NO_STORE, ...retry });
}

/**
 * A native post's flow: the call's answer and the page to go to next, or, when it fails, no
 * answer and the form's page with the error's message key (and how long to wait) in its
 * query: nothing the reader typed goes into the address.
 */
async function runForm(form: FormFlow, ctx: AuthContext, fields: FormFields): Promise<{ readonly answer: AuthAnswer | null; readonly next: string }> {
  try {
    return await form.run(ctx, fields);
  } catch (error) {
    const { code, retryAfter } = asHttpError(error, 'accounts form', 'generic');
    return { answer: null, next: withQuery(form.back(fields), { error: code, retry: retryAfter === undefined ? undefined : String(retryAfter) }) };
  }
}

/** Answers one accounts call. */
async function serveAuth(request: Request, deps: AuthDeps, call: Call): Promise<Response> {
  const edition = requestEdition(request.headers, deps.hosts);
  const lang = edition?.lang ?? 'bn';
  // Not one of our hosts: nothing to answer for (the server refuses these before the app too).
  if (!edition) return fail(lang, new HttpError(421, 'generic'));
  // A page's own form posted without JavaScript: no XSRF header, so its Origin must be exactly this host's (lib/http/form-post.ts).
  const form = call.form && request.method === 'POST' && isFormPost(request.headers) ? call.form : null;
  if (form && !formFromOrigin(request.headers, edition.origin)) return formRefusal(403, errorMessage(lang, new HttpError(403, 'csrf')), lang);
  if (!form && call.csrf && checkCsrf(request.headers, edition.origin)) return fail(lang, new HttpError(403, 'csrf'));
  const cookieHeader = request.headers.get('cookie');
  const secure = deps.secureCookies && !edition.local;
  const cookies: string[] = [];
  const hadXsrf = Boolean(readCookie(cookieHeader, XSRF_COOKIE));
  const protocol = requestProtocol(request.headers);
  try {
    const sessionId = readCookie(cookieHeader, SESSION_COOKIE);
    const session = sessionId ? await readSession(deps.db(), sessionId) : null;
    call.allowed?.(session);
    let fields: FormFields | null = null;
    if (form) {
      try {
        fields = await readFormFields(request, MAX_FORM_BYTES, 'generic');
      } catch {
        return formRefusal(400, errorMessage(lang, new HttpError(400, 'generic')), lang);
      }
    }
    const body = fields ?? (await readBody(request, call.body));
    // Links in mail and redirects are written with the host map's origin of this edition, never the Host header.
    const origin = editionOrigin(deps.hosts, edition, edition) ?? edition.origin;
    const ctx: AuthContext = { deps, edition, entry: edition, lang: edition.lang, protocol, origin, ip: clientRateLimitKey(request.headers), cookies: cookieHeader, session };
    if (sessionId && !session) {
      // A stale cookie: forget it, so the header stops asking who the reader is.
      cookies.push(serialiseCookie(SESSION_COOKIE, '', { httpOnly: true, secure, maxAgeSeconds: 0 }), serialiseCookie(SIGNED_IN_HINT_COOKIE, '', { httpOnly: false, secure, maxAgeSeconds: 0 }));
    }
    // Back on the form's page (a failure, or the code step), the name and address a form post sent come back filled in;
    // once the reader is signed in, by a form or by an island's call, they are forgotten.
    const keepTyped = (signedIn: boolean) => {
      const kept = fields && !signedIn ? keptFieldsValue(fields) : '';
      if (kept || (readCookie(cookieHeader, TYPED_COOKIE) !== undefined && (fields || signedIn))) {
        cookies.push(serialiseCookie(TYPED_COOKIE, kept, { httpOnly: true, secure, maxAgeSeconds: kept ? TYPED_MAX_AGE : 0 }));
      }
    };
    const posted = form && fields ? await runForm(form, ctx, fields) : null;
    if (posted && !posted.answer) {
      keepTyped(false);
      return seeOther(edition.origin, posted.next, cookies);
    }
    const answer = posted?.answer ?? (await call.run(ctx, body, request));
    keepTyped(Boolean(answer.signIn));
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
    if (posted) return seeOther(edition.origin, posted.next, cookies);
    const final = call.answersXsrf ? { ...answer, body: { 'xsrf-token': xsrf ?? readCookie(cookieHeader, XSRF_COOKIE) } } : answer;
    return respond(final, cookies);
  } catch (error) {
    return fail(lang, asHttpError(error, 'accounts call', 'generic'));
  }
}

const endpoint = (call: Call) => route((request: Request, deps: AuthDeps) => serveAuth(request, deps, call), authDeps);

/** The accounts calls, each the export of its route file under app/api/auth/v1/ (docs/accounts.md). */
export const auth = {
  csrf: endpoint({ ...read(() => ({ status: 200, body: {} })), answersXsrf: true }),
  signUp: endpoint({ ...post(service.signUp), form: signUpFlow }),
  /** The publisher platform's sign-up path and body; the same call as signUp. */
  platformSignUp: endpoint(post(service.platformSignUp)),
  login: endpoint({ ...post(service.loginWithPassword), form: signInFlow }),
  sendOtp: endpoint(post(service.sendOtp)),
  loginWithOtp: endpoint(post(service.loginWithCode)),
  sendVerificationLink: endpoint(post(service.sendVerificationLink)),
  loginWithVerificationLink: endpoint(post(service.loginWithLink)),
  forgotPassword: endpoint(post(service.forgotPassword)),
  resetPassword: endpoint(post(service.resetPassword)),
  resetPasswordWithToken: endpoint(post(service.resetPasswordWithToken)),
  changePassword: endpoint(post(service.changePassword)),
  me: endpoint(read(service.me)),
  member: endpoint(read(service.member)),
  profile: endpoint(post(service.updateProfile)),
  updateWithOtp: endpoint(post(service.updateWithOtp)),
  // GET as the spec lists it, but it needs the X-XSRF-TOKEN header like a POST: a link or an
  // <img> on another site cannot send that header, so it cannot sign anyone out.
  logoutByGet: endpoint({ run: service.logout, csrf: true, body: 'none' }),
  logout: endpoint(post(service.logout)),
  googleOneTap: endpoint(post(service.loginWithGoogle)),
  oauthAuthorize: endpoint(read((ctx, _body, request) => authorize(ctx, new URL(request.url).searchParams))),
  oauthAutoSso: endpoint(read((ctx, _body, request) => autoSso(ctx, new URL(request.url).searchParams))),
  oauthStart: endpoint(read((ctx, _body, request) => startOauth(ctx, new URL(request.url).searchParams))),
  oauthToken: endpoint(read((ctx, _body, request) => redeemCode(ctx, new URL(request.url).searchParams, request.headers.get('cookie')))),
  upload: endpoint({
    csrf: true,
    body: 'bytes',
    allowed: (session) => {
      if (!session) throw new HttpError(401, 'notSignedIn');
      if (!session.member.emailVerified) throw new HttpError(403, 'notVerified');
    },
    run: async (ctx, body) => {
      if (!ctx.session) throw new HttpError(401, 'notSignedIn');
      return { status: 201, body: { 'temp-s3-key': await storeUpload(ctx.deps.media(), ctx.session.member, body.bytes as Uint8Array, ctx.deps.counters()) } };
    },
  }),
  /** A reader's report (lib/submissions): the code that proves a mailbox, and the report itself. */
  submissionCode: endpoint(post(service.sendSubmissionCode)),
  // The report reads its own (multipart) body, after the per-address limit.
  submit: endpoint({ csrf: true, body: 'none', run: (ctx, _body, request) => submitReport(ctx, request) }),
  /** The integration token call carries the integration's id in its path. */
  integrationToken: route((request: Request, deps: AuthDeps, params: { id: string }) => serveAuth(request, deps, read((ctx) => service.integrationToken(ctx, params.id))), authDeps),
  /** Any other address under /api/auth/v1/: a JSON 404. */
  unknown: route(async (request: Request, deps: AuthDeps) => fail(requestEdition(request.headers, deps.hosts)?.lang ?? 'bn', new HttpError(404, 'generic')), authDeps),
  /** GET /api/sign: the upload target for a signed-in member (401 in the one error shape otherwise). */
  sign: route(async (request: Request, deps: AuthDeps) => {
    const sessionId = readCookie(request.headers.get('cookie'), SESSION_COOKIE);
    const session = sessionId ? await readSession(deps.db(), sessionId) : null;
    if (!session) return fail(requestEdition(request.headers, deps.hosts)?.lang ?? 'bn', new HttpError(401, 'notSignedIn'));
    return Response.json(UPLOAD_TARGET, { headers: NO_STORE });
  }, authDeps),
};
