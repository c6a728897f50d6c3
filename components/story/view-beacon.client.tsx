'use client';
import { useEffect } from 'react';

/**
 * Counts a view of the story (docs/reading-counts.md): after the page has loaded, one
 * beacon to this site's own counter, whose answer is never read; the counter sets no
 * cookie and reads none. Nothing about
 * the reader is sent or kept in the page, so the page stays cached for everyone; a page
 * prerendered by the browser counts only once it is shown.
 */
export function ViewBeacon({ storyId }: { storyId: number }) {
  useEffect(() => {
    const send = () => {
      if ((document as Document & { prerendering?: boolean }).prerendering) {
        document.addEventListener('prerenderingchange', send, { once: true });
        return;
      }
      navigator.sendBeacon?.(`/api/counts/v1/stories/${storyId}`);
    };
    if (document.readyState === 'complete') {
      send();
      return;
    }
    window.addEventListener('load', send, { once: true });
    return () => window.removeEventListener('load', send);
  }, [storyId]);
  return null;
}
