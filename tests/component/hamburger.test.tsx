import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HamburgerMenuData } from '@/components/header/hamburger-menu';
import { server } from './setup';

// jsdom has <dialog> but not its modal methods: open and close it as the browser would.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.open = false;
    this.dispatchEvent(new Event('close'));
  };
});

const menu: HamburgerMenuData = {
  labels: { menu: 'মেনু', moreSections: 'আরও বিভাগ', followUs: 'আমাদের অনুসরণ করুন', apps: 'অ্যাপ ডাউনলোড করুন', android: 'অ্যান্ড্রয়েড অ্যাপ', ios: 'আইফোন অ্যাপ', initiatives: 'আমাদের অন্যান্য উদ্যোগ' },
  top: [{ id: 1, title: 'রাজনীতি', type: 'section', href: '/politics', external: false, children: [{ id: 2, title: 'সংসদ', type: 'section', href: '/parliament', external: false, children: [] }] }],
  bottom: [{ id: 3, title: 'চাকরি', type: 'section', href: '/jobs', external: false, children: [] }],
  footerLinks: [{ id: 4, title: 'আমাদের কথা', type: 'link', href: '/about', external: false, children: [] }],
  social: [{ network: 'facebook', href: 'https://www.facebook.com/alokpat', label: 'ফেসবুক' }],
  appStore: { android: 'https://play.google.com/store/apps/details?id=com.alokpat.news', ios: 'https://apps.apple.com/app/id1' },
  initiatives: [{ href: '/api/edition?brand=torun', name: 'তরুণ তরী' }],
};

const labels = { open: 'মেনু খুলুন', close: 'মেনু বন্ধ করুন', title: 'মেনু', loading: 'মেনু লোড হচ্ছে…', failed: 'মেনু লোড করা যায়নি। আবার চেষ্টা করুন।' };

let asked = 0;
function answerWith(status: number) {
  asked = 0;
  server.use(
    http.get('*/api/header/v1/menu', () => {
      asked += 1;
      return status === 200 ? HttpResponse.json(menu) : new HttpResponse(null, { status });
    }),
  );
}

/** The island remembers the menu for the tab: each test loads it afresh, as a new tab would. */
async function freshHamburger() {
  vi.resetModules();
  return (await import('@/components/header/hamburger.client')).Hamburger;
}

vi.mock('next/navigation', () => ({ usePathname: () => '/' }));

beforeEach(() => {
  asked = 0;
});

describe('Hamburger', () => {
  it('carries no menu in the page; a reader reaching for the button asks for it once, and opening shows it', async () => {
    answerWith(200);
    const Hamburger = await freshHamburger();
    render(<Hamburger labels={labels} />);
    expect(screen.queryByRole('dialog', { hidden: true })).toBeNull();
    expect(screen.queryByRole('link', { hidden: true })).toBeNull();
    expect(asked).toBe(0);

    const button = screen.getByRole('button', { name: labels.open });
    fireEvent.pointerEnter(button);
    fireEvent.focus(button);
    const dialog = await screen.findByRole('dialog', { hidden: true });
    expect(dialog).toHaveProperty('open', false);
    fireEvent.click(button);
    expect(dialog).toHaveProperty('open', true);
    const nav = await within(dialog).findByRole('navigation', { name: 'মেনু' });
    expect(within(nav).getByRole('link', { name: 'রাজনীতি' })).toHaveProperty('pathname', '/politics');
    expect(within(nav).getByRole('link', { name: 'সংসদ' })).toBeTruthy();
    expect(within(nav).getByText('আরও বিভাগ')).toBeTruthy();
    expect(within(nav).getByRole('link', { name: 'ফেসবুক' })).toHaveProperty('href', 'https://www.facebook.com/alokpat');
    expect(within(nav).getByRole('link', { name: 'তরুণ তরী' })).toHaveProperty('pathname', '/api/edition');
    expect(asked).toBe(1);
  });

  it('draws the menu it already has on the next page of the tab, without asking again', async () => {
    answerWith(200);
    const Hamburger = await freshHamburger();
    const first = render(<Hamburger labels={labels} />);
    fireEvent.click(screen.getByRole('button', { name: labels.open }));
    await screen.findByRole('navigation', { name: 'মেনু' });
    first.unmount();

    render(<Hamburger labels={labels} side />);
    expect(screen.getByRole('navigation', { name: 'মেনু', hidden: true }).className).toMatch(/side/);
    fireEvent.pointerDown(screen.getByRole('button', { name: labels.open }));
    expect(asked).toBe(1);
  });

  it('says the menu could not come, logs it, and asks again on the next open', async () => {
    answerWith(503);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const Hamburger = await freshHamburger();
    render(<Hamburger labels={labels} />);
    const button = screen.getByRole('button', { name: labels.open });
    fireEvent.click(button);
    expect((await screen.findByRole('alert')).textContent).toBe(labels.failed);
    expect(errors).toHaveBeenCalledWith('Caught Exception', expect.any(Error));
    errors.mockRestore();

    answerWith(200);
    act(() => screen.getByRole('button', { name: labels.close }).click());
    fireEvent.click(button);
    expect(await screen.findByRole('navigation', { name: 'মেনু' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(asked).toBe(1);
  });
});
