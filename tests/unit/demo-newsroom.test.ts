/**
 * The demo newsroom reads like a real paper (issue 15): the seed's story plan, run in
 * memory, never repeats a headline in an edition, summaries tell the headline's story,
 * features sit only in their own sections and pictures' captions describe the picture.
 */
import { describe, expect, it } from 'vitest';
import { BRANDS } from '@/lib/brands/brands';
import { BRAND_SECTIONS } from '@/lib/seed/corpus/brands';
import { INTERVIEWS, LISTICLES, LIVE_BLOGS, PICTURE_CAPTIONS } from '@/lib/seed/corpus/features';
import { MAIN_SECTIONS } from '@/lib/seed/corpus/main';
import type { SectionCorpus, StoryKit } from '@/lib/seed/corpus/types';
import { PICTURE_SUBJECTS, type DemoImage } from '@/lib/seed/images';
import { createRandom } from '@/lib/seed/random';
import { planCounts, plannedSections, planStories, type PlannedStory } from '@/lib/seed/seed';
import { draftStory, headlineOf, tagsOf, writeStory } from '@/lib/seed/stories';

const ANCHOR = new Date('2026-11-22T06:00:00Z');
const IMAGES: DemoImage[] = Array.from({ length: 48 }, (_, i) => ({ key: `demo/photo-${i}.jpg`, width: 1200, height: 675, subject: PICTURE_SUBJECTS[i % PICTURE_SUBJECTS.length] }));

function editions(total = 900) {
  const counts = planCounts(total);
  const random = createRandom(20261122);
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
});
