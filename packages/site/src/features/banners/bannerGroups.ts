import type { BannerGroup } from '@wl/api-client';

/** Width / height of a banner (the platform's pictures are 1200 x 450). */
export const BANNER_ASPECT_RATIO = '16 / 6';

/**
 * The spec's banner route groups and the platform group each one asks for (`w_<group>`; the register
 * pages use `w_reg`). A route names its group in its handle: `handle: { bannerGroup: 'rng' }`.
 */
export const ROUTE_BANNER_GROUPS = {
  home: 'w_home',
  rng: 'w_rng',
  live: 'w_live',
  fish: 'w_fish',
  pvp: 'w_pvp',
  sports: 'w_sports',
  esports: 'w_esports',
  lottery: 'w_lottery',
  download: 'w_download',
  promotion: 'w_promotion',
  shop: 'w_shop',
  help: 'w_help',
  register: 'w_reg',
  inhouse: 'w_inhouse',
} as const satisfies Record<string, BannerGroup>;

export type RouteBannerGroup = keyof typeof ROUTE_BANNER_GROUPS;

const PLATFORM_GROUPS: ReadonlySet<string> = new Set(Object.values(ROUTE_BANNER_GROUPS));

/** The platform group of a handle's `bannerGroup`: a route group name (`rng`) or a group (`w_reg`). */
export function platformBannerGroup(name: unknown): BannerGroup | undefined {
  if (typeof name !== 'string') return undefined;
  if (Object.hasOwn(ROUTE_BANNER_GROUPS, name))
    return ROUTE_BANNER_GROUPS[name as RouteBannerGroup];
  return PLATFORM_GROUPS.has(name) ? (name as BannerGroup) : undefined;
}

/** The banner group of the deepest matched route that names one (react-router `useMatches()`). */
export function bannerGroupOfMatches(
  matches: readonly { handle?: unknown }[],
): BannerGroup | undefined {
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle;
    if (handle && typeof handle === 'object' && 'bannerGroup' in handle) {
      const group = platformBannerGroup((handle as { bannerGroup: unknown }).bannerGroup);
      if (group) return group;
    }
  }
  return undefined;
}
