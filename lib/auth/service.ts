/**
 * What each accounts call does (docs/product.md, "Calls", Accounts), given a parsed request.
 * The HTTP layer (./http.ts) handles CSRF, bodies, cookies and errors around it.
 */
import 'server-only';
import { INTEGRATION_ID, issueIntegrationToken } from '../members/integration-token';
import { and, eq } from 'drizzle-orm';
import { getBrand } from '../brands/brands';
import { normaliseHost } from '../brands/resolve-host';
import { members } from '../db/schema';
import { getT } from '../i18n/messages';
import { checkNewPassword, checkPassword } from './common-passwords';
import { PasswordWorkBusy, burnPasswordCheck, hashPassword, needsRehash, randomToken, safeEqual, sha256, verifyPassword } from './crypto';
import { readCookie, serialiseCookie } from '../http/cookies';
import { HOLDER_COOKIE } from './cookies';
import { enforce, refund } from '../http/rate-limit';
import type { LimitName } from './limits';
import type { MailOutcome } from './mail';
import { safeRedirect } from './redirect';
import { editionOrigin, onOrigin } from '../routes/absolute';
import { tokenPagePath } from '../routes/paths';
import { createSession, deleteMemberSessions, deleteSession, type MemberRow } from './sessions';
import { CODE_TTL_MS, consumeCode, consumeToken, issueSecret, peekToken, retireSecrets } from './tokens';
import { isCode, normaliseEmail, validateEmail, validateName, type FieldError } from './validation';
import { HttpError } from '../http/errors';
import type { AuthAnswer, AuthContext } from './context';
import { processAvatar } from './avatar';
import { verifyGoogleCredential } from './google';

export interface MemberJson {
  /** The member's account id (clients of the publisher platform key their own records by it). */
  readonly id: number;
  readonly email: string;
  readonly name: string | null;
  readonly 'avatar-url': string | null;
  readonly 'avatar-s3-key': string | null;
  readonly 'verification-status': 'verified' | 'unverified';
}

export function memberJson(member: MemberRow): MemberJson {
  return {
    id: member.id,
    email: member.email,
    name: member.name,
    'avatar-url': member.avatarUrl,
    'avatar-s3-key': member.avatarS3Key,
    'verification-status': member.emailVerified ? 'verified' : 'unverified',
  };
}

type Body = Record<string, unknown>;

function fieldErrors(fields: Record<string, FieldError | null>): void {
  const found = Object.entries(fields).filter((entry): entry is [string, FieldError] => entry[1] !== null);
  if (found.length) throw new HttpError(400, found[0][1], { fields: Object.fromEntries(found) });
}

/** The normalised email of a body's `email` field; HttpError 400 naming the field otherwise. */
export function emailFrom(body: Body): string {
  fieldErrors({ email: validateEmail(body.email) });
  return normaliseEmail(body.email as string);
}

/** The same answer whoever the email belongs to (no account enumeration). */
const SENT: AuthAnswer = { status: 200, body: { message: 'sent' } };

async function findMember(ctx: AuthContext, email: string): Promise<MemberRow | undefined> {
  const [member] = await ctx.deps.db().select().from(members).where(eq(members.email, email));
  return member;
}

/**
 * Mail: per address, per (account, address), then the account's ceiling. The narrow limits
 * come first, so a flood from one address is stopped by its own counters and leaves the
 * account's ceiling to the owner (lib/http/rate-limit.ts `enforce`). Counted before the lookup, so
 * known and unknown emails answer alike.
 */
function mailChecks(ctx: AuthContext, email: string): [LimitName, string][] {
  return [
    ['mailPerIp', ctx.ip],
    ['mailPerAccountIp', `${email} ${ctx.ip}`],
    ['mailPerAccount', email],
  ];
}

async function limitMail(ctx: AuthContext, email: string): Promise<void> {
  await enforce(ctx.deps.counters(), ctx.deps.limits, mailChecks(ctx, email));
}

/**
 * The answer to a call that mailed a secret. A mail the relay did not take at once stays in the
 * outbox (lib/auth/mail.ts) and is retried: the reader is told it may be late, and the call is
 * taken back from the mail limits, so a relay outage never locks a reader out.
 */
async function mailAnswer(ctx: AuthContext, email: string, outcome: MailOutcome, answer: AuthAnswer = SENT): Promise<AuthAnswer> {
  if (outcome.delivered) return answer;
  await refund(ctx.deps.counters(), mailChecks(ctx, email)).catch(() => undefined);
  return { ...answer, body: { ...answer.body, delivery: 'delayed', notice: getT(ctx.lang, 'unavailable')('mailDelayed') } };
}

/**
 * Password checks: per address, a stepped backoff per (account, address), then the account's
 * ceiling. Reaching the ceiling closes password sign-in only; codes and links stay open.
 */
async function limitPassword(ctx: AuthContext, email: string): Promise<void> {
  await enforce(ctx.deps.counters(), ctx.deps.limits, [
    ['secretPerIp', ctx.ip],
    ['passwordPerAccountIp', `${email} ${ctx.ip}`],
    ['passwordPerAccountIpLong', `${email} ${ctx.ip}`],
    ['passwordPerAccount', email],
  ]);
}

/**
 * Mailed secrets: per address always; for codes (`account` given) per (account, address) and
 * then the account's ceiling of code checks. That ceiling closes the code path only: a
 * 256-bit link token cannot be guessed, so links count no per-account counter and stay open
 * to the owner, and so does password sign-in (limitPassword).
 */
async function limitSecret(ctx: AuthContext, account: string | null): Promise<void> {
  const checks: [LimitName, string][] = [['secretPerIp', ctx.ip]];
  if (account) checks.push(['codePerAccountIp', `${account} ${ctx.ip}`], ['codePerAccount', account]);
  await enforce(ctx.deps.counters(), ctx.deps.limits, checks);
}

function redirectFrom(ctx: AuthContext, value: unknown): string | null {
  if (value === undefined || value === null || value === '') return null;
  const safe = safeRedirect(value, ctx.deps.hosts);
  if (!safe) throw new HttpError(400, 'redirectInvalid');
  return safe;
}

/** Mail goes out in the background, so a known and an unknown email take the same time to answer. */
/** The page each mailed secret's link opens (a report's code has no link: it is typed into the form it was asked from). */
const MAIL_PAGES = { login: '/verify-email', reset: '/reset-password', submission: null } as const;

function deliver(ctx: AuthContext, kind: keyof typeof MAIL_PAGES, to: string, secret: { token: string; code: string | null }, linkOrigin: string): Promise<MailOutcome> {
  const t = getT(ctx.lang, 'auth');
  const brand = getBrand(ctx.edition.brand).name[ctx.lang];
  const page = MAIL_PAGES[kind];
  const link = page ? onOrigin(linkOrigin, tokenPagePath(page, secret.token)) : '';
  const values = { brand, code: secret.code ?? '', link };
  const text = t(`mail.${kind}Text`, values);
  const html = `<!doctype html><html lang="${ctx.lang}"><body>${text
    .split('\n\n')
    .map((para) => `<p>${escapeHtml(para).replace(escapeHtml(link), `<a href="${escapeHtml(link)}">${escapeHtml(link)}</a>`)}</p>`)
    .join('')}</body></html>`;
  const sending: Promise<MailOutcome> = ctx.deps
    .mailer()
    .send({ to, kind, subject: t(`mail.${kind}Subject`, values), text, html, lang: ctx.lang })
    .then(
      (outcome) => outcome ?? { delivered: true },
      (error: Error) => {
        // The message is not in the outbox either (the database failed too): the caller's answer says so.
        console.error('mail could not be queued:', error.message);
        return { delivered: false };
      },
    );
  ctx.deps.afterMail?.(sending.then(() => undefined));
  return sending;
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * A login secret, mailed. `proof`: the request comes from whoever set the account's
 * password (its sign-up, or Verify Email from the member's own session). Such a request
 * gets a fresh random value in an HttpOnly cookie (`holderCookie`) and the secret keeps its
 * digest; using the secret keeps the password only from a browser that shows that cookie
 * (see memberForMailbox). The mail goes to the mailbox, which may not be the holder's.
 */
async function sendLoginSecret(ctx: AuthContext, email: string, redirect: string | null, proof: string | null = null): Promise<MailOutcome> {
  const member = await findMember(ctx, email);
  const secret = await issueSecret(ctx.deps.db(), {
    purpose: 'login',
    email,
    memberId: member?.id ?? null,
    withCode: true,
    ttlMs: CODE_TTL_MS,
    data: { ...(redirect ? { 'redirect-url': redirect } : {}), ...(proof ? { holder: sha256(proof) } : {}) },
  });
  return deliver(ctx, 'login', email, secret, ctx.origin);
}

/** The HttpOnly cookie that carries a holder's proof for as long as the mailed secret lives. */
function holderCookie(ctx: AuthContext, proof: string): string {
  return serialiseCookie(HOLDER_COOKIE, proof, { httpOnly: true, secure: ctx.deps.secureCookies && ctx.protocol === 'https', maxAgeSeconds: CODE_TTL_MS / 1000 });
}

/** Did this browser ask for the secret as the password's holder (it shows the cookie whose digest the secret keeps)? */
function shownByHolder(ctx: AuthContext, data: Readonly<Record<string, string>>): boolean {
  const proof = readCookie(ctx.cookies, HOLDER_COOKIE);
  return Boolean(data.holder && proof && safeEqual(sha256(proof), data.holder));
}

/** A new session for the member: the old one (if any) ends, so a planted session id is useless. */
export async function signIn(ctx: AuthContext, member: MemberRow, redirect: string | null): Promise<AuthAnswer> {
  if (ctx.session) await deleteSession(ctx.deps.db(), ctx.session.idHash);
  const session = await createSession(ctx.deps.db(), member.id);
  return { status: 200, body: { user: memberJson(member), 'redirect-url': redirect ?? '/' }, signIn: session };
}

/**
 * Whoever proves they read the mailbox owns the address: the member is created or marked
 * verified. An unverified account's password was set by someone who never proved the
 * mailbox; unless the secret is used from the browser of that password's holder (the
 * holder cookie of sendLoginSecret), the password is dropped and every session ends, so nobody can pre-register a reader's address and keep a
 * way in (account pre-hijacking).
 */
async function memberForMailbox(ctx: AuthContext, email: string, keepsPassword: boolean): Promise<MemberRow> {
  const db = ctx.deps.db();
  const [created] = await db.insert(members).values({ email, emailVerified: true }).onConflictDoNothing().returning();
  if (created) return created;
  const existing = await findMember(ctx, email);
  if (existing && !existing.emailVerified) {
    await deleteMemberSessions(db, existing.id);
    const [claimed] = await db
      .update(members)
      .set({ emailVerified: true, updatedAt: new Date(), ...(keepsPassword ? {} : { passwordHash: null }) })
      .where(eq(members.id, existing.id))
      .returning();
    return claimed;
  }
  return existing as MemberRow;
}

/**
 * POST signup, the publisher platform's sign-up: its clients send the fields of users/sign-up
 * flat (`name`, `email`, `password`, plus `username` and `dont-login`) or under `user`. Either
 * way it is users/sign-up: the same validation, limits, mail and answer. `username` (we sign in
 * by email) and `login-phone-number` (no phone numbers are kept) are ignored, and so is
 * `dont-login`: nobody is signed in before the mailbox is proven (see Account pre-hijacking).
 */
export function platformSignUp(ctx: AuthContext, body: Body): Promise<AuthAnswer> {
  const user = isRecord(body.user) ? body.user : {};
  return signUp(ctx, { ...body, ...user });
}

function isRecord(value: unknown): value is Body {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export async function signUp(ctx: AuthContext, body: Body): Promise<AuthAnswer> {
  fieldErrors({
    name: validateName(body.name),
    email: validateEmail(body.email),
    password: checkPassword(body.password),
    ...('confirm-password' in body ? { 'confirm-password': checkNewPassword(body.password, body['confirm-password']).confirm } : {}),
  });
  const email = normaliseEmail(body.email as string);
  const redirect = redirectFrom(ctx, body['redirect-url']);
  await limitMail(ctx, email);
  const passwordHash = await hashPassword(body.password as string);
  const name = typeof body.name === 'string' && body.name.trim() ? body.name.trim() : null;
  // An existing account keeps its password; its owner gets a sign-in mail like a new one does.
  const [created] = await ctx.deps.db().insert(members).values({ email, name, passwordHash, emailVerified: false }).onConflictDoNothing().returning({ id: members.id });
  // Every sign-up gets a holder cookie, so the answer does not tell whether the address had an
  // account; only a created account's secret keeps its digest, so a stranger's sign-up for an
  // existing address never makes its password survive the owner's use of the mail.
  const proof = randomToken();
  const outcome = await sendLoginSecret(ctx, email, redirect, created ? proof : null);
  return mailAnswer(ctx, email, outcome, { ...SENT, setCookies: [holderCookie(ctx, proof)] });
}

export async function loginWithPassword(ctx: AuthContext, body: Body): Promise<AuthAnswer> {
  const email = emailFrom(body);
  if (typeof body.password !== 'string' || !body.password) fieldErrors({ password: 'passwordRequired' });
  const password = (body.password as string).slice(0, 1_024);
  const redirect = redirectFrom(ctx, body['redirect-url']);
  await limitPassword(ctx, email);
  const member = await findMember(ctx, email);
  if (!member?.passwordHash) {
    await burnPasswordCheck(password);
    throw new HttpError(401, 'invalidCredentials');
  }
  if (!(await verifyPassword(password, member.passwordHash))) throw new HttpError(401, 'invalidCredentials');
  if (needsRehash(member.passwordHash)) await rehash(ctx, member, password);
  return signIn(ctx, member, redirect);
}

/** An older hash (scrypt, or weaker argon2id) is replaced with the password just proven; a busy queue leaves it for next time. */
async function rehash(ctx: AuthContext, member: MemberRow, password: string): Promise<void> {
  try {
    const passwordHash = await hashPassword(password);
    // Only if nobody changed the password meanwhile.
    await ctx.deps.db().update(members).set({ passwordHash }).where(and(eq(members.id, member.id), eq(members.passwordHash, member.passwordHash as string)));
  } catch (error) {
    if (!(error instanceof PasswordWorkBusy)) throw error;
  }
}

/**
 * A signed-in member who gives no email asks for a code to their own address (the platform's
 * way to verify it with users/update-with-otp). A code or link asked for from the member's own
 * session for the member's own address carries the holder proof (see memberForMailbox).
 */
export async function sendOtp(ctx: AuthContext, body: Body): Promise<AuthAnswer> {
  const email = body.email === undefined && ctx.session ? ctx.session.member.email : emailFrom(body);
  if (body.mediums !== undefined && (!Array.isArray(body.mediums) || !body.mediums.includes('email'))) throw new HttpError(400, 'methodUnsupported');
  const redirect = redirectFrom(ctx, body['redirect-url']);
  await limitMail(ctx, email);
  // always-send is honoured for everyone: a code for an unknown email creates the account when used.
  return sendOwnLoginSecret(ctx, email, redirect);
}

/**
 * A code that proves a reader of a report (lib/submissions) reads the mailbox they gave,
 * without an account: limited and answered like every mailed secret.
 */
export async function sendSubmissionCode(ctx: AuthContext, body: Body): Promise<AuthAnswer> {
  const email = emailFrom(body);
  await limitMail(ctx, email);
  const secret = await issueSecret(ctx.deps.db(), { purpose: 'submission', email, memberId: null, withCode: true, ttlMs: CODE_TTL_MS });
  return mailAnswer(ctx, email, await deliver(ctx, 'submission', email, secret, ctx.origin));
}

/** Uses up the report code mailed to `email` (counted against the code limits); HttpError otherwise. */
export async function proveSubmissionCode(ctx: AuthContext, email: string, code: unknown): Promise<void> {
  if (!isCode(code)) fieldErrors({ otp: 'codeInvalid' });
  await limitSecret(ctx, email);
  const row = await consumeCode(ctx.deps.db(), 'submission', email, code as string);
  if (typeof row === 'string') throw new HttpError(401, 'codeWrong');
}

export async function sendVerificationLink(ctx: AuthContext, body: Body): Promise<AuthAnswer> {
  const email = emailFrom(body);
  const redirect = redirectFrom(ctx, body['redirect-url']);
  await limitMail(ctx, email);
  return sendOwnLoginSecret(ctx, email, redirect);
}

/** A login secret mailed to `email`, with the holder proof when the member's own session asks for the member's own address. */
async function sendOwnLoginSecret(ctx: AuthContext, email: string, redirect: string | null): Promise<AuthAnswer> {
  const proof = ctx.session?.member.email === email ? randomToken() : null;
  const outcome = await sendLoginSecret(ctx, email, redirect, proof);
  return mailAnswer(ctx, email, outcome, { ...SENT, setCookies: proof ? [holderCookie(ctx, proof)] : [] });
}

export async function loginWithCode(ctx: AuthContext, body: Body): Promise<AuthAnswer> {
  const email = emailFrom(body);
  if (!isCode(body.otp)) fieldErrors({ otp: 'codeInvalid' });
  const redirect = redirectFrom(ctx, body['redirect-url']);
  await limitSecret(ctx, email);
  const row = await consumeCode(ctx.deps.db(), 'login', email, body.otp as string);
  if (typeof row === 'string') throw new HttpError(401, 'codeWrong');
  return signIn(ctx, await memberForMailbox(ctx, email, shownByHolder(ctx, row.data)), redirect ?? row.data['redirect-url'] ?? null);
}

/** The confirm page's POST: only this uses the link up, so a mail scanner's GET cannot. */
export async function loginWithLink(ctx: AuthContext, body: Body): Promise<AuthAnswer> {
  await limitSecret(ctx, null);
  const row = await consumeToken(ctx.deps.db(), 'login', body.token);
  if (row === 'consumed') throw new HttpError(410, 'tokenConsumed');
  if (typeof row === 'string') throw new HttpError(400, 'tokenInvalid');
  return signIn(ctx, await memberForMailbox(ctx, row.email, shownByHolder(ctx, row.data)), row.data['redirect-url'] ?? null);
}

/** For the verify-email page: is the link still good? (A read; nothing is used up.) */
export async function linkStatus(ctx: AuthContext, token: unknown): Promise<'valid' | 'consumed' | 'invalid'> {
  const row = await peekToken(ctx.deps.db(), 'login', token);
  return row === 'consumed' ? 'consumed' : typeof row === 'string' ? 'invalid' : 'valid';
}

/**
 * Answers before looking the email up: the lookup, the secret and the mail happen after the
 * answer is on its way, so a known and an unknown email answer alike and in the same time.
 */
export async function forgotPassword(ctx: AuthContext, body: Body): Promise<AuthAnswer> {
  const email = emailFrom(body);
  // current-host only chooses a row of the host map; the link is written with that row's origin, never the value sent.
  const chosen = typeof body['current-host'] === 'string' ? ctx.deps.hosts.get(normaliseHost(body['current-host'])) : undefined;
  const linkOrigin = (chosen && editionOrigin(ctx.deps.hosts, chosen, chosen)) ?? ctx.origin;
  await limitMail(ctx, email);
  afterAnswer(ctx, async () => {
    const member = await findMember(ctx, email);
    if (!member) return;
    const secret = await issueSecret(ctx.deps.db(), { purpose: 'reset', email, memberId: member.id, withCode: true, ttlMs: CODE_TTL_MS });
    await deliver(ctx, 'reset', email, secret, linkOrigin);
  });
  return SENT;
}

/** Runs `work` once the current answer has been returned (a later turn of the event loop); failures are logged. */
function afterAnswer(ctx: AuthContext, work: () => Promise<void>): void {
  const done = new Promise<void>((resolve) => setImmediate(resolve))
    .then(work)
    .catch((error: Error) => console.error('accounts background work failed:', error.message));
  ctx.deps.afterMail?.(done);
}

async function setPassword(ctx: AuthContext, memberId: number, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  await ctx.deps.db().update(members).set({ passwordHash, emailVerified: true, updatedAt: new Date() }).where(eq(members.id, memberId));
  await deleteMemberSessions(ctx.deps.db(), memberId);
}

export async function resetPassword(ctx: AuthContext, body: Body): Promise<AuthAnswer> {
  const email = emailFrom(body);
  if (!isCode(body.otp)) fieldErrors({ otp: 'codeInvalid' });
  fieldErrors({ 'new-password': checkPassword(body['new-password']) });
  if ('confirm-password' in body) fieldErrors({ 'confirm-password': checkNewPassword(body['new-password'], body['confirm-password']).confirm });
  await limitSecret(ctx, email);
  const row = await consumeCode(ctx.deps.db(), 'reset', email, body.otp as string);
  if (typeof row === 'string' || row.memberId === null) throw new HttpError(401, 'codeWrong');
  await setPassword(ctx, row.memberId, body['new-password'] as string);
  return { status: 200, body: { message: 'password-changed' } };
}

export async function resetPasswordWithToken(ctx: AuthContext, body: Body): Promise<AuthAnswer> {
  const checked = checkNewPassword(body['new-password'], body['confirm-password']);
  fieldErrors({ 'new-password': checked.password, 'confirm-password': checked.confirm });
  await limitSecret(ctx, null);
  const row = await consumeToken(ctx.deps.db(), 'reset', body.token);
  if (row === 'consumed') throw new HttpError(410, 'tokenConsumed');
  if (typeof row === 'string' || row.memberId === null) throw new HttpError(400, 'tokenInvalid');
  await setPassword(ctx, row.memberId, body['new-password'] as string);
  return { status: 200, body: { message: 'password-changed' } };
}

function requireMember(ctx: AuthContext): MemberRow {
  if (!ctx.session) throw new HttpError(401, 'notSignedIn');
  return ctx.session.member;
}

export async function changePassword(ctx: AuthContext, body: Body): Promise<AuthAnswer> {
  const member = requireMember(ctx);
  const checked = checkNewPassword(body['new-password'], body['confirm-password']);
  fieldErrors({ 'new-password': checked.password, 'confirm-password': checked.confirm });
  await limitPassword(ctx, member.email);
  const current = typeof body['current-password'] === 'string' ? body['current-password'].slice(0, 1_024) : '';
  if (!member.passwordHash || !(await verifyPassword(current, member.passwordHash))) {
    // A member who only ever used codes and links has no password to give; a fresh session (under 10 minutes old) stands for it.
    if (member.passwordHash || !freshSession(ctx)) throw new HttpError(401, 'currentPasswordWrong', { fields: { 'current-password': 'currentPasswordWrong' } });
  }
  await setPassword(ctx, member.id, body['new-password'] as string);
  const [fresh] = await ctx.deps.db().select().from(members).where(eq(members.id, member.id));
  return signIn({ ...ctx, session: null }, fresh, null);
}

/**
 * POST users/update-with-otp (the publisher platform's call): the signed-in member proves a
 * mailbox with the code users/send-otp mailed to it. `user.email` (another address) moves the
 * account there; no `user.email`, or the member's own, with `user["verification-status"]:
 * "email"`, verifies the member's own address as login/otp does. Either way the answer is
 * `{ user }` with a new session id. The code is checked (and counted against the code limits of
 * that address, never of the member's account) before anything says whether the address is
 * taken, so the call tells nobody which addresses have accounts.
 */
export async function updateWithOtp(ctx: AuthContext, body: Body): Promise<AuthAnswer> {
  const member = requireMember(ctx);
  const user = isRecord(body.user) ? body.user : body;
  const status = user['verification-status'];
  if (user['login-phone-number'] !== undefined || user['phone-number'] !== undefined || (status !== undefined && status !== 'email')) throw new HttpError(400, 'methodUnsupported');
  const email = user.email === undefined ? member.email : emailFrom(user);
  if (!isCode(body.otp)) fieldErrors({ otp: 'codeInvalid' });
  const moving = email !== member.email;
  if (moving) await confirmHolder(ctx, member, body['current-password']);
  await limitSecret(ctx, email);
  const row = await consumeCode(ctx.deps.db(), 'login', email, body.otp as string);
  if (typeof row === 'string') throw new HttpError(401, 'codeWrong');
  if (!moving) return signIn(ctx, await memberForMailbox(ctx, email, shownByHolder(ctx, row.data)), null);
  return signIn({ ...ctx, session: null }, await moveMember(ctx, member, email), null);
}

/** A session under 10 minutes old: its sign-in proved the password or the mailbox just now. */
function freshSession(ctx: AuthContext): boolean {
  return Boolean(ctx.session && Date.now() - ctx.session.createdAt.getTime() < CODE_TTL_MS);
}

/**
 * Moving the account to another address hands it to whoever reads that mailbox, so the session
 * alone (a script injected into a page could use it) is not enough: a session under 10 minutes
 * old, or the current password (counted as a password check), must stand behind it.
 */
async function confirmHolder(ctx: AuthContext, member: MemberRow, given: unknown): Promise<void> {
  if (freshSession(ctx)) return;
  if (typeof given !== 'string' || !given || !member.passwordHash) throw new HttpError(401, 'signInAgain', { fields: { 'current-password': 'signInAgain' } });
  await limitPassword(ctx, member.email);
  if (!(await verifyPassword(given.slice(0, 1_024), member.passwordHash))) throw new HttpError(401, 'currentPasswordWrong', { fields: { 'current-password': 'currentPasswordWrong' } });
}

/**
 * The member's account takes the proven address `email`: verified, the password kept (its
 * holder is signed in), every session ended, and the secrets still live for the old address
 * retired (a reset mailed there must not reach the account now named by another).
 */
async function moveMember(ctx: AuthContext, member: MemberRow, email: string): Promise<MemberRow> {
  const taken = () => new HttpError(409, 'emailTaken', { fields: { email: 'emailTaken' } });
  if (await findMember(ctx, email)) throw taken();
  const db = ctx.deps.db();
  let moved: MemberRow | undefined;
  try {
    [moved] = await db.update(members).set({ email, emailVerified: true, updatedAt: new Date() }).where(eq(members.id, member.id)).returning();
  } catch (error) {
    // Another account took the address meanwhile (the unique index on email).
    if (await findMember(ctx, email)) throw taken();
    throw error;
  }
  if (!moved) throw new HttpError(401, 'notSignedIn');
  await retireSecrets(db, member.email);
  await deleteMemberSessions(db, member.id);
  return moved;
}

export function me(ctx: AuthContext): AuthAnswer {
  return { status: 200, body: { user: memberJson(requireMember(ctx)) } };
}

/** GET /api/v1/members/me: the same member under the publisher platform's `member` key. */
export function member(ctx: AuthContext): AuthAnswer {
  return { status: 200, body: { member: memberJson(requireMember(ctx)) } };
}

/**
 * GET access-token/integrations/{id}: a verified member's token for the comments service,
 * in the `x-integration-token` header.
 */
export function integrationToken(ctx: AuthContext, integrationId: string): AuthAnswer {
  if (!ctx.session) throw new HttpError(401, 'notSignedIn');
  const { member, idHash } = ctx.session;
  if (integrationId !== INTEGRATION_ID) throw new HttpError(404, 'integrationUnknown');
  if (!member.emailVerified) throw new HttpError(403, 'notVerified');
  const token = issueIntegrationToken(ctx.deps.integrationSecret, member.id, idHash);
  return { status: 200, body: {}, headers: { 'x-integration-token': token } };
}

export async function updateProfile(ctx: AuthContext, body: Body): Promise<AuthAnswer> {
  const member = requireMember(ctx);
  const changes: Partial<typeof members.$inferInsert> = { updatedAt: new Date() };
  if ('name' in body) {
    fieldErrors({ name: validateName(body.name) });
    const name = typeof body.name === 'string' ? body.name.replace(/[\u0000-\u001f\u007f]/g, '').trim() : '';
    changes.name = name || null;
  }
  if ('temp-s3-key' in body) {
    const avatar = await processAvatar(ctx.deps.media(), member, body['temp-s3-key']);
    changes.avatarS3Key = avatar.key;
    changes.avatarUrl = avatar.url;
  }
  const [updated] = await ctx.deps.db().update(members).set(changes).where(eq(members.id, member.id)).returning();
  return { status: 200, body: { user: memberJson(updated) } };
}

export async function logout(ctx: AuthContext): Promise<AuthAnswer> {
  if (ctx.session) await deleteSession(ctx.deps.db(), ctx.session.idHash);
  return { status: 200, body: { message: 'signed-out' }, signOut: true };
}

/** POST login/google-one-tap: body token (the credential), optionally redirect-url. */
export async function loginWithGoogle(ctx: AuthContext, body: Body): Promise<AuthAnswer> {
  const google = ctx.deps.google;
  if (!google) throw new HttpError(404, 'oneTapDisabled');
  const redirect = redirectFrom(ctx, body['redirect-url']);
  await limitSecret(ctx, null);
  const identity = verifyGoogleCredential(body.token, google.clientId, await google.keys());
  if (!identity || validateEmail(identity.email)) throw new HttpError(401, 'invalidCredentials');
  const member = await memberForMailbox(ctx, identity.email, false);
  if (!member.name && identity.name) {
    const [named] = await ctx.deps.db().update(members).set({ name: identity.name }).where(eq(members.id, member.id)).returning();
    return signIn(ctx, named, redirect);
  }
  return signIn(ctx, member, redirect);
}
