import { fireEvent, render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { CommentThread } from '@/components/comments/comment-thread.client';
import { MESSAGES } from '@/lib/i18n/messages';
import { INITIAL_STATE, useSiteStore } from '@/lib/store/site-store';
import { server } from './setup';

const labels = MESSAGES.en.comments;

function record(id: number, text: string, status: 'approved' | 'pending' = 'approved') {
  return {
    id,
    type: 'comment',
    attributes: {
      body: { ops: [{ insert: text }] },
      status,
      created_at: '2026-11-22T06:00:00.000Z',
      updated_at: '2026-11-22T06:00:00.000Z',
      'editable-until': null,
      'parent-id': null,
      author: { name: 'Rina' },
      page: { id: 7, headline: 'A story', url: '/a-story' },
    },
    replies: [],
  };
}

function signIn() {
  useSiteStore.setState({ member: { loading: false, value: { email: 'r@example.com', name: 'Rina', 'avatar-url': null, 'verification-status': 'verified' } }, user: { jwt_token: 'token', bookmark: [], loading: false } });
}

describe('CommentThread', () => {
  beforeEach(() => useSiteStore.setState(INITIAL_STATE));

  it('renders HTML in a comment as the characters typed', async () => {
    useSiteStore.setState({ member: { loading: false, value: null } });
    server.use(http.get('*/api/members/v1/comments', () => HttpResponse.json({ data: [record(1, '<img src=x onerror=alert(1)>')], total: 1, page: 1, per_page: 20 })));
    const { container } = render(<CommentThread storyId={7} gated={false} lang="en" />);
    expect(await screen.findByText('<img src=x onerror=alert(1)>')).toBeTruthy();
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('link', { name: labels.signInToComment })).toBeTruthy();
  });

  it('shows the server’s error next to the labelled field, and the pending notice after posting', async () => {
    signIn();
    server.use(http.get('*/api/members/v1/comments', () => HttpResponse.json({ data: [], total: 0, page: 1, per_page: 20 })));
    render(<CommentThread storyId={7} gated={false} lang="en" />);
    const field = await screen.findByLabelText(labels.label);
    server.use(http.post('*/api/members/v1/comments', () => HttpResponse.json({ error: labels.errors.rateLimited, code: 'rateLimited' }, { status: 429 }), { once: true }));
    fireEvent.change(field, { target: { value: 'Hello' } });
    fireEvent.click(screen.getByRole('button', { name: labels.submit }));
    expect((await screen.findByRole('alert')).textContent).toBe(labels.errors.rateLimited);
    expect(field.getAttribute('aria-invalid')).toBe('true');

    server.use(http.post('*/api/members/v1/comments', () => HttpResponse.json({ data: record(2, 'Hello', 'pending') }, { status: 201 })));
    fireEvent.click(screen.getByRole('button', { name: labels.submit }));
    expect(await screen.findByText(labels.postedPending)).toBeTruthy();
    expect(screen.getByText(labels.pending)).toBeTruthy();
  });

  it('asks for the next page by the cursor of the last answer, and offers no more after the last page', async () => {
    useSiteStore.setState({ member: { loading: false, value: null } });
    const asked: (string | null)[] = [];
    server.use(
      http.get('*/api/members/v1/comments', ({ request }) => {
        const before = new URL(request.url).searchParams.get('before');
        asked.push(before);
        return before === null
          ? HttpResponse.json({ data: [record(3, 'Third'), record(2, 'Second')], total: 3, page: 1, per_page: 2, next: 'cursor-after-2' })
          : HttpResponse.json({ data: [record(1, 'First')], total: 3, page: 1, per_page: 2, next: null });
      }),
    );
    render(<CommentThread storyId={7} gated={false} lang="en" />);
    expect(await screen.findByText('Second')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: labels.more }));
    expect(await screen.findByText('First')).toBeTruthy();
    expect(asked).toEqual([null, 'cursor-after-2']);
    expect(screen.queryByRole('button', { name: labels.more })).toBeNull();
    expect(screen.getAllByRole('listitem').map((item) => item.getAttribute('data-comment-id'))).toEqual(['3', '2', '1']);
  });

  it('shows nothing on a registered-only story to an anonymous reader', () => {
    useSiteStore.setState({ member: { loading: false, value: null } });
    const { container } = render(<CommentThread storyId={7} gated lang="en" />);
    expect(container.textContent).toBe('');
  });
});
