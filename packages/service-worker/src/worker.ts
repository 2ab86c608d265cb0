// The brand's service worker. `@wl/vite-config` bundles it when a brand is stamped, with the brand's
// precache list in `self.__WB_MANIFEST` (its hashed assets, icons, manifest and offline pages; never
// index.html) and its offline languages in the two constants below.
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkOnly } from 'workbox-strategies';
import {
  offlineLanguage,
  offlinePagePath,
  PLAYER_CACHE,
  PLAYER_LANGUAGE_ENTRY,
  SKIP_WAITING_MESSAGE,
} from './index';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (string | { url: string; revision: string | null })[];
};
/** The languages the brand has an offline page for, and its default language. */
declare const __WL_OFFLINE_LANGUAGES__: string[];
declare const __WL_DEFAULT_LANGUAGE__: string;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

async function offlinePage(): Promise<Response> {
  const stored = await caches
    .open(PLAYER_CACHE)
    .then((cache) => cache.match(PLAYER_LANGUAGE_ENTRY))
    .then((entry) => entry?.text());
  const language = offlineLanguage(stored, __WL_OFFLINE_LANGUAGES__, __WL_DEFAULT_LANGUAGE__);
  return (await matchPrecache(offlinePagePath(language))) ?? Response.error();
}

// Pages come from the network only, never from a cache (the host sends them no-store): each answer
// carries a fresh CSP nonce in its header and its scripts, and a cached page would meet another
// response's nonce. Without a network, the offline page in the player's language.
const network = new NetworkOnly();
registerRoute(
  new NavigationRoute(async (options) => {
    try {
      return await network.handle(options);
    } catch {
      return offlinePage();
    }
  }),
);

// A new version waits until the player chooses to reload (the site's "A new version is available").
self.addEventListener('message', (event) => {
  if (event.data === SKIP_WAITING_MESSAGE) void self.skipWaiting();
});
// The first version takes the open page at once, so it works offline without a reload.
clientsClaim();
