/**
 * Reader polls as a reader meets them (docs/product.md, "Polls"): the poll at the end of a
 * demo story in each edition, a vote that moves the counts, one vote per reader (account or
 * voter cookie), the vote call's CSRF check and rate limit, and the poll-counter page that
 * follows new votes by itself. Axe on both.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Browser } from '@playwright/test';
import { browserFetch } from './helpers/accounts';
import { get, PORT } from './helpers/editions';
import { AXE_TAGS, pathOf } from './helpers/stories';

const bn = `http://localhost:${PORT}`;
const en = `http://en.localhost:${PORT}`;

interface PollJson {
  readonly id: number;
  readonly question: string;
  readonly options: readonly { id: number; text: string; votes: number }[];
  readonly 'total-votes': number;
}

/** The demo story of an edition that carries a poll, found as an app would: search, then the story's cards. */
async function pollStory(request: APIRequestContext, origin: string): Promise<{ path: string; pollId: number }> {
  const { results } = await (await get(request, `${origin}/api/v1/advanced-search?type=text&limit=20&fields=id,url,access`)).json();
  for (const story of results.stories as { id: number; url: string; access: string }[]) {
    if (story.access === 'login') continue;
    const { story: full } = await (await get(request, `${origin}/api/v1/stories/${story.id}`)).json();
    const elements = (full.cards as { 'story-elements': { type: string; metadata?: { 'polltype-id'?: number } }[] }[]).flatMap((card) => card['story-elements']);
    const poll = elements.find((element) => element.type === 'polltype')?.metadata?.['polltype-id'];
    if (poll) return { path: pathOf(story.url), pollId: poll };
  }
  throw new Error(`no story with a poll at ${origin}`);
}

async function pollNow(request: APIRequestContext, origin: string, id: number): Promise<PollJson> {
  return (await (await get(request, `${origin}/p/api/polls/${id}`)).json()).poll;
}

/** A vote from a reader of a browser context of its own (its own voter cookie). */
async function voteAsNewReader(browser: Browser, origin: string, id: number, option: number) {
  const context = await browser.newContext();
  try {
    return await browserFetch(await context.newPage(), origin, `/p/api/polls/${id}/votes`, { method: 'POST', body: { option } });
  } finally {
    await context.close();
  }
}

for (const { origin, lang, vote, thanks, total } of [
  { origin: bn, lang: 'bn', vote: 'ভোট দিন', thanks: 'আপনার ভোট গণনা করা হয়েছে।', total: (count: number) => `মোট ${String(count).replace(/\d/g, (d) => '০১২৩৪৫৬৭৮৯'[Number(d)])} ভোট` },
  { origin: en, lang: 'en', vote: 'Vote', thanks: 'Your vote has been counted.', total: (count: number) => `${count} votes in all` },
] as const) {
  test(`${lang}: a reader votes in a story's poll, sees the counts move, and a second vote changes nothing`, async ({ page, request, browser }) => {
    const { path, pollId } = await pollStory(request, origin);
    const before = await pollNow(request, origin, pollId);
    await page.goto(`${origin}${path}`);
    const poll = page.locator('[data-component="poll"]');
    await expect(poll.getByRole('heading', { name: before.question })).toBeVisible();
    await poll.getByRole('radio', { name: before.options[1].text, exact: true }).check();
    await poll.getByRole('button', { name: vote }).click();

    await expect(poll.getByRole('status')).toHaveText(thanks);
    await expect(poll.locator('[data-component="poll-total"]')).toHaveText(total(before['total-votes'] + 1));
    const after = await pollNow(request, origin, pollId);
    expect(after['total-votes']).toBe(before['total-votes'] + 1);
    expect(after.options[1].votes).toBe(before.options[1].votes + 1);
    expect((await new AxeBuilder({ page }).include('[data-component="poll"]').withTags(AXE_TAGS).analyze()).violations).toEqual([]);

    // The same reader again, even for another option: refused, and nothing moves.
    const again = await browserFetch(page, origin, `/p/api/polls/${pollId}/votes`, { method: 'POST', body: { option: before.options[0].id } });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('alreadyVoted');
    expect((await pollNow(request, origin, pollId))['total-votes']).toBe(before['total-votes'] + 1);
    // Back on the story, this reader sees the results, not the form.
    await page.reload();
    await expect(poll.locator('[data-component="poll-results"]')).toBeVisible();
    await expect(poll.getByRole('button', { name: vote })).toHaveCount(0);

    // Another reader's vote counts.
    expect((await voteAsNewReader(browser, origin, pollId, before.options[0].id)).status).toBe(200);
    expect((await pollNow(request, origin, pollId))['total-votes']).toBe(before['total-votes'] + 2);
  });
}

test('a vote without the cross-site token, for an option of another poll or of another edition is refused', async ({ page, request, browser }) => {
  const { pollId } = await pollStory(request, bn);
  const enPoll = await pollStory(request, en);
  const bnOptions = (await pollNow(request, bn, pollId)).options;
  const enOptions = (await pollNow(request, en, enPoll.pollId)).options;

  const noToken = await browserFetch(page, bn, `/p/api/polls/${pollId}/votes`, { method: 'POST', body: { option: bnOptions[0].id }, xsrf: false });
  expect(noToken.status).toBe(403);
  expect(noToken.headers['cache-control']).toContain('no-store');
  const wrongOption = await voteAsNewReader(browser, bn, pollId, enOptions[0].id);
  expect(wrongOption.status).toBe(400);
  // The English edition's poll is not a poll of the Bengali edition's host.
  const otherEdition = await voteAsNewReader(browser, bn, enPoll.pollId, enOptions[0].id);
  expect(otherEdition.status).toBe(404);
  for (const body of [{}, { option: 'one' }, { option: -1 }, []]) {
    expect((await browserFetch(page, bn, `/p/api/polls/${pollId}/votes`, { method: 'POST', body })).status, JSON.stringify(body)).toBe(400);
  }
  // A GET of the vote address is no vote.
  expect((await get(request, `${bn}/p/api/polls/${pollId}/votes`)).status()).toBe(405);
});

test('the poll-counter page shows one poll and follows new votes by itself', async ({ page, request, browser }) => {
  const { pollId } = await pollStory(request, en);
  const before = await pollNow(request, en, pollId);
  const response = await page.goto(`${en}/poll-counter/${pollId}`);
  expect(response?.status()).toBe(200);
  expect(response?.headers()['cache-control']).toMatch(/public|s-maxage/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Poll results');
  await expect(page.locator('[data-component="poll-counter"]').getByRole('heading', { level: 2 })).toHaveText(before.question);
  const totalLine = page.locator('[data-component="poll-counter"] [data-component="poll-total"]');
  const shown = Number((await totalLine.innerText()).match(/\d+/)?.[0]);
  expect(shown).toBeGreaterThanOrEqual(before['total-votes']);
  expect((await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze()).violations).toEqual([]);

  // Someone votes elsewhere: the open page shows it within a few seconds, without a reload.
  expect((await voteAsNewReader(browser, en, pollId, before.options[2].id)).status).toBe(200);
  await expect(totalLine).toHaveText(`${shown + 1} votes in all`, { timeout: 20_000 });

  expect((await get(request, `${bn}/poll-counter/999999`)).status()).toBe(404);
  expect((await get(request, `${bn}/poll-counter/${pollId}`)).status()).toBe(404);
});
