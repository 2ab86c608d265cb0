import { badRequest, ok, optionalString, paging, totalPages } from './http';
import type { Ctx, Sim } from '../sim';

const DAY = 86_400_000;

/** `startDate`/`endDate` (yyyy-MM-dd, inclusive) to a ms range; default the last 30 days. */
export function dateRange(sim: Sim, query: Record<string, unknown>): [number, number] {
  const parse = (name: string, endOfDay: boolean): number | undefined => {
    const raw = optionalString(query, name, 10);
    if (!raw) return undefined;
    if (!/^\d{4}-\d{2}-\d{2}$/.test(raw) || Number.isNaN(Date.parse(raw)))
      throw badRequest(`${name} must be a date yyyy-MM-dd`);
    return Date.parse(raw) + (endOfDay ? DAY - 1 : 0);
  };
  const end = parse('endDate', true) ?? sim.now();
  const start = parse('startDate', false) ?? end - 30 * DAY;
  if (start > end) throw badRequest('startDate must not be after endDate');
  return [start, end];
}

/** Answers one page (`pageNo`, `pageSize` <= 200) as `{ list, pageNo, pageSize, total, totalPages }`. */
export function pagedList<T>(
  c: Ctx,
  count: () => number,
  page: (limit: number, offset: number) => T[],
): Response {
  const { pageNo, pageSize, offset } = paging(c.req.query() as Record<string, unknown>, 20, 200);
  const total = count();
  return ok(c, {
    list: page(pageSize, offset),
    pageNo,
    pageSize,
    total,
    totalPages: totalPages(total, pageSize),
  });
}
