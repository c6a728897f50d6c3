/**
 * Google one-tap: the browser hands us Google's ID token (a JWT signed RS256 with one of
 * Google's published keys). We check the signature, issuer, audience (our client id),
 * expiry and that Google verified the email, then sign the reader in by that email.
 */
import { createPublicKey, verify, type JsonWebKey } from 'node:crypto';

export const GOOGLE_CERTS_URL = 'https://www.googleapis.com/oauth2/v3/certs';
const ISSUERS = new Set(['accounts.google.com', 'https://accounts.google.com']);

export interface GoogleKey extends JsonWebKey {
  readonly kid?: string;
}

export interface GoogleIdentity {
  readonly email: string;
  readonly name: string | null;
}

let cache: { keys: GoogleKey[]; until: number } | null = null;

/** Google's current signing keys, kept as long as its Cache-Control allows (an hour at least once fetched). */
export async function fetchGoogleKeys(url = GOOGLE_CERTS_URL, now = Date.now()): Promise<GoogleKey[]> {
  if (cache && cache.until > now) return cache.keys;
  const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
  if (!response.ok) throw new Error(`Google keys: ${response.status}`);
  const maxAge = Number(response.headers.get('cache-control')?.match(/max-age=(\d+)/)?.[1] ?? 3600);
  cache = { keys: ((await response.json()) as { keys: GoogleKey[] }).keys, until: now + maxAge * 1000 };
  return cache.keys;
}

function part(segment: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'));
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** The identity in a valid credential, or null for anything else. */
export function verifyGoogleCredential(credential: unknown, clientId: string, keys: readonly GoogleKey[], now = Date.now()): GoogleIdentity | null {
  if (typeof credential !== 'string' || credential.length > 4_096) return null;
  const segments = credential.split('.');
  if (segments.length !== 3) return null;
  const [headerPart, payloadPart, signature] = segments;
  const header = part(headerPart);
  const claims = part(payloadPart);
  if (!header || !claims || header.alg !== 'RS256') return null;
  const key = keys.find((candidate) => candidate.kid === header.kid && candidate.kty === 'RSA');
  if (!key) return null;
  const valid = verify('RSA-SHA256', Buffer.from(`${headerPart}.${payloadPart}`), createPublicKey({ key, format: 'jwk' }), Buffer.from(signature, 'base64url'));
  if (!valid) return null;
  const seconds = now / 1000;
  if (!ISSUERS.has(String(claims.iss)) || claims.aud !== clientId) return null;
  if (typeof claims.exp !== 'number' || claims.exp < seconds || (typeof claims.iat === 'number' && claims.iat > seconds + 300)) return null;
  if (claims.email_verified !== true || typeof claims.email !== 'string') return null;
  return { email: claims.email.trim().toLowerCase(), name: typeof claims.name === 'string' ? claims.name.slice(0, 100) : null };
}
