/**
 * Every path pattern the router knows (router.tsx), kept in step by router.test.tsx. The route-wide
 * end-to-end sweep (e2e/tests/a11y.spec.ts, e2e/sweep.ts) visits a screen for each, so a new route is covered the day
 * it lands: the unit test fails until it is listed here, the e2e test until it has a screen to visit.
 */
export const ROUTE_PATTERNS = [
  '/',
  '/index',
  '/index.html',
  '/home',
  '/down',
  '/download',
  '/changePassword',
  '/rng',
  '/pvp',
  '/live',
  '/fish',
  '/sports',
  '/esports',
  '/inhouse',
  '/seamless',
  '/lotteryCenter',
  '/elott',
  '/vnLottery',
  '/safer-gambling',
  '/member',
  '/member/:entry',
  '/agent',
  '/agent/:entry',
  '/pointMall',
  '/promotions',
  '/promoDetail',
  '*',
  '/login',
  '/register',
  '/register.html',
  '/helpmc',
  '/game',
  '/lottery',
  '/seaLottery',
] as const;

export type RoutePattern = (typeof ROUTE_PATTERNS)[number];
