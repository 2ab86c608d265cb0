import { describe, expect, it } from 'vitest';
import { WEEKDAY_FILTER_OPTIONS, drawWeekdays, filterByWeekday, weekdayOfDate } from './weekdays';

describe('drawWeekdays', () => {
  it('reads the comma list of weekday numbers (1 = Sunday)', () => {
    expect(drawWeekdays('1,3,5')).toEqual([1, 3, 5]);
    expect(drawWeekdays(' 7, 2 ,2,')).toEqual([2, 7]);
    expect(drawWeekdays(4)).toEqual([4]);
  });

  it('ignores garbage and out-of-range numbers', () => {
    expect(drawWeekdays('0,8,x,1.5,,6')).toEqual([6]);
    expect(drawWeekdays('')).toEqual([]);
    expect(drawWeekdays(null)).toEqual([]);
  });
});

describe('weekday filter', () => {
  it('offers All, then Monday to Sunday', () => {
    expect(WEEKDAY_FILTER_OPTIONS.map((o) => o.label)).toEqual([
      'All',
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ]);
    expect(WEEKDAY_FILTER_OPTIONS.map((o) => o.value)).toEqual(['all', 2, 3, 4, 5, 6, 7, 1]);
  });

  it('knows the weekday of a calendar date', () => {
    expect(weekdayOfDate('2024-06-02')).toBe(1); // Sunday
    expect(weekdayOfDate('2024-06-03 18:15:00')).toBe(2); // Monday
    expect(weekdayOfDate('2024-06-08')).toBe(7); // Saturday
    expect(weekdayOfDate('2023-02-29')).toBeNull();
    expect(weekdayOfDate('yesterday')).toBeNull();
  });

  it('filters history by the weekday it was drawn on', () => {
    const history = [
      { drawn: '2024-06-02 18:00', numbers: '1' },
      { drawn: '2024-06-03 18:00', numbers: '2' },
      { drawn: '2024-06-09 18:00', numbers: '3' },
      { drawn: '', numbers: '4' },
    ];
    expect(filterByWeekday(history, 1, (h) => h.drawn).map((h) => h.numbers)).toEqual(['1', '3']);
    expect(filterByWeekday(history, 2, (h) => h.drawn).map((h) => h.numbers)).toEqual(['2']);
    expect(filterByWeekday(history, 'all', (h) => h.drawn)).toHaveLength(4);
  });
});
