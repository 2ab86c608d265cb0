import type { PointConfig } from '@wl/api-client';

/** Why an amount of points cannot be converted, or null when it can. */
export type ConvertProblem =
  | { rule: 'required' }
  | { rule: 'whole' }
  | { rule: 'min'; min: number }
  | { rule: 'step'; step: number }
  | { rule: 'max'; points: number };

/**
 * Points convert in whole steps of the exchange ratio (the platform refuses anything else), at least
 * `minConvert`, and no more than the player has.
 */
export function convertProblem(
  text: string,
  points: number,
  config: PointConfig,
): ConvertProblem | null {
  const trimmed = text.trim();
  if (!trimmed) return { rule: 'required' };
  if (!/^\d+$/.test(trimmed)) return { rule: 'whole' };
  const value = Number(trimmed);
  const min = Math.max(config.minConvert, config.exchangeRatio);
  if (value < min) return { rule: 'min', min };
  if (value % config.exchangeRatio !== 0) return { rule: 'step', step: config.exchangeRatio };
  if (value > points) return { rule: 'max', points };
  return null;
}

/** The most points that can be converted now (a whole number of steps), 0 when below the minimum. */
export function maxConvertible(points: number, config: PointConfig): number {
  const most = Math.floor(points / config.exchangeRatio) * config.exchangeRatio;
  return most >= Math.max(config.minConvert, config.exchangeRatio) ? most : 0;
}

/** The money `points` buy at the exchange ratio. */
export const creditFor = (points: number, config: PointConfig): number =>
  points / config.exchangeRatio;
