import { describe, expect, it } from 'vitest';
import { DAY, periodWindow } from './periods';

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
});
