import { screen } from '@testing-library/react';
import { Profiler } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CookieConsentBanner } from '@/components/consent/cookie-consent.client';
import { HeaderSearch } from '@/components/header/header-search.client';
import { searchBoxLabels } from '@/lib/i18n/search-labels';
import { afterHydration, hydrateServerHtml } from './setup';

vi.mock('next/navigation', () => ({ usePathname: () => '/', useRouter: () => ({ push: vi.fn() }) }));

/*
 * Right after hydrating, React runs every island's effects in one task, the page's longest on a
 * slow phone. The islands that wait for hydration (useHydrated) and the banner, which must read
 * the consent cookie, change what they show in the task after it, not inside it.
 */
describe('the task after hydration', () => {
  it('is where the islands that wait for hydration re-render, and where a new reader is first asked about cookies', async () => {
    let commits = 0;
    const page = (
      <Profiler id="page" onRender={() => commits++}>
        <HeaderSearch labels={{ toggle: 'Open search', close: 'Close search', box: searchBoxLabels('en') }} />
        <CookieConsentBanner label="Cookie notice" text="By using this site, you agree." ok="OK" decline="No thanks" />
      </Profiler>
    );
    const remove = await hydrateServerHtml(page);
    // Hydration is the one commit of its task: the search is still the server's link, and no banner yet.
    expect(commits).toBe(1);
    expect(screen.getByRole('link', { name: 'Open search' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Cookie notice' })).toBeNull();
    await afterHydration();
    expect(commits).toBe(2);
    expect(screen.getByRole('button', { name: 'Open search' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Cookie notice' })).toBeTruthy();
    remove();
  });
});
