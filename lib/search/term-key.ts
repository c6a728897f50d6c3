/**
 * How a search term is stored: a 53-bit hash (cyrb53, public domain, by bryc) as a bigint.
 * Integers make the documents a third of the size of text arrays and their comparisons
 * cheap, and 53 bits keep accidental equality of two different terms out of reach (about
 * one pair in 10^5 for an archive of ten million distinct terms). Computed in TypeScript
 * on both sides, so both databases compare the same numbers.
 */
export function termKey(term: string, seed = 0): number {
  let h1 = 0xdeadbeef ^ seed;
  let h2 = 0x41c6ce57 ^ seed;
  for (let i = 0; i < term.length; i++) {
    const ch = term.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507);
  h1 ^= Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507);
  h2 ^= Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

export function termKeys(terms: readonly string[]): number[] {
  return [...new Set(terms.map((term) => termKey(term)))];
}
