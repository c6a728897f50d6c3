import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../lib/i18n/messages';
import errorPage from '../../messages/error-page.json';

// Every word of each edition, the comment thread's own file (messages/comments.json) included.
const { bn, en } = MESSAGES;

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

  const keys = (value: unknown, prefix = ''): string[] =>
    value && typeof value === 'object' ? Object.entries(value).flatMap(([key, child]) => (typeof child === 'object' ? keys(child, `${prefix}${key}.`) : [`${prefix}${key}`])) : [];

  it('have the same keys in Bengali and English', () => {
    expect(keys(bn).sort()).toEqual(keys(en).sort());
  });

  it('of the error page (its own small file) have the same keys in both languages, none empty', () => {
    expect(keys(errorPage.bn).sort()).toEqual(keys(errorPage.en).sort());
    expect(strings(errorPage).every((text) => text.trim().length > 0)).toBe(true);
  });
});
