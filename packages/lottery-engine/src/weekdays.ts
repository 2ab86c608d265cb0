/** Weekday numbers of the platform: 1 = Sunday, 2 = Monday, ..., 7 = Saturday. */
export type WeekdayNumber = 1 | 2 | 3 | 4 | 5 | 6 | 7;

/** English weekday names by weekday number (translation keys are `weekday.<number>`). */
export const WEEKDAY_NAMES: Readonly<Record<WeekdayNumber, string>> = {
  1: 'Sunday',
  2: 'Monday',
  3: 'Tuesday',
  4: 'Wednesday',
  5: 'Thursday',
  6: 'Friday',
  7: 'Saturday',
};

/** A history weekday filter: every day, or one weekday. */
export type WeekdayFilter = 'all' | WeekdayNumber;

/** The history panel's filter options in display order: All, Monday .. Sunday. */
export const WEEKDAY_FILTER_OPTIONS: ReadonlyArray<{ value: WeekdayFilter; label: string }> = [
  { value: 'all', label: 'All' },
  ...([2, 3, 4, 5, 6, 7, 1] as const).map((day) => ({ value: day, label: WEEKDAY_NAMES[day] })),
];

function isWeekdayNumber(value: number): value is WeekdayNumber {
  return Number.isInteger(value) && value >= 1 && value <= 7;
}

/**
 * The weekdays a lottery draws on, from its `drawDayOfWeek` comma list (`"1,3,5"` -> `[1, 3, 5]`),
 * sorted and without duplicates. Values outside 1..7 and garbage are ignored; empty input gives `[]`.
 */
export function drawWeekdays(drawDayOfWeek: unknown): WeekdayNumber[] {
  if (typeof drawDayOfWeek !== 'string' && typeof drawDayOfWeek !== 'number') return [];
  const days = new Set<WeekdayNumber>();
  for (const part of String(drawDayOfWeek).split(',')) {
    const trimmed = part.trim();
    const day = trimmed === '' ? Number.NaN : Number(trimmed);
    if (isWeekdayNumber(day)) days.add(day);
  }
  return [...days].sort((a, b) => a - b);
}

/**
 * Weekday number of a calendar date given as `yyyy-MM-dd` (anything after the date, such as a
 * time, is ignored). The date is taken as written, independent of the viewer's time zone.
 * Null when the text does not start with a real date.
 */
export function weekdayOfDate(text: string): WeekdayNumber | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return (date.getUTCDay() + 1) as WeekdayNumber;
}

/**
 * Keeps the history entries drawn on the chosen weekday (`'all'` keeps every entry). `dateOf`
 * returns an entry's draw date (`yyyy-MM-dd...`); entries without a readable date show only under All.
 */
export function filterByWeekday<T>(
  entries: readonly T[],
  filter: WeekdayFilter,
  dateOf: (entry: T) => string,
): T[] {
  if (filter === 'all') return [...entries];
  return entries.filter((entry) => weekdayOfDate(dateOf(entry)) === filter);
}
