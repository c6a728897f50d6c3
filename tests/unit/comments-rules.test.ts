import { describe, expect, it } from 'vitest';
import { MAX_COMMENT_CHARS, parseCommentBody, plainTextOf } from '@/lib/comments/body';
import { matchesWordList, moderate, normaliseForMatching } from '@/lib/comments/moderation';
import { meterPeriod, nextMeterPeriod } from '@/lib/meter/period';
import { acceptedPeriod, anonymousRead, readTally, writeTally } from '@/lib/meter/meter';

describe('comment bodies', () => {
  it('keeps text and mentions, normalised, and reads them as plain text', () => {
    const parsed = parseCommentBody({ ops: [{ insert: 'কেমন\u202E আছেন ' }, { insert: { mention: { id: 4, name: ' Rina ' } } }] });
    expect(parsed).toEqual({ ops: [{ insert: 'কেমন আছেন ' }, { insert: { mention: { id: 4, name: 'Rina' } } }] });
    expect(plainTextOf((parsed as { ops: never[] }).ops)).toBe('কেমন আছেন @Rina');
  });

  it('refuses other inserts, empty text and bodies over the limit', () => {
    expect(parseCommentBody({ ops: [{ insert: { image: 'x' } }] })).toEqual({ problem: 'invalid' });
    expect(parseCommentBody({ ops: [{ insert: ' ' }] })).toEqual({ problem: 'empty' });
    expect(parseCommentBody(null)).toEqual({ problem: 'invalid' });
    expect(parseCommentBody({ ops: [{ insert: 'ক'.repeat(MAX_COMMENT_CHARS) }] })).toHaveProperty('ops');
    expect(parseCommentBody({ ops: [{ insert: 'ক'.repeat(MAX_COMMENT_CHARS + 1) }] })).toEqual({ problem: 'tooLong' });
  });
});

describe('the word list', () => {
  it('sees through spacing, look-alikes, full-width letters and invisible characters', () => {
    for (const text of ['F.U.C.K', 'fuuuck', 'sh1t', 'ｂｉｔｃｈ', 'হারাম\u200Dজাদা', 'তুই হারামজাদা'.normalize('NFD')]) expect(matchesWordList(text), text).toBe(true);
  });

  it('leaves ordinary words that contain short listed words alone', () => {
    for (const text of ['Scunthorpe classic assessment', 'বালক বালিকা', 'I have 5 apples']) expect(matchesWordList(text), text).toBe(false);
  });

  it('holds new members and listed words, approves the rest', () => {
    expect(moderate('hello', 0)).toEqual({ status: 'pending', reason: 'new-member' });
    expect(moderate('hello', 2)).toEqual({ status: 'approved', reason: null });
    expect(moderate('shit', 10)).toEqual({ status: 'pending', reason: 'word-list' });
    expect(normaliseForMatching('  Fu\u00ADck  ME ')).toBe('fuck me');
  });
});

describe('meter periods', () => {
  it('names months and ISO weeks in Dhaka time', () => {
    expect(meterPeriod('month', Date.parse('2026-11-30T18:30:00Z'))).toBe('2026-12');
    expect(meterPeriod('month', Date.parse('2026-11-30T17:30:00Z'))).toBe('2026-11');
    expect(meterPeriod('week', Date.parse('2026-01-01T00:00:00Z'))).toBe('2026-W01');
    expect(meterPeriod('week', Date.parse('2027-01-01T00:00:00Z'))).toBe('2026-W53');
    expect(nextMeterPeriod('month', Date.parse('2026-12-15T00:00:00Z'))).toBe('2027-01');
  });

  it('accepts a browser clock in the current or next period only', () => {
    const now = new Date('2026-11-20T00:00:00Z');
    const config = { free: 2, period: 'month' as const };
    expect(acceptedPeriod(config, '2026-12', now)).toBe('2026-12');
    expect(acceptedPeriod(config, '2027-05', now)).toBe('2026-11');
    expect(acceptedPeriod(config, null, now)).toBe('2026-11');
  });

  it('counts each story once, stops at the allowance, and trusts only its own signature', () => {
    const now = new Date('2026-11-20T00:00:00Z');
    const config = { free: 2, period: 'month' as const };
    let tally = anonymousRead(config, {}, '2026-11', 1, now).tally;
    expect(anonymousRead(config, tally, '2026-11', 1, now).count).toBe(1);
    tally = anonymousRead(config, tally, '2026-11', 2, now).tally;
    expect(anonymousRead(config, tally, '2026-11', 3, now).granted).toBe(false);
    const cookie = writeTally(tally, 'secret');
    expect(readTally(cookie, 'secret')).toEqual(tally);
    expect(readTally(cookie, 'other')).toEqual({});
    expect(readTally(`${Buffer.from('{"2026-11":[]}').toString('base64url')}.${cookie.split('.')[1]}`, 'secret')).toEqual({});
  });
});
