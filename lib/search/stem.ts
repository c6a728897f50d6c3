/**
 * A light stemmer and a forgiving "fuzzy" key for search tokens.
 *
 * Bengali: inflectional suffixes (case, plural, classifier, emphatic) are stripped, longest first,
 * repeatedly until none applies, never leaving fewer than two Bengali letters. Stripping to a
 * fixed point makes the stemmer idempotent and consistent: সরকার, সরকারের, সরকারকে all give the
 * same stem even though that stem (সরকা) is not itself a word; a stem is a key, not a headword.
 *
 * Suffixes are only stripped where Bengali grammar can put them:
 * - after a vowel only: র (ঢাকার), য় / য়ে (ঢাকায়), রা (শিক্ষার্থীরা), তে (বাড়িতে)
 * - after a consonant only: ের (মানুষের), ে (নির্বাচনে), েরা (মানুষেরা), েতে
 * - anywhere: কে, দের, দেরকে, এর, গুলো/গুলি (+কে/তে/র), টি/টা (+কে/তে/র), টুকু, সমূহ(+ের)
 * - emphatic ও anywhere; emphatic ই only after a consonant, ে or ো, or after another suffix
 *   (শিক্ষার্থীরাই), so লড়াই, বাছাই, যাচাই, সবাই, দুই and এআই keep their final ই.
 * -ী (নির্বাচনী "electoral") is deliberately NOT stripped: it is derivational, and stripping it
 * would merge it with the many nouns ending in ী (শিক্ষার্থী, রাজধানী, নদী, কর্মী).
 * The classifiers খানা/খানি are also left out: they would turn কারখানা (factory) into কার.
 *
 * Three suffixes can be misread when the word itself ends in their first letter: কে (বৈঠকে =
 * বৈঠক + ে), তে (অতীতে = অতীত + ে) and দের (সংসদের = সংসদ + ের). stem() picks the suffix reading;
 * stemVariants() also returns the other reading so an index can hold both, letting a query for
 * the base form (বৈঠক, অতীত, সংসদ) find the inflected form in a story.
 *
 * Latin: a tiny English stemmer (-s/-es/-ies, -ing, -ed, a final silent -e) that only strips
 * when at least three letters remain. Digits are left untouched.
 */
import { normalise } from './normalise';

const VIRAMA = '\u09cd';
const NUKTA = '\u09bc';
const CHANDRABINDU = '\u0981';
const ANUSVARA = '\u0982';
const VISARGA = '\u0983';
const E_SIGN = '\u09c7'; // ে
const O_SIGN = '\u09cb'; // ো

const MIN_BENGALI_LETTERS = 2;
const MIN_LATIN_LETTERS = 3;

const BENGALI_TOKEN = /^[\u0980-\u09ff]+$/;
const LATIN_TOKEN = /^[a-z]+$/;

function inRange(ch: string, from: number, to: number): boolean {
  const c = ch.charCodeAt(0);
  return c >= from && c <= to;
}

function isConsonant(ch: string): boolean {
  return inRange(ch, 0x0995, 0x09b9) || ch === '\u09ce' || inRange(ch, 0x09dc, 0x09df) || inRange(ch, 0x09f0, 0x09f1);
}

function isIndependentVowel(ch: string): boolean {
  return inRange(ch, 0x0985, 0x0994) || inRange(ch, 0x09e0, 0x09e1);
}

function isVowelSign(ch: string): boolean {
  return inRange(ch, 0x09be, 0x09cc) || ch === '\u09d7' || inRange(ch, 0x09e2, 0x09e3);
}

/** Number of Bengali base letters (consonants and independent vowels) in a string. */
export function bengaliLetterCount(s: string): number {
  let n = 0;
  for (const ch of s) if (isConsonant(ch) || isIndependentVowel(ch)) n++;
  return n;
}

/** Last character that carries the sound, skipping a chandrabindu. */
function lastSound(s: string): string {
  const t = s.endsWith(CHANDRABINDU) ? s.slice(0, -1) : s;
  return t.slice(-1);
}

function endsWithVowel(s: string): boolean {
  const ch = lastSound(s);
  return isVowelSign(ch) || isIndependentVowel(ch);
}

function endsWithConsonant(s: string): boolean {
  const ch = lastSound(s);
  return isConsonant(ch) || ch === NUKTA || ch === ANUSVARA || ch === VISARGA;
}

type Context = 'any' | 'vowel' | 'consonant' | 'emphatic-i';

interface SuffixRule {
  readonly suffix: string;
  readonly after: Context;
  /** A shorter suffix giving the other reading of an ambiguous ending (see stemVariants). */
  readonly alt?: string;
}

const RAW_RULES: ReadonlyArray<readonly [string, Context, string?]> = [
  // plural + case
  ['গুলোকে', 'any'],
  ['গুলোতে', 'any'],
  ['গুলোর', 'any'],
  ['গুলো', 'any'],
  ['গুলিকে', 'any'],
  ['গুলিতে', 'any'],
  ['গুলির', 'any'],
  ['গুলি', 'any'],
  ['সমূহের', 'any'],
  ['সমূহ', 'any'],
  ['দেরকে', 'any'],
  ['দের', 'any', 'ের'],
  ['েরা', 'consonant'],
  ['রা', 'vowel'],
  // classifier + case
  ['টিকে', 'any'],
  ['টিতে', 'any'],
  ['টির', 'any'],
  ['টি', 'any'],
  ['টাকে', 'any'],
  ['টাতে', 'any'],
  ['টার', 'any'],
  ['টা', 'any'],
  ['টুকু', 'any'],
  // case
  ['েতে', 'consonant'],
  ['তে', 'vowel', 'ে'],
  ['কে', 'any', 'ে'],
  ['য়ে', 'vowel'],
  ['য়', 'vowel'],
  ['ের', 'consonant'],
  ['এর', 'any'],
  ['র', 'vowel'],
  ['ে', 'consonant'],
  // emphatic particles
  ['ই', 'emphatic-i'],
  ['ও', 'any'],
];

const RULES: readonly SuffixRule[] = RAW_RULES.map(([suffix, after, alt]) => ({
  suffix: normalise(suffix),
  after,
  alt: alt === undefined ? undefined : normalise(alt),
})).sort((a, b) => b.suffix.length - a.suffix.length); // stable: list order breaks ties

const RULE_BY_SUFFIX = new Map(RULES.map((rule) => [rule.suffix, rule]));

/** The suffix list actually used, longest first (normalised forms). */
export const BENGALI_SUFFIXES: readonly string[] = RULES.map((rule) => rule.suffix);

/** The remainder after stripping rule.suffix from word, or null when the rule does not apply. */
function strip(word: string, rule: SuffixRule): string | null {
  if (!word.endsWith(rule.suffix)) return null;
  const rest = word.slice(0, -rule.suffix.length);
  if (rest.endsWith(VIRAMA) || bengaliLetterCount(rest) < MIN_BENGALI_LETTERS) return null;
  switch (rule.after) {
    case 'vowel':
      return endsWithVowel(rest) ? rest : null;
    case 'consonant':
      return endsWithConsonant(rest) ? rest : null;
    case 'emphatic-i': {
      const last = lastSound(rest);
      // After any other vowel only when another suffix comes off next (শিক্ষার্থীরাই), never in লড়াই.
      return endsWithConsonant(rest) || last === E_SIGN || last === O_SIGN || stripOnce(rest) !== null ? rest : null;
    }
    default:
      return rest;
  }
}

function stripOnce(word: string): { rest: string; alt: string | null } | null {
  for (const rule of RULES) {
    const rest = strip(word, rule);
    if (rest === null) continue;
    const altRule = rule.alt === undefined ? undefined : RULE_BY_SUFFIX.get(rule.alt);
    return { rest, alt: altRule ? strip(word, altRule) : null };
  }
  return null;
}

function stemBengali(word: string): string {
  let w = word;
  for (let step = stripOnce(w); step; step = stripOnce(w)) w = step.rest;
  return w;
}

function collectBengaliVariants(word: string, out: Set<string>): void {
  let w = word;
  for (let step = stripOnce(w); step; step = stripOnce(w)) {
    if (step.alt !== null) collectBengaliVariants(step.alt, out);
    w = step.rest;
  }
  out.add(w);
}

const ENGLISH_KEEP = new Set(['news', 'series', 'species', 'always', 'perhaps', 'this', 'thus', 'yes', 'bus', 'gas']);

function undouble(s: string): string {
  const last = s.slice(-1);
  return s.length > MIN_LATIN_LETTERS && last === s.slice(-2, -1) && !'aeioulsz'.includes(last) ? s.slice(0, -1) : s;
}

function stemLatin(word: string): string {
  if (word.length <= MIN_LATIN_LETTERS || ENGLISH_KEEP.has(word)) return word;
  const keeps = (rest: string) => rest.length >= MIN_LATIN_LETTERS;
  const hasVowel = (rest: string) => /[aeiouy]/.test(rest);
  let s = word;
  if (s.endsWith('ies') && keeps(s.slice(0, -3) + 'y')) s = s.slice(0, -3) + 'y';
  else if (/(?:x|z|ch|sh|ss)es$/.test(s) && keeps(s.slice(0, -2))) s = s.slice(0, -2);
  else if (s.endsWith('s') && !/(?:ss|us|is)$/.test(s) && keeps(s.slice(0, -1))) s = s.slice(0, -1);

  if (s.endsWith('ing') && keeps(s.slice(0, -3)) && hasVowel(s.slice(0, -3))) s = undouble(s.slice(0, -3));
  else if (s.endsWith('ed') && !s.endsWith('eed') && keeps(s.slice(0, -2)) && hasVowel(s.slice(0, -2))) {
    s = undouble(s.slice(0, -2));
  }
  if (s.endsWith('e') && !s.endsWith('ee') && keeps(s.slice(0, -1))) s = s.slice(0, -1);
  return s;
}

/** Stem of an already-normalised single token. */
export function stemNormalised(token: string): string {
  if (LATIN_TOKEN.test(token)) return stemLatin(token);
  if (BENGALI_TOKEN.test(token)) return stemBengali(token);
  return token; // digits and anything else: untouched
}

/**
 * Stem of one token: normalised, then light suffix stripping (Bengali) or a tiny English stemmer
 * (Latin). Digits are returned unchanged.
 */
export function stem(token: string): string {
  return stemNormalised(normalise(token));
}

/**
 * All stems a token may have: stem(token) first, then the other reading of ambiguous endings
 * (বৈঠকে → [বৈঠ, বৈঠক]). Meant for the index side; queries use stem().
 */
export function stemVariants(token: string): string[] {
  const t = normalise(token);
  if (!BENGALI_TOKEN.test(t)) return [stemNormalised(t)];
  const out = new Set<string>([stemBengali(t)]);
  collectBengaliVariants(t, out);
  return [...out];
}

const FUZZY_FOLDS: ReadonlyArray<readonly [RegExp, string]> = [
  [/[\u09a1\u09a2]\u09bc/g, '\u09b0'], // ড়, ঢ় → র
  [/\u0981/g, ''], // ঁ removed
  [/\u09c0/g, '\u09bf'], // ী → ি
  [/\u09c2/g, '\u09c1'], // ূ → ু
  [/\u0988/g, '\u0987'], // ঈ → ই
  [/\u098a/g, '\u0989'], // ঊ → উ
  [/\u09c3/g, '\u09cd\u09b0\u09bf'], // ৃ → ্রি (কৃষি ~ ক্রিষি)
  [/\u098b/g, '\u09b0\u09bf'], // ঋ → রি
  [/[\u09b6\u09b7]/g, '\u09b8'], // শ, ষ → স
  [/\u09a3/g, '\u09a8'], // ণ → ন
  [/(?<!\u09cd)\u09af(?!\u09bc)/g, '\u099c'], // য → জ (not য-ফলা ্য, not য়)
  [/\u09ce/g, '\u09a4'], // ৎ → ত
  [/\u0999\u09cd/g, '\u0982'], // ঙ্ → ং (সঙ্গে ~ সংগে)
  [/\u0999$/g, '\u0982'], // final ঙ → ং (রঙ ~ রং)
  [/([\u0995-\u09b9])\u09cd\1/g, '$1'], // geminate conjunct: ক্ক → ক
  [/([\u0980-\u09ff])\1+/g, '$1'], // doubled letters or signs
  [/\u09cb$/g, ''], // final ো dropped (ভালো ~ ভাল, কোনো ~ কোন)
  [/\u09cd$/g, ''], // stray final virama
];

/** Fuzzy key of a stem that is already normalised. */
export function fuzzyFromStem(stemmed: string): string {
  if (!BENGALI_TOKEN.test(stemmed)) return stemmed;
  let s = stemmed;
  for (const [pattern, replacement] of FUZZY_FOLDS) s = s.replace(pattern, replacement);
  return s;
}

/**
 * A second, forgiving key for spelling variants: the stem with ী/ি, ূ/ু, শ/ষ/স, ণ/ন, য/জ,
 * ড়/ঢ়/র, ঙ/ং, ৎ/ত unified, ঁ dropped, doubled letters collapsed and a final ো dropped.
 * Latin tokens: the (lower-case) stem unchanged.
 */
export function fuzzy(token: string): string {
  return fuzzyFromStem(stem(token));
}
