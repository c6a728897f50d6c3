/**
 * Search terms for stories (index side) and for queries (query side). Both go through the same
 * normalise → tokenize → stem → fuzzy pipeline, so a word in a story and the same word typed in
 * a query (different encoding, digits, inflection or a common misspelling) meet on a term.
 */
import { normalise } from './normalise';
import { fuzzyFromStem, stemNormalised, stemVariants } from './stem';
import { isLatinQuery, transliterate } from './transliterate';

export { normalise } from './normalise';
export { fuzzy, stem, stemVariants } from './stem';
export { isLatinQuery, transliterate } from './transliterate';

/** Bengali runs (letters, vowel signs, virama, anusvara …), Latin a-z runs and digit runs. */
const TOKEN = /[\u0980-\u09ff]+|[a-z]+|[0-9]+/g;
/** Shortest Latin query word worth transliterating. */
const MIN_TRANSLITERATION_LENGTH = 2;

/** Normalises text and splits it into word tokens; Bengali and Latin next to each other split. */
export function tokenize(text: string): string[] {
  return normalise(text).match(TOKEN) ?? [];
}

export interface IndexTerms {
  /** Stems of every token, including the second reading of ambiguous endings (see stemVariants). */
  exact: string[];
  /** Fuzzy keys of those stems. */
  fuzzy: string[];
}

export interface QueryTerms {
  /** Stems of the query tokens (English words included). */
  exact: string[];
  /** Fuzzy keys of the query tokens. */
  fuzzy: string[];
  /** For a Latin (Banglish) query: stems of the Bengali transliteration candidates. */
  transliterated: string[];
  /** Fuzzy keys of the transliteration candidates, which absorb their spelling guesses (শ/স, ি/ী …). */
  transliteratedFuzzy: string[];
}

/** Terms to store for a story's text: stems and fuzzy keys, deduplicated, in order of first use. */
export function indexTerms(text: string): IndexTerms {
  const exact = new Set<string>();
  const fuzzy = new Set<string>();
  for (const token of tokenize(text)) {
    for (const stemmed of stemVariants(token)) {
      exact.add(stemmed);
      fuzzy.add(fuzzyFromStem(stemmed));
    }
  }
  return { exact: [...exact], fuzzy: [...fuzzy] };
}

/** Terms to look up for a query. Latin words are also transliterated when the query has no Bengali. */
export function queryTerms(q: string): QueryTerms {
  const exact = new Set<string>();
  const fuzzy = new Set<string>();
  const transliterated = new Set<string>();
  const transliteratedFuzzy = new Set<string>();
  const tokens = tokenize(q);
  for (const token of tokens) {
    const stemmed = stemNormalised(token);
    exact.add(stemmed);
    fuzzy.add(fuzzyFromStem(stemmed));
  }
  if (isLatinQuery(q)) {
    for (const token of tokens) {
      if (!/^[a-z]+$/.test(token) || token.length < MIN_TRANSLITERATION_LENGTH) continue;
      for (const candidate of transliterate(token)) {
        const stemmed = stemNormalised(candidate);
        transliterated.add(stemmed);
        transliteratedFuzzy.add(fuzzyFromStem(stemmed));
      }
    }
  }
  return {
    exact: [...exact],
    fuzzy: [...fuzzy],
    transliterated: [...transliterated],
    transliteratedFuzzy: [...transliteratedFuzzy],
  };
}
