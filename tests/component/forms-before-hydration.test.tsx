import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SignInForm } from '@/components/auth/sign-in-form.client';
import { SignUpForm } from '@/components/auth/sign-up-form.client';
import { authLabels } from '@/components/auth/labels';
import { SearchBox } from '@/components/search/search-box.client';
import { MESSAGES } from '@/lib/i18n/messages';
import { searchBoxLabels } from '@/lib/i18n/search-labels';
import { server, settleDocument } from './setup';

// Issue 22: the server's HTML arrives first and the reader types into it; hydration must keep what they typed and
// submitting must send it.

const { push } = vi.hoisted(() => ({ push: vi.fn() }));
vi.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));

const labels = authLabels(MESSAGES.en);
let root: Root | null = null;
let container: HTMLElement;

/** The server-rendered form in the page, not yet hydrated. */
function serverRender(element: ReactElement) {
  container = document.createElement('div');
  container.innerHTML = renderToString(element);
  document.body.append(container);
}

/** What a reader types before the JavaScript arrives: the DOM only, no React handler is listening yet. */
function typeBeforeHydration(label: string, value: string) {
  (screen.getByLabelText(label, { exact: true }) as HTMLInputElement).value = value;
}

async function hydrate(element: ReactElement) {
  await act(async () => {
    root = hydrateRoot(container, element);
  });
}

beforeEach(() => {
  push.mockClear();
  server.use(http.get('*/api/auth/v1/csrf', () => HttpResponse.json({ 'xsrf-token': 'token' })));
});

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  container.remove();
});

describe('forms typed into before hydration', () => {
  it('sign-up keeps every field and sends them', async () => {
    let sent: Record<string, unknown> | null = null;
    server.use(
      http.post('*/api/auth/v1/users/sign-up', async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({});
      }),
    );
    const form = <SignUpForm labels={labels} redirect="/" />;
    serverRender(form);
    const typed = { [labels.name]: 'Rina Das', [labels.email]: 'rina@example.com', [labels.password]: 'river7boat', [labels.confirmPassword]: 'river7boat' };
    for (const [label, value] of Object.entries(typed)) typeBeforeHydration(label, value);

    await hydrate(form);
    for (const [label, value] of Object.entries(typed)) expect((screen.getByLabelText(label, { exact: true }) as HTMLInputElement).value).toBe(value);
    fireEvent.click(screen.getByRole('button', { name: labels.signUp }));
    await waitFor(() => expect(sent).toMatchObject({ name: 'Rina Das', email: 'rina@example.com', password: 'river7boat', 'confirm-password': 'river7boat' }));
    expect(await screen.findByRole('status')).toHaveProperty('textContent', labels.signUpSent.replace('{email}', 'rina@example.com'));
  });

  it('sign-up still shows its validation messages next to the fields', async () => {
    const form = <SignUpForm labels={labels} redirect="/" />;
    serverRender(form);
    typeBeforeHydration(labels.email, 'x@y');
    await hydrate(form);
    fireEvent.click(screen.getByRole('button', { name: labels.signUp }));
    expect(await screen.findByText(labels.errors.emailInvalid)).not.toBeNull();
    expect(screen.getByText(labels.errors.passwordRequired)).not.toBeNull();
    expect((screen.getByLabelText(labels.email, { exact: true }) as HTMLInputElement).value).toBe('x@y');
  });

  it('sign-in keeps the email and password and sends them', async () => {
    let sent: Record<string, unknown> | null = null;
    server.use(
      http.post('*/api/auth/v1/login', async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ error: 'wrong' }, { status: 401 });
      }),
    );
    const form = <SignInForm labels={labels} redirect="/" />;
    serverRender(form);
    typeBeforeHydration(labels.email, 'rina@example.com');
    typeBeforeHydration(labels.password, 'river7boat');

    await hydrate(form);
    expect((screen.getByLabelText(labels.email, { exact: true }) as HTMLInputElement).value).toBe('rina@example.com');
    expect((screen.getByLabelText(labels.password, { exact: true }) as HTMLInputElement).value).toBe('river7boat');
    fireEvent.click(screen.getByRole('button', { name: labels.signIn }));
    await waitFor(() => expect(sent).toMatchObject({ email: 'rina@example.com', password: 'river7boat' }));
  });

  it('the search box keeps the term, shows its clear button and searches for it', async () => {
    const words = searchBoxLabels('en');
    const box = <SearchBox labels={words} />;
    serverRender(box);
    typeBeforeHydration(words.label, 'river');

    await hydrate(box);
    const input = screen.getByRole('searchbox', { name: words.label }) as HTMLInputElement;
    expect(input.value).toBe('river');
    expect(screen.getByRole('button', { name: words.clear })).not.toBeNull();
    settleDocument();
    fireEvent.click(screen.getByRole('button', { name: words.submit }));
    expect(push).toHaveBeenCalledWith('/search?q=river');
  });

  it('the search box is a native GET of /search with q', () => {
    serverRender(<SearchBox labels={searchBoxLabels('en')} />);
    const form = container.querySelector('form')!;
    expect(form.getAttribute('action')).toBe('/search');
    expect(form.getAttribute('method')).toBe('get');
    expect(form.querySelector('input')!.getAttribute('name')).toBe('q');
  });
});
