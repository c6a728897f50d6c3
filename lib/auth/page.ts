/**
 * For the account pages (server components): who is signed in, from the session cookie.
 * Reading cookies makes the page dynamic, so it is never cached (Next answers
 * `Cache-Control: private, no-cache, no-store`).
 */
import 'server-only';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { getDb } from '../db/client';
import { SESSION_COOKIE } from './cookies';
import { readSession, type MemberRow } from './sessions';

export async function currentMember(): Promise<MemberRow | null> {
  const id = (await cookies()).get(SESSION_COOKIE)?.value;
  return id ? ((await readSession(getDb(), id))?.member ?? null) : null;
}

/** The member, or a redirect to sign-in that comes back to `path`. */
export async function requireMember(path: string): Promise<MemberRow> {
  const member = await currentMember();
  if (!member) redirect(`/sign-in?redirect=${encodeURIComponent(path)}`);
  return member;
}

/** A ?redirect= value of a page, as the forms send it (the server validates it again). */
export function redirectParam(value: string | string[] | undefined): string {
  const first = Array.isArray(value) ? value[0] : value;
  return first && first.startsWith('/') && !first.startsWith('//') && !first.includes('\\') && first.length < 2_048 ? first : '/';
}
