import { describe, expect, it } from 'vitest';
import { customRangeProblem, daysInRange, isoDay, presetRange } from './dateRange';

describe('record date presets', () => {
  const now = new Date(2026, 10, 23, 14, 30); // 23 Nov 2026, local time

  it('today is one day, 7 and 30 days end today and include it', () => {
    expect(presetRange('today', now)).toEqual({ startDate: '2026-11-23', endDate: '2026-11-23' });
    expect(presetRange('last7', now)).toEqual({ startDate: '2026-11-17', endDate: '2026-11-23' });
    expect(presetRange('last30', now)).toEqual({ startDate: '2026-10-25', endDate: '2026-11-23' });
  });

  it('12 months end today and start the day after the same day a year before', () => {
    expect(presetRange('last12Months', now)).toEqual({
      startDate: '2025-11-24',
      endDate: '2026-11-23',
    });
    expect(presetRange('last12Months', new Date(2028, 1, 29))).toEqual({
      startDate: '2027-03-01',
      endDate: '2028-02-29',
    });
  });

  it('crosses a year end', () => {
    expect(presetRange('last7', new Date(2027, 0, 3))).toEqual({
      startDate: '2026-12-28',
      endDate: '2027-01-03',
    });
    expect(isoDay(new Date(2027, 0, 3))).toBe('2027-01-03');
  });

  it('a custom range needs both days, the start not after the end', () => {
    expect(customRangeProblem({ startDate: '', endDate: '2026-11-23' })).toBe('missing');
    expect(customRangeProblem({ startDate: '2026-11-24', endDate: '2026-11-23' })).toBe('reversed');
    expect(customRangeProblem({ startDate: '2026-11-23', endDate: '2026-11-23' })).toBeNull();
  });

  it('a list with a limit refuses a longer custom range, both days counted', () => {
    const ninety = { startDate: '2026-01-01', endDate: '2026-03-31' };
    expect(daysInRange(ninety)).toBe(90);
    expect(customRangeProblem(ninety, 90)).toBeNull();
    expect(customRangeProblem({ ...ninety, endDate: '2026-04-01' }, 90)).toBe('tooLong');
    expect(customRangeProblem({ ...ninety, endDate: '2026-04-01' })).toBeNull();
  });
});
