import { describe, expect, it } from 'vitest';
import { newVoter, readVoterCookie, voterKey } from '@/lib/polls/voter';

const SECRET = 'a-secret-of-this-instance-for-tests-only';

describe('the voter cookie of an anonymous poll voter', () => {
  it('carries an id that only this site can have signed', () => {
    const { id, cookie } = newVoter(SECRET);
    expect(readVoterCookie(cookie, SECRET)).toBe(id);
    expect(readVoterCookie(cookie, 'another-secret-entirely-for-tests')).toBeNull();
  });

  it.each([undefined, '', 'no-dot', '.sig', 'short.sig', `${'a'.repeat(22)}.forged-signature`, `${'a'.repeat(22)}.`])('refuses %j', (value) => {
    expect(readVoterCookie(value, SECRET)).toBeNull();
  });

  it('refuses an id swapped under a valid signature', () => {
    const first = newVoter(SECRET);
    const second = newVoter(SECRET);
    expect(readVoterCookie(`${second.id}.${first.cookie.split('.')[1]}`, SECRET)).toBeNull();
  });

  it('keeps members and anonymous voters apart', () => {
    expect(voterKey({ memberId: 7 })).toBe('m:7');
    expect(voterKey({ anonymousId: '7' })).toBe('a:7');
  });
});
