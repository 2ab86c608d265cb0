import { createBrowserRouter, createMemoryRouter, Navigate, type RouteObject } from 'react-router-dom';
import { lazyScreen } from '../shared/lazy/lazyScreen';
import { LazyRoute } from '../shared/lazy/LazyRoute';
import { AppLayout } from './layout/AppLayout';
import { RootRoute } from './RootRoute';

const home = lazyScreen(() => import('./routes/HomePage'));
const notFound = lazyScreen(() => import('./routes/NotFoundPage'));

/** Pages inside the full layout (side menu, header, banner, content, footer). */
const layoutRoutes: RouteObject[] = [
  { index: true, element: <LazyRoute screen={home} />, handle: { bannerGroup: 'home' } },
  ...['/index', '/index.html', '/home'].map((path) => ({ path, element: <Navigate to="/" replace /> })),
  { path: '*', element: <LazyRoute screen={notFound} /> },
];

/** Pages with their own frame (no side menu), e.g. the register page (header and banner only). */
const framedRoutes: RouteObject[] = [];

/** Clean paths (no hash). The legacy home aliases of the spec redirect to `/`. */
export const routes: RouteObject[] = [
  {
    element: <RootRoute />,
    children: [...framedRoutes, { element: <AppLayout />, children: layoutRoutes }],
  },
];

export function createSiteRouter(initialPath?: string) {
  return initialPath === undefined ? createBrowserRouter(routes) : createMemoryRouter(routes, { initialEntries: [initialPath] });
}
