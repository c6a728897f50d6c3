import 'server-only';
import sanitizeHtml from 'sanitize-html';

/**
 * The HTML a story's text element may carry: paragraphs, emphasis, lists, sub-headings,
 * quotes and links. Everything else (scripts, styles, event handlers, iframes, images
 * smuggled into text) is dropped; links to other sites open safely.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'sub', 'sup', 'mark', 'a', 'ul', 'ol', 'li', 'h2', 'h3', 'h4', 'blockquote', 'cite', 'q', 'abbr', 'span'],
  allowedAttributes: { a: ['href', 'title', 'lang', 'rel', 'target'], abbr: ['title'], span: ['lang'], p: ['lang'], q: ['lang'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => {
      const external = /^https?:\/\//i.test(attribs.href ?? '');
      return { tagName, attribs: external ? { ...attribs, rel: 'noopener noreferrer nofollow', target: '_blank' } : attribs };
    },
  },
};

export function sanitiseStoryHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
