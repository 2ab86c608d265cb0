import {
  createBrowserRouter,
  createMemoryRouter,
  matchRoutes,
  Navigate,
  Outlet,
  type RouteObject,
} from 'react-router-dom';
import { vars } from '@wl/ui-kit';
import styled from 'styled-components';
import { lazyScreen } from '../shared/lazy/lazyScreen';
import { LazyRoute } from '../shared/lazy/LazyRoute';
import { RouteBanners } from '../features/banners';
import { AppLayout } from './layout/AppLayout';
import { Header } from './layout/Header';
import { RootRoute } from './RootRoute';

// Home shows the help feature's section; the app hands it over (features never import each other).
const home = lazyScreen<object>(() =>
  import('../features/home').then((m) =>
    m.loadHomePage(() => import('../features/help').then((h) => h.loadHomeHelpSection())),
  ),
);
const helpCentre = lazyScreen<object>(() =>
  import('../features/help').then((m) => m.loadHelpCentrePage()),
);
const downloadPage = lazyScreen<object>(() =>
  import('../features/download').then((m) => m.loadDownloadPage()),
);
const notFound = lazyScreen(() => import('./routes/NotFoundPage'));
const loginPage = lazyScreen<object>(() =>
  import('../features/auth').then((m) => m.loadLoginPage()),
);
const changePasswordRoute = lazyScreen<object>(() =>
  import('../features/password').then((m) => ({ default: m.ChangePasswordRoute })),
);
const registerPage = lazyScreen<object>(() =>
  import('../features/register').then((m) => ({ default: m.RegisterPage })),
);
const lobby = lazyScreen<object>(() =>
  import('../features/lobby').then((m) => ({ default: m.LobbyPage })),
);
const gamePage = lazyScreen<object>(() =>
  import('../features/games').then((m) => ({ default: m.GameRoute })),
);
const seamlessPage = lazyScreen<object>(() =>
  import('../features/games').then((m) => ({ default: m.SeamlessRoute })),
);

const FramedMain = styled.main`
  padding: ${vars.space.lg};
  &:focus {
    outline: none;
  }
`;

/** The register page's frame (spec: header and banner only, no side menu). */
function HeaderOnlyFrame() {
  return (
    <>
      <Header />
      <FramedMain id="content" tabIndex={-1}>
        <Outlet />
      </FramedMain>
    </>
  );
}

/** The help centre's frame (spec: no header): its banners and the page. */
function BareFrame() {
  return (
    <FramedMain id="content" tabIndex={-1}>
      <FramedBanners isSitePath={isSitePath} />
      <Outlet />
    </FramedMain>
  );
}

const FramedBanners = styled(RouteBanners)`
  margin-bottom: ${vars.space.lg};
`;

/** Whether `path` (query allowed) is a page of the site rather than not-found: banners lead only there. */
function isSitePath(path: string): boolean {
  const leaf = matchRoutes(routes, path)?.at(-1);
  return leaf !== undefined && leaf.route.path !== '*';
}

/** Pages inside the full layout (side menu, header, banner, content, footer). */
const layoutRoutes: RouteObject[] = [
  { index: true, element: <LazyRoute screen={home} />, handle: { bannerGroup: 'home' } },
  ...['/index', '/index.html', '/home'].map((path) => ({
    path,
    element: <Navigate to="/" replace />,
  })),
  // The app download page (the access guard leaves /download open to guests).
  ...['/down', '/download'].map((path) => ({
    path,
    element: <LazyRoute screen={downloadPage} />,
    handle: { bannerGroup: 'download' },
  })),
  // Link target that opens the change-password modal (members) or the login modal (guests).
  { path: '/changePassword', element: <LazyRoute screen={changePasswordRoute} /> },
  // The game lobbies (one lazy module), each with its banner group.
  ...['rng', 'pvp', 'live', 'fish', 'sports', 'esports', 'inhouse'].map((group) => ({
    path: `/${group}`,
    element: <LazyRoute screen={lobby} />,
    handle: { bannerGroup: group },
  })),
  // A launched game full page; the page puts the side menu in mini form.
  { path: '/seamless', element: <LazyRoute screen={seamlessPage} /> },
  { path: '*', element: <LazyRoute screen={notFound} /> },
];

/** Pages with their own frame (no side menu), e.g. the register page (header and banner only). */
const framedRoutes: RouteObject[] = [
  // The access guard's target: the login form full page with the brand logo (its own frame).
  { path: '/login', element: <LazyRoute screen={loginPage} /> },
  {
    element: <HeaderOnlyFrame />,
    children: ['/register', '/register.html'].map((path) => ({
      path,
      element: <LazyRoute screen={registerPage} />,
      handle: { bannerGroup: 'w_reg' },
    })),
  },
  // The help centre: a full page without the site header.
  {
    element: <BareFrame />,
    children: [
      {
        path: '/helpmc',
        element: <LazyRoute screen={helpCentre} />,
        handle: { bannerGroup: 'help' },
      },
    ],
  },
  // A launched game in the in-page frame under the header.
  {
    element: <HeaderOnlyFrame />,
    children: [{ path: '/game', element: <LazyRoute screen={gamePage} /> }],
  },
];

/** Clean paths (no hash). The legacy home aliases of the spec redirect to `/`. */
export const routes: RouteObject[] = [
  {
    element: <RootRoute />,
    children: [
      ...framedRoutes,
      { element: <AppLayout isSitePath={isSitePath} />, children: layoutRoutes },
    ],
  },
];

export function createSiteRouter(initialPath?: string) {
  return initialPath === undefined
    ? createBrowserRouter(routes)
    : createMemoryRouter(routes, { initialEntries: [initialPath] });
}
