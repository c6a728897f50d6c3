/**
 * The demo newsroom reads like a real paper (docs/architecture.md, "The demo newsroom"):
 * the seed's story plan, run in memory, never repeats a headline in an edition, summaries
 * tell the headline's story, features sit only in their own sections, pictures' captions
 * describe the picture, pull quotes are said by someone in their own story, every
 * sister-brand section has stories enough, and no collection shows the same picture twice
 * side by side.
 */
import { describe, expect, it } from 'vitest';
import { BRANDS } from '@/lib/brands/brands';
import { BRAND_SECTIONS } from '@/lib/seed/corpus/brands';
import { INTERVIEWS, LISTICLES, LIVE_BLOGS, PICTURE_CAPTIONS } from '@/lib/seed/corpus/features';
import { MAIN_SECTIONS } from '@/lib/seed/corpus/main';
import type { SectionCorpus, StoryKit } from '@/lib/seed/corpus/types';
import { PICTURE_SUBJECTS, type DemoImage } from '@/lib/seed/images';
import { createRandom } from '@/lib/seed/random';
import { planCollections, planCounts, plannedSections, planStories, spreadPictures, type PlannedStory } from '@/lib/seed/seed';
import { draftStory, fillSlots, headlineOf, tagsOf, writeStory } from '@/lib/seed/stories';

const ANCHOR = new Date('2026-11-22T06:00:00Z');
const IMAGES: DemoImage[] = Array.from({ length: 48 }, (_, i) => ({ key: `demo/photo-${i}.jpg`, width: 1200, height: 675, subject: PICTURE_SUBJECTS[i % PICTURE_SUBJECTS.length] }));

function editions(total = 900, seed = 20261122) {
  const counts = planCounts(total);
  const random = createRandom(seed);
  const out: { key: string; brand: string; lang: 'bn' | 'en'; sections: readonly SectionCorpus[]; stories: PlannedStory[] }[] = [];
  let mainBn: PlannedStory[] | null = null;
  for (const brand of BRANDS) {
    for (const lang of brand.languages) {
      const corpus = brand.key === 'main' ? MAIN_SECTIONS : BRAND_SECTIONS[brand.key];
      const count = brand.key === 'main' ? (lang === 'bn' ? counts.mainBn : counts.mainEn) : counts.perSister;
      const stories = planStories(random, lang, plannedSections(corpus), count, IMAGES, ANCHOR, brand.key === 'main' && lang === 'en' ? mainBn : null);
      if (brand.key === 'main' && lang === 'bn') mainBn = stories;
      out.push({ key: `${brand.key}/${lang}`, brand: brand.key, lang, sections: corpus, stories });
    }
  }
  return out;
}

const ALL_SECTIONS = [...MAIN_SECTIONS, ...Object.values(BRAND_SECTIONS).flat()];
const mentions = (text: string, words: readonly string[]) => words.some((word) => text.toLowerCase().includes(word.toLowerCase()));

describe('the demo newsroom', () => {
  it.each([900, 800, 300])('never repeats a headline within an edition (%i stories)', (total) => {
    for (const edition of editions(total)) {
      const headlines = edition.stories.map((story) => headlineOf(story.draft, edition.lang));
      expect(new Set(headlines).size, edition.key).toBe(headlines.length);
    }
  });

  it('has enough kits per section, each with sentences, known tags and a drawn picture subject', () => {
    for (const section of MAIN_SECTIONS) expect(section.kits.length, section.slug).toBeGreaterThanOrEqual(3);
    for (const section of ALL_SECTIONS) {
      expect(section.kits.length, section.slug).toBeGreaterThanOrEqual(2);
      for (const kit of section.kits) {
        expect(kit.sentences.length, kit.headline.en).toBeGreaterThanOrEqual(3);
        expect(PICTURE_SUBJECTS).toContain(kit.picture);
        expect(tagsOf({ kit, section }).length, kit.headline.en).toBe(kit.tags.length);
      }
    }
  });

  it("gives every kit a summary about its headline's subject, in both languages, also as written", () => {
    const random = createRandom(7);
    for (const section of ALL_SECTIONS) {
      for (const kit of section.kits as readonly StoryKit[]) {
        for (const lang of ['bn', 'en'] as const) {
          expect(mentions(kit.headline[lang], kit.subject[lang]), `headline ${kit.headline[lang]}`).toBe(true);
          expect(mentions(kit.sentences[0][lang], kit.subject[lang]), `summary of ${kit.headline[lang]}`).toBe(true);
          const written = writeStory(draftStory(random, 'text', section, kit, IMAGES), lang, ANCHOR, null);
          expect(mentions(written.headline, kit.subject[lang]), written.headline).toBe(true);
          expect(mentions(written.summary, kit.subject[lang]), written.summary).toBe(true);
          expect(written.subheadline).toMatch(/[।.!?"”]$/);
          expect(`${written.headline} ${written.summary} ${written.subheadline}`).not.toMatch(/\{(place|person|org|day|n)\}/);
        }
      }
    }
  });

  it('puts live blogs, interviews and listicles only in their own section, on brands that have it', () => {
    const features = { 'live-blog': LIVE_BLOGS, interview: INTERVIEWS, listicle: LISTICLES } as const;
    let placed = 0;
    for (const edition of editions()) {
      const top = new Set(edition.sections.map((section) => section.slug));
      for (const story of edition.stories) {
        const template = story.draft.template;
        if (!(template in features)) continue;
        const feature = features[template as keyof typeof features][story.draft.feature];
        expect(top.has(feature.sectionSlug), `${edition.key} ${feature.headline.en}`).toBe(true);
        expect(story.sectionSlug, `${edition.key} ${feature.headline.en}`).toBe(feature.sectionSlug);
        expect(story.draft.section.slug).toBe(feature.sectionSlug);
        placed++;
      }
      if (['bigyan', 'torun', 'trust'].includes(edition.brand)) {
        expect(edition.stories.filter((story) => story.draft.template === 'live-blog'), edition.key).toEqual([]);
      }
    }
    expect(placed).toBeGreaterThan(0);
    const budget = LIVE_BLOGS.find((blog) => blog.headline.en.includes('budget'));
    expect(budget?.sectionSlug).toBe('economy');
  });

  it("captions a story's pictures with captions of the picture's subject", () => {
    for (const edition of editions(300)) {
      for (const { draft } of edition.stories) {
        expect(draft.images.length).toBeGreaterThan(0);
        draft.images.forEach((image, index) => {
          expect(PICTURE_CAPTIONS[image.subject], edition.key).toContain(draft.captions[index]);
        });
        if (!['live-blog', 'interview', 'listicle'].includes(draft.template)) {
          for (const image of draft.images) expect(image.subject).toBe(draft.kit.picture);
        }
      }
    }
  });

  it('gives every section of every sister brand at least 4 distinct kits, each with a pull quote of its own', () => {
    const quotes = new Map<string, string>();
    for (const [brand, sections] of Object.entries(BRAND_SECTIONS)) {
      for (const section of sections) {
        const kits = section.kits as readonly StoryKit[];
        expect(new Set(kits.map((kit) => kit.headline.bn)).size, `${brand}/${section.slug}`).toBeGreaterThanOrEqual(4);
        expect(new Set(kits.map((kit) => kit.subject.en.join('|'))).size, `${brand}/${section.slug} subjects`).toBe(kits.length);
        for (const kit of kits) {
          expect(kit.sentences.length, kit.headline.en).toBeGreaterThanOrEqual(4);
          expect(kit.quote, `${brand}/${section.slug}: ${kit.headline.en}`).toBeDefined();
          for (const lang of ['bn', 'en'] as const) {
            const text = kit.quote?.text[lang] ?? '';
            expect(text).toMatch(/[।.!?'’"”]$/);
            expect(quotes.get(`${lang}:${text}`), `quote shared by ${kit.headline.en}`).toBeUndefined();
            quotes.set(`${lang}:${text}`, kit.headline.en);
          }
        }
      }
    }
  });

  it('gives every kit of every brand a pull quote of its own, attributed', () => {
    const seen = new Set<string>();
    for (const section of ALL_SECTIONS) {
      for (const kit of section.kits as readonly StoryKit[]) {
        expect(kit.quote, `${section.slug}: ${kit.headline.en}`).toBeDefined();
        for (const lang of ['bn', 'en'] as const) {
          expect(kit.quote?.by[lang].length, kit.headline.en).toBeGreaterThan(3);
          const text = kit.quote?.text[lang] ?? '';
          expect(seen.has(text), `quote of ${kit.headline.en} is another kit's`).toBe(false);
          seen.add(text);
        }
      }
    }
  });

  it('never dates a live blog or one of its updates after the moment it is seeded', () => {
    let updates = 0;
    for (const edition of editions()) {
      for (const { draft, publishedAt } of edition.stories) {
        if (draft.template !== 'live-blog') continue;
        expect(publishedAt.getTime(), edition.key).toBeLessThanOrEqual(ANCHOR.getTime());
        for (const card of writeStory(draft, edition.lang, publishedAt, null).cards) {
          expect(Date.parse(card.publishedAt ?? ''), `${edition.key}: ${card.publishedAt}`).toBeLessThan(ANCHOR.getTime());
          updates++;
        }
      }
    }
    expect(updates).toBeGreaterThan(10);
  });

  it('runs pull quotes only from the story’s own kit, said by someone its body names', () => {
    let quoted = 0;
    for (const edition of editions()) {
      for (const { draft } of edition.stories) {
        if (draft.template !== 'text') continue;
        const written = writeStory(draft, edition.lang, ANCHOR, null);
        const quotes = written.cards.flatMap((card) => card.elements).filter((element) => element.type === 'quote');
        expect(quotes.length).toBeLessThanOrEqual(1);
        for (const quote of quotes) {
          expect(draft.kit.quote, `${edition.key}: ${written.headline}`).toBeDefined();
          if (!draft.kit.quote || quote.type !== 'quote') continue;
          expect(quote.text, `${edition.key}: ${written.headline}`).toBe(fillSlots(draft.kit.quote.text[edition.lang], draft.slots, edition.lang));
          expect(quote.attribution).toBe(fillSlots(draft.kit.quote.by[edition.lang], draft.slots, edition.lang));
          // Whoever is quoted by name is someone the story's body names.
          if (draft.kit.quote.by[edition.lang].includes('{person}')) {
            expect(draft.sentences.some((sentence) => sentence[edition.lang].includes('{person}')) || draft.kit.headline[edition.lang].includes('{person}'), written.headline).toBe(true);
          }
          quoted++;
        }
      }
    }
    expect(quoted).toBeGreaterThan(250);
  });

  it('never shows one picture twice side by side in a seeded collection', () => {
    let checked = 0;
    for (const [total, seed] of [[900, 20261122], [300, 20261122], [900, 1], [800, 2]]) {
      for (const edition of editions(total, seed)) {
        const sections = plannedSections(edition.sections);
        const rows = edition.stories.map((story) => ({ ...story, template: story.draft.template, picture: story.draft.images[0]?.key ?? null }));
        const plan = planCollections(sections, rows);
        const lists = [...plan.sections.entries(), ['header', plan.header], ['lead', plan.lead], ['latest', plan.latest], ['features', plan.features], ['photos', plan.photos], ['videos', plan.videos]] as const;
        for (const [name, list] of lists) {
          for (let i = 1; i < list.length; i++) {
            expect(list[i].picture, `${edition.key} ${name} #${i}`).not.toBe(list[i - 1].picture);
            checked++;
          }
        }
        // Section collections still hold the section's newest stories, as many as before.
        for (const section of sections) {
          const own = rows.filter((row) => row.sectionSlug === section.slug || sections.some((child) => child.parentSlug === section.slug && child.slug === row.sectionSlug));
          expect(plan.sections.get(section.slug)?.length, `${edition.key} ${section.slug}`).toBe(Math.min(12, own.length));
        }
      }
    }
    expect(checked).toBeGreaterThan(500);
  });

  it('shows distinct stories at the head of every sister-brand section, as its home block does', () => {
    for (const edition of [1, 2, 3, 20261122].flatMap((seed) => editions(900, seed)).filter((edition) => edition.brand !== 'main')) {
      const sections = plannedSections(edition.sections);
      const rows = edition.stories.map((story) => ({ ...story, template: story.draft.template, picture: story.draft.images[0]?.key ?? null }));
      for (const [slug, list] of planCollections(sections, rows).sections) {
        if (sections.find((section) => section.slug === slug)?.parentSlug) continue;
        // A section block shows a lead and four more: five stories, five different kits.
        const shown = list.slice(0, 5).map((story) => story.draft.kit);
        expect(new Set(shown).size, `${edition.key} ${slug}`).toBe(shown.length);
        expect(shown.length, `${edition.key} ${slug}`).toBeGreaterThanOrEqual(4);
      }
    }
  });

  it('keeps newest-first order except to move a card away from its twin picture', () => {
    const row = (picture: string | null, id: number) => ({ sectionSlug: 's', template: 'text' as const, picture, id });
    const rows = [row('a', 1), row('a', 2), row('b', 3), row(null, 4), row(null, 5), row('a', 6)];
    expect(spreadPictures(rows, 6).map((r) => r.id)).toEqual([1, 3, 2, 4, 5, 6]);
    expect(spreadPictures([row('a', 1), row('a', 2)], 2).map((r) => r.id)).toEqual([1]);
  });
});
