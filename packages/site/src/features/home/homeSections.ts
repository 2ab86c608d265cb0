/** The home page's game sections, in the product's order (hot, slots, live, PVP, ...). */
export const HOME_CATEGORIES = [
  'RNG',
  'LIVE',
  'PVP',
  'FISH',
  'SPORTS',
  'ESPORTS',
  'INHOUSE',
] as const;
export type HomeCategory = (typeof HOME_CATEGORIES)[number];

/** Spec: RNG home rows hold 15 games each. */
export const HOME_ROW_SIZE = 15;
/** Spec: lists outside the lobby pages load 20 games. */
export const HOME_PAGE_SIZE = 20;
/** Spec: the winners board shows up to 20 entries. */
export const WINNERS_LIMIT = 20;
/** Spec: the home help section shows the first 4 entries. */
export const HELP_SECTION_COUNT = 4;

/** The home categories among the brand's categories (derived from the vendor lanes), in home order. */
export function homeCategories<T extends { category: string }>(categories: readonly T[]): T[] {
  return HOME_CATEGORIES.flatMap((name) => categories.filter((entry) => entry.category === name));
}

export interface GameRow<T> {
  games: T[];
  /** The row has room left: it ends with a 'more' slide leading to the lobby. */
  more: boolean;
}

/** Games split into rows of `size` (15); a row with fewer than `size` games gets the 'more' slide. */
export function gameRows<T>(games: readonly T[], size: number = HOME_ROW_SIZE): GameRow<T>[] {
  const rows: GameRow<T>[] = [];
  for (let start = 0; start < games.length; start += size) {
    const slice = games.slice(start, start + size);
    rows.push({ games: slice, more: slice.length < size });
  }
  return rows;
}
