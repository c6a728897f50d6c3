/**
 * The prologue of the account and members pages (server components): the edition, its
 * messages, and who is signed in, from the session cookie. Reading cookies makes the page
 * dynamic, so it is never cached (Next answers `Cache-Control: private, no-cache, no-store`).
 * Each page calls it itself: Next renders a layout and its page in parallel, so a guard in
 * the group's layout alone would not stop the page from reading private data.
 */
import 'server-only';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import type { Brand, Lang } from '../brands/brands';
import { editionFromParams, type EditionParams } from '../brands/edition';
import { getDb } from '../db/client';
import { MESSAGES, type Messages } from '../i18n/messages';
import { signInPath } from '../routes/paths';
import { SESSION_COOKIE, TYPED_COOKIE } from './cookies';
import { keptFields, type KeptFields } from './forms';
import { readSession, type MemberRow } from './sessions';
import { peekToken, type ConsumeFailure } from './tokens';

export async function currentMember(): Promise<MemberRow | null> {
  const id = (await cookies()).get(SESSION_COOKIE)?.value;
  return id ? ((await readSession(getDb(), id))?.member ?? null) : null;
}

/** The name and address a post of the page's form without JavaScript sent, to fill the form in again (lib/auth/forms.ts). */
export async function typedFields(): Promise<KeptFields> {
  return keptFields((await cookies()).get(TYPED_COOKIE)?.value);
}

/**
 * What a mailed sign-in link's token is now, without using it up (the verify-email page
 * shows its button only for a live one): 'live', or why it cannot be used.
 */
export async function peekLoginLink(token: unknown): Promise<'live' | ConsumeFailure> {
  const status = await peekToken(getDb(), 'login', token);
  return typeof status === 'string' ? status : 'live';
}

/** The member, or a redirect to sign-in that comes back to `path`. */
export async function requireMember(path: string): Promise<MemberRow> {
  const member = await currentMember();
  if (!member) redirect(signInPath(path));
  return member;
}

/** The props Next gives every account and members page. */
export interface AccountPageProps {
  params: Promise<EditionParams>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export interface AccountPageContext {
  readonly brand: Brand;
  readonly lang: Lang;
  /** The edition's messages. */
  readonly m: Messages;
}

/** An account page's edition and messages (sign-in, sign-up, password pages: nobody need be signed in). */
export async function accountPage(params: Promise<EditionParams>): Promise<AccountPageContext> {
  const { brand, lang } = await editionFromParams(params);
  return { brand, lang, m: MESSAGES[lang] };
}

/** A signed-in member's page: its edition, messages and member, or a redirect to sign-in that comes back to `path`. */
export async function memberPage(params: Promise<EditionParams>, path: string): Promise<AccountPageContext & { readonly member: MemberRow }> {
  const context = await accountPage(params);
  return { ...context, member: await requireMember(path) };
}

/** The first value of a query parameter ('' when absent), at most `max` characters. */
export function queryValue(value: string | readonly string[] | undefined, max: number): string {
  return ((Array.isArray(value) ? value[0] : value) ?? '').slice(0, max);
}
