import {
  StrictMode,
  Suspense,
  use,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import type { Brand } from '@wl/brand-config';
import { createI18n, currentLanguage, I18nextProvider, type I18n } from '@wl/i18n';
import { Spinner, WlThemeProvider } from '@wl/ui-kit';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import { HandoverProvider, takeHandoverCode } from '../features/auth';
import { SiteStatusGate } from '../features/site-status';
import { BrandProvider } from '../shared/brand/BrandContext';
import { LoadBoundary } from '../shared/lazy/LoadBoundary';
import { lazyScreen } from '../shared/lazy/lazyScreen';
import { useAppSelector } from '../shared/store/hooks';
import { languageChanged, selectTheme } from '../shared/ui/uiSlice';
import { createSiteRouter } from './router';
import { SiteErrorBoundary } from './SiteFailure';
import { makeStore, type AppStore } from '../shared/store/makeStore';

type Persistor = NonNullable<ReturnType<typeof makeStore>['persistor']>;

export interface SiteProps {
  brand: Brand;
  /** Start at this path with an in-memory router (tests); the browser's URL otherwise. */
  initialPath?: string;
  /** Persist ui and session state (off in tests). */
  persist?: boolean;
  /** A prepared i18n instance (tests) or one on its way (`mountSite`); created from the brand otherwise. */
  i18n?: I18n | Promise<I18n>;
  store?: AppStore;
  /** The given store's persistor (`mountSite` makes both before rendering); none in tests. */
  persistor?: Persistor | null;
  /**
   * The handover code `mountSite` took out of the address bar. With `initialPath`, a code in that
   * path is taken instead (tests).
   */
  handoverCode?: string | null;
}

// The service worker's side of the page loads beside the first screen, not in its JS; a failed load
// leaves it out (the site works without it).
const appUpdate = lazyScreen<object>(() =>
  import('../features/app-update').then((m) => m.loadAppUpdate()),
);

function BootLoader() {
  return (
    <div
      role="status"
      aria-label="Loading"
      style={{ display: 'grid', placeItems: 'center', minHeight: '100vh' }}
    >
      <Spinner />
    </div>
  );
}

/**
 * The loader until redux-persist has put the stored session and settings back (what its PersistGate
 * does, without shipping the gate's class component with the first page).
 */
function RehydratedGate({ persistor, children }: { persistor: Persistor; children: ReactNode }) {
  const bootstrapped = useSyncExternalStore(
    persistor.subscribe,
    () => persistor.getState().bootstrapped,
  );
  return bootstrapped ? children : <BootLoader />;
}

function ThemedRouter({
  brand,
  initialPath,
  handoverCode,
}: {
  brand: Brand;
  initialPath?: string;
  handoverCode: string | null;
}) {
  const mode = useAppSelector(selectTheme);
  const router = useMemo(() => createSiteRouter(initialPath), [initialPath]);
  useEffect(() => {
    document.documentElement.dataset.theme = mode;
  }, [mode]);
  return (
    <WlThemeProvider mode={mode} brandTheme={brand.theme}>
      {/* Status 1 / 2 (maintenance, restricted) replace the whole site; 0 shows the router. */}
      <SiteErrorBoundary>
        <SiteStatusGate>
          <HandoverProvider code={handoverCode}>
            <RouterProvider router={router} />
          </HandoverProvider>
        </SiteStatusGate>
      </SiteErrorBoundary>
      <LoadBoundary fallback={() => null}>
        <Suspense fallback={null}>
          <appUpdate.Component />
        </Suspense>
      </LoadBoundary>
    </WlThemeProvider>
  );
}

function Booted({
  brand,
  i18nPromise,
  store,
  persistor,
  initialPath,
  handoverCode,
}: {
  brand: Brand;
  i18nPromise: Promise<I18n>;
  store: AppStore;
  persistor: Persistor | null;
  initialPath?: string;
  handoverCode: string | null;
}) {
  const i18n = use(i18nPromise);
  useEffect(() => {
    const sync = () => store.dispatch(languageChanged(currentLanguage(i18n)));
    sync();
    i18n.on('languageChanged', sync);
    return () => i18n.off('languageChanged', sync);
  }, [i18n, store]);
  const tree = <ThemedRouter brand={brand} initialPath={initialPath} handoverCode={handoverCode} />;
  return (
    <I18nextProvider i18n={i18n}>
      <Provider store={store}>
        {persistor ? <RehydratedGate persistor={persistor}>{tree}</RehydratedGate> : tree}
      </Provider>
    </I18nextProvider>
  );
}

/** The whole site for one brand: store, i18n, theme, router. */
export function Site({
  brand,
  initialPath,
  persist = true,
  i18n,
  store: givenStore,
  persistor: givenPersistor = null,
  handoverCode = null,
}: SiteProps) {
  // First, before anything can call the platform: the code leaves the address the router reads.
  const [start] = useState(() => {
    if (initialPath === undefined) return { path: undefined, code: handoverCode };
    const taken = takeHandoverCode(initialPath);
    return { path: taken.address, code: taken.code ?? handoverCode };
  });
  const [i18nPromise] = useState(() =>
    i18n
      ? Promise.resolve(i18n)
      : createI18n({ supportLanguages: brand.supportLanguages, defaultLang: brand.defaultLang }),
  );
  const [{ store, persistor }] = useState(() =>
    givenStore ? { store: givenStore, persistor: givenPersistor } : makeStore({ brand, persist }),
  );
  return (
    <StrictMode>
      <BrandProvider brand={brand}>
        <Suspense fallback={<BootLoader />}>
          <Booted
            brand={brand}
            i18nPromise={i18nPromise}
            store={store}
            persistor={persistor}
            initialPath={start.path}
            handoverCode={start.code}
          />
        </Suspense>
      </BrandProvider>
    </StrictMode>
  );
}
