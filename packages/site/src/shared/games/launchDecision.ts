import type { GameType, LaunchGameQuery } from '@wl/api-client';

/** What a play button needs to know about the game (a lobby game, a lottery menu item, a PVP room). */
export interface LaunchableGame {
  gameType: GameType;
  vassalage: string;
  gameId?: number;
  nodeId?: number;
  /** PVP rooms launch by room. */
  roomId?: number;
  gameName?: string;
  /** VASSALAGE opens the vendor's popup game list instead of a game. */
  isGame?: 'GAME' | 'VASSALAGE';
  /** Lottery games: the code and play type the lottery pages take. */
  gameCode?: string;
  playType?: string;
  /** 0 means a free trial is available. */
  supportPlay?: number;
}

export interface LaunchContext {
  loggedIn: boolean;
  /** Agent flag 4. */
  trial: boolean;
  /** The free-trial button: demo mode, allowed without an account for `supportPlay` 0 games. */
  demo?: boolean;
}

/** The two pages a launched game opens in. */
export type GamePage = 'game' | 'seamless';

export type LaunchStep =
  | { kind: 'login' }
  | { kind: 'realAccount' }
  /** A free trial asked for a game that has none. */
  | { kind: 'noTrial' }
  | { kind: 'route'; path: string }
  | { kind: 'window'; path: string; name: string; features: string }
  | { kind: 'vendorPopup'; vassalage: string; gameType: GameType }
  | { kind: 'launch'; page: GamePage; demo: boolean };

export const VN_LOTTERY_VENDOR = 'TCG_LOTTO_VN';
export const SEA_LOTTERY_VENDOR = 'TCG_SEA';
/** Spec: the service window of the SEA lottery is 440 x 750. */
export const SEA_WINDOW = { width: 440, height: 750, name: 'seaLottery' } as const;

const LOTTERY_TYPES: ReadonlySet<GameType> = new Set<GameType>(['LOTTERY', 'ELOTT']);

/**
 * Live casino tables and sportsbooks are whole products with their own lobby and bet slip: they get
 * the full page (/seamless). Single games (slots, fishing, card games) open in the in-page frame under
 * the site header (/game), so the balance and menu stay in reach.
 */
const SEAMLESS_TYPES: ReadonlySet<GameType> = new Set<GameType>(['LIVE', 'SPORTS']);

export function gamePageFor(game: Pick<LaunchableGame, 'gameType'>): GamePage {
  return SEAMLESS_TYPES.has(game.gameType) ? 'seamless' : 'game';
}

export function isLotteryGame(game: Pick<LaunchableGame, 'gameType'>): boolean {
  return LOTTERY_TYPES.has(game.gameType);
}

function withQuery(path: string, query: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

/**
 * What pressing play does: a free trial of a `supportPlay` 0 game launches in demo
 * mode for anyone; otherwise no token opens the login modal and a trial user gets the real-account
 * warning; then lottery games go to their pages (TCG_LOTTO_VN to /vnLottery, TCG_SEA to its 440x750
 * window, the others to /lottery), a VASSALAGE entry opens the vendor's game list, and the rest are
 * launched and framed.
 */
export function decideLaunch(game: LaunchableGame, context: LaunchContext): LaunchStep {
  const vendor = game.vassalage.toUpperCase();
  if (context.demo) {
    if (game.supportPlay !== 0 || isLotteryGame(game) || game.isGame === 'VASSALAGE')
      return { kind: 'noTrial' };
    return { kind: 'launch', page: gamePageFor(game), demo: true };
  }
  if (!context.loggedIn) return { kind: 'login' };
  if (context.trial) return { kind: 'realAccount' };
  if (vendor === VN_LOTTERY_VENDOR)
    return { kind: 'route', path: withQuery('/vnLottery', { gameCode: game.gameCode }) };
  if (vendor === SEA_LOTTERY_VENDOR)
    return {
      kind: 'window',
      path: withQuery('/seaLottery', { gameCode: game.gameCode }),
      name: SEA_WINDOW.name,
      features: `popup,width=${SEA_WINDOW.width},height=${SEA_WINDOW.height}`,
    };
  if (isLotteryGame(game))
    return {
      kind: 'route',
      path: withQuery('/lottery', { gameCode: game.gameCode, playType: game.playType }),
    };
  if (game.isGame === 'VASSALAGE')
    return { kind: 'vendorPopup', vassalage: game.vassalage, gameType: game.gameType };
  return { kind: 'launch', page: gamePageFor(game), demo: false };
}

export interface LaunchIdentity {
  username: string | null;
  token: string | null;
  merchantCode: string;
  language: string;
}

/** The platform's launch request (demo: no credentials, `demo` 1). */
export function launchRequest(
  game: LaunchableGame,
  identity: LaunchIdentity,
  demo: boolean,
): LaunchGameQuery {
  const request: LaunchGameQuery = {
    vassalage: game.vassalage,
    accountType: 1,
    confirmTrans: 0,
    launchMode: 'GLS',
    platform: 'html5-desktop',
    clientType: 3,
    merchantCode: identity.merchantCode,
    language: identity.language,
  };
  if (game.roomId !== undefined && game.gameId === undefined) request.roomId = game.roomId;
  if (game.gameId !== undefined) request.gameId = game.gameId;
  if (game.nodeId !== undefined) request.nodeId = game.nodeId;
  if (demo) request.demo = 1;
  else {
    if (identity.username) request.username = identity.username;
    if (identity.token) request.token = identity.token;
  }
  return request;
}
