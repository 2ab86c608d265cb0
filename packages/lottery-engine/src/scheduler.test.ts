import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createReloadScheduler, createTicker, type TimerEnvironment } from './scheduler';

/** The real timer functions under vitest's fake clock. */
const fakeEnv = (): TimerEnvironment<ReturnType<typeof setTimeout>> => ({
  now: () => Date.now(),
  setTimeout: (callback, delay) => setTimeout(callback, delay),
  clearTimeout: (handle) => clearTimeout(handle),
});

beforeEach(() => {
  vi.useFakeTimers({ now: 1_700_000_000_000 });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('createReloadScheduler', () => {
  it('reloads after the clamped delay, and again after each new schedule', () => {
    const reload = vi.fn();
    const scheduler = createReloadScheduler({ ...fakeEnv(), reload });
    const target = scheduler.schedule(12_400, 800);
    expect(target).toBe(Date.now() + 12_000);
    expect(scheduler.nextReloadAt).toBe(target);
    vi.advanceTimersByTime(11_999);
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(scheduler.nextReloadAt).toBeNull();

    scheduler.schedule(1_000, 0);
    vi.advanceTimersByTime(7_000);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('replaces a pending reload and stops on request', () => {
    const reload = vi.fn();
    const scheduler = createReloadScheduler({ ...fakeEnv(), reload });
    scheduler.schedule(20_000, 0);
    scheduler.schedule(8_000, 0);
    vi.advanceTimersByTime(8_000);
    expect(reload).toHaveBeenCalledTimes(1);
    scheduler.schedule(8_000, 0);
    scheduler.stop();
    vi.advanceTimersByTime(60_000);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(scheduler.nextReloadAt).toBeNull();
  });

  it('re-arms a timer that fires early instead of reloading before the target', () => {
    let clock = 0;
    const timers: Array<{ callback: () => void; delay: number }> = [];
    const reload = vi.fn();
    const scheduler = createReloadScheduler({
      now: () => clock,
      setTimeout: (callback, delay) => timers.push({ callback, delay }),
      clearTimeout: () => undefined,
      reload,
    });
    scheduler.schedule(10_000, 0);
    expect(timers[0]?.delay).toBe(10_000);
    clock = 9_990; // the platform timer fires 10 ms early
    timers[0]?.callback();
    expect(reload).not.toHaveBeenCalled();
    expect(timers[1]?.delay).toBe(10);
    clock = 10_000;
    timers[1]?.callback();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not drift: a late timer does not move the next absolute target', () => {
    let clock = 0;
    const timers: Array<() => void> = [];
    const reloads: number[] = [];
    const scheduler = createReloadScheduler({
      now: () => clock,
      setTimeout: (callback) => timers.push(callback),
      clearTimeout: () => undefined,
      reload: () => void reloads.push(clock),
    });
    scheduler.schedule(30_000, 0);
    clock = 30_250; // fired 250 ms late
    timers[0]?.();
    expect(reloads).toEqual([30_250]);
  });

  it('keeps refreshing after a failed reload, every 7 s, until a schedule or stop', async () => {
    const reload = vi.fn<() => Promise<void>>().mockRejectedValue(new Error('network'));
    const scheduler = createReloadScheduler({ ...fakeEnv(), reload });
    scheduler.schedule(10_000, 0);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(scheduler.nextReloadAt).toBe(Date.now() + 7_000);
    await vi.advanceTimersByTimeAsync(7_000);
    expect(reload).toHaveBeenCalledTimes(2);
    scheduler.stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('retries after a reload that throws synchronously', () => {
    const reload = vi.fn(() => {
      throw new Error('boom');
    });
    const scheduler = createReloadScheduler({ ...fakeEnv(), reload });
    scheduler.schedule(7_000, 0);
    vi.advanceTimersByTime(7_000);
    expect(scheduler.nextReloadAt).toBe(Date.now() + 7_000);
  });

  it('does not retry when the reload already scheduled the next one, or after stop', async () => {
    const reload = vi.fn(async () => {
      scheduler.schedule(25_000, 0);
      throw new Error('late failure');
    });
    const scheduler = createReloadScheduler({ ...fakeEnv(), reload });
    scheduler.schedule(7_000, 0);
    await vi.advanceTimersByTimeAsync(7_000);
    expect(scheduler.nextReloadAt).toBe(Date.now() + 25_000);

    let rejectLater: (error: Error) => void = () => undefined;
    const pending = createReloadScheduler({
      ...fakeEnv(),
      reload: () =>
        new Promise<void>((_resolve, reject) => {
          rejectLater = reject;
        }),
    });
    pending.schedule(7_000, 0);
    await vi.advanceTimersByTimeAsync(7_000);
    pending.stop();
    rejectLater(new Error('after stop'));
    await vi.advanceTimersByTimeAsync(0);
    expect(pending.nextReloadAt).toBeNull();
  });

  it('accepts a synchronous successful reload without rescheduling by itself', () => {
    const scheduler = createReloadScheduler({ ...fakeEnv(), reload: () => undefined });
    scheduler.schedule(7_000, 0);
    vi.advanceTimersByTime(7_000);
    expect(scheduler.nextReloadAt).toBeNull();
  });
});

describe('createTicker', () => {
  it('ticks on whole seconds from its start however late timers fire', () => {
    let clock = 1_000;
    const timers: Array<{ callback: () => void; delay: number }> = [];
    const ticks: number[] = [];
    const ticker = createTicker({
      now: () => clock,
      setTimeout: (callback, delay) => timers.push({ callback, delay }),
      clearTimeout: () => undefined,
      onTick: (now) => ticks.push(now),
    });
    expect(timers[0]?.delay).toBe(1_000);
    clock = 2_030; // 30 ms late
    timers[0]?.callback();
    expect(timers[1]?.delay).toBe(970); // back on the grid: next tick at 3,000
    clock = 6_500; // the tab slept: missed ticks are skipped, not replayed
    timers[1]?.callback();
    expect(timers[2]?.delay).toBe(500);
    expect(ticks).toEqual([2_030, 6_500]);
    ticker.stop();
  });

  it('ticks every second under the fake clock and stops', () => {
    const onTick = vi.fn();
    const ticker = createTicker({ ...fakeEnv(), onTick });
    vi.advanceTimersByTime(3_000);
    expect(onTick).toHaveBeenCalledTimes(3);
    ticker.stop();
    vi.advanceTimersByTime(3_000);
    expect(onTick).toHaveBeenCalledTimes(3);
  });

  it('stops from inside a tick and honours a custom interval', () => {
    const onTick = vi.fn(() => ticker.stop());
    const ticker = createTicker({ ...fakeEnv(), onTick, intervalMs: 250 });
    vi.advanceTimersByTime(1_000);
    expect(onTick).toHaveBeenCalledTimes(1);
  });
});
