// The page's first platform calls, started by `mountSite` before React renders: the status, the
// whitelabel flags, the route's banners, the arrival announcement and (arrivalGames.ts) the vendor
// lanes and a lobby's first page go out together instead of one after another as components mount,
// with the first screen's code and translations. RTK Query then finds them in flight (same endpoint,
// same arguments) when the hooks ask. Its own small chunk, fetched beside the api client's transport
// chunk, which every call waits for anyway: none of it is in the first page's JS.
import { isValidElement } from 'react';
import { matchRoutes } from 'react-router-dom';
import type { Brand } from '@wl/brand-config';
import { LANGUAGES, loadBundledLocale, type LanguageCode, type Namespace } from '@wl/i18n';
import { announcementsApi, announcementsArgs, isRegisterRoute } from '../features/announcements';
import { bannerGroupOfMatches, bannersApi, preloadBannerCarousel } from '../features/banners';
import { platformApi } from '../shared/platform/api';
import { LazyRoute } from '../shared/lazy/LazyRoute';
import { guardRedirect } from './accessGuard';
import type { AppStore } from '../shared/store/makeStore';
import { AppLayout, preloadLayout } from './layout/AppLayout';
import { preloadModal } from './ModalHost';
import { LOBBY_GROUPS, routes } from './router';

export interface ArrivalAddress {
  pathname: string;
  search: string;
  host: string;
}

/** How long the first calls' answers are held for components that mount late (lazy screens). */
export const ARRIVAL_HOLD_MS = 30_000;

/** The route matches of `pathname` (the page's first calls read the banner group and screen from them). */
function matchSiteRoutes(pathname: string) {
  return matchRoutes(routes, pathname) ?? [];
}

/**
 * Starts loading the code of the screen `pathname` shows, before the router renders it: every route's
 * element is a `LazyRoute` (or a redirect, which has nothing to load).
 */
export function preloadScreenOf(pathname: string) {
  const element = matchSiteRoutes(pathname).at(-1)?.route.element;
  if (isValidElement<{ screen?: { preload?: () => void } }>(element) && element.type === LazyRoute)
    element.props.screen?.preload?.();
}

/** Whether `pathname` is a page of the full layout (side menu, header, banner, content, footer). */
export function hasFullLayout(pathname: string): boolean {
  return matchSiteRoutes(pathname).some(
    ({ route }) => isValidElement(route.element) && route.element.type === AppLayout,
  );
}

/** Whether `pathname` is one of the game lobbies. */
export function isLobbyPath(pathname: string): boolean {
  return (LOBBY_GROUPS as readonly string[]).includes(pathname.replace(/^\//, ''));
}

/**
 * The translations the first screen at `pathname` asks for: the layout's (side menu, header) and the
 * screen's own. `mountSite` loads them with `common`, together, instead of one after another as
 * components ask.
 */
export function arrivalNamespaces(pathname: string): Namespace[] {
  const layout: Namespace[] = hasFullLayout(pathname)
    ? ['sideMenu', 'games', 'banners', 'auth', 'search']
    : [];
  if (pathname === '/') return [...layout, 'home', 'content'];
  if (isLobbyPath(pathname)) return [...layout, 'lobby', 'gamePage'];
  if (pathname === '/login') return ['auth', 'validation'];
  return layout;
}

/** `<link rel="preload" as="image" fetchpriority="high">`: the picture loads before its element exists. */
const preloaded = new Set<string>();
export function preloadImage(href: string) {
  if (!href || preloaded.has(href)) return;
  preloaded.add(href);
  const link = document.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', 'image');
  link.setAttribute('fetchpriority', 'high');
  link.href = href;
  document.head.append(link);
}

/**
 * Starts the first screen's code and translations, the first calls for the address the page opens at,
 * and the pictures the first screen shows first (the first banner, the first tiles); holds the
 * answers `ARRIVAL_HOLD_MS` for components that mount late.
 */
export function startArrival(store: AppStore, brand: Brand, address: ArrivalAddress): void {
  const { search, host } = address;
  // Where the first screen is: the access guard sends a guest of a guarded brand to /login first.
  const pathname =
    guardRedirect(address.pathname, {
      guardOn: brand.loginedToHomePage,
      loggedIn: store.getState().session.token !== null,
    }) ?? address.pathname;
  const { language } = store.getState().ui;
  const locale = LANGUAGES[language as LanguageCode]?.locale;
  if (locale)
    for (const namespace of arrivalNamespaces(pathname))
      void loadBundledLocale(locale, namespace).catch(() => undefined);
  preloadScreenOf(pathname);
  if (hasFullLayout(pathname)) preloadLayout({ signedIn: store.getState().session.token !== null });

  const held: { unsubscribe(): void }[] = [];
  const dispatch = store.dispatch;
  held.push(dispatch(platformApi.endpoints.getSiteStatus.initiate(host)));
  held.push(dispatch(platformApi.endpoints.getWhitelabel.initiate()));

  const group = bannerGroupOfMatches(matchSiteRoutes(pathname).map((match) => match.route));
  if (group) {
    const banners = dispatch(
      bannersApi.endpoints.getBanners.initiate({ groupName: group, language }),
    );
    held.push(banners);
    // The carousel's code comes beside the banners' answer, not after it: the first banner is often
    // the page's largest paint.
    preloadBannerCarousel();
    void banners.then(({ data }) => data?.[0] && preloadImage(data[0].url));
  }

  const { publicityClose } = store.getState().session;
  if (hasFullLayout(pathname) && !isRegisterRoute(pathname) && !publicityClose) {
    const announcements = dispatch(
      announcementsApi.endpoints.getAnnouncements.initiate(announcementsArgs(brand)),
    );
    held.push(announcements);
    // Its dialog shows once the page is idle (PublicAnnouncementLauncher): its code loads then too.
    void announcements.then(({ data }) => {
      if (!data?.popup.length) return;
      if (typeof requestIdleCallback === 'function')
        requestIdleCallback(() => preloadModal('public'), { timeout: 1000 });
      else preloadModal('public');
    });
  }

  // The lanes and a lobby's first page need the games code, which the first page's JS does not carry:
  // it loads beside the page (the side menu's body needs it too), then they start.
  let released = false;
  void import('./arrivalGames').then(
    ({ startGamesArrival }) => {
      const games = startGamesArrival(store, brand, { pathname, search, language });
      if (released) for (const subscription of games) subscription.unsubscribe();
      else held.push(...games);
    },
    () => undefined, // the lanes are then asked for when the menu renders
  );

  setTimeout(() => {
    released = true;
    for (const subscription of held) subscription.unsubscribe();
  }, ARRIVAL_HOLD_MS);
}
