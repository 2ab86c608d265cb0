/** One day in milliseconds (spec: "day is 86400000 ms"). */
export const DAY_MS = 86_400_000;
/** Shortest menu reload delay (7 s). */
export const RELOAD_MIN_MS = 7_000;
/** Longest menu reload delay (30 s). */
export const RELOAD_MAX_MS = 30_000;
/** The countdown ticks once per second. */
export const COUNTDOWN_TICK_MS = 1_000;

/**
 * Delay until the lottery menus are reloaded: the smallest remaining time minus half the round
 * trip, clamped to 7,000..30,000 ms. A missing remaining time (NaN or Infinity, e.g. no menus) waits the maximum; a
 * non-finite round trip counts as 0.
 */
export function reloadDelayMs(minRemainMs: number, rttMs: number): number {
  const remain = Number.isNaN(minRemainMs) ? Number.POSITIVE_INFINITY : minRemainMs;
  const roundTrip = Number.isFinite(rttMs) ? rttMs : 0;
  const delay = remain - roundTrip / 2;
  return Math.min(RELOAD_MAX_MS, Math.max(RELOAD_MIN_MS, delay));
}

/**
 * Absolute time (ms since epoch, same clock as `nowMs`) a draw's countdown runs to:
 * now + remaining - round trip / 2 - lock seconds * 1000 (betting closes at the lock).
 */
export function drawTargetMs(
  nowMs: number,
  remainMs: number,
  rttMs: number,
  lockSec: number,
): number {
  return nowMs + remainMs - rttMs / 2 - lockSec * 1000;
}

/** A card is "on class" (highlighted) when remaining time minus the lock time is under one day. */
export function isOnClass(remainMs: number, lockSec: number): boolean {
  return remainMs - lockSec * 1000 < DAY_MS;
}

/** Smallest `remainTime` among the menus (ms), or `Infinity` when none has a finite one. */
export function minRemainMs(menus: ReadonlyArray<{ remainTime?: number | null }>): number {
  let min = Number.POSITIVE_INFINITY;
  for (const menu of menus) {
    const remain = menu.remainTime;
    if (typeof remain === 'number' && Number.isFinite(remain) && remain < min) min = remain;
  }
  return min;
}

/**
 * A fresh target that is later than the one on screen by less than this is the same draw measured
 * again (round-trip noise), not a moved draw.
 */
export const REMEASURE_TOLERANCE_MS = 2_000;

/**
 * The draw target to count down to after a menu reload, so a countdown never jumps backwards: a
 * fresh estimate slightly later than the target on screen (under 2 s, round-trip noise) keeps the
 * target on screen; an earlier one, a clearly moved draw, a first load or a target already passed
 * take the fresh one. Keeping the earliest estimate of a draw bounds the error by half the largest
 * round trip of its loads instead of letting it wander with each reload.
 */
export function settleDrawTarget(
  shownTargetMs: number | null | undefined,
  freshTargetMs: number,
  nowMs: number,
): number {
  if (
    shownTargetMs === null ||
    shownTargetMs === undefined ||
    !Number.isFinite(shownTargetMs) ||
    shownTargetMs <= nowMs
  ) {
    return freshTargetMs;
  }
  const later = freshTargetMs - shownTargetMs;
  return later > 0 && later < REMEASURE_TOLERANCE_MS ? shownTargetMs : freshTargetMs;
}
