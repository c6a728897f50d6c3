import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { INTEGRATION_TOKEN_TTL_S, integrationTokenOf, issueIntegrationToken, verifyIntegrationToken } from '@/lib/members/integration-token';

const SECRET = 'unit-secret';
const NOW = Date.UTC(2026, 10, 23, 8, 0, 0);
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('the comments service token', () => {
  const token = issueIntegrationToken(SECRET, 42, 'session-hash', NOW);

  it('names the member and the session until it expires', () => {
    expect(verifyIntegrationToken(SECRET, token, NOW)).toMatchObject({ sub: '42', sid: 'session-hash' });
    expect(verifyIntegrationToken(SECRET, token, NOW + (INTEGRATION_TOKEN_TTL_S - 1) * 1000)).not.toBeNull();
    expect(verifyIntegrationToken(SECRET, token, NOW + INTEGRATION_TOKEN_TTL_S * 1000)).toBeNull();
  });

  it('refuses a token signed with another secret or with a changed payload', () => {
    expect(verifyIntegrationToken('other', token, NOW)).toBeNull();
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    expect(verifyIntegrationToken(SECRET, `${header}.${b64({ ...claims, sub: '43' })}.${signature}`, NOW)).toBeNull();
  });

  it('refuses alg none and other algorithms even with a matching signature', () => {
    const [, payload] = token.split('.');
    expect(verifyIntegrationToken(SECRET, `${b64({ alg: 'none', typ: 'JWT' })}.${payload}.`, NOW)).toBeNull();
    const header = b64({ alg: 'HS512', typ: 'JWT' });
    const signature = createHmac('sha256', SECRET).update(`${header}.${payload}`).digest('base64url');
    expect(verifyIntegrationToken(SECRET, `${header}.${payload}.${signature}`, NOW)).toBeNull();
  });

  it('refuses garbage without throwing', () => {
    for (const bad of ['', 'a.b', 'a.b.c', '...', `${token}.x`, 'x'.repeat(5000)]) expect(verifyIntegrationToken(SECRET, bad, NOW)).toBeNull();
  });

  it('reads the token from a bearer header, its own header or the jwt parameter', () => {
    expect(integrationTokenOf(new Request('http://x/b', { headers: { authorization: 'Bearer abc' } }))).toBe('abc');
    expect(integrationTokenOf(new Request('http://x/b', { headers: { 'x-integration-token': 'def' } }))).toBe('def');
    expect(integrationTokenOf(new Request('http://x/b?jwt=ghi'))).toBe('ghi');
    expect(integrationTokenOf(new Request('http://x/b'))).toBeNull();
  });
});
