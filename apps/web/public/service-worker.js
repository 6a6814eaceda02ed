// The portal's service worker (spec part 1 §7: the app fetches /service-worker.js).
// It deliberately caches nothing: every page shows medical data that must be current and must
// not linger on a shared clinic computer. It only takes control at once so that a new build
// replaces an old worker without waiting for every tab to close.
self.addEventListener('install', () => {
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});
