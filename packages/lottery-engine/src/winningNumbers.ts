/** How many digits of a plain digit string are shown. */
export const WINNING_DIGITS_SHOWN = 6;

/** Prize-tier labels of Vietnamese lotteries, in group order: special prize DB, then G1..G8. */
export const PRIZE_TIER_LABELS = ['DB', 'G1', 'G2', 'G3', 'G4', 'G5', 'G6', 'G7', 'G8'] as const;

/** A prize-tier label. */
export type PrizeTierLabel = (typeof PRIZE_TIER_LABELS)[number];

const DIGITS = /^[0-9]+$/;

/**
 * Parses a previous winning number. `~` separates groups and `,` separates values
 * (`"12345~6789,0123"` -> `[["12345"], ["6789", "0123"]]`); values are trimmed and empty or
 * non-digit values are dropped, as are groups left empty. A plain digit string (no separators)
 * becomes one group of its first 6 digits, one value per digit (`"82345167"` ->
 * `[["8","2","3","4","5","1"]]`). Empty, missing or garbage input gives `[]`.
 */
export function parseWinningNumbers(raw: unknown): string[][] {
  if (typeof raw !== 'string') return [];
  const text = raw.trim();
  if (DIGITS.test(text)) return [[...text.slice(0, WINNING_DIGITS_SHOWN)]];
  const groups: string[][] = [];
  for (const group of text.split('~')) {
    const values = group
      .split(',')
      .map((value) => value.trim())
      .filter((value) => DIGITS.test(value));
    if (values.length > 0) groups.push(values);
  }
  return groups;
}

/** The label of the prize tier at `index` (0 = DB, 1..8 = G1..G8), or null beyond G8. */
export function prizeTierLabel(index: number): PrizeTierLabel | null {
  return PRIZE_TIER_LABELS[index] ?? null;
}

/** Winning-number groups paired with their prize-tier labels (groups beyond G8 are left out). */
export function labelPrizeTiers(
  groups: readonly string[][],
): Array<{ label: PrizeTierLabel; numbers: string[] }> {
  const tiers: Array<{ label: PrizeTierLabel; numbers: string[] }> = [];
  groups.forEach((numbers, index) => {
    const label = prizeTierLabel(index);
    if (label !== null) tiers.push({ label, numbers });
  });
  return tiers;
}
