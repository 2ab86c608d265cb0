import { describe, expect, it } from 'vitest';
import { createDrawClock } from './drawClock';

/** A hand-driven clock: timers fire when `advance` passes them. */
function manualTimers(start: number) {
  let now = start;
  let next = 1;
  const timers = new Map<number, { at: number; callback: () => void }>();
  return {
    pending: () => timers.size,
    env: {
      now: () => now,
      setTimeout: (callback: () => void, delayMs: number) => {
        timers.set(next, { at: now + delayMs, callback });
        return next++;
      },
      clearTimeout: (handle: number) => void timers.delete(handle),
    },
    advance(ms: number) {
      const end = now + ms;
      for (;;) {
        const due = [...timers.entries()].sort((a, b) => a[1].at - b[1].at)[0];
        if (!due || due[1].at > end) break;
        timers.delete(due[0]);
        now = due[1].at;
        due[1].callback();
      }
      now = end;
    },
  };
}

describe('createDrawClock', () => {
  it('runs one timer for every listener and ticks each second', () => {
    const timers = manualTimers(1_000_000);
    const clock = createDrawClock(timers.env);
    expect(timers.pending()).toBe(0);
    const seen: number[] = [];
    const stops = Array.from({ length: 12 }, () => clock.subscribe(() => seen.push(clock.now())));
    expect(timers.pending()).toBe(1);
    timers.advance(3_000);
    expect(clock.now()).toBe(1_003_000);
    expect(seen).toHaveLength(36);
    stops.forEach((stop) => stop());
    expect(timers.pending()).toBe(0);
  });

  it('keeps its time between ticks and starts again from the current time', () => {
    const timers = manualTimers(0);
    const clock = createDrawClock(timers.env);
    const stop = clock.subscribe(() => undefined);
    timers.advance(1_500);
    expect(clock.now()).toBe(1_000);
    stop();
    timers.advance(10_000);
    clock.subscribe(() => undefined);
    expect(clock.now()).toBe(11_500);
  });
});
