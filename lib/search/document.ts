/**
 * What the search engine stores for a story and what it looks up for a query, both built here
 * in TypeScript from the same pipeline (lib/search/tokens.ts) so PGlite and PostgreSQL only
 * compare strings and add integers: their answers cannot differ.
 *
 * A story's document: `terms` = every exact stem of its text plus every forgiving key prefixed
 * with `~` (so an exact stem and a forgiving key never meet by accident); `head` = the same for
 * the headline alone, for ranking.
 *
 * A query: one entry per word, each with the terms that count as an exact match (its stem, and
 * for a Banglish word its Bengali transliterations) and the forgiving keys that count as a
 * second-tier match. A story matches when every word matches one of its terms (AND of ORs).
 */
import { fuzzyFromStem, stemNormalised } from './stem';
import { indexTerms, isLatinQuery, tokenize, transliterate } from './tokens';

export const FUZZY_PREFIX = '~';

/** The most words of a query that are looked up; the rest are ignored (a query is at most 200 characters). */
export const MAX_QUERY_WORDS = 8;
const MIN_TRANSLITERATION_LENGTH = 2;

export interface StoryText {
  readonly headline: string;
  readonly subheadline?: string | null;
  readonly excerpt?: string | null;
  readonly summary?: string | null;
  readonly tags?: readonly string[];
}

export interface SearchDocument {
  readonly terms: string[];
  readonly head: string[];
}

/** Forgiving keys only differ from stems for Bengali words; Latin words and numbers need none. */
const BENGALI = /[\u0980-\u09ff]/;

function fuzzyTerm(stemmed: string): string[] {
  return BENGALI.test(stemmed) ? [FUZZY_PREFIX + fuzzyFromStem(stemmed)] : [];
}

function documentTerms(text: string): string[] {
  const { exact, fuzzy } = indexTerms(text);
  return [...exact, ...fuzzy.filter((key) => BENGALI.test(key)).map((key) => FUZZY_PREFIX + key)];
}

export function searchDocument(story: StoryText): SearchDocument {
  const head = documentTerms(story.headline);
  const rest = documentTerms([story.subheadline, story.excerpt, story.summary, ...(story.tags ?? [])].filter(Boolean).join('\n'));
  return { terms: [...new Set([...head, ...rest])], head };
}

export interface QueryWord {
  /** The word as typed (normalised). */
  readonly token: string;
  /** Terms that are an exact match: the stem, and for a Banglish word the stems of its Bengali spellings. */
  readonly exact: string[];
  /** Forgiving keys (with the `~` prefix): a match in the second tier. */
  readonly fuzzy: string[];
}

export interface QueryPlan {
  readonly words: QueryWord[];
  /** The Bengali spelling the Latin query was also searched as, or null when it was not Banglish. */
  readonly transliteration: string | null;
}

export function queryPlan(q: string): QueryPlan {
  const tokens = [...new Set(tokenize(q))].slice(0, MAX_QUERY_WORDS);
  const banglish = isLatinQuery(q);
  const spelled: string[] = [];
  const words = tokens.map((token) => {
    const stemmed = stemNormalised(token);
    const exact = new Set([stemmed]);
    const fuzzy = new Set(fuzzyTerm(stemmed));
    if (banglish && /^[a-z]+$/.test(token) && token.length >= MIN_TRANSLITERATION_LENGTH) {
      const candidates = transliterate(token);
      if (candidates[0]) spelled.push(candidates[0]);
      for (const candidate of candidates) {
        const candidateStem = stemNormalised(candidate);
        exact.add(candidateStem);
        for (const key of fuzzyTerm(candidateStem)) fuzzy.add(key);
      }
    } else {
      spelled.push(token);
    }
    return { token, exact: [...exact], fuzzy: [...fuzzy] };
  });
  return { words, transliteration: banglish && words.length ? spelled.join(' ') : null };
}
