/**
 * Which words of a headline or excerpt matched a query, for <mark> in the result cards. A word
 * matches when one of its stems, or its forgiving key, is among the query's terms: the same
 * rule the engine used to find the story, so what is marked is why it was found.
 */
import { FUZZY_PREFIX, queryPlan, variantKey } from './document';
import { stemVariants } from './stem';
import { tokenize } from './tokens';

export interface TextPart {
  readonly text: string;
  readonly match: boolean;
}

/** A run of one script as written: Bengali (with joiners), Latin letters (with accents) or digits of either script. */
const WORD = /[\u0980-\u09e5\u09f0-\u09ff\u200c\u200d]+|[\p{Script=Latin}\p{M}'’]+|[0-9\u09e6-\u09ef]+/gu;

export type Highlighter = (text: string) => TextPart[];

/** A function splitting text into matched and unmatched parts for the query `q` (Banglish read when `transliterate`). */
export function highlighter(q: string, transliterate = true): Highlighter {
  const plan = queryPlan(q, { transliterate });
  const wanted = new Set(plan.words.flatMap((word) => [...word.exact, ...word.fuzzy]));
  const matches = (run: string) =>
    tokenize(run).some((token) => stemVariants(token).some((stemmed) => wanted.has(stemmed) || wanted.has(FUZZY_PREFIX + variantKey(stemmed))));
  return (text) => {
    if (!wanted.size) return [{ text, match: false }];
    const parts: TextPart[] = [];
    let last = 0;
    for (const found of text.matchAll(WORD)) {
      const start = found.index;
      if (!matches(found[0])) continue;
      if (start > last) parts.push({ text: text.slice(last, start), match: false });
      parts.push({ text: found[0], match: true });
      last = start + found[0].length;
    }
    if (last < text.length) parts.push({ text: text.slice(last), match: false });
    return parts;
  };
}
