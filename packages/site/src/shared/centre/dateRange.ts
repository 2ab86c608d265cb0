/** The record pages' date presets (spec: today, 7 days, 30 days, custom). */
export const DATE_PRESETS = ['today', 'last7', 'last30', 'custom'] as const;
/**
 * The presets of the player's own history (betting and account records): also the last 12 months,
 * the account and gambling history a licensed site keeps available.
 */
export const HISTORY_DATE_PRESETS = ['today', 'last7', 'last30', 'last12Months', 'custom'] as const;
export type DatePreset = (typeof HISTORY_DATE_PRESETS)[number];

export interface DateRange {
  /** yyyy-MM-dd in the player's time zone, inclusive */
  startDate: string;
  endDate: string;
}

/** yyyy-MM-dd of `date` in the local time zone. */
export function isoDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Today, the last 7 days, 30 days or 12 months, both ends included, ending today. */
export function presetRange(
  preset: Exclude<DatePreset, 'custom'>,
  now: Date = new Date(),
): DateRange {
  if (preset === 'last12Months') {
    // the same day a year before (29 Feb: the 28th), then the day after it
    const lastOfMonth = new Date(now.getFullYear() - 1, now.getMonth() + 1, 0).getDate();
    const yearBefore = Math.min(now.getDate(), lastOfMonth);
    const start = new Date(now.getFullYear() - 1, now.getMonth(), yearBefore + 1);
    return { startDate: isoDay(start), endDate: isoDay(now) };
  }
  const days = preset === 'today' ? 1 : preset === 'last7' ? 7 : 30;
  const start = new Date(now.getFullYear(), now.getMonth(), now.getDate() - (days - 1));
  return { startDate: isoDay(start), endDate: isoDay(now) };
}

/** Days from `startDate` to `endDate`, both included (1 for a single day). */
export function daysInRange(range: DateRange): number {
  const day = (iso: string) => Date.UTC(+iso.slice(0, 4), +iso.slice(5, 7) - 1, +iso.slice(8, 10));
  return Math.round((day(range.endDate) - day(range.startDate)) / 86_400_000) + 1;
}

/**
 * Why a custom range cannot be asked for, or null when it can: both days, the start not after the
 * end, and (when the list has a limit, e.g. 90 days for the agent's reports) not longer than `maxDays`.
 */
export function customRangeProblem(
  range: DateRange,
  maxDays?: number,
): 'missing' | 'reversed' | 'tooLong' | null {
  if (!range.startDate || !range.endDate) return 'missing';
  if (range.startDate > range.endDate) return 'reversed';
  return maxDays !== undefined && daysInRange(range) > maxDays ? 'tooLong' : null;
}
