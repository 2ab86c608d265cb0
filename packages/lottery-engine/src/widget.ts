/** The fields of a lottery menu item the home widget uses. */
export interface LotteryMenuLike {
  gameId: string | number;
  tag?: string | null;
  vendor?: string | null;
  vassalage?: string | null;
  gameType?: string | null;
}

/** Vendor code of the e-lottery provider whose games make up the KENO tab. */
export const GPI_VENDOR = 'GPI';
/** Tabs shown per swiper view. */
export const TAGS_PER_VIEW = 5;
/** The "all lotteries" tab. */
export const ALL_TAG = 'ALL';
/** The KENO tab (GPI-vendor e-lotteries). */
export const KENO_TAG = 'KENO';

function normalise(code: string | null | undefined): string {
  return (code ?? '').trim().toUpperCase();
}

/** True for a GPI-vendor e-lottery game (vendor or vassalage GPI, game type ELOTT when given). */
export function isGpiElottery(
  game: Pick<LotteryMenuLike, 'vendor' | 'vassalage' | 'gameType'>,
): boolean {
  const vendor = normalise(game.vendor) || normalise(game.vassalage);
  const type = normalise(game.gameType);
  return vendor === GPI_VENDOR && (type === '' || type === 'ELOTT');
}

/** The widget's tab bar: ALL, one tab per Vietnamese tag, KENO, paged 5 per view. */
export interface LotteryTabs {
  tags: string[];
  /** Tags split into swiper views of 5. */
  pages: string[][];
  /** Arrows show when there are more than 5 tabs. */
  showArrows: boolean;
}

/**
 * Builds the tab bar: `ALL`, then one tab per distinct tag of the Vietnamese lottery menus (in
 * menu order, trimmed, case kept from the first occurrence), then `KENO` only when `eLotteries`
 * holds a GPI-vendor e-lottery. A menu tagged ALL or KENO adds no extra tab.
 */
export function buildLotteryTabs(
  menus: readonly LotteryMenuLike[],
  eLotteries: readonly LotteryMenuLike[] = [],
): LotteryTabs {
  const tags = [ALL_TAG];
  const seen = new Set([ALL_TAG, KENO_TAG]);
  for (const menu of menus) {
    const tag = (menu.tag ?? '').trim();
    if (tag === '' || seen.has(tag.toUpperCase())) continue;
    seen.add(tag.toUpperCase());
    tags.push(tag);
  }
  if (eLotteries.some(isGpiElottery)) tags.push(KENO_TAG);
  const pages: string[][] = [];
  for (let start = 0; start < tags.length; start += TAGS_PER_VIEW)
    pages.push(tags.slice(start, start + TAGS_PER_VIEW));
  return { tags, pages, showArrows: tags.length > TAGS_PER_VIEW };
}

/** The swiper view (0-based page) that holds `tag`, so the active tab is scrolled into view. */
export function pageOfTag(tabs: LotteryTabs, tag: string): number {
  const index = tabs.tags.indexOf(tag);
  return index < 0 ? 0 : Math.floor(index / TAGS_PER_VIEW);
}

/** The cards under a tab: every menu for ALL, the GPI e-lotteries for KENO, otherwise the menus with that tag. */
export function itemsForTag<T extends LotteryMenuLike>(
  tag: string,
  menus: readonly T[],
  eLotteries: readonly T[] = [],
): T[] {
  if (tag === ALL_TAG) return [...menus];
  if (tag === KENO_TAG) return eLotteries.filter(isGpiElottery);
  const wanted = tag.trim().toUpperCase();
  return menus.filter((menu) => normalise(menu.tag) === wanted);
}

/** List modes of the widget: normal (by tab), hot, favourites, recent. */
export type ListMode = 'normal' | 'hot' | 'fav' | 'recent';

/** Widget view state: the active tab and list mode. */
export interface WidgetViewState {
  tag: string;
  mode: ListMode;
}

/** Initial view: ALL, normal list. */
export const INITIAL_WIDGET_VIEW: WidgetViewState = { tag: ALL_TAG, mode: 'normal' };

/** Choosing a list mode: the active mode chosen again returns to normal. */
export function chooseListMode(
  state: WidgetViewState,
  mode: Exclude<ListMode, 'normal'>,
): WidgetViewState {
  return { ...state, mode: state.mode === mode ? 'normal' : mode };
}

/** Changing the tab resets the list mode to normal (choosing the same tab keeps the state). */
export function chooseTag(state: WidgetViewState, tag: string): WidgetViewState {
  return state.tag === tag ? state : { tag, mode: 'normal' };
}

/**
 * Recent lotteries in the order of the recent-games answer, each matched to the known menu by
 * `gameId` (compared as strings); unknown ids and repeats are skipped.
 */
export function orderRecentByMenus<T extends LotteryMenuLike>(
  recent: ReadonlyArray<{ gameId: string | number }>,
  menus: readonly T[],
): T[] {
  const byId = new Map<string, T>();
  for (const menu of menus) {
    if (!byId.has(String(menu.gameId))) byId.set(String(menu.gameId), menu);
  }
  const ordered: T[] = [];
  const used = new Set<string>();
  for (const { gameId } of recent) {
    const id = String(gameId);
    const menu = byId.get(id);
    if (menu && !used.has(id)) {
      used.add(id);
      ordered.push(menu);
    }
  }
  return ordered;
}

/** Favourite lotteries among the menus, in menu order. */
export function favouriteMenus<T extends LotteryMenuLike>(
  menus: readonly T[],
  favouriteIds: readonly string[],
): T[] {
  const ids = new Set(favouriteIds);
  return menus.filter((menu) => ids.has(String(menu.gameId)));
}

/** Popular (hot) lotteries requested (spec: 20). */
export const POPULAR_LOTTERY_COUNT = 20;
/** Recent lotteries requested (spec: 100). */
export const RECENT_LOTTERY_COUNT = 100;
