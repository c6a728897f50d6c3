import { describe, expect, it } from 'vitest';
import bn from '../../messages/bn.json';
import en from '../../messages/en.json';

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

describe('the words of the site', () => {
  // A reported fault: "লগইন"/"সাইন ইন" and "Login"/"Sign in" were used for the same action.
  it('name signing in one way per language', () => {
    expect(strings(bn).filter((text) => text.includes('সাইন ইন'))).toEqual([]);
    expect(strings(en).filter((text) => /\blog ?in\b/i.test(text))).toEqual([]);
  });

  it('have the same keys in Bengali and English', () => {
    const keys = (value: unknown, prefix = ''): string[] =>
      value && typeof value === 'object' ? Object.entries(value).flatMap(([key, child]) => (typeof child === 'object' ? keys(child, `${prefix}${key}.`) : [`${prefix}${key}`])) : [];
    expect(keys(bn).sort()).toEqual(keys(en).sort());
  });
});
