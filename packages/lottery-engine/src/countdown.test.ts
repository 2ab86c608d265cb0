import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CLOSED_COUNTDOWN, formatCountdown } from './countdown';
import { DAY_MS } from './timing';

describe('formatCountdown', () => {
  it('shows the placeholder when not on sale or under one second', () => {
    expect(formatCountdown(3_600_000, false).text).toBe('-- : -- : --');
    expect(formatCountdown(999, true)).toEqual({
      kind: 'closed',
      days: 0,
      hours: 0,
      minutes: 0,
      seconds: 0,
      text: CLOSED_COUNTDOWN,
    });
    expect(formatCountdown(-5_000, true).kind).toBe('closed');
    expect(formatCountdown(Number.NaN, true).kind).toBe('closed');
  });

  it('shows hh:mm:ss under 24 hours, rounding seconds down', () => {
    expect(formatCountdown(1_000, true).text).toBe('00:00:01');
    expect(formatCountdown(1_999, true).text).toBe('00:00:01');
    expect(formatCountdown((5 * 3600 + 3 * 60 + 9) * 1000, true)).toEqual({
      kind: 'clock',
      days: 0,
      hours: 5,
      minutes: 3,
      seconds: 9,
      text: '05:03:09',
    });
    expect(formatCountdown(DAY_MS - 1, true).text).toBe('23:59:59');
  });

  it('shows days and hours from 24 hours on', () => {
    expect(formatCountdown(DAY_MS, true)).toEqual({
      kind: 'days',
      days: 1,
      hours: 0,
      minutes: 0,
      seconds: 0,
      text: '1d 00h',
    });
    expect(formatCountdown(2 * DAY_MS + 5 * 3_600_000 + 59 * 60_000, true).text).toBe('2d 05h');
  });

  it('never shows a negative or out-of-range number', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e12, max: 1e12, noNaN: true }), fc.boolean(), (ms, sale) => {
        const countdown = formatCountdown(ms, sale);
        expect(countdown.text).not.toContain('-1');
        expect(countdown.text).not.toMatch(/-\d/);
        for (const part of [countdown.days, countdown.hours, countdown.minutes, countdown.seconds])
          expect(part).toBeGreaterThanOrEqual(0);
        expect(countdown.hours).toBeLessThan(24);
        expect(countdown.minutes).toBeLessThan(60);
        expect(countdown.seconds).toBeLessThan(60);
        if (countdown.kind === 'clock') expect(countdown.text).toMatch(/^\d\d:\d\d:\d\d$/);
        if (countdown.kind === 'days') expect(countdown.text).toMatch(/^\d+d \d\dh$/);
      }),
    );
  });

  it('its numbers add back up to the whole seconds left', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1000, max: 400 * 86_400_000 }), (ms) => {
        const { days, hours, minutes, seconds } = formatCountdown(ms, true);
        expect(((days * 24 + hours) * 60 + minutes) * 60 + seconds).toBe(Math.floor(ms / 1000));
      }),
    );
  });
});
