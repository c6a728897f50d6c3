/**
 * A live blog's updates in pages (docs/routes.md, the `{story}/updates/{n}` row): the story's own address
 * shows the newest LIVE_UPDATES_PER_PAGE, `{story}/updates/2` the next ones, and so on. An
 * election night's blog runs to hundreds of updates; each costs its text twice (HTML and RSC
 * payload) and its structured data twice, about 3.5 KB in all, so one page of them all grew
 * without bound (the demo's 18-update blog was 121 KB against issue 22's 80 KB). Pages count
 * from the newest, as the blog is read: a new update moves the oldest of a page to the next.
 * Server and client alike may import it; the label reads the edition's messages.
 */
import type { Lang } from '../brands/brands';
import { localiseDigits } from '../i18n/digits';
import { getT } from '../i18n/messages';

/**
 * Updates a page shows: two or three screens of a phone. With a story page's own parts (about
 * 67 KB) a page of five is 82–84 KB; three would keep it under 80 (docs/performance.md, "Stop 41").
 */
export const LIVE_UPDATES_PER_PAGE = 5;

/** Which page of its live blog a page is. */
export interface LiveBlogPage {
  readonly page: number;
  readonly pages: number;
}

type Card = { readonly publishedAt?: string | null };

/** How many pages a live blog's cards fill: one at least. */
export function liveBlogPageCount(cards: readonly Card[], perPage = LIVE_UPDATES_PER_PAGE): number {
  return Math.max(1, Math.ceil(cards.filter((card) => card.publishedAt).length / perPage));
}

/**
 * The cards of one page, in the blog's order (newest first). An update is on the page its
 * place among the updates gives; a card without a time (an editor's summary block) goes with
 * the updates after it, or, at the end, with the last page.
 */
export function liveBlogPageCards<C extends Card>(cards: readonly C[], page: number, perPage = LIVE_UPDATES_PER_PAGE): C[] {
  const pages = liveBlogPageCount(cards, perPage);
  let seen = 0;
  return cards.filter((card) => {
    const on = Math.min(Math.floor(seen / perPage) + 1, pages);
    if (card.publishedAt) seen++;
    return on === page;
  });
}

/** "পাতা ২ / ৪", "Page 2 of 4": the pager says it, and an older page's title. */
export function liveBlogPageLabel(lang: Lang, { page, pages }: LiveBlogPage): string {
  return getT(lang, 'story')('updatesPage', { page: localiseDigits(page, lang), pages: localiseDigits(pages, lang) });
}
