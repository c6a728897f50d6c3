import { describe, expect, it } from 'vitest';
import { createPreviewToken, verifyPreviewToken } from '@/lib/preview/token';

const SECRET = 'a-test-secret-of-enough-length';
const NOW = Date.parse('2026-11-22T06:00:00Z');

describe('preview tokens', () => {
  it('open what they were made for until they expire', () => {
    const token = createPreviewToken(SECRET, 'story', '42', NOW, 3600);
    expect(verifyPreviewToken(SECRET, 'story', '42', token, NOW + 1000)).toBe(true);
    expect(verifyPreviewToken(SECRET, 'story', '42', token, NOW + 3601_000)).toBe(false);
  });

  it('do not open another story, another kind of preview or with another secret', () => {
    const token = createPreviewToken(SECRET, 'story', '42', NOW);
    expect(verifyPreviewToken(SECRET, 'story', '43', token, NOW)).toBe(false);
    expect(verifyPreviewToken(SECRET, 'public', '42', token, NOW)).toBe(false);
    expect(verifyPreviewToken('another-secret', 'story', '42', token, NOW)).toBe(false);
  });

  it('refuse missing, malformed and forged tokens', () => {
    for (const token of [null, '', 'abc', '99999999999.', `${Math.floor(NOW / 1000) + 60}.forged`]) {
      expect(verifyPreviewToken(SECRET, 'story', '42', token, NOW)).toBe(false);
    }
    expect(verifyPreviewToken(undefined, 'story', '42', createPreviewToken(SECRET, 'story', '42', NOW), NOW)).toBe(false);
  });
});
