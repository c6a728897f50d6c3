/**
 * Comments (docs/members.md), the comments half: a member's comment goes through moderation
 * to everyone, /my-comments follows its status, registered-only text stays out of the
 * public HTML and reaches members and metered readers, and the meter stops and resets with
 * the calendar. The server runs with METER_FREE_STORIES=2 and MODERATION_API_KEY
 * (scripts/e2e.ts).
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signedInMember } from './helpers/accounts';
import { get, PORT } from './helpers/editions';
import { AXE_TAGS, pathOf, storyPathOf } from './helpers/stories';

const bn = `http://localhost:${PORT}`;
const MODERATION = { authorization: `Bearer ${process.env.MODERATION_API_KEY ?? 'e2e-moderation-key'}` };
const ALLOWANCE = Number(process.env.METER_FREE_STORIES ?? 2);

async function expectNoAxeViolations(page: Page, include?: string) {
  const builder = new AxeBuilder({ page }).withTags(AXE_TAGS);
  const results = await (include ? builder.include(include) : builder).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

async function openComments(page: Page, path: string) {
  await page.goto(`${bn}${path}`);
  await page.locator('#comments').scrollIntoViewIfNeeded();
  await expect(page.locator('[data-component="comment-thread"] [data-part="count"]')).toBeVisible();
}

test('a member’s comment is pending for them, approved by a moderator, then shown to everyone and in /my-comments', async ({ page, browser, request }) => {
  const path = await storyPathOf(request, bn, 'text');
  await signedInMember(page, bn, 'commenter');
  await openComments(page, path);
  const words = `নতুন পাঠকের মন্তব্য ${Date.now()} <b>not bold</b>`;
  await page.getByLabel('আপনার মন্তব্য').fill(words);
  await page.getByRole('button', { name: 'মন্তব্য পাঠান' }).click();
  await expect(page.getByText('ধন্যবাদ। মডারেটর অনুমোদন করলে আপনার মন্তব্য দেখা যাবে।')).toBeVisible();
  const mine = page.locator('[data-component="comment"]', { hasText: words });
  await expect(mine).toContainText('অনুমোদনের অপেক্ষায়');
  await expect(mine.locator('b')).toHaveCount(0);
  const id = Number(await mine.getAttribute('data-comment-id'));
  await expectNoAxeViolations(page, '#comments');

  const anonymous = await (await browser.newContext()).newPage();
  await openComments(anonymous, path);
  await expect(anonymous.getByText(words)).toHaveCount(0);
  await expect(anonymous.getByRole('link', { name: 'মন্তব্য করতে লগইন করুন' })).toBeVisible();

  await page.goto(`${bn}/my-comments`);
  await expect(page.locator('[data-component="my-comment"]', { hasText: words })).toContainText('অবস্থা: অপেক্ষমাণ');

  const queue = await (await get(request, `${bn}/api/members/v1/moderation/comments`, { headers: MODERATION })).json();
  expect(queue.data.map((comment: { id: number }) => comment.id)).toContain(id);
  const approved = await request.post(`${bn}/api/members/v1/moderation/comments/${id}`, { headers: MODERATION, data: { status: 'approved' } });
  expect(approved.status()).toBe(200);

  await openComments(anonymous, path);
  await expect(anonymous.locator('[data-component="comment"]', { hasText: words })).toBeVisible();
  await expect(anonymous.locator('[data-component="comment"]', { hasText: words })).not.toContainText('অনুমোদনের অপেক্ষায়');

  const response = await page.goto(`${bn}/my-comments`);
  expect(response?.headers()['cache-control']).toMatch(/no-store/);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  const item = page.locator('[data-component="my-comment"]', { hasText: words });
  await expect(item).toContainText('অবস্থা: অনুমোদিত');
  await expect(item.getByRole('link')).toHaveAttribute('href', path);
  await expectNoAxeViolations(page);
});

test('registered-only text: not in the page source, metered for anonymous readers until the allowance, back next month, and read after signing in', async ({ page, request }) => {
  const found = (await (await get(request, `${bn}/api/v1/advanced-search?type=text&limit=100&fields=url,access,id`)).json()).results.stories.filter(
    (story: { access: string }) => story.access === 'login',
  );
  expect(found.length).toBeGreaterThan(ALLOWANCE);
  const gated: string[] = found.slice(0, ALLOWANCE + 1).map((story: { url: string }) => pathOf(story.url));
  const now = new Date();
  await page.clock.setFixedTime(now);

  for (const path of gated.slice(0, ALLOWANCE)) {
    await page.goto(`${bn}${path}`);
    const text = page.locator('[data-component="story-gated"] [data-component="story-body"]');
    await expect(text).toBeVisible();
    // The demo text reuses sentences across stories, so look for a whole paragraph.
    const paragraph = (await text.locator('p').allInnerTexts()).map((line) => line.trim()).sort((a, b) => b.length - a.length)[0];
    expect(paragraph.length).toBeGreaterThan(80);
    // A reader let in reads the body as any story's: no gate box around it, no teaser left above it.
    await expect(page.locator('[data-component="story-gate"]')).toHaveCount(0);
    const source = await (await get(request, `${bn}${path}`)).text();
    expect(source).toContain('শুধু নিবন্ধিত ব্যবহারকারীরা সম্পূর্ণ লেখাটি পড়তে পারবেন');
    expect(source).not.toContain(paragraph);
    expect(source).not.toContain('data-component="story-body"');
  }
  // A re-read is not counted.
  await page.goto(`${bn}${gated[0]}`);
  await expect(page.locator('[data-component="story-gated"] [data-component="story-body"]')).toBeVisible();

  const over = gated[ALLOWANCE];
  await page.goto(`${bn}${over}`);
  await expect(page.getByText('এই সময়ের সব বিনামূল্যের নিবন্ধিত-পাঠক খবর আপনি পড়ে ফেলেছেন।', { exact: false })).toBeVisible();
  await expect(page.getByRole('note')).toHaveText('শুধু নিবন্ধিত ব্যবহারকারীরা সম্পূর্ণ লেখাটি পড়তে পারবেন');
  await expect(page.locator('[data-component="story-body"]')).toHaveCount(0);
  await expect(page.locator('#comments')).toHaveCount(0);
  await expectNoAxeViolations(page);

  // The next calendar month in Dhaka: the allowance is back.
  const dhaka = new Date(now.getTime() + 6 * 3600_000);
  await page.clock.setFixedTime(new Date(Date.UTC(dhaka.getUTCFullYear(), dhaka.getUTCMonth() + 1, 10, 6)));
  await page.goto(`${bn}${over}`);
  await expect(page.locator('[data-component="story-gated"] [data-component="story-body"]')).toBeVisible();

  // Back in this month the allowance is still spent, until the reader signs in.
  await page.clock.setFixedTime(now);
  await page.goto(`${bn}${over}`);
  await expect(page.getByRole('note')).toBeVisible();
  await expect(page.locator('[data-component="story-gate"] a').first()).toHaveAttribute('href', `/sign-in?redirect=${encodeURIComponent(over)}`);
  await signedInMember(page, bn, 'gated-reader');
  await page.goto(`${bn}${over}`);
  await expect(page.locator('[data-component="story-gated"] [data-component="story-body"]')).toBeVisible();
  await expect(page.getByRole('note')).toHaveCount(0);
  const answer = await page.evaluate(async (id) => {
    const response = await fetch(`/api/members/v1/stories/${id}/text`);
    return { cacheControl: response.headers.get('cache-control'), body: await response.json() };
  }, found[ALLOWANCE].id);
  expect(answer.cacheControl).toBe('private, no-store');
  expect(answer.body.access).toEqual({ granted: true, grantReason: 'registered' });
});
