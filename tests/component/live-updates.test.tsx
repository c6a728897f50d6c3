import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { LiveUpdates } from '@/components/story/live-updates.client';
import { server } from './setup';

const RENDERED_AT = Date.parse('2026-11-22T06:00:00Z');
const labels = { newUpdates: 'এই লাইভ ব্লগে নতুন হালনাগাদ এসেছে।', show: 'দেখুন' };

function answerLastPublished(at: number) {
  server.use(http.get('*/api/v1/stories/42', () => HttpResponse.json({ story: { 'last-published-at': at } })));
}

describe('LiveUpdates', () => {
  it('announces new updates politely once the live blog has changed', async () => {
    answerLastPublished(RENDERED_AT + 60_000);
    const { container } = render(<LiveUpdates storyId={42} renderedAt={RENDERED_AT} labels={labels} intervalMs={20} />);
    expect(await screen.findByText(labels.newUpdates, {}, { timeout: 2000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: labels.show })).toBeTruthy();
    expect(container.querySelector('[aria-live="polite"]')).not.toBeNull();
  });

  it('stays silent while nothing new has been published', async () => {
    answerLastPublished(RENDERED_AT);
    render(<LiveUpdates storyId={42} renderedAt={RENDERED_AT} labels={labels} intervalMs={20} />);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(screen.queryByText(labels.newUpdates)).toBeNull();
  });
});
