/** The named events of docs/product.md, "Entities", dispatched on window so any island can listen. */
export const SITE_EVENTS = [
  'navigation',
  'page-loading',
  'breaking-news-updated',
  'member-updated',
  'subscription-updated',
  'payment-options-updated',
  'access-updated',
  'meter-updated',
  'asset-plans',
  'campaign-subscription-updated',
] as const;
export type SiteEvent = (typeof SITE_EVENTS)[number];

const PREFIX = 'alokpat:';

export function emitSiteEvent(name: SiteEvent, detail?: unknown): void {
  window.dispatchEvent(new CustomEvent(`${PREFIX}${name}`, { detail }));
}

/** Listens to one named event; returns the function that stops listening. */
export function onSiteEvent(name: SiteEvent, listener: (detail: unknown) => void): () => void {
  const handler = (event: Event) => listener((event as CustomEvent).detail);
  window.addEventListener(`${PREFIX}${name}`, handler);
  return () => window.removeEventListener(`${PREFIX}${name}`, handler);
}
