/**
 * Shapes of the demo newsroom's phrase banks. Every text is a bn/en pair so that one
 * generated story can be written in both editions (the translation pairs of the seed).
 *
 * Templates may contain these slots, filled by the generator from `Fillers`:
 *   {place}  a district or town      {person} a fictional person's name
 *   {org}    a fictional organisation {n}     a number (written in the edition's digits)
 *   {day}    a weekday name
 */
import type { PictureSubject } from '../images';

export interface Pair {
  readonly bn: string;
  readonly en: string;
}

export interface SubSectionCorpus {
  readonly slug: string;
  readonly name: Pair;
}

/**
 * One story of the demo newsroom, told the same way every time it is used: headline,
 * summary, body, tags and pictures agree. Slots vary names, places and numbers, so a kit
 * can be written more than once in one edition under different headlines.
 */
export interface StoryKit {
  /** Key words of what the story is about: its headline and its summary each contain at least one (per language). */
  readonly subject: { readonly bn: readonly string[]; readonly en: readonly string[] };
  readonly headline: Pair;
  /** The story's sentences in order (at least 3): the first is the summary, the second the standfirst. */
  readonly sentences: readonly Pair[];
  /** English names of the section's tags that fit this story (1–3). */
  readonly tags: readonly string[];
  /** What its pictures show; their captions describe it. */
  readonly picture: PictureSubject;
  /**
   * The story's pull quote: words someone in the story says, and who says it (slots allowed,
   * so `{person}` names the same person the body does). A story without one runs no pull quote.
   */
  readonly quote?: PullQuote;
}

export interface PullQuote {
  readonly text: Pair;
  readonly by: Pair;
}

export interface SectionCorpus {
  /** URL slug, lower-case ASCII kebab-case, unique within its brand. */
  readonly slug: string;
  readonly name: Pair;
  /** Theme colour, '#rrggbb'. */
  readonly color: string;
  readonly children: readonly SubSectionCorpus[];
  /** The stories this section tells (6–10 on the main paper, 4–6 on a sister brand). */
  readonly kits: readonly StoryKit[];
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
  /** The main paper's top-level section it belongs to: it is published only where that section exists. */
  readonly sectionSlug: string;
  readonly picture: PictureSubject;
  /** Timed updates in chronological order, at least 14. */
  readonly updates: readonly Pair[];
}

export interface InterviewCorpus {
  readonly headline: Pair;
  /** The main paper's top-level section it belongs to: it is published only where that section exists. */
  readonly sectionSlug: string;
  readonly picture: PictureSubject;
  readonly intro: Pair;
  /** At least 5 question/answer pairs. */
  readonly qa: readonly { readonly q: Pair; readonly a: Pair }[];
}

export interface ListicleCorpus {
  readonly headline: Pair;
  /** The main paper's top-level section it belongs to: it is published only where that section exists. */
  readonly sectionSlug: string;
  readonly picture: PictureSubject;
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
