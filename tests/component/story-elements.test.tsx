/**
 * One element renderer (issue 17): a story's elements look the same on the public page
 * (server-rendered StoryContent) and in the registered-only text (GatedText, which gets the
 * cards as JSON from /api/members/v1/stories/{id}/text and renders them in the browser).
 */
import { render, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeEach, describe, expect, it } from 'vitest';
import { GatedText } from '@/components/story/gated-text.client';
import { StoryContent } from '@/components/story/elements/layout';
import { renderStory } from '@/lib/content/prepare-cards';
import type { StoryCard, StoryTemplate } from '@/lib/content/story-types';
import { MESSAGES } from '@/lib/i18n/messages';
import { INITIAL_STATE, useSiteStore } from '@/lib/store/site-store';
import { server } from './setup';

const STORY_ID = 41;
const UPDATED = Date.parse('2026-11-22T06:00:00.000Z');

const CARDS: StoryCard[] = [
  {
    id: 'c1',
    publishedAt: '2026-11-22T05:00:00.000Z',
    elements: [
      { type: 'text', subtype: 'summary', text: '<p>সংক্ষেপ</p>' },
      { type: 'text', text: '<p onclick="steal()">ঢাকায় <strong>বৃষ্টি</strong> <a href="javascript:alert(1)">x</a> <a href="/bangladesh/other">ভেতরে</a></p><script>alert(1)</script>' },
      { type: 'title', text: 'উপশিরোনাম' },
      { type: 'image', 's3-key': 'demo/photo-001.jpg', width: 1200, height: 800, alt: 'নদীতীর', caption: 'ক্যাপশন', attribution: 'আলোকচিত্রী' },
    ],
  },
  {
    id: 'c2',
    publishedAt: '2026-11-22T05:30:00.000Z',
    elements: [
      { type: 'gallery', images: [{ 's3-key': 'demo/photo-002.jpg', width: 800, height: 600, alt: 'এক', caption: 'প্রথম' }, { 's3-key': 'demo/photo-003.jpg', width: 800, height: 600, alt: 'দুই' }] },
      { type: 'quote', text: 'উদ্ধৃতি', attribution: 'বক্তা' },
      { type: 'blockquote', text: 'ব্লক উদ্ধৃতি', attribution: 'সূত্র' },
      { type: 'also-read', text: 'আরও একটি খবর', storySlug: 'আরেক-খবর' },
      { type: 'youtube-video', videoId: 'dQw4w9WgXcQ', title: 'ভিডিও' },
      { type: 'youtube-video', videoId: '"><script>', title: 'ভুল আইডি' },
      { type: 'embed', url: 'https://www.openstreetmap.org/export/embed.html', title: 'মানচিত্র', height: 360 },
      { type: 'embed', url: 'http://insecure.example/embed', title: 'অনিরাপদ', height: 360 },
      { type: 'table', caption: 'সারণি', rows: [['ক', 'খ'], ['১', '২']] },
      { type: 'file', url: '/media/demo/report.pdf', name: 'প্রতিবেদন', size: 182_000 },
      { type: 'file', url: 'javascript:alert(1)', name: 'খারাপ', size: 10 },
      { type: 'text', subtype: 'question', text: '<p>প্রশ্ন?</p>' },
      { type: 'text', subtype: 'answer', text: '<p>উত্তর।</p>' },
    ],
  },
];

const storyOf = (template: StoryTemplate) => renderStory({ id: STORY_ID, template, cards: CARDS, isClosed: false, lastPublishedAt: UPDATED });

/**
 * Markup as the DOM serialises it, so server and browser rendering compare by content: attribute
 * case, void-tag slashes and inline-style spacing are the serialiser's, not the renderer's.
 */
function normalised(html: string): string {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  for (const element of holder.querySelectorAll<HTMLElement>('[style]')) element.style.cssText = element.style.cssText;
  return holder.innerHTML;
}

/** The public page's path: server-rendered from the prepared cards directly, as the story page does. */
function pageHtml(template: StoryTemplate): string {
  return normalised(renderToStaticMarkup(<StoryContent story={storyOf(template)} lang="bn" labels={MESSAGES.bn.story} />));
}

/**
 * A video's face as what it says, whichever element carries it: on the server's page, before its
 * scripts run, it is a link to the video on YouTube; the registered-only text is only ever rendered
 * in the browser, after hydration, where it is the play button (both are checked in the YouTube
 * test below).
 */
function facesAsText(html: string): string {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  for (const face of holder.querySelectorAll('[data-component="youtube-facade"]')) face.textContent = `[video: ${face.textContent}]`;
  return holder.innerHTML;
}

/** The registered-only path: the same builder's answer, through JSON, rendered by GatedText in the browser. */
async function gatedRender(template: StoryTemplate) {
  server.use(
    http.get(`*/api/members/v1/stories/${STORY_ID}/text`, () =>
      HttpResponse.json(JSON.parse(JSON.stringify({ access: { granted: true, grantReason: 'registered' }, meteringCount: 1, allowance: 3, ...storyOf(template) }))),
    ),
  );
  const view = render(
    <GatedText storyId={STORY_ID} lang="bn" labels={MESSAGES.bn.meter} storyLabels={MESSAGES.bn.story}>
      <p>notice</p>
    </GatedText>,
  );
  await waitFor(() => expect(view.container.querySelector('[data-component="story-body"], [data-component="visual-story"]')).not.toBeNull());
  return view.container;
}

const TEMPLATES: StoryTemplate[] = ['text', 'live-blog', 'visual-story', 'shorts', 'interview'];

describe('story elements: the page and the registered-only text render alike', () => {
  beforeEach(() => {
    useSiteStore.setState(INITIAL_STATE);
    document.cookie = 'alokpat-signed-in=1';
  });

  it.each(TEMPLATES)('the %s template gives the same HTML both ways', async (template) => {
    const page = pageHtml(template);
    const gated = await gatedRender(template);
    expect(facesAsText(normalised(gated.innerHTML))).toBe(facesAsText(page));
  });

  it('keeps relative file links and drops unsafe ones in the registered-only text', async () => {
    const gated = await gatedRender('text');
    const files = [...gated.querySelectorAll('[data-element="file"] a')];
    expect(files.map((link) => link.getAttribute('href'))).toEqual(['/media/demo/report.pdf']);
    expect(files[0].textContent).toContain('প্রতিবেদন');
    expect(gated.innerHTML).not.toContain('javascript:');
  });

  it('gives the YouTube facade (click to load) and drops an id that is not YouTube\'s in the registered-only text', async () => {
    const gated = await gatedRender('text');
    const facades = gated.querySelectorAll('[data-component="youtube-facade"]');
    expect(facades).toHaveLength(1);
    expect(facades[0].querySelector('button')?.textContent).toContain('ভিডিও চালান: ভিডিও');
    expect(gated.querySelector('iframe[src*="youtube"]')).toBeNull();
    expect(gated.innerHTML).not.toContain('ভুল আইডি');
    // The server's page, before its scripts run, offers the same video as a link to it on YouTube.
    const page = document.createElement('div');
    page.innerHTML = pageHtml('text');
    const links = [...page.querySelectorAll('[data-component="youtube-facade"] a')];
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['https://www.youtube.com/watch?v=dQw4w9WgXcQ']);
    expect(links[0].textContent).toContain('ভিডিও চালান: ভিডিও');
  });

  it('sets images through the image loader with a srcset in the registered-only text', async () => {
    const gated = await gatedRender('text');
    const images = [...gated.querySelectorAll('[data-element="image"] img, [data-element="gallery"] img')];
    expect(images).toHaveLength(3);
    for (const image of images) {
      expect(image.getAttribute('srcset')).toMatch(/\s\d+w/);
      expect(image.getAttribute('sizes')).toBeTruthy();
    }
    expect(images[0].getAttribute('alt')).toBe('নদীতীর');
  });

  it("sets a picture's credit apart from its caption by a dot that is seen and not read out", () => {
    const page = document.createElement('div');
    page.innerHTML = pageHtml('text');
    const caption = page.querySelector('[data-element="image"] figcaption');
    expect(caption?.textContent).toBe('ক্যাপশন · আলোকচিত্রী');
    expect(caption?.querySelector('[aria-hidden="true"]')?.textContent).toBe('·');
    expect(caption?.querySelector('[data-part="credit"]')?.textContent).toBe('আলোকচিত্রী');
  });

  it('keeps the live-blog template (timed updates in order) in the registered-only text', async () => {
    const gated = await gatedRender('live-blog');
    expect(gated.querySelector('[data-layout="live-blog"]')).not.toBeNull();
    const updates = [...gated.querySelectorAll('[data-part="update"]')];
    expect(updates.map((update) => update.id)).toEqual(['update-c1', 'update-c2']);
    expect(updates[0].querySelector('[data-part="update-time"] time')?.getAttribute('datetime')).toBe('2026-11-22T05:00:00Z');
  });

  it("dates a live blog's first update and the first of each earlier day, and gives the others their time alone", () => {
    const update = (id: string, publishedAt: string): StoryCard => ({ id, publishedAt, elements: [{ type: 'text', text: `<p>${id}</p>` }] });
    // Newest first, as the page lists them; 18:00 UTC is midnight in Dhaka.
    const cards = [update('u3', '2026-11-23T03:10:00.000Z'), update('u2', '2026-11-23T02:00:00.000Z'), update('u1', '2026-11-22T17:30:00.000Z'), update('u0', '2026-11-22T09:04:00.000Z')];
    const story = renderStory({ id: STORY_ID, template: 'live-blog', cards, isClosed: true, lastPublishedAt: UPDATED });
    const page = document.createElement('div');
    page.innerHTML = renderToStaticMarkup(<StoryContent story={story} lang="bn" labels={MESSAGES.bn.story} />);
    const times = [...page.querySelectorAll('[data-part="update-time"] time')];
    expect(times.map((time) => time.textContent)).toEqual(['২৩ নভেম্বর ২০২৬, ০৯:১০', '০৮:০০', '২২ নভেম্বর ২০২৬, ২৩:৩০', '১৫:০৪']);
    // The machine-readable time stays whole on every update.
    expect(times.map((time) => time.getAttribute('datetime'))).toEqual(['2026-11-23T03:10:00Z', '2026-11-23T02:00:00Z', '2026-11-22T17:30:00Z', '2026-11-22T09:04:00Z']);
  });

  it('keeps the visual-story template (one swiped page per card) in the registered-only text', async () => {
    const gated = await gatedRender('visual-story');
    const story = gated.querySelector('[data-component="visual-story"]');
    expect(story).not.toBeNull();
    const pages = story?.querySelectorAll('li') ?? [];
    expect(pages).toHaveLength(2);
    expect(pages[0].getAttribute('aria-label')).toBe('পাতা ১ / ২');
    expect(pages[0].querySelector('img')?.getAttribute('srcset')).toBeTruthy();
    expect(gated.querySelector('[data-component="story-body"]')).toBeNull();
  });

  it('sets shorts upright both ways', async () => {
    const gated = await gatedRender('shorts');
    expect(gated.querySelector('[data-layout="vertical-video"] [data-component="youtube-facade"]')).not.toBeNull();
  });

  it('sanitises text on the server: no script, handler or javascript: link reaches either path', async () => {
    const page = pageHtml('text');
    const gated = (await gatedRender('text')).innerHTML;
    for (const html of [page, gated]) {
      expect(html).not.toContain('<script');
      expect(html).not.toContain('onclick');
      expect(html).not.toContain('javascript:');
      expect(html).toContain('<a href="/bangladesh/other">ভেতরে</a>');
      expect(html).not.toContain('insecure.example');
    }
  });
});
