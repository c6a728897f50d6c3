import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { api, browserFetch, freshEmail, mailTo, PASSWORD, signedInMember } from './helpers/accounts';
import { PORT } from './helpers/editions';
import { AXE_TAGS } from './helpers/stories';

const bn = `http://localhost:${PORT}`;
const en = `http://en.localhost:${PORT}`;
const trust = `http://trust.localhost:${PORT}`;

async function fill(page: Page, fields: Record<string, string>) {
  for (const [label, value] of Object.entries(fields)) await page.getByLabel(label, { exact: true }).fill(value);
}

test.describe('sign-up', () => {
  test('shows the spec validation messages next to the fields, in English and Bengali, with the header hidden', async ({ page }) => {
    await page.goto(`${en}/sign-up`);
    await expect(page.locator('[data-hide-header]')).toHaveCount(1);
    // The form's own field messages are the island's; before hydration the form posts natively and the server answers instead.
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await expect(page.locator('[data-component="site-header"]')).toBeHidden();
    await fill(page, { Email: 'x@y' });
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await expect(page.getByText('Please enter password')).toBeVisible();
    await expect(page.getByText('Please confirm your password')).toBeVisible();
    await fill(page, { Password: 'abc1' });
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByText('Password too short')).toBeVisible();
    await fill(page, { Password: 'abcdefghij', 'Confirm password': 'abcdefghij' });
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(
      page.getByText('Password you have entered is not strong enough. Please ensure your password uses combination of letters & numbers and is minimum 8 charcaters long'),
    ).toBeVisible();

    await page.goto(`${bn}/sign-up`);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await page.getByRole('button', { name: 'নিবন্ধন' }).click();
    await expect(page.getByText('অনুগ্রহ করে পাসওয়ার্ড লিখুন')).toBeVisible();
    await expect(page.getByText('অনুগ্রহ করে পাসওয়ার্ড নিশ্চিত করুন')).toBeVisible();
  });

  test('confirms the address with the mailed code and signs in; My Account is private and never cached', async ({ page }) => {
    const email = freshEmail('signup');
    await page.goto(`${en}/sign-up`);
    // The island says where the code went; a native post before hydration lands on the sign-in page's code step instead.
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await fill(page, { Name: 'Rina Das', Email: email, Password: PASSWORD, 'Confirm password': PASSWORD });
    const since = Date.now();
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByText(`We sent a code and a link to ${email}`)).toBeVisible();
    const mail = await mailTo(email, since);
    expect(mail.text).toContain('sign-in code');
    await fill(page, { '6-digit code': mail.code });
    await page.getByRole('button', { name: 'Sign in with code' }).click();
    await page.waitForURL(`${en}/`);
    const response = await page.goto(`${en}/profile`);
    expect(response?.headers()['cache-control']).toMatch(/private/);
    expect(response?.headers()['cache-control']).toMatch(/no-store/);
    await expect(page.getByTestId('profile-email')).toHaveText(email);
    await expect(page.getByText('Email verified')).toBeVisible();
    const session = (await page.context().cookies(en)).find((cookie) => cookie.name === 'alokpat-session');
    expect(session?.httpOnly).toBe(true);
    expect(session?.sameSite).toBe('Lax');
  });
});

test.describe('sign-in', () => {
  test('by password, with a wrong password refused first', async ({ page, browser }) => {
    const email = await signedInMember(page, en, 'password');
    const context = await browser.newContext();
    const reader = await context.newPage();
    await reader.goto(`${en}/sign-in?redirect=%2Fprofile`);
    await expect(reader.locator('[data-component="site-header"]')).toBeHidden();
    await fill(reader, { Email: email, Password: 'wrong7pass' });
    await reader.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(reader.getByText('Wrong email or password')).toBeVisible();
    await fill(reader, { Password: PASSWORD });
    await reader.getByRole('button', { name: 'Sign in', exact: true }).click();
    await reader.waitForURL(`${en}/profile`);
    await expect(reader.getByTestId('profile-name')).toHaveText('Rina Das');
    await context.close();
  });

  test('by one-time code, refusing a wrong code', async ({ page }) => {
    const email = freshEmail('code');
    await page.goto(`${bn}/sign-in`);
    await page.getByLabel('ওয়ান-টাইম কোড দিয়ে').check();
    await fill(page, { ইমেইল: email });
    const since = Date.now();
    await page.getByRole('button', { name: 'কোড পাঠান' }).click();
    await expect(page.getByText(`${email} ঠিকানায় ৬ অঙ্কের একটি কোড পাঠানো হয়েছে`)).toBeVisible();
    const { code, text } = await mailTo(email, since);
    expect(text).toContain('লগইনের কোড');
    await fill(page, { '৬ অঙ্কের কোড': code === '123456' ? '654321' : '123456' });
    await page.getByRole('button', { name: 'কোড দিয়ে লগইন' }).click();
    await expect(page.getByText('কোডটি ভুল অথবা মেয়াদ শেষ')).toBeVisible();
    await fill(page, { '৬ অঙ্কের কোড': code });
    await page.getByRole('button', { name: 'কোড দিয়ে লগইন' }).click();
    await page.waitForURL(`${bn}/`);
    await expect(page.locator('[data-component="login-control"][data-state="avatar"]')).toBeVisible();
  });

  test('by link: opening it only shows a button; the button signs in; the used link lands on token-consumed', async ({ page }) => {
    const email = freshEmail('link');
    await page.goto(`${en}/sign-in`);
    await page.getByLabel('With a sign-in link').check();
    await fill(page, { Email: email });
    const since = Date.now();
    await page.getByRole('button', { name: 'Send link' }).click();
    await expect(page.getByText(`We sent a sign-in link to ${email}`)).toBeVisible();
    const { link } = await mailTo(email, since);
    expect(link.startsWith(`${en}/verify-email?token=`)).toBe(true);
    await page.goto(link);
    await page.goto(link); // a mail scanner's visit uses nothing up
    expect((await api(page, en, 'GET', 'users/me')).status).toBe(401);
    await page.getByRole('button', { name: 'Confirm and sign in' }).click();
    await page.waitForURL(/#email-verified$/);
    await expect(page.getByRole('dialog')).toContainText('Email verified.');
    await page.goto(link);
    await page.waitForURL(/#token-consumed$/);
    await expect(page.getByRole('dialog')).toContainText('The verification link is already used.');
  });

  test('an unverified member sees Verify Email and the activation popup names the address', async ({ page }) => {
    const email = freshEmail('unverified');
    expect((await api(page, en, 'POST', 'users/sign-up', { email, password: PASSWORD })).status).toBe(200);
    expect((await api(page, en, 'POST', 'login', { email, password: PASSWORD })).status).toBe(200);
    await page.goto(`${en}/profile`);
    await expect(page.getByText('Email not verified')).toBeVisible();
    await page.locator('[data-component="account-page"]').getByRole('button', { name: 'Verify Email' }).click();
    await expect(page.getByRole('dialog')).toContainText(`We sent an activation email to ${email}. Please check your email box.`);
  });

  test("the header's Verify Email sends the activation mail, whose link verifies the address", async ({ page }) => {
    const email = freshEmail('header-verify');
    expect((await api(page, en, 'POST', 'users/sign-up', { email, password: PASSWORD })).status).toBe(200);
    expect((await api(page, en, 'POST', 'login', { email, password: PASSWORD })).status).toBe(200);
    await page.goto(`${en}/`);
    const since = Date.now();
    await page.locator('[data-component="site-header"]').getByRole('link', { name: 'Verify Email' }).click();
    await expect(page.getByRole('dialog')).toContainText(`We sent an activation email to ${email}.`);
    const { link } = await mailTo(email, since);
    await page.goto(link);
    // The confirmation is a client island; a page's scripts can start after the load event goto waits for.
    await page.waitForSelector('html[data-hydrated]');
    await page.getByRole('button', { name: 'Confirm and sign in' }).click();
    await page.waitForURL(`${en}/profile#email-verified`);
    await expect(page.getByText('Email verified', { exact: true })).toBeVisible();
  });

  test('a foreign redirect is refused by the API and ignored by the page', async ({ page }) => {
    const refused = await api(page, en, 'POST', 'users/send-verification-link', { email: freshEmail('evil'), 'redirect-url': '//evil.example/' });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe('That return address is not one of our sites');
    const email = await signedInMember(page, en, 'redirect');
    await page.context().clearCookies();
    await page.goto(`${en}/sign-in?redirect=%2F%2Fevil.example%2F`);
    await fill(page, { Email: email, Password: PASSWORD });
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(`${en}/`);
  });

  test('a state-changing call without the XSRF header is refused', async ({ page }) => {
    await signedInMember(page, en, 'csrf');
    expect((await api(page, en, 'GET', 'logout', undefined, { xsrf: false })).status).toBe(403);
    expect((await api(page, en, 'GET', 'users/me')).status).toBe(200);
  });
});

test.describe('passwords', () => {
  test('forgot, then reset with the mailed link; mismatched passwords and a reused link show messages', async ({ page }) => {
    const email = await signedInMember(page, en, 'reset-link');
    await page.context().clearCookies();
    await page.goto(`${en}/forgot-password`);
    await expect(page.locator('[data-component="site-header"]')).toBeHidden();
    await fill(page, { Email: email });
    const since = Date.now();
    await page.getByRole('button', { name: 'Send reset email' }).click();
    await expect(page.getByText(`If an account exists for ${email}`)).toBeVisible();
    const { link } = await mailTo(email, since);
    expect(link.startsWith(`${en}/reset-password?token=`)).toBe(true);
    await page.goto(link);
    await fill(page, { 'New password': 'lake9stone', 'Confirm password': 'lake9stones' });
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByText('The passwords do not match')).toBeVisible();
    await fill(page, { 'Confirm password': 'lake9stone' });
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByText('Your password has been changed. You can sign in now.')).toBeVisible();
    await page.goto(link);
    await fill(page, { 'New password': 'lake9stone', 'Confirm password': 'lake9stone' });
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByText('The link is already used.')).toBeVisible();
    expect((await api(page, en, 'POST', 'login', { email, password: 'lake9stone' })).status).toBe(200);
  });

  test('forgot, then reset with the mailed code', async ({ page }) => {
    const email = await signedInMember(page, bn, 'reset-code');
    await page.goto(`${bn}/forgot-password`);
    await fill(page, { ইমেইল: email });
    const since = Date.now();
    await page.getByRole('button', { name: 'রিসেট ইমেইল পাঠান' }).click();
    const { code, text } = await mailTo(email, since);
    expect(text).toContain('পাসওয়ার্ড রিসেটের কোড');
    await page.getByRole('link', { name: 'আমার কাছে কোড আছে' }).click();
    // A full page load: what is typed before the form hydrates would be lost, as for a reader on a slow phone.
    await page.waitForURL(/\/reset-password/);
    // The address the code went to is filled in from this tab's storage, not carried in the URL (which third-party tags record).
    expect(new URL(page.url()).search).toBe('');
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await expect(page.getByLabel('ইমেইল')).toHaveValue(email);
    await fill(page, { '৬ অঙ্কের কোড': code, 'নতুন পাসওয়ার্ড': 'lake9stone', 'পাসওয়ার্ড নিশ্চিত করুন': 'lake9stone' });
    await page.getByRole('button', { name: 'নতুন পাসওয়ার্ড ঠিক করুন' }).click();
    await expect(page.getByText('আপনার পাসওয়ার্ড বদলানো হয়েছে')).toBeVisible();
  });

  test('change password needs the current one and signs out the other devices', async ({ page, browser }) => {
    const email = await signedInMember(page, en, 'change');
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    expect((await api(otherPage, en, 'POST', 'login', { email, password: PASSWORD })).status).toBe(200);
    await page.goto(`${en}/change-password`);
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
    await fill(page, { 'Current password': 'wrong7pass', 'New password': 'lake9stone', 'Confirm password': 'lake9stone' });
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('The current password is wrong')).toBeVisible();
    await fill(page, { 'Current password': PASSWORD });
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Your password has been changed. Other devices were signed out.')).toBeVisible();
    expect((await api(page, en, 'GET', 'users/me')).status).toBe(200);
    expect((await api(otherPage, en, 'GET', 'users/me')).status).toBe(401);
    await other.close();
  });
});

test.describe('profile', () => {
  test('edit the name and upload a real avatar; a fake and an oversize picture are refused', async ({ page }) => {
    await signedInMember(page, en, 'avatar');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'alokpat-avatar-'));
    const real = path.join(dir, 'me.png');
    fs.writeFileSync(real, await sharp({ create: { width: 300, height: 300, channels: 3, background: '#2a6' } }).png().toBuffer());
    const fake = path.join(dir, 'fake.png');
    fs.writeFileSync(fake, '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const big = path.join(dir, 'big.jpg');
    fs.writeFileSync(big, Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(2 * 1024 * 1024 + 10)]));

    await page.goto(`${en}/profile/edit`);
    await fill(page, { Name: 'Rina Akter' });
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Saved')).toBeVisible();
    const input = page.locator('input[type=file]');
    await input.setInputFiles(fake);
    await expect(page.getByText('Please choose a PNG, JPEG or WebP picture')).toBeVisible();
    await input.setInputFiles(big);
    await expect(page.getByText('The picture must be at most 2 MB')).toBeVisible();
    await input.setInputFiles(real);
    await expect(page.getByText('Picture updated')).toBeVisible();
    const src = await page.locator('[data-component="edit-profile-form"] img').getAttribute('src');
    expect(src).toMatch(/^\/media\/avatars\/[0-9a-f]{32}\.webp$/);
    const served = await browserFetch(page, en, src as string, { xsrf: false });
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-type']).toBe('image/webp');
    await page.goto(`${en}/profile`);
    await expect(page.getByTestId('profile-name')).toHaveText('Rina Akter');
    fs.rmSync(dir, { recursive: true, force: true });
  });

  test('logout in one tab signs out the other tab', async ({ page, context }) => {
    await signedInMember(page, en, 'logout');
    await page.goto(`${en}/profile`);
    const other = await context.newPage();
    await other.goto(`${en}/profile/edit`);
    await expect(other.getByRole('button', { name: 'Logout' })).toBeVisible();
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(`${en}/`);
    await other.waitForURL(`${en}/`);
    await expect(other.locator('[data-component="login-control"][data-state="sign-in"]')).toBeVisible();
    expect((await api(page, en, 'GET', 'users/me')).status).toBe(401);
    expect((await context.cookies(en)).some((cookie) => cookie.name === 'alokpat-signed-in')).toBe(false);
  });
});

test('cross-brand: a reader signed in on the main brand signs in on trust in one click', async ({ page }) => {
  const email = await signedInMember(page, bn, 'cross');
  await page.goto(`${trust}/sign-in?redirect=%2Fprofile`);
  await page.getByRole('link', { name: /অ্যাকাউন্ট দিয়ে লগইন করুন/ }).click();
  await page.waitForURL(`${trust}/profile`);
  await expect(page.getByTestId('profile-email')).toHaveText(email);
});

// One test per width: fourteen full-page axe runs in one test passed or timed out by the machine's load.
for (const width of [375, 1280]) {
  test(`the account pages pass axe in both editions at ${width} px`, async ({ page }) => {
    await signedInMember(page, en, `axe${width}`);
    await page.setViewportSize({ width, height: 900 });
    for (const url of [`${bn}/sign-in`, `${en}/sign-up`, `${bn}/forgot-password`, `${en}/reset-password`, `${en}/profile`, `${en}/profile/edit`, `${en}/change-password`]) {
      await page.goto(url);
      expect((await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze()).violations, url).toEqual([]);
    }
  });
}
