/**
 * What a public path of one edition shows (docs/routes.md): a section, a story, a
 * static page, a 301 from the redirect table, a retracted story (410) or nothing (404).
 * Pages and /route-data.json share this one decision; it reads only cached getters.
 */
import 'server-only';
import type { BrandKey, Lang } from '../brands/brands';
import { getIsRetracted, getRedirect, getSection, getStaticPage, getStoryBySlug, type SectionData, type StoryPageData } from './index';
import { sectionPath, splitLiveBlogPage } from '../routes/paths';
import { liveBlogPageCards, liveBlogPageCount, type LiveBlogPage } from './live-blog-pages';
import { decodeSlug } from './slug';

export type StaticPageData = NonNullable<Awaited<ReturnType<typeof getStaticPage>>>;

export type ResolvedPath =
  | { readonly type: 'section'; readonly section: SectionData }
  /** A public live blog's story holds the cards of its page alone (./live-blog-pages.ts). */
  | { readonly type: 'story'; readonly story: StoryPageData; readonly livePage?: LiveBlogPage }
  | { readonly type: 'static'; readonly page: StaticPageData }
  | { readonly type: 'redirect'; readonly location: string }
  | { readonly type: 'gone' }
  | { readonly type: 'not-found' };

const MAX_SEGMENTS = 2;

const NOT_FOUND: ResolvedPath = { type: 'not-found' };

/** A live blog whose updates are in the public page: a registered-only one has none there, so no pages. */
const inPages = (story: StoryPageData) => story.template === 'live-blog' && story.access !== 'login';

export async function resolvePath(brand: BrandKey, lang: Lang, rawSegments: readonly string[]): Promise<ResolvedPath> {
  const { segments, page } = splitLiveBlogPage(rawSegments);
  const resolved = await resolveWhole(brand, lang, segments);
  if (resolved.type !== 'story' || !inPages(resolved.story)) return page > 1 ? NOT_FOUND : resolved;
  const { story } = resolved;
  const pages = liveBlogPageCount(story.cards);
  return page > pages ? NOT_FOUND : { type: 'story', story: { ...story, cards: liveBlogPageCards(story.cards, page) }, livePage: { page, pages } };
}

async function resolveWhole(brand: BrandKey, lang: Lang, rawSegments: readonly string[]): Promise<ResolvedPath> {
  const segments = rawSegments.map(decodeSlug);
  if (!segments.length || segments.some((segment) => segment === null || segment === '')) return NOT_FOUND;
  const decoded = segments as string[];
  const path = `/${decoded.join('/')}`;

  if (decoded.length <= MAX_SEGMENTS) {
    const last = decoded[decoded.length - 1];
    const parent = decoded.length === 2 ? decoded[0] : null;
    const section = await getSection(brand, lang, last);
    if (section && (section.parent?.slug ?? null) === parent) return { type: 'section', section };
    // A sub-section reached by its own slug (menus link it so) lives under its parent.
    if (section?.parent && !parent) return { type: 'redirect', location: sectionPath(section.slug, section.parent.slug) };
    const story = await getStoryBySlug(brand, lang, last);
    // One URL per story: under a wrong section, or by its bare slug, it answers 301 to its own path (docs/seo.md).
    if (story) return path === `/${story.sectionSlug ? `${story.sectionSlug}/` : ''}${story.slug}` ? { type: 'story', story } : { type: 'redirect', location: story.path };
    if (decoded.length === 1) {
      const page = await getStaticPage(brand, lang, last);
      if (page) return { type: 'static', page };
    }
  }
  const location = await getRedirect(brand, lang, path);
  // Redirect targets may hold Bengali slugs; a Location header must be ASCII.
  if (location) return { type: 'redirect', location: encodeURI(location) };
  if (decoded.length <= MAX_SEGMENTS && (await getIsRetracted(brand, lang, decoded[decoded.length - 1]))) return { type: 'gone' };
  return NOT_FOUND;
}
