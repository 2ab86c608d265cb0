import type { RouteObject } from 'react-router-dom';
import { lazyScreen } from '../../shared/lazy/lazyScreen';
import { LazyRoute } from '../../shared/lazy/LazyRoute';

const promotions = lazyScreen<object>(() =>
  import('../../features/promotions').then((m) => m.loadPromotionsPage()),
);
const promotionDetail = lazyScreen<object>(() =>
  import('../../features/promotions').then((m) => m.loadPromotionDetailPage()),
);

/**
 * The promotions list and a promotion's details (`/promotions`, `/promoDetail?id=`). Both are open to
 * guests, who browse; taking part or claiming asks them to log in on the details page.
 */
export const promotionsRoutes: RouteObject[] = [
  {
    path: '/promotions',
    element: <LazyRoute screen={promotions} />,
    handle: { bannerGroup: 'promotion' },
  },
  {
    path: '/promoDetail',
    element: <LazyRoute screen={promotionDetail} />,
    handle: { bannerGroup: 'promotion' },
  },
];
