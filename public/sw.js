/* The site's service worker: registered for updates and push; pages always come from the network. */
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
