/**
 * The comments service's member token (docs/product.md, "Calls"; docs/members.md,
 * "Authorisation"): a short-lived HS256 JWT that
 * `GET /api/auth/v1/access-token/integrations/{id}` hands a verified, signed-in member in the
 * `x-integration-token` header. Bookmark and comment calls authorise with it. It names the
 * member and the session it came from, so signing out ends it at once, not at its expiry.
 */
import { createHmac } from 'node:crypto';
import { safeEqual } from '../auth/crypto';
import { readSessionByHash, type MemberRow } from '../auth/sessions';
import type { Database } from '../db/client';
import { INTEGRATION_ID } from './integration-token-id';

export { INTEGRATION_ID };
export const INTEGRATION_TOKEN_TTL_S = 15 * 60;
const ISSUER = 'alokpat';
const AUDIENCE = `integration:${INTEGRATION_ID}`;
/** Longer than any token we issue; a longer one is refused before any work. */
const MAX_TOKEN_LENGTH = 1024;

export interface IntegrationClaims {
  readonly iss: string;
  readonly aud: string;
  /** The member id. */
  readonly sub: string;
  /** The SHA-256 of the session id the token was issued to. */
  readonly sid: string;
  readonly iat: number;
  readonly exp: number;
}

const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

function sign(input: string, secret: string): string {
  return createHmac('sha256', secret).update(input).digest('base64url');
}

export function issueIntegrationToken(secret: string, memberId: number, sessionHash: string, now = Date.now()): string {
  const iat = Math.floor(now / 1000);
  const claims: IntegrationClaims = { iss: ISSUER, aud: AUDIENCE, sub: String(memberId), sid: sessionHash, iat, exp: iat + INTEGRATION_TOKEN_TTL_S };
  const body = `${HEADER}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
  return `${body}.${sign(body, secret)}`;
}

/** The claims of a well-formed, correctly signed, unexpired token of ours; null otherwise. */
export function verifyIntegrationToken(secret: string, token: string, now = Date.now()): IntegrationClaims | null {
  if (token.length > MAX_TOKEN_LENGTH) return null;
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [header, payload, signature] = parts;
  // Only our own header: no `alg: none`, no other algorithm, no key id games.
  if (header !== HEADER || !safeEqual(signature, sign(`${header}.${payload}`, secret))) return null;
  let claims: Partial<IntegrationClaims>;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Partial<IntegrationClaims>;
  } catch {
    return null;
  }
  if (claims.iss !== ISSUER || claims.aud !== AUDIENCE || typeof claims.sub !== 'string' || !/^\d{1,10}$/.test(claims.sub)) return null;
  if (typeof claims.sid !== 'string' || typeof claims.exp !== 'number' || typeof claims.iat !== 'number') return null;
  const seconds = now / 1000;
  if (claims.exp <= seconds || claims.iat > seconds + 60) return null;
  return claims as IntegrationClaims;
}

/** The token a request carries: `Authorization: Bearer`, the `x-integration-token` header, or the spec's `jwt` parameter. */
export function integrationTokenOf(request: Request): string | null {
  const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '');
  if (bearer) return bearer[1];
  const header = request.headers.get('x-integration-token');
  if (header) return header;
  return new URL(request.url).searchParams.get('jwt');
}

/** The member a token speaks for, while the session it was issued to is still alive. */
export async function memberOfIntegrationToken(db: Database, secret: string, token: string | null, now = new Date()): Promise<MemberRow | null> {
  if (!token) return null;
  const claims = verifyIntegrationToken(secret, token, now.getTime());
  if (!claims) return null;
  const session = await readSessionByHash(db, claims.sid, now);
  if (!session || String(session.member.id) !== claims.sub) return null;
  return session.member;
}
