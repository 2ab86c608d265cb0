/**
 * Public API of the lottery feature for `app/`. Nothing here is loaded up front: the home widget and
 * the pages are separate chunks, so the lottery adds nothing to the home route's initial JS.
 *
 * - `loadLotteryWidget()` — the home widget (`{ default }`), a section body the home screen loads
 *   as the player scrolls near it.
 * - `loadLotteryPages()` — `LotteryRoute` (/lottery), `VnLotteryRoute` (/vnLottery),
 *   `SeaLotteryRoute` (/seaLottery), `LotteryCentreRoute` (/lotteryCenter), `ELotteryRoute` (/elott).
 */
export const loadLotteryWidget = () => import('./LotteryWidget');
export const loadLotteryPages = () => import('./LotteryPages');
