/*
 * The site's service worker (docs/members.md, "Offline and push"). Pages always come from the
 * network; only when it is gone does a page come from the reader's saved stories
 * (SAVED_CACHE, filled by lib/members/offline.ts while they are signed in) or the offline
 * page. The build's static files, whose names change with their content, are kept once
 * fetched so that a saved story opened offline keeps its styles. Push messages show a
 * notification that opens its story on the host the message names.
 */
const SAVED_CACHE = 'alokpat-saved-v1';
const STATIC_CACHE = 'alokpat-static-v1';
const OFFLINE_CACHE = 'alokpat-offline-v1';
const OFFLINE_PAGE = '/offline.html';
/**
 * The offline page and the Bengali face it is written in (a phone without a Bengali system font
 * would show boxes), the 1 KB face of the English header's "বাংলা" (lib/fonts.ts `word`), for
 * saved English stories, and the icon sprite that saved stories draw their icons from.
 */
const OFFLINE_FILES = [OFFLINE_PAGE, '/fonts/noto-sans-bengali-5.3.0-400-800.woff2', '/fonts/noto-sans-bengali-5.3.0-word-500.woff2', '/ui-icons.svg'];
/** Static files kept at most; the oldest go first. */
const MAX_STATIC_ENTRIES = 300;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(OFFLINE_CACHE)
      // The page anew; the font's name changes with its content, so the copy the page already fetched will do.
      .then((cache) => cache.addAll(OFFLINE_FILES.map((file) => new Request(file, { cache: file === OFFLINE_PAGE ? 'reload' : 'default' }))))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

/** The offline page's font and the icon sprite: the network, else the copy kept at install. */
async function offlineFile(request) {
  try {
    return await fetch(request);
  } catch (error) {
    const kept = await (await caches.open(OFFLINE_CACHE)).match(request, { ignoreSearch: true });
    if (kept) return kept;
    throw error;
  }
}

async function trimStatic(cache) {
  const keys = await cache.keys();
  for (const key of keys.slice(0, Math.max(0, keys.length - MAX_STATIC_ENTRIES))) await cache.delete(key);
}

async function staticFile(request) {
  const cache = await caches.open(STATIC_CACHE);
  const kept = await cache.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) {
    await cache.put(request, response.clone());
    await trimStatic(cache);
  }
  return response;
}

async function page(request) {
  try {
    return await fetch(request);
  } catch (error) {
    const path = new URL(request.url).pathname;
    const saved = await (await caches.open(SAVED_CACHE)).match(path);
    if (saved) return saved;
    const offline = await (await caches.open(OFFLINE_CACHE)).match(OFFLINE_PAGE);
    if (offline) return offline;
    throw error;
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname.startsWith('/_next/static/')) event.respondWith(staticFile(request));
  else if (OFFLINE_FILES.includes(url.pathname) && url.pathname !== OFFLINE_PAGE) event.respondWith(offlineFile(request));
  else if (request.mode === 'navigate') event.respondWith(page(request));
});

/** An http(s) address from a push message: absolute as sent (the sender builds it from the host map), or a path on this host. */
function openable(value) {
  try {
    const url = new URL(typeof value === 'string' && value ? value : '/', self.location.origin);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : self.location.origin + '/';
  } catch {
    return self.location.origin + '/';
  }
}

self.addEventListener('push', (event) => {
  let message = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    message = { body: event.data ? event.data.text() : '' };
  }
  const title = typeof message.title === 'string' && message.title ? message.title : self.location.hostname;
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof message.body === 'string' ? message.body : '',
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      tag: typeof message.tag === 'string' ? message.tag : undefined,
      data: { url: openable(message.url) },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = openable(event.notification.data && event.notification.data.url);
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => client.url === url);
      return open ? open.focus() : self.clients.openWindow(url);
    }),
  );
});
