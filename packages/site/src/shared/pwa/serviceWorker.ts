// The brand's service worker (`@wl/service-worker`, written into every brand build as /sw.js): its
// registration, the waiting new version, and the player's language it shows the offline page in.
import {
  PLAYER_CACHE,
  PLAYER_LANGUAGE_ENTRY,
  SERVICE_WORKER_URL,
  SKIP_WAITING_MESSAGE,
} from '@wl/service-worker';

/** How often an open site asks for a new deploy (also whenever the player comes back to the tab). */
export const UPDATE_CHECK_MS = 60 * 60 * 1000;

let waiting: ServiceWorker | null = null;
const listeners = new Set<() => void>();

function setWaiting(worker: ServiceWorker | null) {
  waiting = worker;
  for (const listener of listeners) listener();
}

/** For `useSyncExternalStore`: told when a new version starts or stops waiting. */
export function subscribeToUpdate(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether a new version is installed and waits for the player's reload. */
export function updateWaiting(): boolean {
  return waiting !== null;
}

function watch(registration: ServiceWorkerRegistration) {
  // A version that replaces one already running waits; the very first one just takes the page.
  const offer = (worker: ServiceWorker | null) => {
    if (worker && navigator.serviceWorker.controller) setWaiting(worker);
  };
  offer(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const next = registration.installing;
    next?.addEventListener('statechange', () => {
      if (next.state === 'installed') offer(next);
    });
  });
  const check = () => void registration.update().catch(() => undefined);
  setInterval(check, UPDATE_CHECK_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') check();
  });
}

/** Registers /sw.js once the page has loaded (it never competes with the first screen's requests). */
let registered = false;
export function registerServiceWorker(): void {
  if (registered || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  registered = true;
  const register = () =>
    navigator.serviceWorker
      .register(SERVICE_WORKER_URL)
      .then(watch)
      // No worker (a host without the build's sw.js, a private window): the site works without one.
      .catch(() => undefined);
  if (document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register(), { once: true });
}

/** The player chose Reload: the waiting version takes over, then the page loads again under it. */
export function reloadIntoUpdate(): void {
  const worker = waiting;
  if (!worker) {
    window.location.reload();
    return;
  }
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
    once: true,
  });
  worker.postMessage(SKIP_WAITING_MESSAGE);
}

/** Keeps the player's language where the service worker reads it, for the offline page. */
export async function rememberOfflineLanguage(language: string): Promise<void> {
  if (typeof caches === 'undefined') return;
  try {
    const cache = await caches.open(PLAYER_CACHE);
    await cache.put(PLAYER_LANGUAGE_ENTRY, new Response(language));
  } catch {
    // Storage refused (a private window, a full disk): the offline page falls back to the brand's default.
  }
}
