/**
 * Public API of the promotions for `app/`: `loadPromotionsPage()` gives the `/promotions` screen and
 * `loadPromotionDetailPage()` the `/promoDetail` screen (`{ default }`), each on demand, so the
 * promotions add nothing to the home route's initial JS.
 */
export const loadPromotionsPage = () =>
  import('./PromotionsPage').then((m) => ({ default: m.PromotionsPage }));

export const loadPromotionDetailPage = () =>
  import('./PromotionDetailPage').then((m) => ({ default: m.PromotionDetailPage }));
