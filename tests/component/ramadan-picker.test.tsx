import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as PickerModule from '@/components/ramadan/ramadan-times.client';
import { MESSAGES } from '@/lib/i18n/messages';
import { server } from './setup';

const CAPITAL = { key: 'Dhaka', name: 'ঢাকা', sehriOffset: 0, iftarOffset: 0 };
// Today and tomorrow: 04:58 and 17:15 in Dhaka (UTC+6).
const at = (date: string, hours: number, minutes: number) => Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)), hours - 6, minutes);
const today = new Date(Date.now() + 6 * 3_600_000).toISOString().slice(0, 10);
const days = [{ date: today, gregorian: 'আজ', hijri: '১ রমজান ১৪৪৮ হিজরি', sehri: at(today, 4, 58), iftar: at(today, 17, 15) }];
const ROWS = [
  { name: 'Dhaka', bnName: 'ঢাকা', division: 'Dhaka', sehriOffset: 0, iftarOffset: 0 },
  { name: 'Bandarban', bnName: 'বান্দরবান', division: 'Chattogram', sehriOffset: -7, iftarOffset: -8 },
  { name: 'Rajshahi', bnName: 'রাজশাহী', division: 'Rajshahi', sehriOffset: 7, iftarOffset: 8 },
];

// The picker keeps the districts for the tab (module memory): each test loads it afresh, as a new tab would.
let picker: typeof PickerModule;
const DISTRICT_STORAGE_KEY = 'ramadan-district';

function renderPicker() {
  const { RamadanPicker } = picker;
  return render(<RamadanPicker lang="bn" days={days} capital={CAPITAL} labels={MESSAGES.bn.ramadan} />);
}

describe('the Ramadan picker', () => {
  let asked = 0;
  beforeEach(async () => {
    asked = 0;
    window.localStorage.clear();
    vi.resetModules();
    picker = await import('@/components/ramadan/ramadan-times.client');
    expect(picker.DISTRICT_STORAGE_KEY).toBe(DISTRICT_STORAGE_KEY);
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows the capital first, then asks once for the districts and lists them in Bengali order', async () => {
    server.use(http.get('*/front-end/district-topics', () => (asked++, HttpResponse.json({ districts: ROWS }))));
    const { container } = renderPicker();
    expect(screen.getByRole('combobox')).toHaveProperty('value', 'Dhaka');
    // Naming the capital alone, it has nothing to offer yet.
    expect(screen.getByRole('combobox')).toHaveProperty('disabled', true);
    expect(screen.getByText('ভোর ৪:৫৮')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['ঢাকা', 'বান্দরবান', 'রাজশাহী']));
    expect(container.querySelector('[data-component="ramadan-times"]')?.hasAttribute('data-hydrated')).toBe(true);
    expect(screen.getByRole('combobox')).toHaveProperty('disabled', false);
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'Bandarban' } });
    expect(screen.getByText('ভোর ৪:৫১')).toBeTruthy();
    expect(screen.getByText('সন্ধ্যা ৫:০৭')).toBeTruthy();
    expect(window.localStorage.getItem(DISTRICT_STORAGE_KEY)).toBe('Bandarban');
    expect(asked).toBe(1);
  });

  it('asks once per tab: the next page with the widget lists the districts without asking again', async () => {
    server.use(http.get('*/front-end/district-topics', () => (asked++, HttpResponse.json({ districts: ROWS }))));
    const first = renderPicker();
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(3));
    first.unmount();
    renderPicker();
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(3));
    expect(asked).toBe(1);
  });

  it('shows a remembered district once the districts have come', async () => {
    window.localStorage.setItem(DISTRICT_STORAGE_KEY, 'Rajshahi');
    server.use(http.get('*/front-end/district-topics', () => HttpResponse.json({ districts: ROWS })));
    renderPicker();
    await waitFor(() => expect(screen.getByRole('combobox')).toHaveProperty('value', 'Rajshahi'));
    expect(screen.getByText('ভোর ৫:০৫')).toBeTruthy();
  });

  it('keeps the capital and its times when the districts cannot come, and says so in the log', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.get('*/front-end/district-topics', () => HttpResponse.json({ error: { code: 'unavailable' } }, { status: 503 })));
    const { container } = renderPicker();
    await waitFor(() => expect(logged).toHaveBeenCalledWith('Caught Exception', expect.any(Error)));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['ঢাকা']);
    expect(screen.getByRole('combobox')).toHaveProperty('disabled', true);
    expect(screen.getByText('ভোর ৪:৫৮')).toBeTruthy();
    expect(container.querySelector('[data-component="ramadan-times"]')?.hasAttribute('data-hydrated')).toBe(false);
  });

  it('asks again on the next page after a failure', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    // MSW tries the handler added last first: one refusal, then the districts.
    server.use(http.get('*/front-end/district-topics', () => (asked++, HttpResponse.json({ districts: ROWS }))));
    server.use(http.get('*/front-end/district-topics', () => (asked++, HttpResponse.json({ error: { code: 'unavailable' } }, { status: 503 })), { once: true }));
    const first = renderPicker();
    await waitFor(() => expect(asked).toBe(1));
    expect(screen.getAllByRole('option')).toHaveLength(1);
    first.unmount();
    renderPicker();
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(3));
    expect(asked).toBe(2);
  });
});
