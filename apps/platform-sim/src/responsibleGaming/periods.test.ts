import { describe, expect, it } from 'vitest';
import { addMonths, DAY, exclusionEnd, periodWindow } from './periods';

const at = (text: string) => Date.parse(text);

describe('safer-gambling periods', () => {
  it('runs 24-hour and 7-day periods back to back from the moment the limit was set', () => {
    const anchor = at('2025-06-02T10:30:00Z');
    expect(periodWindow('day', anchor, at('2025-06-02T23:00:00Z'))).toEqual({
      start: anchor,
      end: anchor + DAY,
    });
    expect(periodWindow('day', anchor, at('2025-06-04T11:00:00Z')).start).toBe(anchor + 2 * DAY);
    expect(periodWindow('week', anchor, at('2025-06-10T10:29:59Z'))).toEqual({
      start: anchor + 7 * DAY,
      end: anchor + 14 * DAY,
    });
  });

  it('runs a monthly period over calendar months, the day clamped to a short month', () => {
    const anchor = at('2025-01-31T08:00:00Z');
    expect(addMonths(anchor, 1)).toBe(at('2025-02-28T08:00:00Z'));
    expect(addMonths(at('2024-01-31T08:00:00Z'), 1)).toBe(at('2024-02-29T08:00:00Z'));
    expect(periodWindow('month', anchor, at('2025-02-15T00:00:00Z'))).toEqual({
      start: anchor,
      end: at('2025-02-28T08:00:00Z'),
    });
    expect(periodWindow('month', anchor, at('2025-03-30T00:00:00Z'))).toEqual({
      start: at('2025-02-28T08:00:00Z'),
      end: at('2025-03-31T08:00:00Z'),
    });
    expect(periodWindow('month', anchor, at('2025-12-31T09:00:00Z')).start).toBe(
      at('2025-12-31T08:00:00Z'),
    );
  });

  it('ends time-outs after 24 hours, 7 days, a month or 6 weeks, and exclusions after 6 months to 5 years or never', () => {
    const start = at('2025-06-02T03:00:00Z');
    expect(exclusionEnd('24h', start)).toBe(start + DAY);
    expect(exclusionEnd('7d', start)).toBe(start + 7 * DAY);
    expect(exclusionEnd('1m', start)).toBe(at('2025-07-02T03:00:00Z'));
    expect(exclusionEnd('6w', start)).toBe(start + 42 * DAY);
    expect(exclusionEnd('6m', start)).toBe(at('2025-12-02T03:00:00Z'));
    expect(exclusionEnd('1y', start)).toBe(at('2026-06-02T03:00:00Z'));
    expect(exclusionEnd('5y', start)).toBe(at('2030-06-02T03:00:00Z'));
    expect(exclusionEnd('indefinite', start)).toBeNull();
  });
});
