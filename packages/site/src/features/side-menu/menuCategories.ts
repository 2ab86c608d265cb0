import type { GameCategoryEntry, GameCategoryName } from '../../shared/games';

/**
 * The lobby's vendor query parameter (`/rng?page=<vendor>`, spec): `features/lobby` reads the same
 * name (its `VENDOR_PARAM`) and matches it in any case.
 */
export const LOBBY_VENDOR_PARAM = 'page';

/**
 * Categories whose page the site has: a category without one is left out of the menu rather than
 * leading to Not Found. E-lottery (`/elott`) and the lottery centre (`/lotteryCenter`) list the
 * e-lottery and lottery vendors merged into LOTTERY right after ELOTT, as `deriveCategories` orders them.
 */
export const CATEGORIES_WITH_PAGES: ReadonlySet<GameCategoryName> = new Set<GameCategoryName>([
  'RNG',
  'INHOUSE',
  'PVP',
  'LIVE',
  'FISH',
  'SPORTS',
  'ESPORTS',
  'ELOTT',
  'LOTTERY',
]);

/**
 * Pages that list their vendors as cards rather than tabs: a vendor entry there enters the vendor
 * (its sportsbook, its lottery) instead of selecting a tab the page does not have.
 */
const VENDOR_CARD_CATEGORIES: ReadonlySet<GameCategoryName> = new Set<GameCategoryName>([
  'SPORTS',
  'ESPORTS',
  'ELOTT',
  'LOTTERY',
]);

export interface MenuVendor {
  code: string;
  name: string;
  iconUrl: string;
  /** The lobby with this vendor's tab selected; absent when the entry starts the vendor instead. */
  lobbyPath?: string;
}

export interface MenuCategory {
  category: GameCategoryName;
  /** The category's page from page 1 with no vendor chosen (the lobby then shows its first vendor). */
  route: string;
  gameType: GameCategoryEntry['gameType'];
  vendors: MenuVendor[];
}

/** `/rng?page=PG`: the lobby with one vendor's tab selected. */
export function vendorLobbyPath(route: string, vendor: string): string {
  return `${route}?${new URLSearchParams({ [LOBBY_VENDOR_PARAM]: vendor }).toString()}`;
}

/**
 * The menu's game categories: the brand's categories (`deriveCategories`, in lane order, with the
 * e-sports split, the lottery merge and the in-house rule) that have a page, each with its vendors.
 */
export function menuCategories(
  categories: readonly GameCategoryEntry[],
  withPages: ReadonlySet<GameCategoryName> = CATEGORIES_WITH_PAGES,
): MenuCategory[] {
  return categories
    .filter((entry) => withPages.has(entry.category))
    .map((entry) => ({
      category: entry.category,
      route: entry.route,
      gameType: entry.gameType,
      vendors: entry.vendors.map((card) => ({
        code: card.vassalage,
        name: card.displayName || card.vassalage,
        iconUrl: card.iconUrl,
        lobbyPath: VENDOR_CARD_CATEGORIES.has(entry.category)
          ? undefined
          : vendorLobbyPath(entry.route, card.vassalage),
      })),
    }));
}

/** The vendor the lobby URL names (`?page=`), upper-cased as the lobby compares it; '' when none. */
export function selectedVendorCode(search: string): string {
  return (new URLSearchParams(search).get(LOBBY_VENDOR_PARAM) ?? '').toUpperCase();
}
