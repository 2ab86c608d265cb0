export { promotionDevRoutes, promotionRoutes } from './promotions';
