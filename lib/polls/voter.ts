/**
 * Who votes in a reader poll (docs/product.md, "Polls"): a signed-in reader is their account;
 * an anonymous one the id in a signed voter cookie (HttpOnly, a year), set on their first
 * vote. Clearing it lets a reader vote again, as on every news site's polls; the per-address
 * rate limit (lib/polls/http.ts) bounds what that buys.
 */
import 'server-only';
import { createHmac, randomBytes } from 'node:crypto';
import { keyMatches } from '../http/keys';

export const VOTER_COOKIE = 'alokpat-voter';
export const VOTER_COOKIE_MAX_AGE_SECONDS = 31_536_000;

const signature = (id: string, secret: string) => createHmac('sha256', `poll-voter:${secret}`).update(id).digest('base64url');

/** The anonymous voter id a cookie carries, when its signature holds. */
export function readVoterCookie(value: string | undefined, secret: string): string | null {
  if (!value) return null;
  const dot = value.indexOf('.');
  const id = value.slice(0, dot);
  if (dot < 1 || !/^[A-Za-z0-9_-]{16,64}$/.test(id) || !keyMatches(value.slice(dot + 1), signature(id, secret))) return null;
  return id;
}

/** A new anonymous voter: its id and the cookie value that carries it. */
export function newVoter(secret: string): { id: string; cookie: string } {
  const id = randomBytes(16).toString('base64url');
  return { id, cookie: `${id}.${signature(id, secret)}` };
}

/** The voter key of a signed-in member or of an anonymous voter id. */
export const voterKey = (reader: { memberId: number } | { anonymousId: string }): string => ('memberId' in reader ? `m:${reader.memberId}` : `a:${reader.anonymousId}`);
