import type { Brand } from '@wl/brand-config';
import { createI18n, resolveInitialLanguage } from '@wl/i18n';
import { createRoot } from 'react-dom/client';
import { takeHandoverCodeFromAddressBar } from '../features/auth';
import { captureInstallPrompt } from '../shared/pwa/installPrompt';
import { loadSearchShortcuts } from '../features/search';
import { storageArea } from '../shared/storage/webStorage';
import { makeStore } from '../shared/store/makeStore';
import type { MountSite } from './mountSite.types';
import { Site } from './Site';

/** Resolves once redux-persist has put the stored session back (the first calls carry its token). */
function rehydrated(persistor: ReturnType<typeof makeStore>['persistor']): Promise<void> {
  return new Promise((resolve) => {
    if (!persistor || persistor.getState().bootstrapped) return resolve();
    const stop = persistor.subscribe(() => {
      if (!persistor.getState().bootstrapped) return;
      stop();
      resolve();
    });
  });
}

/**
 * What a thin brand app calls (typed by `mountSite.types.ts`): renders the site for its brand into the
 * page. A handover code leaves the address bar first, before the router reads the address and before
 * any call is made. The store, the translations and the page's first platform calls (`arrival.ts`)
 * start before React renders, so the first screen does not wait for them one after another.
 */
export const mountSite: MountSite = (container: HTMLElement | null, brand: Brand) => {
  if (!container) throw new Error('mountSite: the page has no #root element to mount the site in');
  const handoverCode = takeHandoverCodeFromAddressBar();
  captureInstallPrompt();
  const { supportLanguages, defaultLang } = brand;
  const language = resolveInitialLanguage(
    supportLanguages,
    defaultLang,
    storageArea('localStorage'),
  );
  const { store, persistor } = makeStore({ brand, language });
  const { pathname, search, host } = window.location;
  const i18n = createI18n({ supportLanguages, defaultLang });
  void loadSearchShortcuts().then(({ listenForSearchShortcuts }) =>
    listenForSearchShortcuts(store),
  );
  const root = createRoot(container);
  const render = () =>
    root.render(
      <Site
        brand={brand}
        handoverCode={handoverCode}
        store={store}
        persistor={persistor}
        i18n={i18n}
      />,
    );
  // The page's first calls and the first screen's code go out first (arrival.ts, a small chunk of
  // its own), then React renders: its first pass only waits for the translations anyway, and the
  // calls would otherwise wait behind it.
  Promise.all([import('./arrival'), rehydrated(persistor)])
    .then(([{ startArrival }]) => startArrival(store, brand, { pathname, search, host }))
    .catch(() => undefined) // the screens then ask for what they need themselves
    .finally(render);
  return root;
};
