/** The lottery gateway. */
export const LOTTERY_PATHS = {
  lotteryPopular: '/lgw/games/popular',
  lotteryMenus: '/lgw/games/game_menus',
  vnLotteryMenu: '/lgw/vn/games/game_menu',
  vnLotteryRecent: '/lgw/vn/games/game_menu/recent',
  vnOpenedNumbers: '/lgw/vn/numeros/opened',
  vnOpenedNumbersByGame: '/lgw/vn/numeros/opened/game',
  lottoOpenedNumbers: '/lotto/lgw/games/opened/numero',
  lotteryLobby: '/lgw/games/lobby',
} as const;
