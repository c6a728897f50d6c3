/**
 * Writes one generated news item as a story in one language: headline, excerpt and the
 * cards of typed elements for its template. The same `StoryDraft` written in bn and en
 * gives a translation pair.
 */
import type { Lang } from '../brands/brands';
import { localiseDigits } from '../i18n/digits';
import type { ImageRef, StoryCard, StoryElement, StoryTemplate } from '../content/story-types';
import { INTERVIEWS, LISTICLES, LIVE_BLOGS, PICTURE_CAPTIONS } from './corpus/features';
import { FILLERS } from './corpus/fillers';
import type { Pair, PullQuote, SectionCorpus, StoryKit } from './corpus/types';
import type { DemoImage } from './images';
import type { Random } from './random';

export interface Slots {
  readonly place: Pair;
  readonly person: Pair;
  readonly org: Pair;
  readonly day: Pair;
  readonly n: number;
}

/** Everything random about a story, decided once so both languages tell the same news. */
export interface StoryDraft {
  readonly template: StoryTemplate;
  readonly section: SectionCorpus;
  /** The story told; live blogs, interviews and listicles tell their feature instead and use the kit for nothing. */
  readonly kit: StoryKit;
  readonly slots: Slots;
  readonly sentences: readonly Pair[];
  readonly paragraphSizes: readonly number[];
  /** Pictures of the story's subject (of any subject only when none is drawn). */
  readonly images: readonly DemoImage[];
  /** Captions of that subject, one per picture. */
  readonly captions: readonly Pair[];
  /** Index into the template's feature list (live blogs, interviews, listicles); 0 for other templates. */
  readonly feature: number;
  readonly extras: { readonly quote: boolean; readonly table: boolean; readonly file: boolean; readonly embed: boolean };
  readonly videoId: string;
  readonly liveUpdates: number;
  /**
   * A follow-up's number (2, 3, …) when the kit has been told under these very slots before:
   * only corpora larger than the kits can tell apart (the 100,000-story benchmarks) get one.
   */
  readonly part?: number;
}

/** The feature a live blog, interview or listicle tells, or null for templates that tell their kit. */
export function featureOf(template: StoryTemplate): readonly { readonly headline: Pair; readonly sectionSlug: string; readonly picture: DemoImage['subject'] }[] | null {
  return template === 'live-blog' ? LIVE_BLOGS : template === 'interview' ? INTERVIEWS : template === 'listicle' ? LISTICLES : null;
}

const YOUTUBE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-';

export function fillSlots(template: string, slots: Slots, lang: Lang): string {
  return template.replace(/\{(place|person|org|day|n)\}/g, (_, slot: keyof Slots) => {
    const value = slots[slot];
    return typeof value === 'number' ? localiseDigits(value, lang) : value[lang];
  });
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export function drawSlots(random: Random): Slots {
  return {
    place: random.pick(FILLERS.place),
    person: random.pick(FILLERS.person),
    org: random.pick(FILLERS.org),
    day: random.pick(FILLERS.day),
    n: random.pick([3, 5, 7, 12, 15, 20, 25, 40, 64, 100, 150, 250, 500, 1200]),
  };
}

/** Paragraph sizes for `count` sentences: the summary stands alone as the lede, then twos. */
function paragraphsFor(count: number): number[] {
  const sizes = [1];
  for (let left = count - 1; left > 0; left -= 2) sizes.push(Math.min(2, left));
  return sizes;
}

/**
 * Drafts one story of `section` telling `kit` (and, for a live blog, interview or listicle,
 * the feature `feature`). Its pictures are those whose subject is the kit's (or feature's) picture.
 */
export function draftStory(
  random: Random,
  template: StoryTemplate,
  section: SectionCorpus,
  kit: StoryKit,
  images: readonly DemoImage[],
  options: { slots?: Slots; feature?: number; part?: number } = {},
): StoryDraft {
  const features = featureOf(template);
  const feature = options.feature ?? (features ? random.int(0, features.length - 1) : 0);
  const picture = features ? features[feature % features.length].picture : kit.picture;
  const matching = images.filter((image) => image.subject === picture);
  const pictures = random.sample(matching.length ? matching : images, 6);
  const captions = random.sample(PICTURE_CAPTIONS[matching.length ? picture : pictures[0].subject], pictures.length);
  // A feature's summary and standfirst come from the feature, not from the kit.
  const sentences = template === 'live-blog' ? LIVE_BLOGS[feature % LIVE_BLOGS.length].updates.slice(0, 2)
    : template === 'interview' ? [INTERVIEWS[feature % INTERVIEWS.length].intro]
    : template === 'listicle' ? [LISTICLES[feature % LISTICLES.length].intro]
    : kit.sentences;
  return {
    template,
    section,
    kit,
    slots: options.slots ?? drawSlots(random),
    sentences,
    paragraphSizes: paragraphsFor(sentences.length),
    images: pictures,
    captions: pictures.map((image, index) => captions[index % captions.length] ?? PICTURE_CAPTIONS[image.subject][0]),
    feature,
    // A pull quote only where the kit has one: words said in this story, never a stranger's.
    extras: { quote: random.chance(0.6) && Boolean(kit.quote), table: random.chance(0.08), file: random.chance(0.03), embed: random.chance(0.03) },
    videoId: Array.from({ length: 11 }, () => random.pick([...YOUTUBE_ALPHABET])).join(''),
    liveUpdates: random.int(14, 18),
    ...(options.part ? { part: options.part } : {}),
  };
}

/** The headline a draft is published under in one language (what `writeStory` gives). */
export function headlineOf(draft: StoryDraft, lang: Lang): string {
  const features = featureOf(draft.template);
  const pair = features ? features[draft.feature % features.length].headline : draft.kit.headline;
  const headline = fillSlots(pair[lang], draft.slots, lang);
  return draft.part ? `${headline} (${lang === 'bn' ? 'পর্ব' : 'part'} ${localiseDigits(draft.part, lang)})` : headline;
}

/** The pull quote a text story runs: its own kit's, or none. */
export function pullQuoteOf(draft: Pick<StoryDraft, 'kit' | 'extras' | 'template'>): PullQuote | null {
  return draft.template === 'text' && draft.extras.quote && draft.kit.quote ? draft.kit.quote : null;
}

/**
 * The draft with `key` as its first picture (its hero), captions kept with their pictures;
 * the draft itself when it has no such picture.
 */
export function withHero(draft: StoryDraft, key: string): StoryDraft {
  const index = draft.images.findIndex((image) => image.key === key);
  if (index <= 0) return draft;
  const rotate = <T,>(items: readonly T[]) => [...items.slice(index), ...items.slice(0, index)];
  return { ...draft, images: rotate(draft.images), captions: rotate(draft.captions) };
}

/** The seeded tags of a draft: the kit's tags, looked up among its section's. */
export function tagsOf(draft: Pick<StoryDraft, 'kit' | 'section'>): Pair[] {
  return draft.kit.tags.flatMap((name) => draft.section.tags.filter((tag) => tag.en === name));
}

export interface WrittenStory {
  readonly headline: string;
  readonly subheadline: string;
  readonly excerpt: string;
  readonly summary: string;
  readonly cards: StoryCard[];
  readonly hero: ImageRef;
  readonly seoKeywords: string[];
}

function wordsPrefix(text: string, words: number): string {
  const parts = text.split(/\s+/);
  return parts.length <= words ? text : `${parts.slice(0, words).join(' ')}…`;
}

const MINUTE = 60_000;

/** Minutes between two updates of a demo live blog. */
const LIVE_UPDATE_SPACING_MS = 12 * MINUTE;

/** How many updates a live-blog draft tells. */
function liveUpdatesOf(draft: StoryDraft): number {
  return Math.min(LIVE_BLOGS[draft.feature % LIVE_BLOGS.length].updates.length, draft.liveUpdates);
}

/**
 * When a live blog planned for `publishedAt` starts: early enough that its last update
 * (they come LIVE_UPDATE_SPACING_MS apart) is a minute before `now`, never in the future.
 */
export function liveBlogStart(draft: StoryDraft, publishedAt: Date, now: Date): Date {
  return new Date(Math.min(publishedAt.getTime(), now.getTime() - (liveUpdatesOf(draft) - 1) * LIVE_UPDATE_SPACING_MS - MINUTE));
}

/** Renders a draft in one language. `publishedAt` anchors live-blog update times (liveBlogStart keeps them in the past). */
export function writeStory(draft: StoryDraft, lang: Lang, publishedAt: Date, alsoRead: { slug: string; headline: string } | null): WrittenStory {
  const t = (pair: Pair) => fillSlots(pair[lang], draft.slots, lang);
  const image = (index: number): ImageRef => {
    const demo = draft.images[index % draft.images.length];
    const caption = t(draft.captions[index % draft.captions.length]);
    return { 's3-key': demo.key, width: demo.width, height: demo.height, alt: caption, caption, attribution: lang === 'bn' ? 'ছবি: আলোকপাত' : 'Photo: Alokpat' };
  };
  const paragraphs: string[] = [];
  let cursor = 0;
  for (const size of draft.paragraphSizes) {
    const chunk = draft.sentences.slice(cursor, cursor + size);
    cursor += size;
    if (chunk.length) paragraphs.push(chunk.map(t).join(' '));
  }
  const para = (text: string): StoryElement => ({ type: 'text', text: `<p>${escapeHtml(text)}</p>` });
  const headlineText = headlineOf(draft, lang);
  const headline = headlineText;
  let cards: StoryCard[];
  let card = 0;
  const nextId = () => `card-${++card}`;

  switch (draft.template) {
    case 'photo':
      cards = [
        { id: nextId(), elements: [para(paragraphs[0])] },
        { id: nextId(), elements: [{ type: 'gallery', images: draft.images.map((_, index) => image(index)) }] },
        { id: nextId(), elements: paragraphs.slice(1, 3).map(para) },
      ];
      break;
    case 'video':
      cards = [
        { id: nextId(), elements: [{ type: 'youtube-video', videoId: draft.videoId, title: headlineText }] },
        { id: nextId(), elements: paragraphs.slice(0, 3).map(para) },
      ];
      break;
    case 'shorts':
      cards = [{ id: nextId(), elements: [{ type: 'youtube-video', videoId: draft.videoId, title: headlineText }, para(paragraphs[0])] }];
      break;
    case 'visual-story':
      // One page a sentence, each over a picture of the story's subject.
      cards = draft.sentences.map((page, index) => ({
        id: nextId(),
        elements: [{ type: 'image', ...image(index) }, { type: 'text', text: `<p>${escapeHtml(t(page))}</p>` }],
      }));
      break;
    case 'live-blog': {
      const blog = LIVE_BLOGS[draft.feature % LIVE_BLOGS.length];
      const updates = blog.updates.slice(0, liveUpdatesOf(draft));
      // Newest first, every update with its own time, spaced 12 minutes apart.
      cards = updates
        .map((update, index) => ({
          id: nextId(),
          publishedAt: new Date(publishedAt.getTime() + index * LIVE_UPDATE_SPACING_MS).toISOString(),
          elements: [para(t(update))] as StoryElement[],
        }))
        .reverse();
      break;
    }
    case 'interview': {
      const interview = INTERVIEWS[draft.feature % INTERVIEWS.length];
      cards = [
        { id: nextId(), elements: [para(t(interview.intro))] },
        ...interview.qa.map((qa) => ({
          id: nextId(),
          elements: [
            { type: 'text', subtype: 'question', text: `<p>${escapeHtml(t(qa.q))}</p>` },
            { type: 'text', subtype: 'answer', text: `<p>${escapeHtml(t(qa.a))}</p>` },
          ] as StoryElement[],
        })),
      ];
      break;
    }
    case 'listicle': {
      const listicle = LISTICLES[draft.feature % LISTICLES.length];
      cards = [
        { id: nextId(), elements: [para(t(listicle.intro))] },
        ...listicle.items.map((item) => ({
          id: nextId(),
          elements: [{ type: 'title', text: t(item.title) }, para(t(item.text))] as StoryElement[],
        })),
      ];
      break;
    }
    default: {
      const body: StoryElement[] = paragraphs.map(para);
      cards = [{ id: nextId(), elements: body.slice(0, 2) }];
      cards.push({ id: nextId(), elements: [{ type: 'image', ...image(1) }, ...body.slice(2, 3)] });
      const quote = pullQuoteOf(draft);
      if (quote) {
        cards.push({ id: nextId(), elements: [{ type: 'quote', text: t(quote.text), attribution: t(quote.by) }] });
      }
      if (alsoRead) cards.push({ id: nextId(), elements: [{ type: 'also-read', text: alsoRead.headline, storySlug: alsoRead.slug }] });
      cards.push({ id: nextId(), elements: body.slice(3) });
      if (draft.extras.table) {
        const rows = [
          lang === 'bn' ? ['বিবরণ', 'সংখ্যা'] : ['Item', 'Count'],
          [t({ bn: '{place} জেলা', en: '{place} district' }), localiseDigits(draft.slots.n, lang)],
          [t({ bn: 'গত বছর', en: 'Last year' }), localiseDigits(Math.round(draft.slots.n * 0.8), lang)],
        ];
        cards.push({ id: nextId(), elements: [{ type: 'table', caption: headlineText, rows }] });
      }
      if (draft.extras.file) {
        cards.push({ id: nextId(), elements: [{ type: 'file', url: '/media/demo/report.pdf', name: lang === 'bn' ? 'পূর্ণ প্রতিবেদন (পিডিএফ)' : 'Full report (PDF)', size: 182_000 }] });
      }
      if (draft.extras.embed) {
        cards.push({ id: nextId(), elements: [{ type: 'embed', url: 'https://www.openstreetmap.org/export/embed.html?bbox=90.35,23.70,90.45,23.80', title: lang === 'bn' ? 'মানচিত্র' : 'Map', height: 360 }] });
      }
    }
  }

  const firstText = paragraphs[0] ?? headline;
  const summary = draft.sentences.length ? t(draft.sentences[0]) : headline;
  return {
    headline,
    // A whole sentence: a standfirst that stops mid-sentence with … reads as a fault (tests/unit/demo-newsroom.test.ts).
    subheadline: draft.sentences.length > 1 ? t(draft.sentences[1]) : '',
    excerpt: wordsPrefix(firstText, 25),
    summary,
    cards: cards.map((c) => ({ ...c, elements: c.elements.filter(Boolean) })).filter((c) => c.elements.length),
    hero: image(0),
    seoKeywords: tagsOf(draft).map((tag) => tag[lang]),
  };
}
