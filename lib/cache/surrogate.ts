import { splitLiveBlogPage } from '../routes/paths';
import { tags } from './tags';

/**
 * The Surrogate-Key header of a public page, computed from its path alone (so the proxy
 * can add it without touching storage): the edition's key, the page's own path key and
 * the content tag its path names. Slugs stay percent-encoded: header values are ASCII.
 * A CDN or Varnish purges by any of these keys when the ingest API writes.
 */
export function pageSurrogateKeys(brand: string, lang: string, pathname: string): string {
  const keys = [tags.brand(brand, lang), pagePathKey(brand, lang, pathname)];
  const segments = pathname.split('/').filter(Boolean);
  if (segments.length === 0) keys.push(tags.collection(brand, lang, 'home'));
  else if (segments.length === 1 && segments[0] === 'notifications') keys.push(tags.pushMessages(brand, lang));
  else if (segments.length === 2 && segments[0] === 'collection') keys.push(tags.collection(brand, lang, segments[1]));
  else if (segments.length === 2 && segments[0] === 'topic') keys.push(tags.topic(lang, segments[1]));
  else if (segments.length <= 2) keys.push(tags.storySlug(brand, lang, segments[segments.length - 1]));
  else {
    // An older page of a live blog's updates changes with its story.
    const live = splitLiveBlogPage(segments);
    if (live.page > 1 && live.segments.length <= 2) keys.push(tags.storySlug(brand, lang, live.segments[live.segments.length - 1]));
  }
  return keys.join(' ');
}

/** The key of one page of one edition, e.g. `path:main:bn:/bangladesh`. */
export function pagePathKey(brand: string, lang: string, pathname: string): string {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return `path:${brand}:${lang}:${trimmed}`;
}
