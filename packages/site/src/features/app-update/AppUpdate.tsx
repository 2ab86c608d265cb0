import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import {
  registerServiceWorker,
  rememberOfflineLanguage,
  subscribeToUpdate,
  updateWaiting,
} from '../../shared/pwa/serviceWorker';
import { useAppSelector } from '../../shared/store/hooks';
import { selectLanguage } from '../../shared/ui/uiSlice';

// Its code and texts load only when a new version is waiting.
const UpdateBanner = lazy(() =>
  import('./UpdateBanner').then((m) => ({ default: m.UpdateBanner })),
);

/**
 * Mounted once for the whole site: registers the service worker, keeps the player's language for the offline page, and offers
 * "A new version is available" with Reload when a new deploy's service worker waits.
 */
export function AppUpdate() {
  // The built brand's /sw.js (the dev server has none); once per page.
  useEffect(() => {
    if (import.meta.env.PROD) registerServiceWorker();
  }, []);
  const language = useAppSelector(selectLanguage);
  useEffect(() => {
    void rememberOfflineLanguage(language);
  }, [language]);
  const waiting = useSyncExternalStore(subscribeToUpdate, updateWaiting, () => false);
  if (!waiting) return null;
  return (
    <Suspense fallback={null}>
      <UpdateBanner />
    </Suspense>
  );
}
