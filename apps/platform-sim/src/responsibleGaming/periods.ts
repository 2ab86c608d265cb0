import { rgAddMonths, rgExclusionEnd, type RgLimitPeriod } from '../contract';

/** Calendar months and exclusion ends: the contract's, so the site shows the ends the platform keeps. */
export const addMonths = rgAddMonths;
export const exclusionEnd = rgExclusionEnd;

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

/**
 * The period of a money limit that holds `now`: periods follow each other from `anchor`, the moment
 * the limit was first set, every 24 hours, every 7 days or every calendar month.
 */
export function periodWindow(
  period: Exclude<RgLimitPeriod, 'session'>,
  anchor: number,
  now: number,
): { start: number; end: number } {
  if (period === 'month') {
    let months = Math.max(
      0,
      (new Date(now).getUTCFullYear() - new Date(anchor).getUTCFullYear()) * 12 +
        new Date(now).getUTCMonth() -
        new Date(anchor).getUTCMonth(),
    );
    while (months > 0 && addMonths(anchor, months) > now) months -= 1;
    return { start: addMonths(anchor, months), end: addMonths(anchor, months + 1) };
  }
  const length = period === 'day' ? DAY : 7 * DAY;
  const start = anchor + Math.floor(Math.max(0, now - anchor) / length) * length;
  return { start, end: start + length };
}
