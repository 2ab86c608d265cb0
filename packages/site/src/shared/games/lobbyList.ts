import type { VendorLane, VendorLaneCard } from '@wl/api-client';
import type { GameListArgs } from './api';
import { categoryOfRoute, deriveCategories, type GameCategoryName } from './categories';

/** The query parameter that names a lobby's selected vendor (spec: `/rng?page=<vendor>`). */
export const LOBBY_VENDOR_PARAM = 'page';

/** Lobbies that list games page by page (sports and e-sports show one card per vendor instead). */
export const PAGED_LOBBY_CATEGORIES: ReadonlySet<GameCategoryName> = new Set<GameCategoryName>([
  'RNG',
  'INHOUSE',
  'PVP',
  'LIVE',
  'FISH',
]);

/** The vendor a lobby address names (any case), else the first one. */
export function lobbyVendorOf(
  vendors: readonly VendorLaneCard[],
  wanted: string | null,
): VendorLaneCard | undefined {
  const code = wanted?.toUpperCase();
  return vendors.find((vendor) => vendor.vassalage.toUpperCase() === code) ?? vendors[0];
}

/**
 * The list a lobby shows when it opens at `pathname` + `search` (All, no filter, no search): the same
 * arguments the lobby asks with, so a call started before the lobby renders is the one it finds.
 * Null where the address is no paged lobby or its category has no vendor.
 */
export function arrivalLobbyListArgs(
  { pathname, search }: { pathname: string; search: string },
  {
    lanes,
    esportsVendors,
    language,
    merchant,
  }: {
    lanes: readonly VendorLane[];
    esportsVendors: readonly string[];
    language: string;
    merchant: string;
  },
): GameListArgs | null {
  const category = categoryOfRoute(pathname);
  if (!category || !PAGED_LOBBY_CATEGORIES.has(category)) return null;
  const entry = deriveCategories(lanes, esportsVendors).find((c) => c.category === category);
  const vendor = entry
    ? lobbyVendorOf(entry.vendors, new URLSearchParams(search).get(LOBBY_VENDOR_PARAM))
    : undefined;
  if (!entry || !vendor) return null;
  return {
    gameType: entry.gameType,
    vassalage: vendor.vassalage,
    gameClassify: 'ALL',
    minBet: 0,
    gameName: '',
    language,
    merchant,
  };
}

/**
 * The list a lobby address that names its vendor (`/rng?page=MEGA`) most likely opens with, before the
 * vendor lanes are known: the category's game type and the named vendor. `arrivalLobbyListArgs` says
 * for sure once the lanes answer (the vendor may not be the category's, or be spelt differently).
 */
export function namedLobbyListArgs(
  { pathname, search }: { pathname: string; search: string },
  { language, merchant }: { language: string; merchant: string },
): GameListArgs | null {
  const category = categoryOfRoute(pathname);
  const named = new URLSearchParams(search).get(LOBBY_VENDOR_PARAM)?.trim().toUpperCase();
  if (!category || !PAGED_LOBBY_CATEGORIES.has(category) || !named) return null;
  return {
    gameType: category === 'INHOUSE' ? 'RNG' : (category as GameListArgs['gameType']),
    vassalage: named,
    gameClassify: 'ALL',
    minBet: 0,
    gameName: '',
    language,
    merchant,
  };
}

let arrivalList: { unsubscribe(): void } | null = null;

/** Keeps the lobby list the page's first calls started until the lobby subscribes to it itself. */
export function holdArrivalLobbyList(subscription: { unsubscribe(): void }) {
  arrivalList?.unsubscribe();
  arrivalList = subscription;
}

/** The lobby has subscribed (or shows another list): the first calls' hold on their list ends. */
export function releaseArrivalLobbyList() {
  arrivalList?.unsubscribe();
  arrivalList = null;
}
