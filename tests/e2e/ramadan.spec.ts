/**
 * The Ramadan sehri and iftar widget as a reader meets it (docs/product.md, "Ramadan times"):
 * on the main brand's home page and its configured section (the demo shows it always), the
 * capital's times first, a district picked and its times shown, the choice remembered.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { get, PORT } from './helpers/editions';
import { AXE_TAGS } from './helpers/stories';

const bn = `http://localhost:${PORT}`;
const en = `http://en.localhost:${PORT}`;
const BENGALI_DIGITS = '০১২৩৪৫৬৭৮৯';

/** Minutes after midnight of a shown time ("ভোর ৪:৫৮" or "4:58 am"). */
function minutesOf(text: string): number {
  const ascii = text.replace(/[০-৯]/g, (digit) => String(BENGALI_DIGITS.indexOf(digit)));
  const [, hours, minutes] = /(\d{1,2}):(\d{2})/.exec(ascii) ?? [];
  return Number(hours) * 60 + Number(minutes);
}

test('bn home: the capital’s times, a district picked changes them, and the choice is remembered', async ({ page }) => {
  await page.goto(`${bn}/`);
  const widget = page.locator('[data-component="ramadan-times"]');
  await expect(widget.getByRole('heading', { name: 'সেহরি ও ইফতারের সময়' })).toBeVisible();
  await expect(widget.locator('[data-component="hijri-date"]')).toHaveText(/^[০-৯]+ .+ [০-৯]+ হিজরি$/);
  const picker = widget.getByLabel('জেলা');
  await expect(picker).toHaveValue('Dhaka');
  const sehri = widget.locator('[data-component="sehri-time"]');
  const iftar = widget.locator('[data-component="iftar-time"]');
  await expect(sehri).toHaveText(/^ভোর [০-৯]{1,2}:[০-৯]{2}$/);
  await expect(iftar).toHaveText(/^সন্ধ্যা [০-৯]{1,2}:[০-৯]{2}$/);
  const capital = { sehri: minutesOf(await sehri.innerText()), iftar: minutesOf(await iftar.innerText()) };

  // Bandarban lies east of Dhaka: sehri ends 7 minutes and iftar comes 8 minutes earlier.
  await page.waitForSelector('[data-component="ramadan-times"][data-hydrated]');
  await picker.selectOption({ label: 'বান্দরবান' });
  await expect.poll(async () => minutesOf(await sehri.innerText())).toBe(capital.sehri - 7);
  expect(minutesOf(await iftar.innerText())).toBe(capital.iftar - 8);
  expect((await new AxeBuilder({ page }).include('[data-component="ramadan-times"]').withTags(AXE_TAGS).analyze()).violations).toEqual([]);

  await page.reload();
  await expect(widget.getByLabel('জেলা')).toHaveValue('Bandarban');
  await expect.poll(async () => minutesOf(await sehri.innerText())).toBe(capital.sehri - 7);
});

test('en: the configured section shows the widget in English with the districts’ English names; sister brands do not', async ({ page, request }) => {
  await page.goto(`${en}/bangladesh`);
  const widget = page.locator('[data-component="ramadan-times"]');
  await expect(widget.getByRole('heading', { name: 'Sehri and iftar times' })).toBeVisible();
  await expect(widget.locator('[data-component="sehri-time"]')).toHaveText(/^\d{1,2}:\d{2} am$/);
  await expect(widget.locator('[data-component="hijri-date"]')).toHaveText(/ AH$/);
  await expect(widget.getByRole('option', { name: "Cox's Bazar" })).toHaveCount(1);
  expect((await new AxeBuilder({ page }).include('[data-component="ramadan-times"]').withTags(AXE_TAGS).analyze()).violations).toEqual([]);

  expect(await (await get(request, `${en}/politics`)).text()).not.toContain('data-component="ramadan-times"');
  expect(await (await get(request, `http://trust.localhost:${PORT}/`)).text()).not.toContain('data-component="ramadan-times"');
});

test('without JavaScript the home shows the capital’s times, its picker disabled and naming the capital alone', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${bn}/`);
  const widget = page.locator('[data-component="ramadan-times"]');
  await expect(widget.locator('[data-component="sehri-time"]')).toHaveText(/^ভোর [০-৯]{1,2}:[০-৯]{2}$/);
  const picker = widget.getByLabel('জেলা');
  await expect(picker).toBeDisabled();
  await expect(picker.getByRole('option')).toHaveText(['ঢাকা']);
  await context.close();
});

test('without JavaScript the section shows the capital’s times in place, its picker naming the capital alone', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${bn}/bangladesh`);
  const widget = page.locator('[data-component="ramadan-times"]');
  await expect(widget.getByRole('heading', { name: 'সেহরি ও ইফতারের সময়' })).toBeVisible();
  await expect(widget.locator('[data-component="sehri-time"]')).toHaveText(/^ভোর [০-৯]{1,2}:[০-৯]{2}$/);
  await expect(widget.locator('[data-component="iftar-time"]')).toHaveText(/^সন্ধ্যা [০-৯]{1,2}:[০-৯]{2}$/);
  const picker = widget.getByLabel('জেলা');
  await expect(picker).toBeDisabled();
  await expect(picker.getByRole('option')).toHaveText(['ঢাকা']);
  // In place: above the page's footer, not written after it.
  const footer = await page.locator('footer').last().boundingBox();
  expect((await widget.boundingBox())!.y).toBeLessThan(footer!.y);
  // (axe needs JavaScript; the box is the island's own markup, checked by axe above.)
  await context.close();
});

test('with JavaScript the section’s picker takes the place of the capital’s times in a box of the same size', async ({ page, browser }) => {
  // The box the server writes (what a reader without JavaScript keeps), then the live picker's.
  const plain = await browser.newContext({ javaScriptEnabled: false, viewport: page.viewportSize() });
  const plainPage = await plain.newPage();
  await plainPage.goto(`${en}/bangladesh`);
  const written = await plainPage.locator('[data-component="ramadan-times"]').boundingBox();
  await plain.close();

  await page.goto(`${en}/bangladesh`);
  const widget = page.locator('[data-component="ramadan-times"][data-hydrated]');
  await expect(widget.getByLabel('District')).toBeEnabled();
  const live = await widget.boundingBox();
  expect({ width: live!.width, height: live!.height }).toEqual({ width: written!.width, height: written!.height });
  await widget.getByLabel('District').selectOption({ label: 'Bandarban' });
  await expect(widget.getByLabel('District')).toHaveValue('Bandarban');
});
