import { expect, test } from '@playwright/test';
import { freshEmail, mailTo, PASSWORD, signedInMember } from './helpers/accounts';
import { PORT } from './helpers/editions';
import { storyPathOf } from './helpers/stories';

// Issue 22: with JavaScript off, the basic actions still work: the browser posts each form itself and the server
// answers with the next page (lib/http/form-post.ts). Nothing a reader typed may show up in an address.

const bn = `http://localhost:${PORT}`;
const en = `http://en.localhost:${PORT}`;

test.use({ javaScriptEnabled: false });

test('a reader signs up, types the mailed code on the sign-in page, and lands signed in where they were going', async ({ page }) => {
  const email = freshEmail('no-js-sign-up');
  const addresses: string[] = [];
  page.on('request', (sent) => addresses.push(sent.url()));
  await page.goto(`${en}/sign-up?redirect=%2Fprofile`);
  await page.getByLabel('Name', { exact: true }).fill('Rina Das');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password', { exact: true }).fill(PASSWORD);
  const since = Date.now();
  await page.getByRole('button', { name: 'Sign up' }).click();

  await expect(page).toHaveURL(`${en}/sign-in?redirect=%2Fprofile&sent=sign-up`);
  await expect(page.getByRole('status').filter({ hasText: /\S/ })).toHaveText('We sent a code and a link to your email address. Enter the address and the code below to confirm it.');
  const { code } = await mailTo(email, since);
  // The address typed on the sign-up page is filled in on the code step (an HttpOnly cookie, not the address bar).
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
  await page.getByLabel('6-digit code').fill(code);
  await page.getByRole('button', { name: 'Sign in with code' }).click();

  await expect(page).toHaveURL(`${en}/profile`);
  await expect(page.getByTestId('profile-name')).toHaveText('Rina Das');
  for (const address of addresses) {
    expect(address).not.toContain(encodeURIComponent(email));
    expect(address).not.toContain(PASSWORD);
    expect(address).not.toContain(code);
  }
});

test('a wrong password comes back to the Bengali sign-in page with its message; the right one signs in', async ({ page, browser }) => {
  const email = await signedInMember(page, bn, 'no-js-sign-in');
  const context = await browser.newContext({ javaScriptEnabled: false });
  const reader = await context.newPage();
  await reader.goto(`${bn}/sign-in?redirect=%2Fprofile`);
  await reader.getByLabel('ইমেইল', { exact: true }).fill(email);
  await reader.getByLabel('পাসওয়ার্ড', { exact: true }).fill('wrong-horse-9');
  await reader.getByRole('button', { name: 'লগইন', exact: true }).click();

  await expect(reader).toHaveURL(`${bn}/sign-in?redirect=%2Fprofile&error=invalidCredentials`);
  await expect(reader.getByRole('alert')).toHaveText('ইমেইল বা পাসওয়ার্ড ভুল');
  // The address comes back filled in; only the password is typed again.
  await expect(reader.getByLabel('ইমেইল', { exact: true })).toHaveValue(email);
  await expect(reader.getByLabel('পাসওয়ার্ড', { exact: true })).toHaveValue('');
  await reader.getByLabel('পাসওয়ার্ড', { exact: true }).fill(PASSWORD);
  await reader.getByRole('button', { name: 'লগইন', exact: true }).click();
  await expect(reader).toHaveURL(`${bn}/profile`);
  await expect(reader.getByTestId('profile-email')).toHaveText(email);
  // Signed in, the kept address is forgotten: the next sign-in page starts empty.
  expect((await context.cookies(bn)).map((cookie) => cookie.name)).not.toContain('alokpat-typed');
  await context.close();
});

test('a signed-in member posts a comment from the story page and is told it awaits moderation', async ({ page, browser, request }) => {
  const email = await signedInMember(page, en, 'no-js-comment');
  const story = await storyPathOf(request, en, 'text');
  const context = await browser.newContext({ javaScriptEnabled: false });
  const reader = await context.newPage();
  await reader.goto(`${en}/sign-in`);
  await reader.getByLabel('Email', { exact: true }).fill(email);
  await reader.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await reader.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(reader).toHaveURL(`${en}/`);

  await reader.goto(`${en}${story}`);
  await reader.getByLabel('Your comment').fill('The new embankment held this monsoon.');
  await reader.getByRole('button', { name: 'Post comment' }).click();
  await expect(reader).toHaveURL(`${en}/my-comments?comment=pending`);
  await expect(reader.getByRole('status').filter({ hasText: /\S/ })).toHaveText('Thank you. Your comment will appear once a moderator approves it.');
  await context.close();
});

test('a reader who is not signed in and posts a comment is sent to sign in, coming back to the story', async ({ page, request }) => {
  const story = await storyPathOf(request, en, 'text');
  await page.goto(`${en}${story}`);
  // The thread never loads without JavaScript: no "Loading…" line that never ends, only the form.
  const comments = page.locator('[data-component="comments-slot"]');
  await expect(comments.getByLabel('Your comment')).toBeVisible();
  await expect(comments.getByText('Loading comments…')).toBeHidden();
  await page.getByLabel('Your comment').fill('Hello');
  await page.getByRole('button', { name: 'Post comment' }).click();
  await expect(page).toHaveURL(`${en}/sign-in?redirect=${encodeURIComponent(`${story}#comments`)}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Sign in');
});

test('the Bengali search box GETs /search and the server answers with the results page', async ({ page }) => {
  await page.goto(`${bn}/search`);
  const box = page.getByRole('main').getByRole('search').getByRole('searchbox', { name: 'খুঁজুন' });
  await box.fill('ঢাকা');
  await box.press('Enter');
  await expect(page).toHaveURL(`${bn}/search?q=${encodeURIComponent('ঢাকা')}`);
  await expect(page.locator('h1')).toHaveText('অনুসন্ধান: ঢাকা');
});

test('a sign-in form posted from another site is refused, and nobody is signed in', async ({ request }) => {
  const response = await request.post(`${bn}/api/auth/v1/login`, {
    headers: { Origin: 'https://evil.example', 'Content-Type': 'application/x-www-form-urlencoded' },
    data: 'email=reader%40example.com&password=river7boat',
    maxRedirects: 0,
  });
  expect(response.status()).toBe(403);
  expect(response.headers()['set-cookie'] ?? '').not.toContain('alokpat-session=');
});
