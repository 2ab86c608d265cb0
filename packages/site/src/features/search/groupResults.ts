import type { Game } from '@wl/api-client';
import type { GameCategoryEntry, GameCategoryName } from '../../shared/games';

/** A page of the site the palette finds by its name. */
export interface SitePage {
  id: string;
  label: string;
  path: string;
}

export type PaletteOption =
  | { kind: 'game'; id: string; game: Game; vendorName: string; iconUrl?: string }
  | { kind: 'page'; id: string; page: SitePage }
  | { kind: 'recent'; id: string; text: string };

export interface PaletteGroup {
  id: string;
  /** A game category, or the site's pages, or the recent searches. */
  kind: 'category' | 'pages' | 'recent';
  category?: GameCategoryName;
  options: PaletteOption[];
}

/** Lower-cased, accents kept: a name matches when it contains the text. */
const fold = (text: string) => text.toLocaleLowerCase();

/**
 * The category a game is listed under: the first of the brand's categories (in menu order) that
 * lists its vendor for its game type (a BGS slot is a slot, shown in the in-house lobby too).
 */
export function categoryOfGame(
  game: Game,
  categories: readonly GameCategoryEntry[],
): GameCategoryEntry | undefined {
  return (
    categories.find(
      (entry) =>
        entry.gameType === game.gameType &&
        entry.vendors.some((vendor) => vendor.vassalage === game.vassalage),
    ) ?? categories.find((entry) => entry.gameType === game.gameType)
  );
}

/**
 * The palette's groups for `query`: the games by category (in the brand's menu order, each with its
 * vendor's name and icon), then the site's pages whose name contains the text. Games of a category
 * the brand does not list stay out: they have no lobby and no vendor to show.
 */
export function groupResults(
  query: string,
  games: readonly Game[],
  categories: readonly GameCategoryEntry[],
  pages: readonly SitePage[],
): PaletteGroup[] {
  const byCategory = new Map<GameCategoryName, PaletteOption[]>();
  const seen = new Set<number>();
  for (const game of games) {
    if (seen.has(game.gameId)) continue;
    seen.add(game.gameId);
    const entry = categoryOfGame(game, categories);
    if (!entry) continue;
    const vendor = entry.vendors.find((v) => v.vassalage === game.vassalage);
    const options = byCategory.get(entry.category) ?? [];
    options.push({
      kind: 'game',
      id: `game-${game.gameId}`,
      game,
      vendorName: vendor?.displayName || game.nodeName || game.vassalage,
      iconUrl: vendor?.iconUrl,
    });
    byCategory.set(entry.category, options);
  }
  const groups: PaletteGroup[] = categories
    .filter((entry) => byCategory.has(entry.category))
    .map((entry) => ({
      id: `category-${entry.category}`,
      kind: 'category',
      category: entry.category,
      options: byCategory.get(entry.category) ?? [],
    }));
  const text = fold(query.trim());
  const matchingPages = text ? pages.filter((page) => fold(page.label).includes(text)) : [];
  if (matchingPages.length)
    groups.push({
      id: 'pages',
      kind: 'pages',
      options: matchingPages.map((page) => ({ kind: 'page', id: `page-${page.id}`, page })),
    });
  return groups;
}

/** The options in the order the arrow keys walk them. */
export const optionsInOrder = (groups: readonly PaletteGroup[]): PaletteOption[] =>
  groups.flatMap((group) => group.options);
