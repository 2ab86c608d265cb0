import { ERROR_CODES, REPORT_MAX_DAYS, type PagedWithTotals } from '../../contract';
import type { BetSumsRow, MoneySumsRow } from '../../db/queries/agent';
import { badRequest, ok, optionalString, paging, refuse, totalPages } from '../../lib/http';
import { fromCents, money } from '../../lib/money';
import type { Ctx, Sim } from '../../sim';

const DAY = 86_400_000;
const DEFAULT_REPORT_DAYS = 30;

export type Query = Record<string, unknown>;

export interface ReportRange {
  start: number;
  end: number;
  startDate: string;
  endDate: string;
}

/**
 * `startDate`/`endDate` of a report: real dates yyyy-MM-dd (UTC days, both included; else 400), the
 * end not before the start and at most REPORT_MAX_DAYS days (else a refusal). Default: the 30 days up
 * to today.
 */
export function reportRange(sim: Sim, query: Query): ReportRange {
  const parse = (name: string): number | undefined => {
    const raw = optionalString(query, name, 40);
    if (raw === undefined) return undefined;
    const ms = /^\d{4}-\d{2}-\d{2}$/.test(raw) ? Date.parse(raw) : Number.NaN;
    if (Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== raw)
      throw badRequest(`${name} must be a date yyyy-MM-dd`);
    return ms;
  };
  const endDay = parse('endDate') ?? Math.floor(sim.now() / DAY) * DAY;
  const startDay = parse('startDate') ?? endDay - (DEFAULT_REPORT_DAYS - 1) * DAY;
  if (startDay > endDay)
    throw refuse(ERROR_CODES.VALIDATION_FAILED, 'The end date must not be before the start date', {
      field: 'endDate',
    });
  if ((endDay - startDay) / DAY + 1 > REPORT_MAX_DAYS)
    throw refuse(
      ERROR_CODES.VALIDATION_FAILED,
      `The date range is at most ${REPORT_MAX_DAYS} days`,
      { field: 'startDate' },
    );
  const day = (ms: number): string => new Date(ms).toISOString().slice(0, 10);
  return { start: startDay, end: endDay + DAY - 1, startDate: day(startDay), endDate: day(endDay) };
}

/** One page of a report with the totals of its whole filtered range (the envelope's `value`). */
export function pagedWithTotals<T, S>(
  c: Ctx,
  count: number,
  page: (limit: number, offset: number) => T[],
  totals: S,
): Response {
  const { pageNo, pageSize, offset } = paging(c.req.query() as Query, 20, 200);
  const value: PagedWithTotals<T, S> = {
    list: page(pageSize, offset),
    pageNo,
    pageSize,
    total: count,
    totalPages: totalPages(count, pageSize),
    totals,
  };
  return ok(c, value);
}

export const betAmounts = (r: BetSumsRow) => ({
  betAmount: money(r.betAmount),
  validBet: money(r.validBet),
  winAmount: money(r.winAmount),
  profit: money(r.winAmount - r.betAmount),
});
export const moneyAmounts = (r: MoneySumsRow) => ({
  deposits: fromCents(r.depositsCents),
  withdrawals: fromCents(r.withdrawalsCents),
  bonus: fromCents(r.bonusCents),
  rebate: fromCents(r.rebateCents),
});

/** An account filter of a report (exact, any case). */
export const accountFilter = (query: Query): string | null =>
  optionalString(query, 'account', 40) ?? null;

export function oneOf<T extends string>(
  query: Query,
  name: string,
  allowed: readonly T[],
  upper = true,
): T | null {
  const raw = optionalString(query, name, 40);
  if (raw === undefined) return null;
  const value = (upper ? raw.toUpperCase() : raw) as T;
  if (!allowed.includes(value)) throw badRequest(`${name} must be one of ${allowed.join(', ')}`);
  return value;
}
