import { describe, expect, it } from 'vitest';
import { normalise } from '@/lib/search/normalise';
import { BENGALI_SUFFIXES, fuzzy, stem, stemVariants } from '@/lib/search/stem';
import { indexTerms, queryTerms, tokenize } from '@/lib/search/tokens';
import { isLatinQuery, transliterate } from '@/lib/search/transliterate';

// Encoding-sensitive strings are spelled with escapes so the test does not depend on how an
// editor stored a literal.
const ZWJ = '\u200d';
const ZWNJ = '\u200c';
const SOFT_HYPHEN = '\u00ad';
const VIRAMA = '\u09cd';
const NUKTA = '\u09bc';
const KHANDA_TA = '\u09ce';
const TA = '\u09a4';

const YA_NUKTA = { precomposed: '\u09df', decomposed: `\u09af${NUKTA}` };
const RRA = { precomposed: '\u09dc', decomposed: `\u09a1${NUKTA}` };
const RHA = { precomposed: '\u09dd', decomposed: `\u09a2${NUKTA}` };
const O_SIGN = { precomposed: '\u09cb', twoPart: '\u09c7\u09be' };
const AU_SIGN = { precomposed: '\u09cc', twoPart: '\u09c7\u09d7' };

/** ঢাকায় with each encoding of য়. */
const DHAKAY = {
  precomposed: `\u09a2\u09be\u0995\u09be${YA_NUKTA.precomposed}`,
  decomposed: `\u09a2\u09be\u0995\u09be${YA_NUKTA.decomposed}`,
};

/** True when every exact term of the query is among the story's index terms. */
function meetsExactly(story: string, query: string): boolean {
  const index = indexTerms(story).exact;
  return queryTerms(query).exact.every((term) => index.includes(term));
}

function meetsFuzzily(story: string, query: string): boolean {
  const index = indexTerms(story).fuzzy;
  return queryTerms(query).fuzzy.every((term) => index.includes(term));
}

describe('normalise', () => {
  it('lower-cases Latin letters and leaves Bengali letters alone', () => {
    expect(normalise('Dhaka ঢাকা BPL')).toBe('dhaka ঢাকা bpl');
  });

  it('composes decomposed input to NFC', () => {
    const nfd = 'বোর্ড'.normalize('NFD');
    expect(normalise(nfd)).toBe('বোর্ড'.normalize('NFC'));
  });

  it('removes a zero-width joiner (র‍্যাব and র্যাব become one spelling)', () => {
    expect(normalise(`\u09b0${ZWJ}\u09cd\u09af\u09be\u09ac`)).toBe('\u09b0\u09cd\u09af\u09be\u09ac');
  });

  it('removes a zero-width non-joiner', () => {
    expect(normalise(`\u0995\u09cd${ZWNJ}\u09b7`)).toBe('\u0995\u09cd\u09b7');
  });

  it('removes soft hyphens and zero-width spaces inside a word', () => {
    expect(normalise(`নির্বা${SOFT_HYPHEN}চন বাংলা\u200bদেশ`)).toBe('নির্বাচন বাংলাদেশ');
  });

  it.each([
    ['য়', YA_NUKTA],
    ['ড়', RRA],
    ['ঢ়', RHA],
  ])('gives %s the same form whether precomposed or written with a nukta', (_, letter) => {
    expect(normalise(letter.precomposed)).toBe(normalise(letter.decomposed));
  });

  it.each([
    ['য়', YA_NUKTA],
    ['ড়', RRA],
    ['ঢ়', RHA],
  ])('keeps %s as consonant + nukta, the form NFC leaves unchanged', (_, letter) => {
    expect(normalise(letter.precomposed)).toBe(letter.decomposed);
    expect(normalise(letter.precomposed).normalize('NFC')).toBe(letter.decomposed);
  });

  it('normalises a whole word with য় the same in both encodings', () => {
    expect(normalise(DHAKAY.precomposed)).toBe(normalise(DHAKAY.decomposed));
  });

  it('turns ta + virama + ZWJ into khanda-ta', () => {
    // উৎসব written the pre-Unicode-4.1 way.
    expect(normalise(`\u0989${TA}${VIRAMA}${ZWJ}\u09b8\u09ac`)).toBe(`\u0989${KHANDA_TA}\u09b8\u09ac`);
  });

  it('turns ta + virama + ZWNJ (a visible hasanta) into khanda-ta', () => {
    expect(normalise(`\u0989${TA}${VIRAMA}${ZWNJ}\u09b8\u09ac`)).toBe(`\u0989${KHANDA_TA}\u09b8\u09ac`);
  });

  it('turns a word-final ta + virama into khanda-ta', () => {
    // ভবিষ্যত্ → ভবিষ্যৎ
    expect(normalise(`\u09ad\u09ac\u09bf\u09b7\u09cd\u09af${TA}${VIRAMA} আছে`)).toBe(
      `\u09ad\u09ac\u09bf\u09b7\u09cd\u09af${KHANDA_TA} আছে`,
    );
  });

  it('keeps precomposed khanda-ta as it is', () => {
    expect(normalise(`\u09b8${KHANDA_TA}`)).toBe(`\u09b8${KHANDA_TA}`);
  });

  it('keeps ta + virama inside a conjunct (উত্তর, পত্র)', () => {
    expect(normalise('উত্তর পত্র')).toBe('উত্তর পত্র');
  });

  it.each([
    ['ো', O_SIGN],
    ['ৌ', AU_SIGN],
  ])('unifies the vowel sign %s with its two-part spelling', (_, sign) => {
    expect(normalise(`\u0995${sign.twoPart}`)).toBe(`\u0995${sign.precomposed}`);
  });

  it('unifies a two-part vowel sign split by a zero-width joiner', () => {
    expect(normalise(`\u0995\u09c7${ZWJ}\u09be`)).toBe('\u0995\u09cb');
  });

  it('maps Bengali digits to ASCII digits', () => {
    expect(normalise('২০২৪ ০১২৩৪৫৬৭৮৯')).toBe('2024 0123456789');
  });

  it('leaves ASCII digits as they are, so ২০২৪ and 2024 normalise alike', () => {
    expect(normalise('2024')).toBe(normalise('২০২৪'));
  });

  it('turns the dari and Latin punctuation into spaces', () => {
    expect(normalise('ঢাকা।খুলনা॥ রাজশাহী; sylhet,comilla! barishal?')).toBe('ঢাকা খুলনা রাজশাহী sylhet comilla barishal');
  });

  it('turns quotes and dashes into spaces', () => {
    expect(normalise('“ঢাকা”—‘খুলনা’ – "sylhet"-rangpur')).toBe('ঢাকা খুলনা sylhet rangpur');
  });

  it('turns symbols such as the taka sign into spaces', () => {
    expect(normalise('৳৫০০')).toBe('500');
  });

  it('collapses whitespace, including no-break spaces and newlines, and trims', () => {
    expect(normalise('  ঢাকা \u00a0\n\t খুলনা  ')).toBe('ঢাকা খুলনা');
  });

  it('drops an apostrophe inside a word instead of splitting it', () => {
    expect(normalise("Bangladesh's বিএনপি’র don't")).toBe('bangladeshs বিএনপির dont');
  });

  it('folds Latin diacritics', () => {
    expect(normalise('Café Señor')).toBe('cafe senor');
  });

  it('is idempotent', () => {
    const samples = [DHAKAY.precomposed, `\u0989${TA}${VIRAMA}${ZWJ}\u09b8\u09ac`, '“২০২৪”—ঢাকা!', 'Café’s'];
    for (const sample of samples) expect(normalise(normalise(sample))).toBe(normalise(sample));
  });
});

describe('tokenize', () => {
  it('splits mixed Bengali and English text into Bengali, Latin and digit tokens', () => {
    expect(tokenize('ঢাকায় ২০২৪ সালের BPL-এর ফাইনাল, Covid-19!')).toEqual([
      normalise('ঢাকায়'),
      '2024',
      'সালের',
      'bpl',
      'এর',
      'ফাইনাল',
      'covid',
      '19',
    ]);
  });

  it('keeps vowel signs, virama, anusvara, chandrabindu and nukta inside one Bengali token', () => {
    const words = ['বাংলাদেশ', 'চাঁদ', 'ক্রিকেট', normalise('সড়ক')];
    expect(tokenize(words.join(' '))).toEqual(words);
  });

  it('separates Bengali letters, Latin letters and digits written without a space', () => {
    expect(tokenize('৫জি covid19ভ্যাকসিন')).toEqual(['5', 'জি', 'covid', '19', 'ভ্যাকসিন']);
  });

  it('returns no tokens for punctuation and whitespace only', () => {
    expect(tokenize(' ।—“” ')).toEqual([]);
  });

  it('tokenises both encodings of a word identically', () => {
    expect(tokenize(DHAKAY.precomposed)).toEqual(tokenize(DHAKAY.decomposed));
  });
});

describe('stem', () => {
  it.each(['নির্বাচনে', 'নির্বাচনের', 'নির্বাচনকে', 'নির্বাচনগুলো', 'নির্বাচনটি', 'নির্বাচনেই', 'নির্বাচনগুলোর', 'নির্বাচনও'])(
    'strips %s back to নির্বাচন',
    (word) => {
      expect(stem(word)).toBe('নির্বাচন');
    },
  );

  it('keeps the adjective ending ী, so নির্বাচনী (electoral) stays apart from নির্বাচন', () => {
    expect(stem('নির্বাচনী')).toBe('নির্বাচনী');
  });

  it.each([DHAKAY.precomposed, DHAKAY.decomposed, 'ঢাকার', 'ঢাকাতেই'])('strips %s back to ঢাকা', (word) => {
    expect(stem(word)).toBe('ঢাকা');
  });

  it.each(['শিক্ষার্থীদের', 'শিক্ষার্থীরা', 'শিক্ষার্থীদেরকে', 'শিক্ষার্থীরাই'])('strips %s back to শিক্ষার্থী', (word) => {
    expect(stem(word)).toBe('শিক্ষার্থী');
  });

  it('strips the genitive ের after a consonant (মানুষের → মানুষ)', () => {
    expect(stem('মানুষের')).toBe('মানুষ');
  });

  it('strips the genitive র only after a vowel, so নগর keeps its র', () => {
    expect(stem('নগর')).toBe('নগর');
    expect(stem('নগরের')).toBe('নগর');
  });

  it('strips the locative য় only after a vowel, so সময় keeps its য়', () => {
    expect(stem(normalise('সময়'))).toBe(normalise('সময়'));
    expect(stem('সময়ের')).toBe(normalise('সময়'));
  });

  it('strips তে after a vowel but reads আদালতে as আদালত + ে', () => {
    expect(stem('বাড়িতে')).toBe(normalise('বাড়ি'));
    expect(stem('আদালতে')).toBe('আদালত');
  });

  it('keeps the final ই of লড়াই, বাছাই, দুই and এআই, which is not the emphatic particle', () => {
    for (const word of ['লড়াই', 'বাছাই', 'দুই', 'এআই']) expect(stem(word)).toBe(normalise(word));
  });

  it('strips an emphatic ই after a consonant (তখনই → তখন, আজই → আজ)', () => {
    expect(stem('তখনই')).toBe('তখন');
    expect(stem('আজই')).toBe('আজ');
  });

  it('never strips a word below two Bengali letters (কে, গুলি, কোটি, সেই stay; রাতে → রাত)', () => {
    expect(['কে', 'গুলি', 'কোটি', 'সেই', 'রাতে'].map(stem)).toEqual(['কে', 'গুলি', 'কোটি', 'সেই', 'রাত']);
  });

  it('does not strip a suffix-like ending that follows a virama (ঘণ্টা, পার্টি)', () => {
    expect(stem('ঘণ্টা')).toBe('ঘণ্টা');
    expect(stem('পার্টি')).toBe('পার্টি');
    expect(stem('পার্টির')).toBe('পার্টি');
  });

  it('gives a word and all its inflections one stem even when the stem is not a word (সরকার)', () => {
    const stems = ['সরকার', 'সরকারের', 'সরকারকে', 'সরকারও', 'সরকারে'].map(stem);
    expect(new Set(stems).size).toBe(1);
  });

  it('is idempotent', () => {
    for (const word of ['সরকারের', 'শিক্ষার্থীদের', 'কমিটির', 'ভোটারদের', 'মেয়েরা']) {
      expect(stem(stem(word))).toBe(stem(word));
    }
  });

  it('lists its suffixes longest first, in normalised form', () => {
    const lengths = BENGALI_SUFFIXES.map((suffix) => suffix.length);
    expect(lengths).toEqual([...lengths].sort((a, b) => b - a));
    for (const suffix of BENGALI_SUFFIXES) expect(normalise(suffix)).toBe(suffix);
  });

  it('offers the other reading of an ambiguous ending for the index (বৈঠকে, সংসদের, অতীতে)', () => {
    expect(stemVariants('বৈঠকে')).toContain('বৈঠক');
    expect(stemVariants('সংসদের')).toContain('সংসদ');
    expect(stemVariants('অতীতে')).toContain('অতীত');
    expect(stemVariants('বৈঠকে')[0]).toBe(stem('বৈঠকে'));
  });

  it('strips English plural -s, -es and -ies', () => {
    expect(['elections', 'matches', 'policies'].map(stem)).toEqual(['election', 'match', 'policy']);
  });

  it('strips English -ing and -ed, so vote, votes, voted and voting agree', () => {
    expect(new Set(['vote', 'votes', 'voted', 'voting'].map(stem)).size).toBe(1);
    expect(stem('running')).toBe('run');
  });

  it('leaves English words alone when fewer than three letters would remain', () => {
    expect(['bus', 'gas', 'sing', 'bring', 'string', 'news', 'crisis'].map(stem)).toEqual([
      'bus',
      'gas',
      'sing',
      'bring',
      'string',
      'news',
      'crisis',
    ]);
  });

  it('lower-cases Latin tokens', () => {
    expect(stem('Cricket')).toBe('cricket');
  });

  it('leaves digits untouched', () => {
    expect(stem('2024')).toBe('2024');
    expect(stem('১৯৭১')).toBe('1971');
  });
});

describe('fuzzy', () => {
  it.each([
    ['শিক্ষা', 'সিক্ষা'],
    ['পরিবেশ', 'পরিবেষ'],
    ['কর্ণফুলী', 'কর্নফুলি'],
    ['দূর', 'দুর'],
    ['যাত্রা', 'জাত্রা'],
    ['চাঁদ', 'চাদ'],
    [`\u0997\u09be${RRA.precomposed}\u09bf`, '\u0997\u09be\u09b0\u09bf'], // গাড়ি ~ গারি
    [`\u09ad\u09ac\u09bf\u09b7\u09cd\u09af${KHANDA_TA}`, '\u09ad\u09ac\u09bf\u09b7\u09cd\u09af\u09a4'], // ভবিষ্যৎ ~ ভবিষ্যত
    ['সঙ্গে', 'সংগে'],
    ['ভালো', 'ভাল'],
    ['ঈদ', 'ইদ'],
    ['সরকারী', 'সরকারি'],
  ])('gives %s and %s the same key', (a, b) => {
    expect(fuzzy(a)).toBe(fuzzy(b));
  });

  it('collapses a doubled consonant (উত্তর ~ উতর)', () => {
    expect(fuzzy('উত্তর')).toBe(fuzzy('উতর'));
  });

  it('folds after stemming, so an inflected misspelling meets the base word', () => {
    expect(fuzzy('সিক্ষার্থিদের')).toBe(fuzzy('শিক্ষার্থী'));
  });

  it('keeps য-ফলা (্য) and য় apart from জ', () => {
    expect(fuzzy('ব্যাংক')).not.toBe(fuzzy('ব্জাংক'));
    expect(fuzzy(normalise('বিষয়'))).not.toBe(fuzzy('বিষজ'));
  });

  it('still tells different words apart', () => {
    expect(fuzzy('নদী')).not.toBe(fuzzy('নারী'));
  });

  it('returns the lower-case stem for Latin tokens', () => {
    expect(fuzzy('Elections')).toBe('election');
  });
});

describe('transliterate', () => {
  it.each([
    ['dhaka', 'ঢাকা'],
    ['nirbachon', 'নির্বাচন'],
    ['bangladesh', 'বাংলাদেশ'],
    ['cricket', 'ক্রিকেট'],
    ['chattogram', 'চট্টগ্রাম'],
    ['sorkar', 'সরকার'],
    ['bonna', 'বন্যা'],
    ['shikkha', 'শিক্ষা'],
    ['porikkha', 'পরীক্ষা'],
    ['awami', 'আওয়ামী'],
  ])('offers %s → %s among its candidates', (latin, bengali) => {
    expect(transliterate(latin)).toContain(normalise(bengali));
  });

  it.each([
    ['dhaka', 'ঢাকা'],
    ['nirbachon', 'নির্বাচন'],
    ['bangladesh', 'বাংলাদেশ'],
    ['cricket', 'ক্রিকেট'],
  ])('puts the most likely spelling of %s first', (latin, bengali) => {
    expect(transliterate(latin)[0]).toBe(bengali);
  });

  it('returns at most four candidates', () => {
    for (const word of ['nirbachon', 'shomoy', 'rajniti', 'dhaka city']) {
      expect(transliterate(word).length).toBeLessThanOrEqual(4);
      expect(transliterate(word).length).toBeGreaterThan(0);
    }
  });

  it('writes word-initial vowels as independent letters', () => {
    expect(transliterate('amar')[0]).toBe('আমার');
    expect(transliterate('ekushe')[0]).toBe('একুশে');
    expect(transliterate('onek')[0]).toBe('অনেক');
    expect(transliterate('ilish')[0]).toBe('ইলিশ');
    expect(transliterate('uttor')).toContain('উত্তর');
  });

  it('treats a mid-word o as the inherent vowel and a final a as া', () => {
    expect(transliterate('khobor')[0]).toBe('খবর');
    expect(transliterate('pani')[0]).toBe('পানি');
  });

  it('reads a final o after a conjunct as the inherent vowel (dhormo → ধর্ম)', () => {
    expect(transliterate('dhormo')[0]).toBe('ধর্ম');
  });

  it('writes a vowel after a vowel with য় (doa → দয়া)', () => {
    expect(transliterate('doa')[0]).toBe(normalise('দয়া'));
  });

  it('returns normalised Bengali', () => {
    for (const candidate of transliterate('shomoy')) expect(normalise(candidate)).toBe(candidate);
  });

  it('ignores case', () => {
    expect(transliterate('Dhaka')).toEqual(transliterate('dhaka'));
  });

  it('transliterates a phrase word by word', () => {
    expect(transliterate('sheikh hasina')[0]).toBe('শেইখ হাসিনা');
  });

  it('returns nothing for input without Latin letters', () => {
    expect(transliterate('২০২৪ ঢাকা')).toEqual([]);
  });
});

describe('isLatinQuery', () => {
  it('is true for a Banglish query, digits and punctuation allowed', () => {
    expect(isLatinQuery('Dhaka 2024!')).toBe(true);
  });

  it('is false when the query has any Bengali letter', () => {
    expect(isLatinQuery('ঢাকা dhaka')).toBe(false);
  });

  it('is false for digits only, Bengali or ASCII', () => {
    expect(isLatinQuery('২০২৪')).toBe(false);
    expect(isLatinQuery('2024')).toBe(false);
  });
});

describe('indexTerms and queryTerms', () => {
  it('indexes stems and fuzzy keys, deduplicated, in order of first use', () => {
    expect(indexTerms('নির্বাচনে শিক্ষার্থীরা, নির্বাচনের শিক্ষার্থীদের')).toEqual({
      exact: ['নির্বাচন', 'শিক্ষার্থী', 'শিক্ষার্থীদ'],
      fuzzy: ['নির্বাচন', 'সিক্সার্থি', 'সিক্সার্থিদ'],
    });
  });

  it('lets a story word meet the same word typed in the other encoding', () => {
    expect(meetsExactly(`বন্যায় ${DHAKAY.precomposed}`, DHAKAY.decomposed)).toBe(true);
    expect(meetsExactly(DHAKAY.decomposed, DHAKAY.precomposed)).toBe(true);
  });

  it('lets a year in Bengali digits meet the same year in ASCII digits, both ways', () => {
    expect(meetsExactly('২০২৪ সালের নির্বাচন', '2024')).toBe(true);
    expect(meetsExactly('the 2024 election', '২০২৪')).toBe(true);
  });

  it('lets a story word written with ZWJ meet a query without it', () => {
    expect(meetsExactly(`\u09b0${ZWJ}\u09cd\u09af\u09be\u09ac`, '\u09b0\u09cd\u09af\u09be\u09ac')).toBe(true);
  });

  it('lets khanda-ta in either encoding meet', () => {
    expect(meetsExactly(`\u0989${TA}${VIRAMA}${ZWJ}\u09b8\u09ac`, `\u0989${KHANDA_TA}\u09b8\u09ac`)).toBe(true);
  });

  it('lets an inflected word in a story meet the base form in a query', () => {
    expect(meetsExactly('ঢাকায় নির্বাচনের প্রস্তুতি', 'ঢাকা নির্বাচন')).toBe(true);
    expect(meetsExactly('মানুষের ঢল', 'মানুষ')).toBe(true);
  });

  it('lets an ambiguous inflected word in a story meet the base form in a query', () => {
    expect(meetsExactly('সংসদের অধিবেশন', 'সংসদ')).toBe(true);
    expect(meetsExactly('মন্ত্রিসভার বৈঠকে', 'বৈঠক')).toBe(true);
  });

  it('lets a misspelt query meet the story on a fuzzy key but not an exact one', () => {
    expect(meetsExactly('শিক্ষার্থীদের পরীক্ষা', 'সিক্ষার্থি পরিক্ষা')).toBe(false);
    expect(meetsFuzzily('শিক্ষার্থীদের পরীক্ষা', 'সিক্ষার্থি পরিক্ষা')).toBe(true);
  });

  it('lets a Banglish query meet a Bengali story through its transliterated terms', () => {
    const index = indexTerms('জাতীয় সংসদ নির্বাচনের তফসিল ঘোষণা').exact;
    expect(queryTerms('nirbachon').transliterated.some((term) => index.includes(term))).toBe(true);
  });

  it('keeps a Banglish query’s misspelt transliteration usable through fuzzy keys', () => {
    // "shomoy" is transliterated with শ; the story spells সময় with স.
    const index = indexTerms(normalise('সময়মতো সময়ের কাজ')).fuzzy;
    expect(queryTerms('shomoy').transliteratedFuzzy.some((term) => index.includes(term))).toBe(true);
  });

  it('keeps English words in a Latin query as exact terms', () => {
    const terms = queryTerms('Cricket matches');
    expect(terms.exact).toEqual(['cricket', 'match']);
    expect(meetsExactly('Bangladesh won both cricket match', 'Cricket matches')).toBe(true);
  });

  it('does not transliterate a Bengali query', () => {
    expect(queryTerms('ঢাকা').transliterated).toEqual([]);
  });

  it('does not transliterate a mixed Bengali and Latin query', () => {
    expect(queryTerms('ঢাকা metro').transliterated).toEqual([]);
    expect(queryTerms('ঢাকা metro').exact).toEqual(['ঢাকা', 'metro']);
  });

  it('gives an empty result for an empty query', () => {
    expect(queryTerms('  ।  ')).toEqual({ exact: [], fuzzy: [], transliterated: [], transliteratedFuzzy: [] });
  });
});
