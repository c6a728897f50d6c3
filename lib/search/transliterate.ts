/**
 * Banglish → Bengali: phonetic transliteration of a Latin-letter query word into a few likely
 * Bengali spellings, so a reader typing "nirbachon" or "dhaka" finds নির্বাচন and ঢাকা.
 *
 * The rules are Avro-like (kh gh ch jh th dh ph bh sh ng digraphs, r-phala/reph, y-phala,
 * independent vowels at the start of a word and after another vowel, vowel signs after a
 * consonant), but Banglish is ambiguous where Avro is not: lower-case "d" may be দ or ড, "dh" ধ or
 * ঢ, "a" after a consonant may be া or the inherent vowel, two consonants may form a conjunct or
 * not. Each ambiguous choice carries a rough probability and a beam search keeps the most likely
 * whole spellings. A small dictionary of common irregular names (chittagong → চট্টগ্রাম) is
 * consulted first, like Avro's autocorrect list.
 *
 * The candidates are spellings, not proof of use: the search layer should still match them
 * against indexed terms (ideally also their fuzzy keys).
 */
import { BENGALI_LETTER, normalise } from './normalise';

const MAX_CANDIDATES = 4;
const BEAM_WIDTH = 64;

interface Option {
  readonly bn: string;
  readonly p: number;
}

type Unit =
  /** A consonant (or a conjunct written as one unit). join: probability it fuses with a preceding consonant. */
  | { readonly kind: 'consonant'; readonly latin: string; readonly options: readonly Option[]; readonly join?: number }
  /** ng before a consonant or at the end: anusvara, never joined with virama. */
  | { readonly kind: 'anusvara'; readonly latin: string; readonly options: readonly Option[] }
  | { readonly kind: 'vowel'; readonly latin: string; readonly final: boolean };

type Previous = 'start' | 'consonant' | 'vowel' | 'anusvara';

interface State {
  readonly out: string;
  readonly p: number;
  readonly prev: Previous;
  readonly prevLatin: string;
  /** The last consonant fused with the one before it (a conjunct). */
  readonly joined: boolean;
}

const opts = (...pairs: Array<[string, number]>): Option[] => pairs.map(([bn, p]) => ({ bn, p }));

/** Common names whose Banglish spelling the rules cannot reach (or rank) on their own. */
const DICTIONARY: Readonly<Record<string, readonly string[]>> = {
  dhaka: ['ঢাকা'],
  chittagong: ['চট্টগ্রাম'],
  chattogram: ['চট্টগ্রাম'],
  ctg: ['চট্টগ্রাম'],
  sylhet: ['সিলেট'],
  khulna: ['খুলনা'],
  rajshahi: ['রাজশাহী'],
  barisal: ['বরিশাল'],
  barishal: ['বরিশাল'],
  rangpur: ['রংপুর'],
  mymensingh: ['ময়মনসিংহ'],
  comilla: ['কুমিল্লা'],
  cumilla: ['কুমিল্লা'],
  bangladesh: ['বাংলাদেশ'],
  padma: ['পদ্মা'],
  jamuna: ['যমুনা'],
  meghna: ['মেঘনা'],
  teesta: ['তিস্তা'],
  tista: ['তিস্তা'],
  awami: ['আওয়ামী'],
  bnp: ['বিএনপি'],
  jamaat: ['জামায়াত'],
  police: ['পুলিশ'],
  football: ['ফুটবল'],
  covid: ['কোভিড'],
  corona: ['করোনা'],
  budget: ['বাজেট'],
  dollar: ['ডলার'],
};

const VOWEL_STARTS = ['aa', 'ee', 'oo', 'oi', 'ou', 'a', 'e', 'i', 'o', 'u'];
const isVowelLetter = (ch: string | undefined) => ch !== undefined && 'aeiou'.includes(ch);

/** Consonant units spelled with more than one letter, longest first. */
function multiLetterConsonant(w: string, i: number, englishy: boolean): Unit | null {
  const at = (s: string) => w.startsWith(s, i);
  const unit = (latin: string, options: Option[], join?: number): Unit => ({ kind: 'consonant', latin, options, join });
  if (at('kkh')) return unit('kkh', opts(['ক্ষ', 0.8], ['খ্য', 0.2]));
  if (at('ksh')) return unit('ksh', opts(['ক্ষ', 1]));
  if (at('chh')) return unit('chh', opts(['ছ', 0.8], ['চ্ছ', 0.2]));
  if (at('cch')) return unit('cch', opts(['চ্ছ', 0.8], ['ছ', 0.2]));
  if (at('ddh')) return unit('ddh', opts(['দ্ধ', 0.6], ['ধ্য', 0.4]));
  if (at('tth')) return unit('tth', opts(['থ্য', 0.5], ['ত্থ', 0.5]));
  if (at('kh')) return unit('kh', opts(['খ', 0.75], ['ক্ষ', 0.25]));
  if (at('gh')) return unit('gh', opts(['ঘ', 1]));
  if (at('ch')) return unit('ch', opts(['চ', 0.7], ['ছ', 0.3]));
  if (at('jh')) return unit('jh', opts(['ঝ', 1]));
  if (at('th')) return unit('th', opts(['থ', 0.6], ['ঠ', 0.4]));
  if (at('dh')) return unit('dh', opts(['ধ', 0.55], ['ঢ', 0.45]));
  if (at('ph')) return unit('ph', opts(['ফ', 1]));
  if (at('bh')) return unit('bh', opts(['ভ', 1]));
  if (at('sh')) return unit('sh', opts(['শ', 0.6], ['ষ', 0.3], ['স', 0.1]));
  if (at('ck')) return unit('ck', opts(['ক', 1]));
  if (at('ng')) {
    if (isVowelLetter(w[i + 2])) return unit('ng', opts(['ঙ্গ', 0.45], ['ঙ', 0.3], ['ংগ', 0.25]));
    const final = i + 2 === w.length;
    return { kind: 'anusvara', latin: 'ng', options: final ? opts(['ং', 0.7], ['ঙ', 0.3]) : opts(['ং', 1]) };
  }
  const ch = w[i];
  if (ch === w[i + 1] && !isVowelLetter(ch) && !'hwy'.includes(ch)) {
    // A doubled consonant is a geminate conjunct or, as often in Banglish, a য-ফলা (bonna → বন্যা).
    if (ch === 'r') return unit('rr', opts(['র', 0.5], ['ড়', 0.5]));
    const single = singleConsonant(w, i, englishy);
    const result: Option[] = [];
    for (const o of single) {
      result.push({ bn: `${o.bn}্${o.bn}`, p: o.p * 0.55 }, { bn: `${o.bn}্য`, p: o.p * 0.45 });
    }
    return unit(ch + ch, result);
  }
  return null;
}

function singleConsonant(w: string, i: number, englishy: boolean): Option[] {
  const ch = w[i];
  const next = w[i + 1];
  const prevVowel = i > 0 && isVowelLetter(w[i - 1]);
  switch (ch) {
    case 'b': return opts(['ব', 1]);
    case 'c': return next !== undefined && 'eiy'.includes(next) ? opts(['স', 0.6], ['ক', 0.25], ['চ', 0.15]) : opts(['ক', 0.7], ['চ', 0.3]);
    case 'd': return englishy ? opts(['ড', 0.6], ['দ', 0.4]) : opts(['দ', 0.6], ['ড', 0.4]);
    case 'f': return opts(['ফ', 1]);
    case 'g': return opts(['গ', 1]);
    case 'h': return opts(['হ', 1]);
    case 'j': return opts(['জ', 0.75], ['য', 0.25]);
    case 'k': return opts(['ক', 1]);
    case 'l': return opts(['ল', 1]);
    case 'm': return opts(['ম', 1]);
    case 'n': return opts(['ন', 0.85], ['ণ', 0.15]);
    case 'p': return opts(['প', 1]);
    case 'q': return opts(['ক', 1]);
    case 'r': return prevVowel && (isVowelLetter(next) || next === undefined) ? opts(['র', 0.8], ['ড়', 0.2]) : opts(['র', 1]);
    case 's': return opts(['স', 0.55], ['শ', 0.3], ['ষ', 0.15]);
    case 't': return englishy ? opts(['ট', 0.65], ['ত', 0.35]) : opts(['ত', 0.55], ['ট', 0.45]);
    case 'v': return opts(['ভ', 1]);
    case 'x': return opts(['ক্স', 1]);
    case 'z': return opts(['জ', 0.65], ['য', 0.35]);
    default: return [];
  }
}

/** Probability that consonant `cur` fuses with the consonant `prev` before it (no vowel between). */
function joinProbability(prev: string, cur: string): number {
  if (cur === 'r') return 0.85; // র-ফলা: প্র, ক্র
  if (prev === 'r') return 0.55; // রেফ (নির্বাচন) about as often as not (সরকার, করতে)
  if (prev === 'n' && ['t', 'th', 'd', 'dh', 'ch', 'chh', 'j', 'jh'].includes(cur)) return 0.75;
  if (prev === 'm' && ['b', 'bh', 'p', 'ph'].includes(cur)) return 0.75;
  if (['s', 'sh'].includes(prev) && ['t', 'th', 'k', 'kh', 'p', 'ph', 'm', 'n'].includes(cur)) return 0.7;
  if (prev === 'k' && cur === 't') return 0.7;
  if (cur === 'l' && ['k', 'g', 'p', 'b', 'f', 's'].includes(prev)) return 0.6;
  return 0.4;
}

function parse(w: string): Unit[] {
  // Letters Banglish rarely uses point to an English loanword: prefer ট/ড for t/d.
  const englishy = /ck|q|x|c(?!h)/.test(w);
  const units: Unit[] = [];
  let i = 0;
  while (i < w.length) {
    const vowel = VOWEL_STARTS.find((v) => w.startsWith(v, i));
    if (vowel) {
      i += vowel.length;
      units.push({ kind: 'vowel', latin: vowel, final: i === w.length });
      continue;
    }
    const ch = w[i];
    const prev = units.at(-1);
    const afterConsonant = prev !== undefined && prev.kind === 'consonant';
    if (ch === 'y') {
      if (afterConsonant && i + 1 === w.length) units.push({ kind: 'vowel', latin: 'y', final: true });
      else if (afterConsonant) units.push({ kind: 'consonant', latin: 'y', options: opts(['য', 1]), join: 1 });
      else units.push({ kind: 'consonant', latin: 'y', options: prev ? opts(['য়', 1]) : opts(['য', 1]) });
      i += 1;
      continue;
    }
    if (ch === 'w') {
      if (afterConsonant) units.push({ kind: 'consonant', latin: 'w', options: opts(['ব', 1]), join: 1 });
      else if (isVowelLetter(w[i + 1])) units.push({ kind: 'consonant', latin: 'w', options: opts(['ওয়', 1]) });
      else units.push({ kind: 'vowel', latin: 'w', final: i + 1 === w.length });
      i += 1;
      continue;
    }
    const multi = multiLetterConsonant(w, i, englishy);
    if (multi) {
      units.push(multi);
      i += multi.latin.length;
      continue;
    }
    units.push({ kind: 'consonant', latin: ch, options: singleConsonant(w, i, englishy) });
    i += 1;
  }
  return units;
}

function vowelOptions(latin: string, prev: Previous, final: boolean, afterConjunct: boolean): Option[] {
  const ctx = prev === 'consonant' ? 'sign' : prev === 'start' ? 'initial' : 'after-vowel';
  switch (`${latin}:${ctx}`) {
    case 'a:initial': return opts(['আ', 0.6], ['অ', 0.4]);
    case 'a:sign': return final ? opts(['া', 0.9], ['', 0.1]) : opts(['া', 0.6], ['', 0.4]);
    case 'a:after-vowel': return opts(['য়া', 0.5], ['আ', 0.5]);
    case 'aa:initial': return opts(['আ', 1]);
    case 'aa:sign': return opts(['া', 1]);
    case 'aa:after-vowel': return opts(['আ', 0.5], ['য়া', 0.5]);
    case 'i:initial': return opts(['ই', 0.85], ['ঈ', 0.15]);
    case 'i:sign': return final ? opts(['ি', 0.55], ['ী', 0.45]) : opts(['ি', 0.7], ['ী', 0.3]);
    case 'i:after-vowel': return opts(['ই', 0.8], ['ঈ', 0.2]);
    case 'y:sign': return opts(['ি', 0.6], ['ী', 0.2], ['্য', 0.2]);
    case 'ee:initial': return opts(['ঈ', 0.6], ['ই', 0.4]);
    case 'ee:sign': return opts(['ী', 0.7], ['ি', 0.3]);
    case 'ee:after-vowel': return opts(['ঈ', 0.6], ['ই', 0.4]);
    case 'u:initial': return opts(['উ', 0.85], ['ঊ', 0.15]);
    case 'u:sign': return opts(['ু', 0.8], ['ূ', 0.2]);
    case 'u:after-vowel': return opts(['উ', 1]);
    case 'oo:initial': return opts(['উ', 0.6], ['ঊ', 0.4]);
    case 'oo:sign': return opts(['ু', 0.6], ['ূ', 0.4]);
    case 'oo:after-vowel': return opts(['উ', 1]);
    case 'e:initial': return opts(['এ', 0.85], ['অ্যা', 0.15]);
    case 'e:sign': return opts(['ে', 1]);
    case 'e:after-vowel': return opts(['এ', 0.6], ['য়ে', 0.4]);
    case 'o:initial': return opts(['অ', 0.55], ['ও', 0.45]);
    case 'o:sign':
      // A final o after a conjunct is nearly always the inherent vowel (dhormo ধর্ম, kendro কেন্দ্র).
      if (final) return afterConjunct ? opts(['', 0.75], ['ো', 0.25]) : opts(['ো', 0.55], ['', 0.45]);
      return opts(['', 0.7], ['ো', 0.3]);
    case 'o:after-vowel': return opts(['ও', 0.7], ['য়ো', 0.3]);
    case 'oi:initial': return opts(['ঐ', 0.5], ['ওই', 0.5]);
    case 'oi:sign': return opts(['ৈ', 0.5], ['ই', 0.35], ['োই', 0.15]);
    case 'oi:after-vowel': return opts(['ওই', 0.6], ['ঐ', 0.4]);
    case 'ou:initial': return opts(['ঔ', 0.6], ['ওউ', 0.4]);
    case 'ou:sign': return opts(['ৌ', 0.7], ['উ', 0.3]);
    case 'ou:after-vowel': return opts(['ঔ', 0.5], ['ওউ', 0.5]);
    default: return opts(['ও', 1]); // w not before a vowel
  }
}

function advance(states: readonly State[], unit: Unit): State[] {
  const next: State[] = [];
  for (const s of states) {
    if (unit.kind === 'vowel') {
      for (const o of vowelOptions(unit.latin, s.prev, unit.final, s.joined)) {
        next.push({ out: s.out + o.bn, p: s.p * o.p, prev: 'vowel', prevLatin: unit.latin, joined: false });
      }
      continue;
    }
    const prev: Previous = unit.kind === 'anusvara' ? 'anusvara' : 'consonant';
    for (const o of unit.options) {
      if (s.prev === 'consonant' && unit.kind === 'consonant') {
        const join = unit.join ?? joinProbability(s.prevLatin, unit.latin);
        next.push({ out: `${s.out}্${o.bn}`, p: s.p * o.p * join, prev, prevLatin: unit.latin, joined: true });
        if (join < 1) next.push({ out: s.out + o.bn, p: s.p * o.p * (1 - join), prev, prevLatin: unit.latin, joined: false });
      } else {
        // A unit spelled as a conjunct itself (ক্ষ, দ্ধ, a doubled consonant) counts as one.
        next.push({ out: s.out + o.bn, p: s.p * o.p, prev, prevLatin: unit.latin, joined: o.bn.includes('্') });
      }
    }
  }
  return next.sort((a, b) => b.p - a.p).slice(0, BEAM_WIDTH);
}

/** Rule-based spellings of one lower-case Latin word with their scores, most likely first. */
function transliterateWord(word: string): Option[] {
  let states: State[] = [{ out: '', p: 1, prev: 'start', prevLatin: '', joined: false }];
  for (const unit of parse(word)) states = advance(states, unit);
  const best = new Map<string, number>();
  for (const s of states) {
    const bn = normalise(s.out);
    if (bn && !best.has(bn)) best.set(bn, s.p); // states are sorted, so the first is the best
  }
  const fromDictionary = (DICTIONARY[word] ?? []).map((bn) => ({ bn: normalise(bn), p: Infinity }));
  const ruled = [...best].map(([bn, p]) => ({ bn, p }));
  const seen = new Set<string>();
  return [...fromDictionary, ...ruled].filter((o) => !seen.has(o.bn) && seen.add(o.bn));
}

/**
 * Likely Bengali spellings of a Banglish word, most likely first, at most four. A multi-word
 * input is transliterated word by word. Returns [] when there are no Latin letters.
 */
export function transliterate(latin: string): string[] {
  const words = normalise(latin)
    .split(' ')
    .map((w) => w.replace(/[^a-z]/g, ''))
    .filter(Boolean);
  if (words.length === 0) return [];
  const perWord = words.map((w) => transliterateWord(w).slice(0, MAX_CANDIDATES).map((o) => o.bn));
  // Most likely phrase first, then vary one word at a time through its next candidates.
  const firsts = perWord.map((c) => c[0]);
  const results = [firsts.join(' ')];
  for (let rank = 1; rank < MAX_CANDIDATES && results.length < MAX_CANDIDATES; rank++) {
    perWord.forEach((candidates, index) => {
      if (results.length >= MAX_CANDIDATES || candidates[rank] === undefined) return;
      results.push(firsts.map((first, j) => (j === index ? candidates[rank] : first)).join(' '));
    });
  }
  return results;
}

/** True when the query has Latin letters and no Bengali letters (digits and punctuation aside). */
export function isLatinQuery(q: string): boolean {
  return /[a-z]/i.test(q) && !BENGALI_LETTER.test(q.normalize('NFC'));
}
