import type { GameType, VendorLane, VendorLaneCard } from '@wl/api-client';

/** The game categories the side menu, the home sections and the lobbies group by. */
export const GAME_CATEGORIES = [
  'RNG',
  'INHOUSE',
  'PVP',
  'LIVE',
  'FISH',
  'SPORTS',
  'ESPORTS',
  'ELOTT',
  'LOTTERY',
] as const;
export type GameCategoryName = (typeof GAME_CATEGORIES)[number];

/** The in-house lane exists only when an RNG vendor with this code exists (spec, side menu). */
export const INHOUSE_VENDOR = 'BGS';

/** Where each category's entry leads. */
export const CATEGORY_ROUTES: Readonly<Record<GameCategoryName, string>> = {
  RNG: '/rng',
  INHOUSE: '/inhouse',
  PVP: '/pvp',
  LIVE: '/live',
  FISH: '/fish',
  SPORTS: '/sports',
  ESPORTS: '/esports',
  ELOTT: '/elott',
  LOTTERY: '/lotteryCenter',
};

/** The category whose lobby a route shows (`/rng` -> RNG), if it is one. */
export function categoryOfRoute(pathname: string): GameCategoryName | undefined {
  const entry = Object.entries(CATEGORY_ROUTES).find(([, route]) => route === pathname);
  return entry?.[0] as GameCategoryName | undefined;
}

export interface GameCategoryEntry {
  category: GameCategoryName;
  route: string;
  /** The vendors listed under the category, in lane order. */
  vendors: VendorLaneCard[];
  /** The game type the platform knows these vendors by (ESPORTS is SPORTS, INHOUSE is RNG). */
  gameType: GameType;
}

const LANE_TITLES: ReadonlySet<string> = new Set<GameType>([
  'RNG',
  'PVP',
  'LIVE',
  'FISH',
  'SPORTS',
  'ELOTT',
  'LOTTERY',
]);

const entry = (
  category: GameCategoryName,
  gameType: GameType,
  vendors: VendorLaneCard[],
): GameCategoryEntry => ({ category, route: CATEGORY_ROUTES[category], vendors, gameType });

/**
 * The categories present in the vendor lanes, in lane order, one per lane that has vendors, with the
 * spec's regroupings:
 * - sports vendors listed in the brand's `esportsVendors` form ESPORTS, right after SPORTS (SPORTS is
 *   left out when every sports vendor is an e-sports one);
 * - LOTTERY lists the e-lottery and lottery vendors together and sits right after ELOTT;
 * - INHOUSE (the BGS vendor alone) follows RNG only when RNG has a BGS vendor; BGS stays in RNG too.
 * Lanes with an unknown title or no cards are skipped; a repeated title adds its cards to the first.
 */
export function deriveCategories(
  lanes: readonly VendorLane[],
  esportsVendors: readonly string[],
): GameCategoryEntry[] {
  const esports = new Set(esportsVendors.map((code) => code.toUpperCase()));
  // One lane per title, at the first one's place (a title repeated adds its cards).
  const byTitle = new Map<GameType, VendorLaneCard[]>();
  for (const lane of lanes) {
    if (!LANE_TITLES.has(lane.title) || lane.cards.length === 0) continue;
    byTitle.set(lane.title, [...(byTitle.get(lane.title) ?? []), ...lane.cards]);
  }
  const known = [...byTitle].map(([title, cards]) => ({ title, cards }));
  const eLottery = byTitle.get('ELOTT') ?? [];
  const lottery = byTitle.get('LOTTERY') ?? [];
  const lotteryEntry =
    lottery.length > 0 ? entry('LOTTERY', 'LOTTERY', [...eLottery, ...lottery]) : undefined;
  const hasELottery = eLottery.length > 0;

  const result: GameCategoryEntry[] = [];
  const seen = new Set<GameCategoryName>();
  const push = (next: GameCategoryEntry | undefined) => {
    if (!next || seen.has(next.category)) return;
    seen.add(next.category);
    result.push(next);
  };

  for (const lane of known) {
    switch (lane.title) {
      case 'SPORTS': {
        const isEsports = (card: VendorLaneCard) => esports.has(card.vassalage.toUpperCase());
        const sports = lane.cards.filter((card) => !isEsports(card));
        const eSports = lane.cards.filter(isEsports);
        if (sports.length) push(entry('SPORTS', 'SPORTS', sports));
        if (eSports.length) push(entry('ESPORTS', 'SPORTS', eSports));
        break;
      }
      case 'RNG': {
        push(entry('RNG', 'RNG', lane.cards));
        const inHouse = lane.cards.find((card) => card.vassalage.toUpperCase() === INHOUSE_VENDOR);
        if (inHouse) push(entry('INHOUSE', 'RNG', [inHouse]));
        break;
      }
      case 'ELOTT':
        push(entry('ELOTT', 'ELOTT', lane.cards));
        push(lotteryEntry);
        break;
      case 'LOTTERY':
        // After e-lottery when there is one; it is placed there when that lane comes.
        if (!hasELottery) push(lotteryEntry);
        break;
      default:
        push(entry(lane.title, lane.title, lane.cards));
    }
  }
  return result;
}
