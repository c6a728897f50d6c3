/**
 * The moderation policy (docs/members.md): a new member's first comments are held for a
 * moderator, and so is any comment that matches the Bengali and English word list after
 * normalising (Unicode compatibility forms, case, zero-width and joiner characters,
 * look-alike digits and symbols, spacing or punctuation between letters, repeated letters).
 * Everything else is approved at once.
 */
import 'server-only';
import { ABUSE_WORDS } from './abuse-words';

/** A member's comments are held until this many of theirs have been approved. */
export const TRUSTED_AFTER_APPROVED = 2;

const INVISIBLE = /[\u00AD\u034F\u061C\u115F\u1160\u17B4\u17B5\u180E\u200B-\u200F\u202A-\u202E\u2060-\u206F\uFE00-\uFE0F\uFEFF]/g;
const LOOK_ALIKE: Readonly<Record<string, string>> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '@': 'a', $: 's' };
const BENGALI_DIGITS = /[\u09E6-\u09EF]/g;

/** Text reduced to the form the word list is kept in: lower-case letters and marks, single spaces. */
export function normaliseForMatching(text: string): string {
  return text
    .normalize('NFKC')
    .replace(INVISIBLE, '')
    .toLowerCase()
    .replace(BENGALI_DIGITS, (digit) => String(digit.charCodeAt(0) - 0x09e6))
    .replace(/(?<=\p{Script=Latin})[0-9@$]|[0-9@$](?=\p{Script=Latin})/gu, (char) => LOOK_ALIKE[char] ?? char)
    .normalize('NFD')
    .replace(/[\u0300-\u036F]/g, '')
    .normalize('NFC')
    .replace(/[^\p{L}\p{M}]+/gu, ' ')
    .replace(/(\p{L}\p{M}*)\1+/gu, '$1')
    .trim()
    // Letters spelled out one by one ("f u c k") join back into a word.
    .replace(/(?<![\p{L}\p{M}])\p{L}\p{M}*(?: \p{L}\p{M}*(?![\p{L}\p{M}]))+/gu, (run) => run.replace(/ /g, ''));
}

const LIST = ABUSE_WORDS.map(normaliseForMatching).filter(Boolean);
/** Words long enough to look for inside run-together text ("f.u.c.k", "b a s t a r d") without false alarms. */
const SPELLED_OUT = LIST.filter((word) => [...word].length >= 5);

/** Whether the text holds a listed word, as a word of its own or spelled out with gaps. */
export function matchesWordList(text: string): boolean {
  const normal = normaliseForMatching(text);
  const words = new Set(normal.split(' '));
  if (LIST.some((entry) => (entry.includes(' ') ? ` ${normal} `.includes(` ${entry} `) : words.has(entry)))) return true;
  const joined = normal.replace(/ /g, '');
  return SPELLED_OUT.some((entry) => joined.includes(entry.replace(/ /g, '')));
}

export type Verdict = { readonly status: 'approved'; readonly reason: null } | { readonly status: 'pending'; readonly reason: 'word-list' | 'new-member' };

export function moderate(text: string, approvedSoFar: number): Verdict {
  if (matchesWordList(text)) return { status: 'pending', reason: 'word-list' };
  if (approvedSoFar < TRUSTED_AFTER_APPROVED) return { status: 'pending', reason: 'new-member' };
  return { status: 'approved', reason: null };
}
