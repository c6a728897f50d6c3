/**
 * The HTML of a registered-only story's text, for the authenticated call that serves it
 * to members and metered readers (lib/comments/http.ts). The same markup and data attributes
 * (`data-element`, `data-part`) as components/story/story-body.tsx, whose module styles them
 * (GatedText puts this HTML inside the body's class), built as a string on the server: text elements go
 * through the same sanitiser, every other value is escaped.
 */
import 'server-only';
import type { Lang } from '../brands/brands';
import { formatDateTime } from '../i18n/format';
import { getT } from '../i18n/messages';
import { sanitiseStoryHtml } from './sanitise';
import type { ImageRef, StoryCard, StoryElement } from './story-types';

const ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string | number): string {
  return String(value).replace(/[&<>"']/g, (char) => ESCAPES[char]);
}

function image(ref: ImageRef): string {
  return `<img src="/media/${escapeHtml(ref['s3-key'])}" alt="${escapeHtml(ref.alt)}" width="${escapeHtml(Number(ref.width) || 0)}" height="${escapeHtml(Number(ref.height) || 0)}" loading="lazy" decoding="async">`;
}

function safeUrl(url: string): string {
  return /^https:\/\//i.test(url) ? escapeHtml(url) : '#';
}

function element(el: StoryElement, t: ReturnType<typeof getT<'story'>>): string {
  switch (el.type) {
    case 'text':
      if (el.subtype === 'question' || el.subtype === 'answer') {
        return `<div data-element="${el.subtype}"><strong data-part="qa-label">${escapeHtml(t(el.subtype))}: </strong><div>${sanitiseStoryHtml(el.text)}</div></div>`;
      }
      if (el.subtype === 'summary') return `<aside data-element="summary" aria-label="${escapeHtml(t('summary'))}"><div>${sanitiseStoryHtml(el.text)}</div></aside>`;
      return `<div data-element="text">${sanitiseStoryHtml(el.text)}</div>`;
    case 'title':
      return `<h2 data-element="title">${escapeHtml(el.text)}</h2>`;
    case 'image': {
      const caption = el.caption || el.attribution ? `<figcaption>${escapeHtml(el.caption ?? '')}${el.attribution ? `<span data-part="credit"> ${escapeHtml(el.attribution)}</span>` : ''}</figcaption>` : '';
      return `<figure data-element="image">${image(el)}${caption}</figure>`;
    }
    case 'gallery':
      return `<section data-element="gallery" aria-label="${escapeHtml(t('gallery'))}">${el.images.map((ref) => `<figure>${image(ref)}${ref.caption ? `<figcaption>${escapeHtml(ref.caption)}</figcaption>` : ''}</figure>`).join('')}</section>`;
    case 'quote':
      return `<figure data-element="quote"><blockquote><p>${escapeHtml(el.text)}</p></blockquote><figcaption>— ${escapeHtml(el.attribution)}</figcaption></figure>`;
    case 'blockquote':
      return `<blockquote data-element="blockquote"><p>${escapeHtml(el.text)}</p>${el.attribution ? `<footer>— ${escapeHtml(el.attribution)}</footer>` : ''}</blockquote>`;
    case 'also-read':
      return `<p data-element="also-read"><span>${escapeHtml(t('alsoRead'))}: </span><a href="/${escapeHtml(encodeURIComponent(el.storySlug))}">${escapeHtml(el.text)}</a></p>`;
    case 'youtube-video':
      return `<p data-element="embed-link"><a href="https://www.youtube-nocookie.com/embed/${escapeHtml(encodeURIComponent(el.videoId))}" rel="noopener noreferrer" target="_blank">${escapeHtml(t('playVideo', { title: el.title }))}</a></p>`;
    case 'embed':
      return `<iframe data-element="embed" src="${safeUrl(el.url)}" title="${escapeHtml(t('embedTitle', { title: el.title }))}" height="${escapeHtml(Number(el.height) || 300)}" loading="lazy" sandbox="allow-scripts allow-same-origin allow-popups" referrerpolicy="no-referrer"></iframe>`;
    case 'table': {
      const [head, ...rows] = el.rows;
      const thead = head ? `<thead><tr>${head.map((cell) => `<th scope="col">${escapeHtml(cell)}</th>`).join('')}</tr></thead>` : '';
      return `<div data-element="table"><table><caption>${escapeHtml(el.caption)}</caption>${thead}<tbody>${rows.map((row) => `<tr>${row.map((cell) => `<td>${escapeHtml(cell)}</td>`).join('')}</tr>`).join('')}</tbody></table></div>`;
    }
    case 'file':
      return `<p data-element="file"><a href="${safeUrl(el.url)}" download>${escapeHtml(t('download'))}: ${escapeHtml(el.name)}</a></p>`;
  }
}

export function storyBodyHtml(cards: readonly StoryCard[], lang: Lang): string {
  const t = getT(lang, 'story');
  return cards
    .map((card) => {
      const time = card.publishedAt ? `<p data-part="update-time"><time datetime="${escapeHtml(card.publishedAt)}">${escapeHtml(formatDateTime(card.publishedAt, lang))}</time></p>` : '';
      return `<section data-part="${card.publishedAt ? 'update' : 'block'}"${card.publishedAt ? ` id="update-${escapeHtml(card.id)}"` : ''}>${time}${card.elements.map((el) => element(el, t)).join('')}</section>`;
    })
    .join('');
}
