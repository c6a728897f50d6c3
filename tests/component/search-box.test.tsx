import { fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { HeaderSearch } from '@/components/header/header-search.client';
import { SearchBox } from '@/components/search/search-box.client';
import { searchBoxLabels } from '@/lib/i18n/search-labels';
import { settleDocument } from './setup';

const { push } = vi.hoisted(() => ({ push: vi.fn() }));
vi.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));

const labels = searchBoxLabels('bn');

// A search before the document has settled is a page load (tests/e2e/navigation.spec.ts); these are the client navigations after it.
beforeAll(settleDocument);

function at(address: string) {
  window.history.replaceState(null, '', address);
}

function search(term: string) {
  fireEvent.change(screen.getByRole('searchbox', { name: labels.label }), { target: { value: term } });
  fireEvent.click(screen.getByRole('button', { name: labels.submit }));
}

describe('SearchBox', () => {
  beforeEach(() => {
    push.mockClear();
    at('/');
  });

  it('shows its placeholder in the site language, in the variant asked for', () => {
    const { container } = render(<SearchBox labels={searchBoxLabels('en')} variant="mobile" />);
    expect(screen.getByRole('searchbox', { name: 'Search' }).getAttribute('placeholder')).toBe('Search the news');
    expect(container.querySelector('form[data-component="search-box"][data-variant="mobile"][role="search"]')).not.toBeNull();
  });

  it('trims the term and URI-encodes it into q', () => {
    render(<SearchBox labels={labels} />);
    search('   ঢাকা মেট্রো & রেল  ');
    expect(push).toHaveBeenCalledWith(`/search?q=${encodeURIComponent('ঢাকা মেট্রো & রেল')}`);
  });

  it('keeps the other parameters when already on /search, but not the old page of results', () => {
    at('/search?q=old&type=video&sort=latest-published&page=3');
    render(<SearchBox labels={labels} initialQuery="old" />);
    search('নতুন');
    expect(push).toHaveBeenCalledWith(`/search?q=${encodeURIComponent('নতুন')}&type=video&sort=latest-published`);
  });

  it('does not carry parameters over from other pages', () => {
    at('/bangladesh?page=2');
    render(<SearchBox labels={labels} />);
    search('dhaka');
    expect(push).toHaveBeenCalledWith('/search?q=dhaka');
  });

  it('removes q when the term is empty', () => {
    at('/search?q=old&type=video');
    render(<SearchBox labels={labels} initialQuery="old" />);
    search('   ');
    expect(push).toHaveBeenCalledWith('/search?type=video');
  });

  it('shows the clear button only while the input has text', () => {
    render(<SearchBox labels={labels} />);
    const input = screen.getByRole('searchbox', { name: labels.label }) as HTMLInputElement;
    expect(screen.queryByRole('button', { name: labels.clear })).toBeNull();
    fireEvent.change(input, { target: { value: 'বন্যা' } });
    fireEvent.click(screen.getByRole('button', { name: labels.clear }));
    expect(input.value).toBe('');
    expect(document.activeElement).toBe(input);
    expect(screen.queryByRole('button', { name: labels.clear })).toBeNull();
  });

  it('blurs the focused input when it mounts', () => {
    const other = document.createElement('input');
    document.body.append(other);
    other.focus();
    render(<SearchBox labels={labels} />);
    expect(document.activeElement).not.toBe(other);
    other.remove();
  });
});

describe('HeaderSearch', () => {
  const headerLabels = { toggle: 'Open search', close: 'Close search', box: labels };

  it('is a link to the search page until the page has hydrated, then a button', async () => {
    render(<HeaderSearch labels={headerLabels} />);
    expect(screen.getByRole('link', { name: 'Open search' }).getAttribute('href')).toBe('/search');
    expect(await screen.findByRole('button', { name: 'Open search' })).toBeTruthy();
  });

  it('puts the cursor in the box it opens, and Escape closes it and returns to the button', async () => {
    render(<HeaderSearch labels={headerLabels} />);
    const toggle = await screen.findByRole('button', { name: 'Open search' });
    fireEvent.click(toggle);
    const input = screen.getByRole('searchbox', { name: labels.label });
    expect(document.activeElement).toBe(input);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(screen.queryByRole('searchbox')).toBeNull();
    expect(document.activeElement).toBe(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });
});
