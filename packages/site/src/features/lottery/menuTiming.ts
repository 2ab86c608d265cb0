import type { LotteryMenuItem } from '@wl/api-client';
import {
  drawTargetMs,
  formatCountdown,
  isOnClass,
  minRemainMs,
  parseWinningNumbers,
  settleDrawTarget,
  WINNING_DIGITS_SHOWN,
  type Countdown,
} from '@wl/lottery-engine';

/** One menus answer and when it came: the remaining times are as of `receivedAt - rttMs / 2`. */
export interface TimedMenus {
  list: LotteryMenuItem[];
  /** Clock time the answer arrived (ms since epoch). */
  receivedAt: number;
  rttMs: number;
}

/** Every game of the answers once (the first answer naming it wins), in menu order. */
export function mergeMenus(answers: readonly TimedMenus[]): LotteryMenuItem[] {
  const byId = new Map<number, LotteryMenuItem>();
  for (const answer of answers) {
    for (const item of answer.list) if (!byId.has(item.gameId)) byId.set(item.gameId, item);
  }
  return [...byId.values()].sort((a, b) => a.gameMenuSort - b.gameMenuSort);
}

/**
 * The draw target of every game (the engine's now + remaining - rtt/2 - lock, from the answer it came
 * in), settled against the targets on screen so a reload never makes a countdown go up.
 */
export function drawTargets(
  answers: readonly TimedMenus[],
  shown: ReadonlyMap<number, number>,
  nowMs: number,
): Map<number, number> {
  const targets = new Map<number, number>();
  for (const answer of answers) {
    for (const item of answer.list) {
      if (targets.has(item.gameId)) continue;
      const fresh = drawTargetMs(answer.receivedAt, item.remainTime, answer.rttMs, item.lockTime);
      targets.set(item.gameId, settleDrawTarget(shown.get(item.gameId), fresh, nowMs));
    }
  }
  return targets;
}

/**
 * What the reload timer is given now: the smallest remaining time (less the time since its answer
 * came) and the round trip of that answer; `Infinity` without any game (the engine waits 30 s).
 */
export function reloadInputs(
  answers: readonly TimedMenus[],
  nowMs: number,
): { minRemainMs: number; rttMs: number } {
  let best = { minRemainMs: Number.POSITIVE_INFINITY, rttMs: 0 };
  for (const answer of answers) {
    const remain = minRemainMs(answer.list) - (nowMs - answer.receivedAt);
    if (remain - answer.rttMs / 2 < best.minRemainMs - best.rttMs / 2) {
      best = { minRemainMs: remain, rttMs: answer.rttMs };
    }
  }
  return best;
}

/** A card's countdown at `nowMs`, and whether it is highlighted (on-class). */
export interface CardTiming {
  countdown: Countdown;
  onClass: boolean;
}

export function cardTiming(
  game: Pick<LotteryMenuItem, 'isSale' | 'lockTime'>,
  targetMs: number | undefined,
  nowMs: number,
): CardTiming {
  const left = targetMs === undefined ? Number.NaN : targetMs - nowMs;
  return {
    countdown: formatCountdown(left, game.isSale),
    onClass: Number.isFinite(left) && isOnClass(left + game.lockTime * 1000, game.lockTime),
  };
}

/** The numbers a card shows of the previous result: its first group, at most 6 values. */
export function previewNumbers(raw: string): string[] {
  return (parseWinningNumbers(raw)[0] ?? []).slice(0, WINNING_DIGITS_SHOWN);
}

/** The countdown in the player's language: days and hours are translated, the clock is not. */
export function countdownText(
  countdown: Countdown,
  translateDays: (values: { days: number; hours: string }) => string,
): string {
  return countdown.kind === 'days'
    ? translateDays({ days: countdown.days, hours: String(countdown.hours).padStart(2, '0') })
    : countdown.text;
}
