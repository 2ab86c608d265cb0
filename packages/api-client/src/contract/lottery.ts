/** Contract of the lottery widget and lobby. */

export const PRIZE_MODES = ['Lott', 'ZY', 'Elott', 'SEA'] as const;
export type PrizeMode = (typeof PRIZE_MODES)[number];

export interface LotteryMenuItem {
  gameId: number;
  remark: string;
  /** Vietnamese region tag (e.g. Miền Bắc) or KENO */
  tag: string;
  labelName: string;
  gameMenuSort: number;
  gameMenus: LotteryMenuItem[];
  /** comma list of weekday numbers, 1 = Sunday .. 7 = Saturday */
  drawDayOfWeek: string;
  /** ms to the next draw */
  remainTime: number;
  /** seconds before the draw when sales close */
  lockTime: number;
  isSale: boolean;
  /** `~`-separated groups of comma values, or a plain digit string */
  previousWinningNumber: string;
  previousWinningTime: string;
  webIconUrl: string;
  code: string;
  defaultPlayType: string;
  accountTypeName: string;
  vendor: string;
  gameCode: string;
  gameType: 'LOTTERY' | 'ELOTT';
  vassalage: string;
  prizeMode: PrizeMode;
}
export interface LotteryMenusQuery {
  prizeMode?: PrizeMode;
  device?: 'WEB';
  recentCount?: number;
}
export interface LotteryMenusResponse {
  list: LotteryMenuItem[];
}
export interface OpenedNumber {
  gameId: number;
  gameCode: string;
  issueNo: string;
  drawTime: string;
  drawDayOfWeek: number;
  winningNumber: string;
}
export interface OpenedNumbersQuery {
  gameId?: number;
  gameCode?: string;
  count?: number;
  dayOfWeek?: number;
}
export interface OpenedNumbersResponse {
  list: OpenedNumber[];
}
export interface LotteryLobbyResponse {
  categories: { tag: string; games: LotteryMenuItem[] }[];
}
