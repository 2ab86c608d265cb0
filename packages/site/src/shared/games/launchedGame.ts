import { readStored, removeStored, writeStored } from '../storage/webStorage';
import { safeGameUrl } from './gameUrl';
import type { GamePage } from './launchDecision';

/**
 * The game the /game or /seamless page frames, kept in sessionStorage so a reload keeps it (the spec's
 * session key `iframeUrl`, plus its name for the frame title and the page to go back to). Session
 * storage rather than the route's query: the launch address carries the player's session and must not
 * end up in shared links, bookmarks or other tabs.
 */
export const LAUNCHED_GAME_KEYS = {
  url: 'iframeUrl',
  name: 'iframeTitle',
  returnTo: 'iframeReturn',
} as const;

export interface LaunchedGame {
  url: string;
  name: string;
  /** Where the close button leads when there is no page to go back to. */
  returnTo: string;
}

export const GAME_PAGE_PATHS: Readonly<Record<GamePage, string>> = {
  game: '/game',
  seamless: '/seamless',
};

export function saveLaunchedGame(game: LaunchedGame): void {
  writeStored('sessionStorage', LAUNCHED_GAME_KEYS.url, game.url);
  writeStored('sessionStorage', LAUNCHED_GAME_KEYS.name, game.name);
  writeStored('sessionStorage', LAUNCHED_GAME_KEYS.returnTo, game.returnTo);
}

export type StoredGame =
  { status: 'none' } | { status: 'invalid' } | { status: 'ok'; game: LaunchedGame };

/** The stored game, its address checked again (storage can be edited by anyone on the device). */
export function readLaunchedGame(): StoredGame {
  const raw = readStored('sessionStorage', LAUNCHED_GAME_KEYS.url);
  if (raw === null) return { status: 'none' };
  const url = safeGameUrl(raw);
  // Not an address the site would frame. Reading stays free of side effects (React may call a state
  // initialiser again when a render is thrown away); the page removes the keys once it shows this.
  if (!url) return { status: 'invalid' };
  const returnTo = readStored('sessionStorage', LAUNCHED_GAME_KEYS.returnTo) ?? '/';
  return {
    status: 'ok',
    game: {
      url,
      name: readStored('sessionStorage', LAUNCHED_GAME_KEYS.name) ?? '',
      // Only a path of this site: never an address elsewhere.
      returnTo: returnTo.startsWith('/') && !returnTo.startsWith('//') ? returnTo : '/',
    },
  };
}

export function clearLaunchedGame(): void {
  for (const key of Object.values(LAUNCHED_GAME_KEYS)) removeStored('sessionStorage', key);
}
