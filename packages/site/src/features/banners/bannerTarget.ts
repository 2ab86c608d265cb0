import { GAME_TYPES, type Banner, type GameType } from '@wl/api-client';
import { externalHref } from '@wl/ui-kit';

/** Modals a banner may open (content a guest and a member can both use). */
export const BANNER_MODALS = ['download', 'help', 'notice'] as const;
export type BannerModal = (typeof BANNER_MODALS)[number];

/** What pressing a banner does. */
export type BannerTarget =
  /** An http(s) page in a new tab: the banner is a link. */
  | { kind: 'external'; href: string }
  /** A page of this site: the banner is a button that navigates. */
  | { kind: 'route'; path: string }
  /** One of the site's modals: the banner is a button that opens it. */
  | { kind: 'modal'; name: BannerModal }
  /** A game (or a vendor's lobby without `gameId`): the banner is a button that starts it. */
  | { kind: 'game'; gameType: GameType; vassalage: string; gameId?: number }
  /** No linkage, or one that leads nowhere real: the banner is only a picture. */
  | { kind: 'none' };

const NONE: BannerTarget = { kind: 'none' };

/**
 * An in-site path (`/rng?page=2`): starts with one slash, never `//` (another host) or a backslash
 * (browsers read `/\host` as another host too).
 */
function sitePath(value: string): string | undefined {
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return undefined;
  return value;
}

/** `RNG:PG:1024` (type, vendor, game id) or `LIVE:EVO` (a vendor's own lobby). */
function gameLinkage(value: string): BannerTarget {
  const [type, vassalage, id, ...rest] = value.split(':').map((part) => part.trim());
  if (rest.length || !type || !vassalage) return NONE;
  const gameType = type.toUpperCase();
  if (!(GAME_TYPES as readonly string[]).includes(gameType)) return NONE;
  if (id === undefined || id === '')
    return { kind: 'game', gameType: gameType as GameType, vassalage };
  if (!/^\d+$/.test(id)) return NONE;
  return { kind: 'game', gameType: gameType as GameType, vassalage, gameId: Number(id) };
}

/**
 * Reads a banner's `linkageType` / `linkageValue` (spec: a banner with a linkageType is clickable):
 * - `URL`: an absolute http(s) URL, opened in a new tab; any other scheme (`javascript:`, `data:`,
 *   relative) is never linked;
 * - `ROUTE`: an in-site path the site knows (`isSitePath`), or `modal:<name>` for the download, help
 *   or notice modal;
 * - `GAME`: `<gameType>:<vendor>[:<gameId>]`, started like a game tile.
 * Anything else leaves the banner a plain picture.
 */
export function bannerTarget(
  banner: Pick<Banner, 'linkageType' | 'linkageValue'>,
  isSitePath: (path: string) => boolean,
): BannerTarget {
  const value = banner.linkageValue?.trim();
  if (!banner.linkageType || !value) return NONE;
  switch (banner.linkageType) {
    case 'URL': {
      const href = externalHref(value);
      return href ? { kind: 'external', href } : NONE;
    }
    case 'ROUTE': {
      if (value.startsWith('modal:')) {
        const name = value.slice('modal:'.length);
        return (BANNER_MODALS as readonly string[]).includes(name)
          ? { kind: 'modal', name: name as BannerModal }
          : NONE;
      }
      const path = sitePath(value);
      return path && isSitePath(path) ? { kind: 'route', path } : NONE;
    }
    case 'GAME':
      return gameLinkage(value);
    default:
      return NONE;
  }
}
