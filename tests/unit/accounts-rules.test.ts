import { describe, expect, it } from 'vitest';
import { checkPassword, isCommonPassword } from '@/lib/auth/common-passwords';
import { checkCsrf } from '@/lib/auth/csrf';
import { hashPassword, verifyPassword } from '@/lib/auth/crypto';
import { safeRedirect } from '@/lib/auth/redirect';
import { validateEmail, validateNewPassword, validatePassword } from '@/lib/auth/validation';
import { parseSiteHosts } from '@/lib/config/hosts';

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

describe('password rules (SPEC.md section 5)', () => {
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

  it('hashes with scrypt at N=2^17 and checks in constant time', async () => {
    const hash = await hashPassword('river7boat');
    expect(hash).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(await verifyPassword('river7boat', hash)).toBe(true);
    expect(await verifyPassword('river7boaT', hash)).toBe(false);
  }, 30_000);
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
  const base = { host: 'localhost:3000', cookie: 'XSRF-TOKEN=abcdefghijklmnopqrstuvwxyz', 'x-xsrf-token': 'abcdefghijklmnopqrstuvwxyz' };
  it('passes a same-origin call that echoes the cookie', () => {
    expect(checkCsrf(new Headers({ ...base, origin: 'http://localhost:3000' }))).toBeNull();
  });
  it.each([
    ['another origin', { origin: 'https://evil.example' }],
    ['a null origin', { origin: 'null' }],
    ['a cross-site referer', { referer: 'https://evil.example/page' }],
    ['a cross-site fetch without origin', { 'sec-fetch-site': 'cross-site' }],
    ['no header', { 'x-xsrf-token': '' }],
    ['a header that differs', { 'x-xsrf-token': 'abcdefghijklmnopqrstuvwxyZ' }],
  ])('refuses %s', (_case, change) => {
    expect(checkCsrf(new Headers({ ...base, ...change }))).not.toBeNull();
  });
});
