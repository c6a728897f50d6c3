import { act, fireEvent, render, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { SaveButton, SaveLabelsProvider } from '@/components/saves/save-button.client';
import { saveLabels } from '@/lib/i18n/save-labels';
import { encodedPath } from '@/lib/routes/paths';
import { INITIAL_STATE, useSiteStore } from '@/lib/store/site-store';
import { hydrateServerHtml, server } from './setup';

const labels = saveLabels('en');
const story = { url: '/city/rain-floods', story_id: 7 };

/** A card as the site draws one: the button is named by the card's headline, not by a copy of it, and takes its address from the headline's link. */
function Card({ target = story, headline = 'Rain floods the old town', id = 'headline-7' }) {
  return (
    <article>
      <h2>
        <a href={target.url} id={id}>
          {headline}
        </a>
      </h2>
      <SaveButton story={{ story_id: target.story_id }} headlineId={id} />
    </article>
  );
}

function signedInMember() {
  act(() => {
    useSiteStore.setState({ ...INITIAL_STATE });
    useSiteStore.getState().setMember({ email: 'rina@example.com', name: 'Rina', 'avatar-url': null, 'verification-status': 'verified' });
    useSiteStore.getState().setIntegrationToken('token-of-rina');
  });
}

/** The bookmark service agrees to every Save; `sent` is the last body a button posted. */
function serviceAgrees(): { sent: unknown } {
  const save: { sent: unknown } = { sent: null };
  server.use(
    http.post('*/api/members/v1/bookmarks/page', async ({ request }) => {
      save.sent = await request.json();
      return HttpResponse.json({ data: [] }, { status: 201 });
    }),
  );
  return save;
}

describe('SaveButton', () => {
  beforeEach(() => {
    server.use(http.get('*/api/members/v1/bookmarks/urls', () => HttpResponse.json({ data: [] })));
  });

  // First in the file: the saved paths are fetched once per page (module state), here still to come.
  it('keeps a Save made while the saved list is still loading, when the older list arrives', async () => {
    signedInMember();
    let releaseList: () => void = () => undefined;
    const listAsked = new Promise<void>((resolve) => {
      server.use(
        http.get('*/api/members/v1/bookmarks/urls', async () => {
          resolve();
          await new Promise<void>((release) => (releaseList = release));
          return HttpResponse.json({ data: [] });
        }),
        http.post('*/api/members/v1/bookmarks/page', () => HttpResponse.json({ data: [] }, { status: 201 })),
      );
    });
    render(<SaveButton story={story} labels={labels} />);
    await listAsked;
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(labels.savedNotice)).toBeTruthy();
    await act(async () => {
      releaseList();
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(screen.getByRole('button', { name: 'Saved' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('shows the story saved at once and announces it when the service agrees', async () => {
    signedInMember();
    const save = serviceAgrees();
    render(
      <SaveLabelsProvider labels={labels}>
        <Card />
      </SaveLabelsProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: /^Save\s*: Rain floods the old town$/ }));
    expect(screen.getByRole('button', { name: /^Saved\s*: Rain floods the old town$/ }).getAttribute('aria-pressed')).toBe('true');
    expect(await screen.findByText(labels.savedNotice)).toBeTruthy();
    expect(save.sent).toEqual({ url: story.url, metadata: story });
  });

  it("saves a card's story under its headline link's address, encoded as the service keeps it", async () => {
    signedInMember();
    const save = serviceAgrees();
    render(
      <SaveLabelsProvider labels={labels}>
        <Card target={{ url: '/dhaka/বৃষ্টিতে-জলাবদ্ধতা-9', story_id: 9 }} headline="বৃষ্টিতে জলাবদ্ধতা" id="headline-9" />
      </SaveLabelsProvider>,
    );
    fireEvent.click(await screen.findByRole('button', { name: /^Save\s*: বৃষ্টিতে জলাবদ্ধতা$/ }));
    expect(await screen.findByText(labels.savedNotice)).toBeTruthy();
    const url = `/dhaka/${encodeURIComponent('বৃষ্টিতে-জলাবদ্ধতা-9')}`;
    expect(save.sent).toEqual({ url, metadata: { url, story_id: 9 } });
  });

  it("takes its words from the page's provider, given once for every card", () => {
    signedInMember();
    const bengali = saveLabels('bn');
    render(
      <SaveLabelsProvider labels={bengali}>
        <Card />
        <Card target={{ url: '/city/other', story_id: 8 }} headline="Other" id="headline-8" />
      </SaveLabelsProvider>,
    );
    expect(screen.getAllByRole('button', { name: new RegExp(`^${bengali.save}`) })).toHaveLength(2);
  });

  it('rolls back and says so politely when saving fails', async () => {
    signedInMember();
    server.use(http.post('*/api/members/v1/bookmarks/page', () => HttpResponse.json({ error: 'down' }, { status: 500 })));
    render(<SaveButton story={story} labels={labels} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(labels.failed)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save' }).getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByRole('status').textContent).toBe(labels.failed);
  });

  it('asks an unverified member to verify their email instead of saving', async () => {
    act(() => {
      useSiteStore.setState({ ...INITIAL_STATE });
      useSiteStore.getState().setMember({ email: 'new@example.com', name: null, 'avatar-url': null, 'verification-status': 'unverified' });
      useSiteStore.getState().setIntegrationToken(null);
    });
    render(<SaveButton story={story} labels={labels} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(labels.verifyFirst)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save' }).getAttribute('aria-pressed')).toBe('false');
  });

  it("hydrates a page of cards in one pass, and a reader found signed out re-renders none of them", async () => {
    act(() => useSiteStore.setState({ ...INITIAL_STATE }));
    let commits = 0;
    const page = (
      <SaveLabelsProvider labels={labels}>
        <Profiler id="cards" onRender={() => commits++}>
          <Card />
          <Card target={{ url: '/city/বৃষ্টি-8', story_id: 8 }} headline="Rain" id="headline-8" />
          <Card target={{ url: '/city/other-9', story_id: 9 }} headline="Other" id="headline-9" />
        </Profiler>
      </SaveLabelsProvider>
    );
    const remove = await hydrateServerHtml(page);
    // Hydration is the one commit: a button whose first client render differed from the server's would add one.
    expect(commits).toBe(1);
    act(() => {
      useSiteStore.getState().setMember(null);
      useSiteStore.getState().setIntegrationToken(null);
    });
    expect(commits).toBe(1);
    // The headline's link still tells a saved story, once there are saves.
    act(() => useSiteStore.getState().setBookmarks([encodedPath('/city/বৃষ্টি-8')]));
    expect(screen.getByRole('button', { name: /^Saved\s*: Rain$/ }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: /^Save\s*: Other$/ }).getAttribute('aria-pressed')).toBe('false');
    remove();
  });
});
