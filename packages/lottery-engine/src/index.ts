export {
  COUNTDOWN_TICK_MS,
  DAY_MS,
  RELOAD_MAX_MS,
  RELOAD_MIN_MS,
  REMEASURE_TOLERANCE_MS,
  drawTargetMs,
  isOnClass,
  minRemainMs,
  reloadDelayMs,
  settleDrawTarget,
} from './timing';
export {
  LOTTERY_ARTWORK_VENDORS,
  hasLotteryArtwork,
  lotteryCardImage,
  type LotteryCardImage,
} from './images';
export { CLOSED_COUNTDOWN, formatCountdown, type Countdown } from './countdown';
export {
  PRIZE_TIER_LABELS,
  WINNING_DIGITS_SHOWN,
  labelPrizeTiers,
  parseWinningNumbers,
  prizeTierLabel,
  type PrizeTierLabel,
} from './winningNumbers';
export {
  WEEKDAY_FILTER_OPTIONS,
  WEEKDAY_NAMES,
  drawWeekdays,
  filterByWeekday,
  weekdayOfDate,
  type WeekdayFilter,
  type WeekdayNumber,
} from './weekdays';
export {
  ALL_TAG,
  GPI_VENDOR,
  INITIAL_WIDGET_VIEW,
  KENO_TAG,
  POPULAR_LOTTERY_COUNT,
  RECENT_LOTTERY_COUNT,
  TAGS_PER_VIEW,
  buildLotteryTabs,
  chooseListMode,
  chooseTag,
  favouriteMenus,
  isGpiElottery,
  itemsForTag,
  orderRecentByMenus,
  pageOfTag,
  type ListMode,
  type LotteryMenuLike,
  type LotteryTabs,
  type WidgetViewState,
} from './widget';
export {
  favouritesKey,
  isFavourite,
  readFavourites,
  toggleFavourite,
  writeFavourites,
  type StorageLike,
} from './favourites';
export {
  createReloadScheduler,
  createTicker,
  type ReloadScheduler,
  type ReloadSchedulerOptions,
  type Ticker,
  type TickerOptions,
  type TimerEnvironment,
} from './scheduler';
