import { AsyncLocalStorage } from 'node:async_hooks';
import type { MiddlewareHandler } from 'hono';
import { GLOBAL_CLOCK, scenarioOf } from './lotteryClock';
import type { AppEnv } from './sim';

/**
 * The dev clock (`/__sim/now`, dev endpoints only): an offset added to the simulator's `now` for every
 * rule (token lifetimes, limits and their cooling-offs, time-outs, exclusions, records, the lottery),
 * for every visitor or for one test scenario's requests (cookie `sim-scenario`), so a test can live a
 * day in a second while the other tests running beside it keep real time. The lottery clock
 * (`/__sim/clock`) moves the lottery routes on top of it.
 */
export class DevClock {
  constructor(
    /** the clock the offsets move (the app options' `now`) */
    readonly base: () => number,
  ) {}

  /** offsets (ms) by scenario; `GLOBAL_CLOCK` for every visitor */
  readonly offsets = new Map<string, number>();
  /** the offset of the request being answered (set by `middleware`) */
  private readonly current = new AsyncLocalStorage<number>();

  /** The offset a scenario's requests see: its own, else every visitor's. */
  offsetOf(scenario: string | undefined): number {
    const own = scenario === undefined ? undefined : this.offsets.get(scenario);
    return own ?? this.offsets.get(GLOBAL_CLOCK) ?? 0;
  }

  /** Now as a scenario sees it. */
  nowOf(scenario: string | undefined): number {
    return this.base() + this.offsetOf(scenario);
  }

  /** The base clock moved by the offset of the request being answered (every visitor's outside one). */
  readonly now = (): number => this.base() + (this.current.getStore() ?? this.offsetOf(undefined));

  /** Runs each request on its scenario's clock. Mounted after the housekeeping, which keeps real time. */
  middleware(): MiddlewareHandler<AppEnv> {
    return async (c, next) => {
      if (this.offsets.size === 0) return next();
      return this.current.run(this.offsetOf(scenarioOf(c)), next);
    };
  }
}
