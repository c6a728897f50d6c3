/**
 * What the search engine stores for a story and what it looks up for a query, both built here
 * in TypeScript from the same pipeline (lib/search/tokens.ts) so PGlite and PostgreSQL only
 * compare strings and add integers: their answers cannot differ.
 *
 * A story's document: `terms` = every exact stem of its text plus, for a stem whose forgiving
 * key differs from it, that key prefixed with `~` (so a stem and a key never meet by accident);
 * `head` = the same for the headline alone, for ranking.
 *
 * A query: one entry per word, each with the terms that count as an exact match (its stem, and
 * for a Banglish word its Bengali transliterations) and the forgiving keys that count as a
 * second-tier match. A story matches when every word matches one of its terms (AND of ORs).
 */
import { fuzzyFromStem, stemNormalised, stemVariants } from './stem';
import type { ImageRef, StoryCard, StoryElement } from '../content/story-types';
import { isLatinQuery, tokenize, transliterate } from './tokens';

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
  /** The story's cards: their text, captions and quotes are searched too (registered-only text included; results never show it). */
  readonly cards?: readonly StoryCard[];
}

export interface SearchDocument {
  readonly terms: string[];
  readonly head: string[];
}

const BENGALI = /[\u0980-\u09ff]/;

/** The forgiving key of a stem, folded until it no longer changes (so a key is its own key). */
export function variantKey(stemmed: string): string {
  let key = stemmed;
  for (let next = fuzzyFromStem(key); next !== key; next = fuzzyFromStem(key)) key = next;
  return key;
}

/**
 * The forgiving term of a stem: `~key`, or nothing when the key is the stem itself (most words),
 * because a stem that is its own key already stands for it. This keeps documents small; a query
 * therefore looks for both `~key` and `key` (see queryPlan).
 */
function variantTerm(stemmed: string): string[] {
  if (!BENGALI.test(stemmed)) return [];
  const key = variantKey(stemmed);
  return key === stemmed ? [] : [FUZZY_PREFIX + key];
}

/** What a query word's forgiving key may be stored as: `~key`, or the bare key when a story's word is its own key. */
function variantLookups(stemmed: string): string[] {
  if (!BENGALI.test(stemmed)) return [];
  const key = variantKey(stemmed);
  return [FUZZY_PREFIX + key, key];
}

function documentTerms(text: string): string[] {
  const exact = [...new Set(tokenize(text).flatMap(stemVariants))];
  return [...exact, ...exact.flatMap(variantTerm)];
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** Words of an HTML fragment: every tag is a word break (paragraphs must not run together), common entities decoded. */
function words(html: string): string {
  return html.replace(/<[^>]*>/g, ' ').replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name]);
}

function imageText(image: ImageRef): string[] {
  return [image.caption ?? '', image.alt];
}

function elementText(element: StoryElement): string[] {
  switch (element.type) {
    case 'text':
    case 'title':
    case 'also-read':
      return [words(element.text)];
    case 'quote':
    case 'blockquote':
      return [words(element.text), element.attribution ?? ''];
    case 'image':
      return imageText(element);
    case 'gallery':
      return element.images.flatMap(imageText);
    case 'youtube-video':
    case 'embed':
      return [element.title];
    case 'table':
      return [element.caption, ...element.rows.flat().map(words)];
    case 'file':
    case 'poll':
      return [];
  }
}

/** The searchable text of a story's cards. */
export function bodyText(cards: readonly StoryCard[]): string {
  return cards.flatMap((card) => card.elements.flatMap(elementText)).filter(Boolean).join('\n');
}

export function searchDocument(story: StoryText): SearchDocument {
  const head = documentTerms(story.headline);
  const rest = documentTerms([story.subheadline, story.excerpt, story.summary, ...(story.tags ?? []), bodyText(story.cards ?? [])].filter(Boolean).join('\n'));
  return { terms: [...new Set([...head, ...rest])], head };
}

export interface QueryWord {
  /** The word as typed (normalised). */
  readonly token: string;
  /** Terms that are an exact match: the stem, and for a Banglish word the stems of its Bengali spellings. */
  readonly exact: string[];
  /** Forgiving keys (`~key`, or a bare key that is not an exact term): a match in the second tier. */
  readonly fuzzy: string[];
}

export interface QueryPlan {
  readonly words: QueryWord[];
  /** The Bengali spelling the Latin query was also searched as, or null when it was not Banglish. */
  readonly transliteration: string | null;
}

/**
 * The terms to look up for a query. `transliterate`: whether a query in Latin letters is also
 * read as Banglish (on Bengali editions; an English edition's readers type English).
 */
export function queryPlan(q: string, { transliterate: readBanglish = true } = {}): QueryPlan {
  const tokens = [...new Set(tokenize(q))].slice(0, MAX_QUERY_WORDS);
  const banglish = readBanglish && isLatinQuery(q);
  const spelled: string[] = [];
  const words = tokens.map((token) => {
    const stemmed = stemNormalised(token);
    const exact = new Set([stemmed]);
    const fuzzy = new Set(variantLookups(stemmed));
    if (banglish && /^[a-z]+$/.test(token) && token.length >= MIN_TRANSLITERATION_LENGTH) {
      const candidates = transliterate(token);
      if (candidates[0]) spelled.push(candidates[0]);
      for (const candidate of candidates) {
        const candidateStem = stemNormalised(candidate);
        exact.add(candidateStem);
        for (const key of variantLookups(candidateStem)) fuzzy.add(key);
      }
    } else {
      spelled.push(token);
    }
    return { token, exact: [...exact], fuzzy: [...fuzzy].filter((term) => !exact.has(term)) };
  });
  return { words, transliteration: banglish && words.length ? spelled.join(' ') : null };
}
