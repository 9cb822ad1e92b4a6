/// <reference lib="webworker" />
/**
 * The service worker of the installable app (built by vite-plugin-pwa, injectManifest): it precaches the built shell
 * and every screen's chunk (a few files at a time, at low priority), opens pages from the cached shell, never caches the API (the
 * field data offline lives in IndexedDB), and shows web push notifications. See docs/DECISIONS.md.
 */
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, PrecacheRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NOT_APP_PAGES, shellFirstNavigation } from './navigation.ts';
import { precacheAtLowPriority } from './precache-low-priority.ts';
import { registerPushHandlers } from './push-handlers.ts';

declare let self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | PrecacheEntry)[] };

const precache = precacheAtLowPriority(self.__WB_MANIFEST);
// Registered before the precache's own route, which would answer '/' and '/index.html' from the cache first.
const navigate = shellFirstNavigation(
  (request) => fetch(request),
  () => precache.matchPrecache('/index.html'),
);
registerRoute(new NavigationRoute(({ request }) => navigate(request), { denylist: NOT_APP_PAGES }));
registerRoute(new PrecacheRoute(precache));
cleanupOutdatedCaches();

// A new version waits until the page's update prompt asks for it (workbox-window's messageSkipWaiting), so a page is
// never switched to chunks of another build under the user's feet. The first install takes the open page at once.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
clientsClaim();

registerPushHandlers(self);
