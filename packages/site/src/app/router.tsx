import { createBrowserRouter, createMemoryRouter, Navigate, type RouteObject } from 'react-router-dom';
import { lazyScreen } from '../shared/lazy/lazyScreen';
import { LazyRoute } from '../shared/lazy/LazyRoute';
import { AppLayout } from './layout/AppLayout';

const home = lazyScreen(() => import('./routes/HomePage'));
const notFound = lazyScreen(() => import('./routes/NotFoundPage'));

/** Clean paths (no hash). The legacy home aliases of the spec redirect to `/`. */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      { index: true, element: <LazyRoute screen={home} />, handle: { bannerGroup: 'home' } },
      ...['/index', '/index.html', '/home'].map((path) => ({ path, element: <Navigate to="/" replace /> })),
      { path: '*', element: <LazyRoute screen={notFound} /> },
    ],
  },
];

export function createSiteRouter(initialPath?: string) {
  return initialPath === undefined ? createBrowserRouter(routes) : createMemoryRouter(routes, { initialEntries: [initialPath] });
}
