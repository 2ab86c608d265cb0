import type { LotteryMenuItem, PrizeMode } from '@wl/api-client';
import { SEA_LOTTERY_VENDOR, VN_LOTTERY_VENDOR } from '../../shared/games';

/** The lottery pages of the spec. */
export const LOTTERY_PAGES = [
  'lottery',
  'vnLottery',
  'seaLottery',
  'lotteryCenter',
  'elott',
] as const;
export type LotteryPage = (typeof LOTTERY_PAGES)[number];

/** The pages a lottery game is played on (the launch rule of `shared/games`). */
export type LotteryPlayPage = Extract<LotteryPage, 'lottery' | 'vnLottery' | 'seaLottery'>;

export const LOTTERY_PAGE_PATHS: Readonly<Record<LotteryPage, string>> = {
  lottery: '/lottery',
  vnLottery: '/vnLottery',
  seaLottery: '/seaLottery',
  lotteryCenter: '/lotteryCenter',
  elott: '/elott',
};

/**
 * The prize modes whose games each page shows. A brand offers a page when it sells at least one of
 * them: /vnLottery plays the Vietnamese games (province draws in Lott, the fast Siêu tốc rounds in
 * ZY), /seaLottery the SEA games, /lottery the platform's own and the e-lottery games (Lott, Elott),
 * /elott lists the e-lotteries and /lotteryCenter every lottery the brand sells.
 */
export const PAGE_PRIZE_MODES: Readonly<Record<LotteryPage, readonly PrizeMode[]>> = {
  lottery: ['Lott', 'Elott'],
  vnLottery: ['Lott', 'ZY'],
  seaLottery: ['SEA'],
  elott: ['Elott'],
  lotteryCenter: ['Lott', 'ZY', 'Elott', 'SEA'],
};

/** True when the brand sells one of the page's prize modes. */
export function isPageOffered(page: LotteryPage, brandPrizeModes: readonly PrizeMode[]): boolean {
  return PAGE_PRIZE_MODES[page].some((mode) => brandPrizeModes.includes(mode));
}

/** The page a game is played on: TCG_LOTTO_VN on /vnLottery, TCG_SEA on /seaLottery, others on /lottery. */
export function playPageOf(game: Pick<LotteryMenuItem, 'vendor' | 'vassalage'>): LotteryPlayPage {
  const vendor = (game.vendor || game.vassalage || '').toUpperCase();
  if (vendor === VN_LOTTERY_VENDOR) return 'vnLottery';
  if (vendor === SEA_LOTTERY_VENDOR) return 'seaLottery';
  return 'lottery';
}

/**
 * The games a page lists among the brand's menus: a play page its own games (of the prize modes it
 * shows), /elott the e-lotteries, /lotteryCenter all of them.
 */
export function gamesOfPage<T extends LotteryMenuItem>(
  page: LotteryPage,
  menus: readonly T[],
): T[] {
  const modes = PAGE_PRIZE_MODES[page];
  return menus.filter((game) => {
    if (!modes.includes(game.prizeMode)) return false;
    if (page === 'lotteryCenter') return true;
    if (page === 'elott') return game.gameType === 'ELOTT';
    return playPageOf(game) === page;
  });
}
