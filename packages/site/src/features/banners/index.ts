/**
 * Public API of the banners feature for `app/`: the current route group's carousel (mounted in the
 * layout's banner area; the carousel's code loads only where there are banners) and the route groups.
 */
export { RouteBanners, type RouteBannersProps } from './RouteBanners';
export { ROUTE_BANNER_GROUPS, type RouteBannerGroup } from './bannerGroups';
// The page's first calls start the current group's banners before React renders (app/arrival.ts).
export { bannersApi } from './api';
export { preloadBannerCarousel } from './RouteBanners';
export { bannerGroupOfMatches } from './bannerGroups';
