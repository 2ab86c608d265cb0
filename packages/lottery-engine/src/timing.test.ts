import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DAY_MS,
  RELOAD_MAX_MS,
  RELOAD_MIN_MS,
  REMEASURE_TOLERANCE_MS,
  drawTargetMs,
  isOnClass,
  minRemainMs,
  reloadDelayMs,
  settleDrawTarget,
} from './timing';

describe('reloadDelayMs', () => {
  it('is the smallest remaining time minus half the round trip', () => {
    expect(reloadDelayMs(20_000, 400)).toBe(19_800);
  });

  it('never waits less than 7 s nor more than 30 s', () => {
    expect(reloadDelayMs(3_000, 200)).toBe(RELOAD_MIN_MS);
    expect(reloadDelayMs(-50_000, 0)).toBe(RELOAD_MIN_MS);
    expect(reloadDelayMs(3_600_000, 200)).toBe(RELOAD_MAX_MS);
  });

  it('waits the maximum without a finite remaining time and ignores a broken round trip', () => {
    expect(reloadDelayMs(Number.POSITIVE_INFINITY, 100)).toBe(RELOAD_MAX_MS);
    expect(reloadDelayMs(Number.NaN, 100)).toBe(RELOAD_MAX_MS);
    expect(reloadDelayMs(12_000, Number.NaN)).toBe(12_000);
  });

  it('always lies within 7,000..30,000 ms', () => {
    fc.assert(
      fc.property(fc.double(), fc.double(), (remain, rtt) => {
        const delay = reloadDelayMs(remain, rtt);
        expect(delay).toBeGreaterThanOrEqual(RELOAD_MIN_MS);
        expect(delay).toBeLessThanOrEqual(RELOAD_MAX_MS);
      }),
    );
  });
});

describe('drawTargetMs', () => {
  it('is now plus remaining minus half the round trip minus the lock time', () => {
    expect(drawTargetMs(1_700_000_000_000, 90_000, 300, 30)).toBe(
      1_700_000_000_000 + 90_000 - 150 - 30_000,
    );
  });

  it('moves one for one with the clock and the remaining time', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 41 }),
        fc.integer({ min: 0, max: 10 ** 9 }),
        fc.integer({ min: 0, max: 5000 }),
        fc.integer({ min: 0, max: 600 }),
        (now, remain, rtt, lock) => {
          expect(
            drawTargetMs(now + 1000, remain, rtt, lock) - drawTargetMs(now, remain, rtt, lock),
          ).toBe(1000);
          expect(
            drawTargetMs(now, remain + 1000, rtt, lock) - drawTargetMs(now, remain, rtt, lock),
          ).toBe(1000);
        },
      ),
    );
  });
});

describe('isOnClass', () => {
  it('highlights a card when remaining minus lock time is under one day', () => {
    expect(isOnClass(DAY_MS, 1)).toBe(true);
    expect(isOnClass(DAY_MS - 1, 0)).toBe(true);
    expect(isOnClass(DAY_MS, 0)).toBe(false);
    expect(isOnClass(DAY_MS + 30_000, 30)).toBe(false);
    expect(isOnClass(DAY_MS + 29_999, 30)).toBe(true);
  });
});

describe('minRemainMs', () => {
  it('finds the smallest finite remaining time', () => {
    expect(
      minRemainMs([
        { remainTime: 50_000 },
        { remainTime: 12_000 },
        { remainTime: null },
        {},
        { remainTime: Number.NaN },
      ]),
    ).toBe(12_000);
    expect(minRemainMs([])).toBe(Number.POSITIVE_INFINITY);
  });
});

describe('settleDrawTarget', () => {
  const now = 1_700_000_000_000;

  it('takes the fresh target on a first load or once the shown one has passed', () => {
    expect(settleDrawTarget(undefined, now + 5_000, now)).toBe(now + 5_000);
    expect(settleDrawTarget(null, now + 5_000, now)).toBe(now + 5_000);
    expect(settleDrawTarget(Number.NaN, now + 5_000, now)).toBe(now + 5_000);
    expect(settleDrawTarget(now, now + 60_000, now)).toBe(now + 60_000);
  });

  it('keeps the shown target when the fresh one is slightly later (round-trip noise)', () => {
    expect(settleDrawTarget(now + 30_000, now + 30_400, now)).toBe(now + 30_000);
    expect(settleDrawTarget(now + 30_000, now + 30_000 + REMEASURE_TOLERANCE_MS - 1, now)).toBe(
      now + 30_000,
    );
  });

  it('takes an earlier target, and a clearly moved draw', () => {
    expect(settleDrawTarget(now + 30_000, now + 29_600, now)).toBe(now + 29_600);
    expect(settleDrawTarget(now + 30_000, now + 30_000 + REMEASURE_TOLERANCE_MS, now)).toBe(
      now + 30_000 + REMEASURE_TOLERANCE_MS,
    );
  });

  it('never lets the countdown of an unchanged draw go up while round trips stay under 2 s', () => {
    // Each estimate is off by at most half its round trip.
    const halfTrip = REMEASURE_TOLERANCE_MS / 2 - 1;
    fc.assert(
      fc.property(
        fc.integer({ min: REMEASURE_TOLERANCE_MS, max: 10 ** 7 }),
        fc.array(fc.integer({ min: -halfTrip, max: halfTrip }), { minLength: 1, maxLength: 40 }),
        (left, noises) => {
          const truth = now + left;
          let shown: number | undefined;
          for (const noise of noises) {
            const next = settleDrawTarget(shown, truth + noise, now);
            if (shown !== undefined) expect(next).toBeLessThanOrEqual(shown);
            shown = next;
          }
          expect(Math.abs((shown as number) - truth)).toBeLessThanOrEqual(halfTrip);
        },
      ),
    );
  });
});
