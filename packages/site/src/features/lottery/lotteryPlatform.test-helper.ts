/**
 * A lottery platform for tests: menus whose draws follow `Date.now()` (so fake timers move them),
 * the Vietnamese menu, popular, recent, lobby and opened numbers, answered like the simulator.
 */
import type { LotteryMenuItem, OpenedNumber, PrizeMode } from '@wl/api-client';
import type {
  PlatformCall,
  PlatformRoutes,
} from '../../shared/testing/renderWithProviders.test-helper';
import { menuItem } from './lotteryFixtures.test-helper';

export interface FakeLottery {
  gameId: number;
  code: string;
  label: string;
  tag: string;
  prizeMode: PrizeMode;
  vendor: string;
  gameType?: 'LOTTERY' | 'ELOTT';
  /** A draw every this many seconds, aligned to the epoch. */
  roundSeconds: number;
  lockSeconds: number;
  onSale?: boolean;
}

export const VN_MB: FakeLottery = {
  gameId: 1,
  code: 'VN_MB',
  label: 'Hà Nội',
  tag: 'Miền Bắc',
  prizeMode: 'Lott',
  vendor: 'TCG_LOTTO_VN',
  roundSeconds: 86_400 * 2,
  lockSeconds: 900,
};
export const VN_HCM: FakeLottery = {
  gameId: 16,
  code: 'VN_HCM',
  label: 'TP. Hồ Chí Minh',
  tag: 'Miền Nam',
  prizeMode: 'Lott',
  vendor: 'TCG_LOTTO_VN',
  roundSeconds: 3_600,
  lockSeconds: 900,
};
export const VN_ST1: FakeLottery = {
  gameId: 37,
  code: 'VN_ST1',
  label: 'Siêu tốc 1 phút',
  tag: 'Siêu tốc',
  prizeMode: 'ZY',
  vendor: 'TCG_LOTTO_VN',
  roundSeconds: 60,
  lockSeconds: 5,
};
export const KENO_1: FakeLottery = {
  gameId: 40,
  code: 'KENO_1',
  label: 'Keno 1 phút',
  tag: 'KENO',
  prizeMode: 'Elott',
  vendor: 'GPI',
  gameType: 'ELOTT',
  roundSeconds: 60,
  lockSeconds: 5,
};
export const ELOTT_FAST: FakeLottery = {
  gameId: 43,
  code: 'ELOTT_FAST',
  label: 'Lucky 8 Digits',
  tag: 'E-Lottery',
  prizeMode: 'Elott',
  vendor: 'ELOTT',
  gameType: 'ELOTT',
  roundSeconds: 120,
  lockSeconds: 10,
};
export const LOTT_1M: FakeLottery = {
  gameId: 49,
  code: 'LOTT_1M',
  label: 'Lucky 5 Balls 1 phút',
  tag: 'Lott',
  prizeMode: 'Lott',
  vendor: 'LOTT',
  roundSeconds: 60,
  lockSeconds: 10,
};
export const SEA_1M: FakeLottery = {
  gameId: 50,
  code: 'SEA_1M',
  label: 'SEA Quick 1 Minute',
  tag: 'SEA',
  prizeMode: 'SEA',
  vendor: 'TCG_SEA',
  roundSeconds: 60,
  lockSeconds: 10,
};

export const ALL_LOTTERIES = [VN_MB, VN_HCM, VN_ST1, KENO_1, ELOTT_FAST, LOTT_1M, SEA_1M];

const VN_TAGS = ['Miền Bắc', 'Miền Trung', 'Miền Nam', 'Siêu tốc'];

/** The draw number of the round that ended last (changes with each draw). */
export const drawIndex = (game: FakeLottery, now: number) =>
  Math.floor(now / (game.roundSeconds * 1000));

export function winningNumberOf(game: FakeLottery, draw: number): string {
  const digit = (n: number) => String((draw * 7 + n * 3 + game.gameId) % 10);
  if (game.vendor === 'TCG_LOTTO_VN')
    return [6, 5, 5, 5, 5, 4, 4, 3, 2]
      .map((length, tier) => Array.from({ length }, (_, i) => digit(tier + i)).join(''))
      .join('~');
  return Array.from({ length: 5 }, (_, i) => digit(i)).join(',');
}

export function menuOf(game: FakeLottery, now: number): LotteryMenuItem {
  const round = game.roundSeconds * 1000;
  const next = (Math.floor(now / round) + 1) * round;
  const remainTime = next - now;
  return menuItem({
    gameId: game.gameId,
    code: game.code,
    gameCode: game.code,
    labelName: game.label,
    tag: game.tag,
    prizeMode: game.prizeMode,
    vendor: game.vendor,
    vassalage: game.vendor,
    gameType: game.gameType ?? 'LOTTERY',
    gameMenuSort: game.gameId,
    remainTime,
    lockTime: game.lockSeconds,
    isSale: (game.onSale ?? true) && remainTime > game.lockSeconds * 1000,
    previousWinningNumber: winningNumberOf(game, drawIndex(game, now)),
    previousWinningTime: new Date(next - round).toISOString(),
  });
}

export interface LotteryRouteOptions {
  games?: FakeLottery[];
  popular?: FakeLottery[];
  recent?: FakeLottery[];
  /** Menus calls take time: ms before the platform reads its clock, and after (the answer's way back). */
  latency?: () => [before: number, after: number];
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The lottery calls answered from `games` as of `Date.now()`. */
export function lotteryRoutes({
  games = ALL_LOTTERIES,
  popular = [],
  recent = [],
  latency,
}: LotteryRouteOptions = {}): PlatformRoutes {
  const menus = (list: FakeLottery[]) => ({ list: list.map((game) => menuOf(game, Date.now())) });
  // Menus come in menu order, as the platform answers them.
  const sorted = (list: FakeLottery[]) => [...list].sort((a, b) => a.gameId - b.gameId);
  const history = (list: FakeLottery[], dayOfWeek: string | null) => {
    const entries: OpenedNumber[] = [];
    for (const game of list) {
      const last = drawIndex(game, Date.now());
      // The 20 latest draws that match the filter, looking back up to two weeks whatever today is.
      const oldest = last - Math.ceil((14 * 86_400) / game.roundSeconds);
      let found = 0;
      for (let draw = last; draw > oldest && found < 20; draw -= 1) {
        const at = draw * game.roundSeconds * 1000;
        const weekday = new Date(at).getUTCDay() + 1;
        if (dayOfWeek && Number(dayOfWeek) !== weekday) continue;
        found += 1;
        entries.push({
          gameId: game.gameId,
          gameCode: game.code,
          issueNo: String(draw),
          drawTime: new Date(at).toISOString(),
          drawDayOfWeek: weekday,
          winningNumber: winningNumberOf(game, draw),
        });
      }
    }
    // newest first, as the platform answers
    return { list: entries.sort((a, b) => b.drawTime.localeCompare(a.drawTime)) };
  };
  const byCode = (code: string | null) => games.filter((game) => game.code === code);
  return {
    'GET /lgw/games/game_menus': async (call: PlatformCall) => {
      const [before, after] = latency?.() ?? [0, 0];
      if (before > 0) await wait(before);
      const answer = menus(
        sorted(games.filter((game) => game.prizeMode === call.query.get('prizeMode'))),
      );
      if (after > 0) await wait(after);
      return answer;
    },
    'GET /lgw/vn/games/game_menu': () =>
      menus(sorted(games.filter((game) => VN_TAGS.includes(game.tag) || game.tag === 'KENO'))),
    'GET /lgw/games/popular': () => menus(popular),
    'GET /lgw/vn/games/game_menu/recent': () => menus(recent),
    'GET /lgw/games/lobby': () => {
      const tags = [...new Set(games.map((game) => game.tag))];
      return {
        categories: tags.map((tag) => ({
          tag,
          games: games.filter((game) => game.tag === tag).map((game) => menuOf(game, Date.now())),
        })),
      };
    },
    'GET /lgw/vn/numeros/opened': (call: PlatformCall) =>
      history(
        games.filter((game) => game.vendor === 'TCG_LOTTO_VN'),
        call.query.get('dayOfWeek'),
      ),
    'GET /lgw/vn/numeros/opened/game': (call: PlatformCall) =>
      history(byCode(call.query.get('gameCode')), call.query.get('dayOfWeek')),
    'GET /lotto/lgw/games/opened/numero': (call: PlatformCall) =>
      history(byCode(call.query.get('gameCode')), call.query.get('dayOfWeek')),
    'GET /wps/game/vendor/lanes': { data: { lanes: [] } },
  };
}
