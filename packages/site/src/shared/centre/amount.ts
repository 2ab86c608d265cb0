/** Why an amount typed by the player cannot be sent, or null when it can. */
export type AmountProblem = 'required' | 'invalid' | 'tooManyDecimals' | 'tooLow' | 'tooHigh';

/** The typed amount as a number (a comma is taken as the decimal point). */
export function parseAmount(raw: string): number {
  return Number(raw.trim().replace(',', '.'));
}

/** Positive, at most 2 decimals, within `[min, max]` (max: what the wallet holds). */
export function amountProblem(raw: string, max: number, min = 0): AmountProblem | null {
  const text = raw.trim().replace(',', '.');
  if (text === '') return 'required';
  if (!/^\d+(\.\d+)?$/.test(text)) return 'invalid';
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return 'tooManyDecimals';
  const value = Number(text);
  if (value <= 0 || value < min) return 'tooLow';
  if (value > max) return 'tooHigh';
  return null;
}
