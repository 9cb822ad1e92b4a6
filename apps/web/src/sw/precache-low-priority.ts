/// <reference lib="webworker" />
import { PrecacheController, type PrecacheEntry } from 'workbox-precaching';
import { forEachLimited } from './for-each-limited.ts';

declare let self: ServiceWorkerGlobalScope;

/** Files the install downloads at once: a page opened meanwhile keeps most of the browser's six connections. */
export const PRECACHE_CONCURRENCY = 3;

/**
 * workbox's precache (same cache, same revision keys, same clean-up on activation), whose install downloads the files a few at a time and at low priority instead of one after the other at the
 * default priority: on a slow network the screen being opened comes first. Returns the controller, for the route that
 * answers from the precache and for matchPrecache.
 */
export function precacheAtLowPriority(entries: (string | PrecacheEntry)[]): PrecacheController {
  const controller = new PrecacheController();
  controller.addToCacheList(entries);
  // Every download of the precache strategy, including one that falls back to the network, asks for low priority.
  controller.strategy.fetchOptions = { priority: 'low' };
  self.addEventListener('install', (event) => {
    event.waitUntil(
      forEachLimited(controller.getURLsToCacheKeys(), PRECACHE_CONCURRENCY, async ([url, cacheKey]) => {
        // As workbox's own install: a file with a revision (its name has no hash) skips the HTTP cache.
        const request = new Request(url, {
          integrity: controller.getIntegrityForCacheKey(cacheKey),
          cache: cacheKey === url ? 'default' : 'reload',
          credentials: 'same-origin',
          priority: 'low',
        });
        await Promise.all(controller.strategy.handleAll({ params: { cacheKey }, request, event }));
      }),
    );
  });
  self.addEventListener('activate', (event) => void controller.activate(event));
  return controller;
}
