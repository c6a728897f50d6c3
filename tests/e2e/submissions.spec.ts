/**
 * Readers' reports as a reader sends them (docs/product.md, "Reader submissions"): the
 * /submit page linked from the footer, two photos, a code mailed to a reader without an
 * account, an upload that fails midway and loses nothing, and the report in the ingest
 * API's moderation queue with its photos, where accepting it makes a citizen-news draft.
 * A signed-in member on a sister brand sends without a code. Axe on the page.
 */
import AxeBuilder from '@axe-core/playwright';
import sharp from 'sharp';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { freshEmail, mailTextTo, signedInMember } from './helpers/accounts';
import { get, PORT } from './helpers/editions';
import { AXE_TAGS } from './helpers/stories';

const bn = `http://localhost:${PORT}`;
const youth = `http://torun.localhost:${PORT}`;
const INGEST = { authorization: 'Bearer e2e-ingest-key' };

async function photo(name: string, colour: { r: number; g: number; b: number }) {
  const buffer = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: colour } })
    .jpeg()
    .withExif({ IFD0: { Artist: 'Tipster' } })
    .toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

interface QueueItem {
  readonly id: number;
  readonly title: string;
  readonly email: string;
  readonly brand: string;
  readonly photos: readonly { url: string; width: number; height: number }[];
}

async function queued(request: APIRequestContext, id: number): Promise<QueueItem | undefined> {
  for (let after = 0; ; ) {
    const page = await (await get(request, `${bn}/api/ingest/v1/submissions?status=pending&limit=100&after=${after}`, { headers: INGEST })).json();
    const found = (page.submissions as QueueItem[]).find((item) => item.id === id);
    if (found || page.next === null) return found;
    after = page.next;
  }
}

test('a reader without an account sends a report with photos, an upload that fails keeps everything, and the report waits in the queue', async ({ page, request }) => {
  await page.goto(`${bn}/`);
  await page.locator('footer').getByRole('link', { name: 'খবর পাঠান' }).click();
  await expect(page).toHaveURL(`${bn}/submit`);
  await expect(page.getByRole('heading', { level: 1, name: 'খবর পাঠান' })).toBeVisible();

  const form = page.locator('[data-component="report-form"]');
  const email = freshEmail('tipster');
  const headline = `নদীভাঙনে স্কুল ঘর হুমকিতে ${Date.now()}`;
  await form.getByLabel('শিরোনাম', { exact: true }).fill(headline);
  await form.getByLabel('কী ঘটেছে').fill('গত তিন দিনে নদী প্রায় পঞ্চাশ মিটার এগিয়ে এসেছে। স্কুলের পেছনের দেয়ালে ফাটল দেখা দিয়েছে।');
  await form.getByLabel('স্থান (জেলা, উপজেলা বা এলাকা)').fill('চিলমারী, কুড়িগ্রাম');
  await form.getByLabel(/^ছবি/).setInputFiles([await photo('river.jpg', { r: 30, g: 90, b: 160 }), await photo('wall.jpg', { r: 160, g: 90, b: 30 })]);
  await expect(form.getByText('2টি ছবি বেছে নেওয়া হয়েছে')).toBeVisible();

  await form.getByLabel('ইমেইল', { exact: true }).fill(email);
  const asked = Date.now() - 1_000;
  await form.getByRole('button', { name: 'কোড পাঠান' }).click();
  await expect(form.getByRole('status').filter({ hasText: 'কোড পাঠানো হয়েছে' })).toBeVisible();
  const code = /\b(\d{6})\b/.exec(await mailTextTo(email, asked))?.[1] as string;
  await form.getByLabel('ইমেইলে পাওয়া ৬ অঙ্কের কোড').fill(code);
  expect((await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze()).violations).toEqual([]);

  // The upload breaks midway: the reader is told, and the text, the photos and the code stay.
  await page.route('**/api/auth/v1/submissions', (route) => route.abort('connectionreset'), { times: 1 });
  await form.getByRole('button', { name: 'পাঠান', exact: true }).click();
  await expect(form.getByRole('alert')).toContainText('আপনার লেখা ও ছবি এই পাতায় রয়ে গেছে');
  await expect(form.getByLabel('শিরোনাম', { exact: true })).toHaveValue(headline);
  await expect(form.getByText('2টি ছবি বেছে নেওয়া হয়েছে')).toBeVisible();

  const answer = page.waitForResponse((response) => response.url().endsWith('/api/auth/v1/submissions') && response.request().method() === 'POST');
  await form.getByRole('button', { name: 'পাঠান', exact: true }).click();
  const { submission } = await (await answer).json();
  await expect(page.locator('[data-component="account-page"]').getByRole('status')).toContainText(`ধন্যবাদ! আপনার খবর আমাদের কাছে পৌঁছেছে (নম্বর ${submission.id})`);

  const item = await queued(request, submission.id);
  expect(item).toMatchObject({ title: headline, email, brand: 'main' });
  expect(item?.photos.map(({ width, height }) => [width, height])).toEqual([
    [1600, 1200],
    [1600, 1200],
  ]);
  const stored = await get(request, `${bn}${item?.photos[0].url}`, { headers: INGEST });
  expect(stored.headers()['content-type']).toBe('image/webp');
  expect((await sharp(await stored.body()).metadata()).exif).toBeUndefined();

  const decided = await request.post(`http://127.0.0.1:${PORT}/api/ingest/v1/submissions/${submission.id}`, { headers: { ...INGEST, host: `localhost:${PORT}` }, data: { action: 'accept' } });
  expect(decided.status()).toBe(200);
  expect((await decided.json()).story).toMatchObject({ brand: 'nagorik', lang: 'bn', status: 'draft' });
  expect(await queued(request, submission.id)).toBeUndefined();
});

test('a signed-in member on a sister brand sends a report as their account, and a wrong code or a script as a photo is refused in the reader\'s language', async ({ page, browser }) => {
  const email = await signedInMember(page, youth, 'reporter');
  await page.goto(`${youth}/submit`);
  const form = page.locator('[data-component="report-form"]');
  await expect(form.getByText(`আপনি ${email} হিসেবে পাঠাচ্ছেন।`)).toBeVisible();
  await form.getByLabel('শিরোনাম', { exact: true }).fill('কলেজ মাঠে বৃক্ষরোপণ');
  await form.getByLabel('কী ঘটেছে').fill('শিক্ষার্থীরা আজ সকালে কলেজ মাঠে দুইশো চারা লাগিয়েছে।');
  await form.getByRole('button', { name: 'পাঠান', exact: true }).click();
  await expect(page.locator('[data-component="account-page"]').getByRole('status')).toContainText('ধন্যবাদ!');
  expect((await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze()).violations).toEqual([]);

  const stranger = await browser.newPage();
  await stranger.goto(`http://en.localhost:${PORT}/submit`);
  // The report form's inputs are controlled: what is typed before hydration is dropped when React takes
  // over, and a page's scripts can now start after the load event (stop 45's note: a known defect, not mended).
  await stranger.waitForSelector('html[data-hydrated]');
  const strangerForm = stranger.locator('[data-component="report-form"]');
  await strangerForm.getByLabel('Headline', { exact: true }).fill('Flooding on the Dhaka-Aricha road');
  await strangerForm.getByLabel('What happened').fill('Water has covered both lanes near Savar since the morning.');
  await strangerForm.getByLabel(/^Photos/).setInputFiles({ name: 'photo.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('<svg onload=alert(1)>') });
  await strangerForm.getByLabel('Email', { exact: true }).fill(freshEmail('stranger'));
  await strangerForm.getByLabel('The 6-digit code from the email').fill('123456');
  await strangerForm.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(strangerForm.getByRole('alert')).toContainText('Please choose JPEG, PNG or WebP photos');
  await strangerForm.getByRole('button', { name: 'Remove photo.jpg' }).click();
  await strangerForm.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(strangerForm.getByRole('alert')).toContainText('The code is wrong or has expired');
  await stranger.close();
});
