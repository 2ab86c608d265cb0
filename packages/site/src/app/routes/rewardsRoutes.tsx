import type { RouteObject } from 'react-router-dom';

/** The points mall, promotions and feedback pages (`/pointMall`, `/promotions`, `/promoDetail`). */
export const rewardsRoutes: RouteObject[] = [];
