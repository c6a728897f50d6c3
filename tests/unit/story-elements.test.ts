import { describe, expect, it } from 'vitest';
import { decideStoryLayout } from '@/components/story/elements/layout';
import { prepareCards, renderStory } from '@/lib/content/prepare-cards';
import { safeEmbedUrl, safeFileUrl } from '@/lib/content/story-elements';
import { STORY_TEMPLATES } from '@/lib/content/story-types';

describe('prepareCards', () => {
  it('sanitises text once, on the server, into html', () => {
    const [card] = prepareCards([{ id: 'a', elements: [{ type: 'text', subtype: 'summary', text: '<p onclick="x()">ঠিক</p><script>alert(1)</script>' }] }]);
    expect(card.elements).toEqual([{ type: 'text', subtype: 'summary', html: '<p>ঠিক</p>' }]);
  });

  it('keeps relative and https file links, drops the rest', () => {
    expect(safeFileUrl('/media/demo/report.pdf')).toBe('/media/demo/report.pdf');
    expect(safeFileUrl('https://cdn.example/report.pdf')).toBe('https://cdn.example/report.pdf');
    for (const bad of ['javascript:alert(1)', '//evil.example/x.pdf', '/\\evil.example/x.pdf', 'data:text/html,x', 'http://plain.example/x.pdf']) expect(safeFileUrl(bad)).toBeNull();
    const [card] = prepareCards([{ id: 'a', elements: [{ type: 'file', url: '/media/a.pdf', name: 'a', size: 1 }, { type: 'file', url: 'javascript:alert(1)', name: 'b', size: 1 }] }]);
    expect(card.elements).toEqual([{ type: 'file', url: '/media/a.pdf', name: 'a', size: 1 }]);
  });

  it('frames embeds only from https and keeps only YouTube-shaped video ids', () => {
    expect(safeEmbedUrl('https://www.openstreetmap.org/export/embed.html')).not.toBeNull();
    expect(safeEmbedUrl('http://insecure.example')).toBeNull();
    const [card] = prepareCards([
      {
        id: 'a',
        elements: [
          { type: 'youtube-video', videoId: 'dQw4w9WgXcQ', title: 'ok' },
          { type: 'youtube-video', videoId: 'x"><script>', title: 'bad' },
          { type: 'embed', url: 'javascript:alert(1)', title: 'bad', height: 10 },
        ],
      },
    ]);
    expect(card.elements).toEqual([{ type: 'youtube-video', videoId: 'dQw4w9WgXcQ', title: 'ok' }]);
  });
});

describe('decideStoryLayout and renderStory', () => {
  it('gives every template a layout, the special ones their own', () => {
    expect(STORY_TEMPLATES.map((template) => [template, decideStoryLayout(template)])).toEqual([
      ['text', 'standard'],
      ['photo', 'standard'],
      ['video', 'standard'],
      ['live-blog', 'live-blog'],
      ['interview', 'standard'],
      ['shorts', 'vertical-video'],
      ['visual-story', 'visual-story'],
      ['listicle', 'standard'],
    ]);
  });

  it('names the update poll only for an open live blog', () => {
    const base = { id: 9, cards: [], lastPublishedAt: 1000 };
    expect(renderStory({ ...base, template: 'live-blog', isClosed: false }).live).toEqual({ storyId: 9, renderedAt: 1000 });
    expect(renderStory({ ...base, template: 'live-blog', isClosed: true }).live).toBeUndefined();
    expect(renderStory({ ...base, template: 'text', isClosed: false }).live).toBeUndefined();
  });
});
