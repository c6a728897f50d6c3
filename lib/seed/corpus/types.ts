/**
 * Shapes of the demo newsroom's phrase banks. Every text is a bn/en pair so that one
 * generated story can be written in both editions (the translation pairs of the seed).
 *
 * Templates may contain these slots, filled by the generator from `Fillers`:
 *   {place}  a district or town      {person} a fictional person's name
 *   {org}    a fictional organisation {n}     a number (written in the edition's digits)
 *   {day}    a weekday name
 */
export interface Pair {
  readonly bn: string;
  readonly en: string;
}

export interface SubSectionCorpus {
  readonly slug: string;
  readonly name: Pair;
}

export interface SectionCorpus {
  /** URL slug, lower-case ASCII kebab-case, unique within its brand. */
  readonly slug: string;
  readonly name: Pair;
  /** Theme colour, '#rrggbb'. */
  readonly color: string;
  readonly children: readonly SubSectionCorpus[];
  /** Headline templates (at least 12 per section). */
  readonly headlines: readonly Pair[];
  /** Body sentence templates (at least 16 per section); paragraphs are made of 2–4 of them. */
  readonly sentences: readonly Pair[];
  /** Topic tags for this section (at least 5). */
  readonly tags: readonly Pair[];
}

export interface Fillers {
  readonly place: readonly Pair[];
  readonly person: readonly Pair[];
  readonly org: readonly Pair[];
  readonly day: readonly Pair[];
}

export interface LiveBlogCorpus {
  readonly headline: Pair;
  readonly sectionSlug: string;
  /** Timed updates in chronological order, at least 14. */
  readonly updates: readonly Pair[];
}

export interface InterviewCorpus {
  readonly headline: Pair;
  readonly sectionSlug: string;
  readonly intro: Pair;
  /** At least 5 question/answer pairs. */
  readonly qa: readonly { readonly q: Pair; readonly a: Pair }[];
}

export interface ListicleCorpus {
  readonly headline: Pair;
  readonly sectionSlug: string;
  readonly intro: Pair;
  /** At least 5 items, each a title and a sentence. */
  readonly items: readonly { readonly title: Pair; readonly text: Pair }[];
}

export interface BrandCorpus {
  readonly sections: readonly SectionCorpus[];
}

export interface AuthorCorpus {
  readonly slug: string;
  readonly name: Pair;
  readonly bio: Pair;
}
