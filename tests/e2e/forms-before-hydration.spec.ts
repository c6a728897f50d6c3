import { expect, test, type Browser, type Page } from '@playwright/test';
import { freshEmail, PASSWORD, signedInMember } from './helpers/accounts';
import { PORT } from './helpers/editions';
import { storyPathOf } from './helpers/stories';

// Issue 22: a reader on a slow phone gets the server-rendered form before its JavaScript and starts typing.
// What they typed must still be there once React hydrates, and the form must then submit it.

const bn = `http://localhost:${PORT}`;
const en = `http://en.localhost:${PORT}`;
/** A 1×1 PNG, the smallest photo a reader can pick. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/**
 * Holds back every script of the app (the page's HTML, its inline data and its CSS still arrive) until `release`
 * is called: the page stays server-rendered, unhydrated, for as long as the test wants.
 */
async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    (url) => url.pathname.startsWith('/_next/static/') && url.pathname.endsWith('.js'),
    async (route) => {
      await gate;
      await route.continue();
    },
  );
  return release;
}

/** Opens `url` without waiting for its (held) scripts, and checks that the page has not hydrated. */
async function openUnhydrated(page: Page, url: string) {
  await page.goto(url, { waitUntil: 'domcontentloaded' });
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');
}

async function hydrate(page: Page, release: () => void) {
  expect(await page.locator('html').getAttribute('data-hydrated')).toBeNull();
  release();
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

test('the search box keeps a term typed before hydration, and submitting it lands on ?q=<term>', async ({ page }) => {
  const labels = { label: 'খুঁজুন', clear: 'লেখা মুছুন' }; // messages/bn.json, search
  const release = await holdScripts(page);
  await openUnhydrated(page, `${bn}/search`);
  const box = page.getByRole('main').getByRole('search').getByRole('searchbox', { name: labels.label });
  await box.fill('জেলা নদী');

  await hydrate(page, release);
  await expect(box).toHaveValue('জেলা নদী');
  // The clear button follows what is in the box, typed before hydration included.
  await expect(page.getByRole('main').getByRole('search').getByRole('button', { name: labels.clear })).toBeVisible();
  await box.press('Enter');
  await expect(page).toHaveURL(`${bn}/search?q=${encodeURIComponent('জেলা নদী')}`);
  await expect(page.locator('h1')).toHaveText('অনুসন্ধান: জেলা নদী');
});

test('the sign-up form keeps every field typed before hydration, and signing up sends the code to that address', async ({ page }) => {
  const email = freshEmail('before-hydration');
  const release = await holdScripts(page);
  await openUnhydrated(page, `${en}/sign-up`);
  const typed = { Name: 'Rina Das', Email: email, Password: PASSWORD, 'Confirm password': PASSWORD };
  for (const [label, value] of Object.entries(typed)) await page.getByLabel(label, { exact: true }).fill(value);

  await hydrate(page, release);
  for (const [label, value] of Object.entries(typed)) await expect(page.getByLabel(label, { exact: true })).toHaveValue(value);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByText(`We sent a code and a link to ${email}`)).toBeVisible();
});

/**
 * A member of `tag`, and a second browser (the reader) on the English sign-in page, coming back to My Account, with
 * its scripts held and the address and `password` typed into the server-rendered form.
 */
async function unhydratedSignIn(page: Page, browser: Browser, tag: string, password: string) {
  const email = await signedInMember(page, en, tag);
  const context = await browser.newContext();
  const reader = await context.newPage();
  const release = await holdScripts(reader);
  await openUnhydrated(reader, `${en}/sign-in?redirect=%2Fprofile`);
  await reader.getByLabel('Email', { exact: true }).fill(email);
  await reader.getByLabel('Password', { exact: true }).fill(password);
  return { email, context, reader, release };
}

/** Presses "Sign in" and lands signed in on My Account. */
async function signsIn(reader: Page) {
  await reader.getByRole('button', { name: 'Sign in', exact: true }).click();
  await reader.waitForURL(`${en}/profile`);
  await expect(reader.getByTestId('profile-name')).toHaveText('Rina Das');
}

test('the sign-in form keeps the email and password typed before hydration, and signs in with them', async ({ page, browser }) => {
  const { email, context, reader, release } = await unhydratedSignIn(page, browser, 'before-hydration-in', PASSWORD);

  await hydrate(reader, release);
  await expect(reader.getByLabel('Email', { exact: true })).toHaveValue(email);
  await expect(reader.getByLabel('Password', { exact: true })).toHaveValue(PASSWORD);
  await signsIn(reader);
  await context.close();
});

test('a wrong password sent before hydration comes back with the address still filled in; hydrated, the right password signs in', async ({ page, browser }) => {
  const { email, context, reader, release } = await unhydratedSignIn(page, browser, 'before-hydration-wrong', 'wrong7pass');
  // No script yet: the browser posts the form itself, and the server sends it back to the sign-in page.
  await reader.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(reader).toHaveURL(`${en}/sign-in?redirect=%2Fprofile&error=invalidCredentials`);
  await expect(reader.getByText('Wrong email or password')).toBeVisible();

  await hydrate(reader, release);
  await expect(reader.getByLabel('Email', { exact: true })).toHaveValue(email);
  await reader.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await signsIn(reader);
  await context.close();
});

test('the sign-in form keeps the way to sign in that was picked before hydration', async ({ page }) => {
  const release = await holdScripts(page);
  await openUnhydrated(page, `${en}/sign-in`);
  await page.getByLabel('With a sign-in link').check();
  await page.getByLabel('Email', { exact: true }).fill('reader@example.com');

  await hydrate(page, release);
  await expect(page.getByLabel('With a sign-in link')).toBeChecked();
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue('reader@example.com');
  // The form follows the choice: no password field, and the button sends the link.
  await expect(page.getByLabel('Password', { exact: true })).toHaveCount(0);
});

test('the change-password form keeps the passwords typed before hydration, and changing the password with them works', async ({ page }) => {
  await signedInMember(page, en, 'before-hydration-change');
  const release = await holdScripts(page);
  await openUnhydrated(page, `${en}/change-password`);
  const typed = { 'Current password': PASSWORD, 'New password': 'delta9harbour', 'Confirm password': 'delta9harbour' };
  for (const [label, value] of Object.entries(typed)) await page.getByLabel(label, { exact: true }).fill(value);

  await hydrate(page, release);
  for (const [label, value] of Object.entries(typed)) await expect(page.getByLabel(label, { exact: true })).toHaveValue(value);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: /\S/ })).toHaveText('Your password has been changed. Other devices were signed out.');
});

test('the report form keeps the text and photo given before hydration, offers to send only once it can, and sends them', async ({ page }) => {
  const email = await signedInMember(page, en, 'before-hydration-report');
  const release = await holdScripts(page);
  await openUnhydrated(page, `${en}/submit`);
  const form = page.locator('[data-component="report-form"]');
  const typed = { Headline: `Flood water reaches the school ${Date.now()}`, 'What happened': 'The river rose a metre overnight.', 'Place (district, upazila or area)': 'Chilmari, Kurigram' };
  for (const [label, value] of Object.entries(typed)) await form.getByLabel(label, { exact: true }).fill(value);
  await form.getByLabel(/^Photos/).setInputFiles({ name: 'river.png', mimeType: 'image/png', buffer: PNG });
  // Before hydration the send button cannot send (nor can Enter post the form natively, text and all, to the page's address).
  await expect(form.getByRole('button', { name: 'Send', exact: true })).toBeDisabled();

  await hydrate(page, release);
  for (const [label, value] of Object.entries(typed)) await expect(form.getByLabel(label, { exact: true })).toHaveValue(value);
  await expect(form.getByText('1 photos chosen')).toBeVisible();
  await expect(form.getByText(`You are sending as ${email}.`)).toBeVisible();
  const answer = page.waitForResponse((response) => response.url().endsWith('/api/auth/v1/submissions') && response.request().method() === 'POST');
  await form.getByRole('button', { name: 'Send', exact: true }).click();
  expect((await answer).status()).toBe(201);
  await expect(page.getByRole('status').filter({ hasText: 'Thank you! Your report has reached us' })).toBeVisible();
});

test('a story offers its share button only once the button works, keeping its place, and the first tap opens the panel', async ({ page, request }) => {
  const path = await storyPathOf(request, bn, 'text');
  const release = await holdScripts(page);
  await openUnhydrated(page, `${bn}${path}`);
  // Before hydration a tap on it went nowhere (a CI run lost one): it is in the page, hidden, its room kept.
  const held = page.locator('[data-component="share-panel"] > button');
  await expect(held).toBeAttached();
  await expect(held).toBeHidden();
  expect((await held.boundingBox())?.height).toBeGreaterThan(0);

  await hydrate(page, release);
  const toggle = page.getByRole('button', { name: 'শেয়ার' }); // messages/share.json, toggle
  await expect(toggle).toBeVisible();
  await toggle.click();
  await expect(page.getByRole('group', { name: 'খবরটি শেয়ার করুন' })).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
});

test('before hydration the header offers the search page by a link and holds the menu button back in its place; once hydrated both open at the first tap', async ({ page }) => {
  const release = await holdScripts(page);
  await openUnhydrated(page, `${bn}/`);
  const header = page.locator('header').first();
  const menu = header.locator('[data-component="hamburger"]');
  await expect(menu).toBeAttached();
  await expect(menu).toBeHidden();
  const room = await menu.boundingBox();
  expect(room?.width).toBeGreaterThan(0);
  // A tap on the search toggle before the scripts come is not lost: it goes to the search page, whose box needs no script.
  const search = header.locator('[data-component="header-search"]');
  await expect(search.getByRole('link', { name: 'খুঁজুন', exact: true })).toHaveAttribute('href', '/search');

  await hydrate(page, release);
  await expect(menu).toBeVisible();
  expect(await menu.boundingBox()).toEqual(room);
  await search.getByRole('button', { name: 'খুঁজুন', exact: true }).click();
  await expect(page.locator('#header-search-panel').getByRole('searchbox')).toBeFocused();
  await menu.click();
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('a form nothing answers natively keeps what was typed and offers to send only once it can: forgot password', async ({ page }) => {
  const release = await holdScripts(page);
  await openUnhydrated(page, `${en}/forgot-password`);
  await page.getByLabel('Email', { exact: true }).fill('nobody-before-hydration@example.com');
  // Enabled, a press would post the form to the page itself and lose the address.
  await expect(page.getByRole('button', { name: 'Send reset email' })).toBeDisabled();

  await hydrate(page, release);
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue('nobody-before-hydration@example.com');
  await page.getByRole('button', { name: 'Send reset email' }).click();
  await expect(page.getByText('If an account exists for nobody-before-hydration@example.com')).toBeVisible();
});

test('a video is a link to it on YouTube before hydration, and once hydrated plays in place at the first tap', async ({ page, request }) => {
  const path = await storyPathOf(request, en, 'video');
  const release = await holdScripts(page);
  await openUnhydrated(page, `${en}${path}`);
  const facade = page.locator('[data-component="youtube-facade"]').first();
  await expect(facade.getByRole('link', { name: /^Play video:/ })).toHaveAttribute('href', /^https:\/\/www\.youtube\.com\/(watch\?v=|shorts\/)[\w-]{11}$/);
  await expect(page.locator('iframe[src*="youtube"]')).toHaveCount(0);

  await hydrate(page, release);
  await facade.getByRole('button', { name: /^Play video:/ }).click();
  await expect(facade.locator('iframe[src*="youtube-nocookie.com/embed/"]')).toHaveCount(1);
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('the header’s search toggle is a link to the search page', async ({ page }) => {
    await page.goto(`${en}/`);
    await page.locator('[data-component="header-search"]').getByRole('link').click();
    await expect(page).toHaveURL(`${en}/search`);
    await expect(page.getByRole('main').getByRole('search').getByRole('searchbox')).toBeVisible();
  });

  test('the search box GETs /search with q and the server answers with the results', async ({ page }) => {
    await page.goto(`${en}/search`);
    const box = page.getByRole('main').getByRole('search').getByRole('searchbox');
    await box.fill('river');
    await box.press('Enter');
    await expect(page).toHaveURL(`${en}/search?q=river`);
    await expect(page.locator('h1')).toContainText('river');
  });

  test('the search page’s box sends the term as typed with the filters chosen, and lands where its script would have gone', async ({ page }) => {
    await page.goto(`${bn}/search?q=${encodeURIComponent('ঢাকা')}&type=video`);
    const box = page.getByRole('main').getByRole('search').getByRole('searchbox');
    await box.fill('   নদী   ');
    await box.press('Enter');
    await expect(page).toHaveURL(`${bn}/search?q=${encodeURIComponent('নদী')}&type=video`);
    await expect(page.locator('h1')).toHaveText('অনুসন্ধান: নদী');
    // An empty term removes q and keeps the filter, as the script does.
    await page.getByRole('main').getByRole('search').getByRole('searchbox').fill('  ');
    await page.getByRole('main').getByRole('button', { name: 'খুঁজুন' }).click();
    await expect(page).toHaveURL(`${bn}/search?type=video`);
    await expect(page.locator('h1')).toHaveText('অনুসন্ধান');
  });

  test('the sign-in form posts to the sign-in call, never putting the password in the address', async ({ page }) => {
    await page.goto(`${en}/sign-in`);
    await page.getByLabel('Email', { exact: true }).fill('reader@example.com');
    await page.getByLabel('Password', { exact: true }).fill('river7boat');
    const [request] = await Promise.all([page.waitForRequest((sent) => sent.isNavigationRequest() && sent.method() === 'POST'), page.getByRole('button', { name: 'Sign in', exact: true }).click()]);
    expect(request.url()).toBe(`${en}/api/auth/v1/login`);
    // No such member: back on the sign-in page with the message, and nothing typed in the address.
    await expect(page).toHaveURL(`${en}/sign-in?error=invalidCredentials`);
    await expect(page.getByRole('alert')).toHaveText('Wrong email or password');
    expect(page.url()).not.toContain('river7boat');
  });
});
