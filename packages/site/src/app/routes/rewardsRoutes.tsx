import type { RouteObject } from 'react-router-dom';
import { lazyScreen } from '../../shared/lazy/lazyScreen';
import { LazyRoute } from '../../shared/lazy/LazyRoute';

// The members-only check and its refusal texts load with the route, not with every page.
const pointsMallRoute = lazyScreen<object>(() =>
  import('./PointsMallRoute').then((m) => ({ default: m.PointsMallRoute })),
);

/** The points mall (`/pointMall`); promotions have their own routes (promotionsRoutes.tsx). */
export const rewardsRoutes: RouteObject[] = [
  {
    path: '/pointMall',
    element: <LazyRoute screen={pointsMallRoute} />,
    handle: { bannerGroup: 'shop' },
  },
];
