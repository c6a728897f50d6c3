import { describe, expect, it } from 'vitest';
import { queryPlan, searchDocument } from '@/lib/search/document';
import { highlighter } from '@/lib/search/highlight';

const marked = (q: string, text: string) =>
  highlighter(q)(text)
    .filter((part) => part.match)
    .map((part) => part.text);

describe('search documents', () => {
  it('hold the stems of the whole story and, apart, those of the headline', () => {
    const doc = searchDocument({ headline: 'নির্বাচনে ভোট', excerpt: 'ঢাকার কেন্দ্রে', tags: ['রাজনীতি'] });
    expect(doc.head).toEqual(expect.arrayContaining(['নির্বাচন', 'ভোট']));
    expect(doc.head).not.toContain('ঢাকা');
    expect(doc.terms).toEqual(expect.arrayContaining(['নির্বাচন', 'ভোট', 'ঢাকা', 'রাজনীতি']));
  });

  it('keep forgiving keys apart from exact stems with a prefix, only where a Bengali word differs from its key', () => {
    const doc = searchDocument({ headline: 'পুলিশ Police 2024' });
    expect(doc.terms).toEqual(['পুলিশ', 'polic', '2024', '~পুলিস']);
  });
});

describe('query plans', () => {
  it('look up each word by its stem and its forgiving key', () => {
    expect(queryPlan('নির্বাচনের  দীর্ঘ')).toEqual({
      words: [
        { token: 'নির্বাচনের', exact: ['নির্বাচন'], fuzzy: ['~নির্বাচন'] },
        { token: 'দীর্ঘ', exact: ['দীর্ঘ'], fuzzy: ['~দির্ঘ', 'দির্ঘ'] },
      ],
      transliteration: null,
    });
  });

  it('also look up a Banglish word by its likely Bengali spellings and say which', () => {
    const plan = queryPlan('dhaka');
    expect(plan.transliteration).toBe('ঢাকা');
    expect(plan.words[0].exact).toEqual(expect.arrayContaining(['dhaka', 'ঢাকা']));
  });

  it('have no words for punctuation alone', () => {
    expect(queryPlan(' %_! ').words).toEqual([]);
  });
});

describe('highlighting', () => {
  it('marks inflected and differently encoded forms of the query words, as written', () => {
    expect(marked('নির্বাচন', 'নির্বাচনে ভোট, নির্বাচনের ফল')).toEqual(['নির্বাচনে', 'নির্বাচনের']);
    expect(marked('বিজয়', 'বিজ\u09df দিবস')).toEqual(['বিজ\u09df']);
    expect(marked('2024', '২০২৪ সালের বাজেট')).toEqual(['২০২৪']);
  });

  it('marks spelling variants, Banglish matches and English words regardless of case', () => {
    expect(marked('দীর্ঘ', 'দির্ঘ লাইন')).toEqual(['দির্ঘ']);
    expect(marked('dhaka', 'ঢাকায় মেট্রোরেল')).toEqual(['ঢাকায়']);
    expect(marked('election', 'Elections in Dhaka')).toEqual(['Elections']);
  });

  it('reads Latin letters as Banglish only when asked (Bengali editions)', () => {
    expect(highlighter('dhaka', false)('ঢাকায় মেট্রোরেল').some((part) => part.match)).toBe(false);
    expect(queryPlan('dhaka', { transliterate: false })).toEqual({ words: [{ token: 'dhaka', exact: ['dhaka'], fuzzy: [] }], transliteration: null });
  });

  it('keeps every character of the text, marked or not', () => {
    const text = 'ঢাকা <b>& "ঢাকার"</b>';
    const parts = highlighter('ঢাকা')(text);
    expect(parts.map((part) => part.text).join('')).toBe(text);
    expect(parts.filter((part) => part.match)).toHaveLength(2);
  });
});
