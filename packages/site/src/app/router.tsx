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
import { RouteFailed } from './SiteFailure';
import { agentCentreRoutes } from './routes/agentCentreRoutes';
import { memberCentreRoutes } from './routes/memberCentreRoutes';
import { promotionsRoutes } from './routes/promotionsRoutes';
import { rewardsRoutes } from './routes/rewardsRoutes';
import { SAFER_GAMBLING_PATH } from '../shared/routes/centrePaths';

// Home shows the help feature's section and the lottery widget; the app hands them over (features
// never import each other). Each loads as the player scrolls near it.
const home = lazyScreen<object>(() =>
  import('../features/home').then((m) =>
    m.loadHomePage(
      () => import('../features/help').then((h) => h.loadHomeHelpSection()),
      [
        {
          id: 'lottery',
          load: () => import('../features/lottery').then((l) => l.loadLotteryWidget()),
          skeletonHeight: 560,
        },
      ],
    ),
  ),
);
const helpCentre = lazyScreen<object>(() =>
  import('../features/help').then((m) => m.loadHelpCentrePage()),
);
const downloadPage = lazyScreen<object>(() =>
  import('../features/download').then((m) => m.loadDownloadPage()),
);
const notFound = lazyScreen(() => import('./routes/NotFoundPage'));
const saferGamblingPage = lazyScreen<object>(() =>
  import('../features/safer-gambling').then((m) => m.loadSaferGamblingPage()),
);
const loginPage = lazyScreen<object>(() =>
  import('../features/auth').then((m) => m.loadLoginPage()),
);
const changePasswordRoute = lazyScreen<object>(() =>
  import('../features/password').then((m) => m.loadChangePasswordRoute()),
);
const registerPage = lazyScreen<object>(() =>
  import('../features/register').then((m) => m.loadRegisterPage()),
);
const lobby = lazyScreen<object>(() => import('../features/lobby').then((m) => m.loadLobbyPage()));
const gamePage = lazyScreen<object>(() =>
  import('../features/games').then((m) => m.loadGameRoute()),
);
const seamlessPage = lazyScreen<object>(() =>
  import('../features/games').then((m) => m.loadSeamlessRoute()),
);
// The lottery pages (one lazy module); each says so when the brand does not sell its prize modes.
const lotteryPage = (
  name:
    'LotteryRoute' | 'VnLotteryRoute' | 'SeaLotteryRoute' | 'LotteryCentreRoute' | 'ELotteryRoute',
) =>
  lazyScreen<object>(() =>
    import('../features/lottery')
      .then((m) => m.loadLotteryPages())
      .then((m) => ({ default: m[name] })),
  );
const lottery = lotteryPage('LotteryRoute');
const vnLottery = lotteryPage('VnLotteryRoute');
const seaLottery = lotteryPage('SeaLotteryRoute');
const lotteryCentre = lotteryPage('LotteryCentreRoute');
const eLottery = lotteryPage('ELotteryRoute');

const FramedMain = styled.main`
  padding: ${vars.space.lg};
  &:focus {
    outline: none;
  }
`;

/** The register page's frame (spec: header and banner only, no side menu, so no menu button). */
function HeaderOnlyFrame() {
  return (
    <>
      <Header withMenu={false} />
      <FramedMain id="content" tabIndex={-1}>
        <Outlet />
      </FramedMain>
    </>
  );
}

const BareMain = styled(FramedMain)`
  display: grid;
  gap: ${vars.space.lg};
  width: min(100%, 912px);
  margin: 0 auto;
`;

/** The help centre's frame (spec: no header): one centred column, the route's banners, the page. */
function BareFrame() {
  return (
    <BareMain id="content" tabIndex={-1}>
      <RouteBanners isSitePath={isSitePath} />
      <Outlet />
    </BareMain>
  );
}

/** Whether `path` (query allowed) is a page of the site rather than not-found: banners lead only there. */
function isSitePath(path: string): boolean {
  const leaf = matchRoutes(routes, path)?.at(-1);
  return leaf !== undefined && leaf.route.path !== '*';
}

/** The lobby routes, `/<group>`: each is a lobby and names its banner group. */
export const LOBBY_GROUPS = ['rng', 'pvp', 'live', 'fish', 'sports', 'esports', 'inhouse'] as const;

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
  ...LOBBY_GROUPS.map((group) => ({
    path: `/${group}`,
    element: <LazyRoute screen={lobby} />,
    handle: { bannerGroup: group },
  })),
  // A launched game full page; the page puts the side menu in mini form.
  { path: '/seamless', element: <LazyRoute screen={seamlessPage} /> },
  // Lottery: the centre and e-lottery lobbies, the Vietnamese lottery (side menu in mini form).
  {
    path: '/lotteryCenter',
    element: <LazyRoute screen={lotteryCentre} />,
    handle: { bannerGroup: 'lottery' },
  },
  { path: '/elott', element: <LazyRoute screen={eLottery} />, handle: { bannerGroup: 'lottery' } },
  { path: '/vnLottery', element: <LazyRoute screen={vnLottery} /> },
  // Limits, reality check, time-out and self-exclusion; the help organisations (guests too).
  { path: SAFER_GAMBLING_PATH, element: <LazyRoute screen={saferGamblingPage} /> },
  ...memberCentreRoutes,
  ...agentCentreRoutes,
  ...rewardsRoutes,
  ...promotionsRoutes,
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
  // A launched game in the in-page frame under the header; the lottery page (header only).
  {
    element: <HeaderOnlyFrame />,
    children: [
      { path: '/game', element: <LazyRoute screen={gamePage} /> },
      { path: '/lottery', element: <LazyRoute screen={lottery} /> },
    ],
  },
  // The SEA lottery's own window (440 x 750).
  { path: '/seaLottery', element: <LazyRoute screen={seaLottery} /> },
];

/** Clean paths (no hash). The legacy home aliases of the spec redirect to `/`. */
export const routes: RouteObject[] = [
  {
    element: <RootRoute />,
    // What a route throws (a bug, a screen outside LazyRoute) shows the catalogue message and a reload.
    errorElement: <RouteFailed />,
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
