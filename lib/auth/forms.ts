/**
 * The account forms posted without JavaScript (issue 22; lib/http/form-post.ts has the
 * rules every native post follows). Each flow runs the same accounts calls as the islands
 * (./service.ts: the same validation and rate limits) from the form's fields, and names the
 * page the reader goes to next: where they were going once signed in, or the form's page
 * with what happened in its query (`sent`, `error`). The return path is a same-site path
 * (`redirectTarget`), never another host; an email, password or code never goes into it.
 * The name and address typed come back filled in from a short-lived HttpOnly cookie
 * instead (`keptFields`, TYPED_COOKIE), so a wrong password or the code step does not ask
 * for them again.
 */
import 'server-only';
import type { FormFields } from '../http/form-post';
import { withQuery } from '../http/form-post';
import { redirectTarget, sameSitePath, signInPath, signUpPath } from '../routes/paths';
import type { AuthAnswer, AuthContext } from './context';
import * as service from './service';

/** What the sign-in page says after a native post: which secret went out (no address: the page cannot know it). */
export const SENT_STEPS = ['code', 'link', 'sign-up'] as const;
export type SentStep = (typeof SENT_STEPS)[number];

export interface FormFlow {
  /** Runs the post: the accounts call's answer (its cookies are set) and the path to send the reader to. */
  run(ctx: AuthContext, fields: FormFields): Promise<{ readonly answer: AuthAnswer; readonly next: string }>;
  /** The form's page, where a failure is shown (its code is added as `error`). */
  back(fields: FormFields): string;
}

/** The fields a native post's next page keeps filled in: what the reader would otherwise type again. Never a secret. */
const KEPT = ['name', 'email'] as const;
export type KeptFields = Partial<Record<(typeof KEPT)[number], string>>;

/**
 * The cookie's value at most (it is percent-encoded once, lib/http/cookies.ts): a long name in
 * Bengali letters is 9 bytes a letter, and a Set-Cookie of many KB would trip a proxy's header
 * limit (Varnish's is 8 KB). Longer than that, nothing is kept and the reader types it again.
 */
const KEPT_MAX_BYTES = 1_024;

/** The kept fields of a post, as the cookie's value ('' when there are none, or they are too long to keep). */
export function keptFieldsValue(fields: FormFields): string {
  const kept: KeptFields = {};
  for (const name of KEPT) if (fields[name]) kept[name] = fields[name];
  const value = Object.keys(kept).length ? JSON.stringify(kept) : '';
  return encodeURIComponent(value).length > KEPT_MAX_BYTES ? '' : value;
}

/** The kept fields back from the cookie's value; anything else in it is ignored. */
export function keptFields(value: string | undefined): KeptFields {
  const kept: Record<string, string> = {};
  if (!value || value.length > KEPT_MAX_BYTES) return kept;
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return kept;
  }
  if (typeof parsed !== 'object' || parsed === null) return kept;
  for (const name of KEPT) {
    const field = (parsed as Record<string, unknown>)[name];
    if (typeof field === 'string' && field) kept[name] = field;
  }
  return kept;
}

const returnTo = (fields: FormFields): string => redirectTarget(fields['redirect-url']);

/** The account page `page` coming back to the form's return path (none when that is home). */
const pageFor = (fields: FormFields, page: (redirect?: string) => string): string => {
  const redirect = returnTo(fields);
  return redirect === '/' ? page() : page(redirect);
};

/** Where a sign-in answer goes: its return path when that is one of this host's paths, else home. */
const signedInTo = (answer: AuthAnswer): string => sameSitePath(answer.body['redirect-url']) ?? '/';

const sentPage = (fields: FormFields, sent: SentStep): string => withQuery(pageFor(fields, signInPath), { sent });

/** The sign-in form: by password, or a mailed code (asked for, then typed), or a mailed link, as its `method` radio says. */
export const signInFlow: FormFlow = {
  async run(ctx, fields) {
    const base = { email: fields.email ?? '', 'redirect-url': returnTo(fields) };
    if (fields.method === 'code' && fields.otp !== undefined) {
      const answer = await service.loginWithCode(ctx, { ...base, otp: fields.otp.trim() });
      return { answer, next: signedInTo(answer) };
    }
    if (fields.method === 'code') return { answer: await service.sendOtp(ctx, { ...base, mediums: ['email'] }), next: sentPage(fields, 'code') };
    if (fields.method === 'link') return { answer: await service.sendVerificationLink(ctx, base), next: sentPage(fields, 'link') };
    const answer = await service.loginWithPassword(ctx, { ...base, password: fields.password ?? '' });
    return { answer, next: signedInTo(answer) };
  },
  // A wrong code keeps the reader on the code step.
  back: (fields) => withQuery(pageFor(fields, signInPath), { sent: fields.method === 'code' && fields.otp !== undefined ? 'code' : undefined }),
};

/** The sign-up form: the account is made and the code and link mailed; the sign-in page's code step takes the code. */
export const signUpFlow: FormFlow = {
  async run(ctx, fields) {
    const { name = '', email = '', password = '' } = fields;
    const answer = await service.signUp(ctx, { name, email, password, 'confirm-password': fields['confirm-password'] ?? '', 'redirect-url': returnTo(fields) });
    return { answer, next: sentPage(fields, 'sign-up') };
  },
  back: (fields) => pageFor(fields, signUpPath),
};
