import { describe, expect, it } from 'vitest';
import { checkPassword, isCommonPassword } from '@/lib/auth/common-passwords';
import { checkCsrf } from '@/lib/http/csrf';
import { scryptSync } from 'node:crypto';
import { hashPassword, needsRehash, PasswordWorkBusy, verifyPassword, workQueue } from '@/lib/auth/crypto';
import { keptFields, keptFieldsValue } from '@/lib/auth/forms';
import { safeRedirect } from '@/lib/auth/redirect';
import { validateEmail, validateNewPassword, validatePassword } from '@/lib/auth/validation';
import { parseSiteHosts } from '@/lib/config/hosts';
import { clientRateLimitKey, rateLimitKey } from '@/lib/http/client';

const HOSTS = parseSiteHosts('www.alokpat.test=main:bn');

describe('safeRedirect', () => {
  it.each(['/', '/bangladesh/story?x=1#top', 'http://localhost:3000/profile', 'https://www.alokpat.test/a', 'http://trust.localhost:3000/donate'])('accepts our own %j', (value) => {
    expect(safeRedirect(value, HOSTS)).not.toBeNull();
  });

  it.each([
    // Our host names, but not exactly the origin of a host-map row: another port, scheme or a trailing dot.
    'http://trust.localhost/donate',
    'http://trust.localhost:3999/donate',
    'http://www.alokpat.test/a',
    'https://www.alokpat.test./a',
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '%2f%2fevil.example',
    '%252f%252fevil.example',
    '/%2F%2Fevil.example',
    'https:evil.example',
    'https:/evil.example',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,x',
    '/ok\r\nLocation: https://evil.example',
    '/ok%0d%0aSet-Cookie:a=b',
    ' /leading-space',
    'https://evil.example/',
    'https://www.alokpat.test.evil.example/',
    'https://www.alokpat.test@evil.example/',
    'https://user@www.alokpat.test/',
    'ftp://www.alokpat.test/',
  ])('refuses %j', (value) => {
    expect(safeRedirect(value, HOSTS)).toBeNull();
  });
});

describe('password rules (docs/product.md, "Validation")', () => {
  it.each([
    ['', 'passwordRequired'],
    ['abc12', 'passwordTooShort'],
    ['abcdefgh', 'passwordNotStrong'],
    ['12345678', 'passwordNotStrong'],
    [`a1${'x'.repeat(127)}`, 'passwordTooLong'],
    ['river7boat', null],
  ])('%j gives %s', (password, error) => {
    expect(validatePassword(password)).toBe(error);
  });

  it('asks to confirm an empty confirmation and refuses a mismatch', () => {
    expect(validateNewPassword('river7boat', '')).toEqual({ password: null, confirm: 'confirmRequired' });
    expect(validateNewPassword('river7boat', 'river7bot')).toEqual({ password: null, confirm: 'passwordMismatch' });
  });

  it('refuses the 3,000 most common passwords, whatever their case', () => {
    expect(isCommonPassword('password1')).toBe(true);
    expect(checkPassword('PASSWORD1')).toBe('passwordCommon');
    expect(checkPassword('qwerty123')).toBe('passwordCommon');
    expect(checkPassword('river7boat')).toBeNull();
  });

  it('hashes with argon2id at OWASP cost (m=19456 KiB, t=2, p=1)', async () => {
    const hash = await hashPassword('river7boat');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(needsRehash(hash)).toBe(false);
    expect(await verifyPassword('river7boat', hash)).toBe(true);
    expect(await verifyPassword('river7boaT', hash)).toBe(false);
  }, 30_000);

  it('still verifies a scrypt hash of before, and marks it for rehashing', async () => {
    const salt = Buffer.from('0123456789abcdef');
    const key = scryptSync('river7boat', salt, 32, { N: 2 ** 14, r: 8, p: 1 });
    const legacy = ['scrypt', 2 ** 14, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$');
    expect(await verifyPassword('river7boat', legacy)).toBe(true);
    expect(await verifyPassword('river7boaT', legacy)).toBe(false);
    expect(needsRehash(legacy)).toBe(true);
    expect(needsRehash('$argon2id$v=19$m=4096,t=3,p=1$c2FsdHNhbHQ$aGFzaA')).toBe(true);
  });
});

describe('the password work queue', () => {
  it('runs a bounded number at once, lines up a bounded number, and refuses the rest at once', async () => {
    const queue = workQueue(2, 1);
    let running = 0;
    let most = 0;
    const releases: (() => void)[] = [];
    const task = () =>
      queue.run(async () => {
        most = Math.max(most, ++running);
        await new Promise<void>((resolve) => releases.push(resolve));
        running--;
      });
    const accepted = [task(), task(), task()];
    await expect(task()).rejects.toBeInstanceOf(PasswordWorkBusy);
    await new Promise((resolve) => setImmediate(resolve));
    expect(releases).toHaveLength(2);
    releases.splice(0).forEach((release) => release());
    await new Promise((resolve) => setImmediate(resolve));
    expect(releases).toHaveLength(1);
    releases[0]();
    await Promise.all(accepted);
    expect(most).toBe(2);
  });

  it('frees its place when a task fails', async () => {
    const queue = workQueue(1, 0);
    await expect(queue.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(queue.run(() => Promise.resolve(7))).resolves.toBe(7);
  });
});

describe('validateEmail', () => {
  it.each([
    ['a@b.co', null],
    ['reader@example.com', null],
    ['a@b.c', 'emailInvalid'],
    ['no-at-sign.example.com', 'emailInvalid'],
    [`${'x'.repeat(140)}@example.com`, 'emailInvalid'],
    ['', 'emailRequired'],
  ])('%j gives %s', (email, error) => {
    expect(validateEmail(email)).toBe(error);
  });
});

describe('checkCsrf', () => {
  // The host map's origin of the host the call was sent to (requestEdition(headers).origin).
  const origin = 'http://localhost:3000';
  const base = { host: 'localhost:3000', cookie: 'XSRF-TOKEN=abcdefghijklmnopqrstuvwxyz', 'x-xsrf-token': 'abcdefghijklmnopqrstuvwxyz' };
  it('passes a same-origin call that echoes the cookie', () => {
    expect(checkCsrf(new Headers({ ...base, origin }), origin)).toBeNull();
  });
  it('passes a call from one of its own pages that sends a Referer and no Origin', () => {
    expect(checkCsrf(new Headers({ ...base, referer: `${origin}/bangladesh/a-story` }), origin)).toBeNull();
  });
  it.each([
    ['another origin', { origin: 'https://evil.example' }],
    ['a null origin', { origin: 'null' }],
    ['a cross-site referer', { referer: 'https://evil.example/page' }],
    ['a cross-site fetch without origin', { 'sec-fetch-site': 'cross-site' }],
    ['no header', { 'x-xsrf-token': '' }],
    ['a header that differs', { 'x-xsrf-token': 'abcdefghijklmnopqrstuvwxyZ' }],
    // The origin is the host map's, not the Host a client wrote: naming its own Host does not make a page ours.
    ['an origin that matches a forged Host header', { host: 'evil.example', origin: 'http://evil.example' }],
    ['our host on another scheme', { origin: 'https://localhost:3000' }],
    ['our host on another port', { origin: 'http://localhost:3001' }],
    ['a referer of our host on another port', { referer: 'http://localhost:3001/page' }],
  ])('refuses %s', (_case, change) => {
    expect(checkCsrf(new Headers({ ...base, ...change }), origin)).not.toBeNull();
  });
});

describe('rateLimitKey', () => {
  it('gives two addresses of one IPv6 /64 the same key, in any spelling', () => {
    const key = rateLimitKey('2001:db8:1:2::1');
    expect(key).toBe('2001:db8:1:2::/64');
    for (const same of ['2001:db8:1:2:ffff:ffff:ffff:ffff', '2001:0DB8:0001:0002:aaaa::7', '[2001:db8:1:2::42]', '2001:db8:1:2::1%eth0']) {
      expect(rateLimitKey(same)).toBe(key);
    }
  });

  it('gives different /64s different keys', () => {
    expect(rateLimitKey('2001:db8:1:3::1')).not.toBe(rateLimitKey('2001:db8:1:2::1'));
    expect(rateLimitKey('2001:db8:2:2::1')).not.toBe(rateLimitKey('2001:db8:1:2::1'));
    expect(rateLimitKey('::1')).toBe('0:0:0:0::/64');
  });

  it('keeps IPv4 and IPv4-mapped IPv6 as the IPv4 address', () => {
    expect(rateLimitKey('1.2.3.4')).toBe('1.2.3.4');
    expect(rateLimitKey('::ffff:1.2.3.4')).toBe('1.2.3.4');
    expect(rateLimitKey('::ffff:102:304')).toBe('1.2.3.4');
    expect(rateLimitKey('1.2.3.5')).not.toBe(rateLimitKey('1.2.3.4'));
  });

  it('leaves what is not an address as it is', () => {
    expect(rateLimitKey('unknown')).toBe('unknown');
    expect(rateLimitKey('1::2::3')).toBe('1::2::3');
  });

  it('is what clientRateLimitKey keys a request on', () => {
    expect(clientRateLimitKey(new Headers({ 'x-forwarded-for': '2001:db8:1:2::9' }))).toBe('2001:db8:1:2::/64');
    expect(clientRateLimitKey(new Headers({ 'x-forwarded-for': '::ffff:198.51.100.7' }))).toBe('198.51.100.7');
  });
});

describe('the typed name and address a native post keeps (alokpat-typed)', () => {
  it('keeps the name and address, never a password or a code, and reads them back', () => {
    const value = keptFieldsValue({ name: 'রিনা দাস', email: 'rina@example.com', password: 'river7boat', otp: '123456', method: 'password' });
    expect(value).not.toContain('river7boat');
    expect(value).not.toContain('123456');
    expect(keptFields(value)).toEqual({ name: 'রিনা দাস', email: 'rina@example.com' });
    expect(keptFieldsValue({ password: 'river7boat' })).toBe('');
  });

  it.each([
    ['not JSON', '{name'],
    ['a list', '["rina@example.com"]'],
    ['numbers', '{"email":42,"name":null}'],
    ['null', 'null'],
    ['too long', JSON.stringify({ email: `${'a'.repeat(1_100)}@example.com` })],
  ])('reads a cookie a client made up (%s) as nothing kept', (_case, value) => {
    expect(keptFields(value)).toEqual({});
  });

  it('ignores fields it does not keep', () => {
    expect(keptFields(JSON.stringify({ email: 'rina@example.com', password: 'x', redirect: '//evil' }))).toEqual({ email: 'rina@example.com' });
  });
});
