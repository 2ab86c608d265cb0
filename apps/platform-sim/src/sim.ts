/** The simulator's state shared by every route, and the Hono environment carrying it. */
import type { Context } from 'hono';
import type { IncomingMessage } from 'node:http';
import type { DevClock } from './devClock';
import type { Db } from './db/index';
import type { Queries } from './db/queries/index';
import type { MerchantRow } from './db/rows';
import type { RsaKeyRecord } from './lib/security';
import type { SeenPayloads } from './lib/seenPayloads';

export interface Fault {
  /** exact path, or a prefix ending in `*` */
  path: string;
  /** only this HTTP method (any when absent) */
  method?: string;
  /** only requests carrying the cookie `sim-scenario=<scenario>` (every request when absent) */
  scenario?: string;
  latencyMs?: number;
  status?: number;
  malformed?: boolean;
  drop?: boolean;
}

export interface SimOptions {
  db: Db;
  /** mounts `/__sim/*` (SMS outbox, captcha answers, faults): never on a shared deployment */
  devEndpoints?: boolean;
  /** clock in ms; tests pass their own */
  now?: () => number;
  /** token lifetime, default 2 hours */
  tokenTtlMs?: number;
  /**
   * Believe X-Forwarded-For from loopback peers (the brand app's Vite proxy): SIM_TRUST_PROXY=1.
   * Off by default: the socket address is the visitor.
   */
  trustProxy?: boolean;
  /**
   * Multiplies the per-IP and overall sign-in limits (SIM_AUTH_LIMIT_SCALE): many parallel e2e
   * workers share 127.0.0.1. Per-account limits do not scale. Default 1.
   */
  authLimitScale?: number;
  /**
   * Refuse a password reset by phone without a captcha (SIM_PHONE_RESET_CAPTCHA=1). Off by default
   * while the site's forgot-password form sends none; a captcha sent is always checked.
   */
  phoneResetCaptcha?: boolean;
}

/** Everything a route needs: the database and its statements, the clock, settings and in-memory dev state. */
export interface Sim {
  db: Db;
  queries: Queries;
  /** the clock of every rule: the options' `now` plus the dev clock's offset (`/__sim/now`) */
  now: () => number;
  devClock: DevClock;
  devEndpoints: boolean;
  tokenTtlMs: number;
  key: RsaKeyRecord;
  /** IVs of the encrypted payloads taken within their window (replays are refused) */
  seenPayloads: SeenPayloads;
  /** installed faults by path, method and scenario */
  faults: Map<string, Fault>;
  /**
   * Site status set for one test scenario (`merchant|scenario` key): a request carrying the cookie
   * `sim-scenario` sees it, every other visitor keeps the merchant's own status.
   */
  scenarioStatus: Map<string, ScenarioStatus>;
  /**
   * Offsets (ms) of the lottery clock set by `/__sim/clock`: key `''` for every visitor, or a test
   * scenario's name for requests carrying its cookie.
   */
  lotteryClockOffsets: Map<string, number>;
  /** test scenarios whose answers carry the XSS corpus (`/__sim/xss`) */
  xssScenarios: Set<string>;
  trustProxy: boolean;
  /** sign-in limits; the scale can be changed at run time by `/__sim/limits` */
  authLimits: { scale: number };
  phoneResetCaptcha: boolean;
  /** when expired rows were last pruned (sim clock) */
  prunedAt: number;
}

export interface ScenarioStatus {
  site_status: number;
  maintenance_end: string | null;
  status_info: string | null;
}

/**
 * Cookie naming a visitor's test scenario (dev endpoints only): its own site status, faults and lottery
 * clock, so parallel e2e tests of one merchant do not see each other's switches.
 */
export const SCENARIO_COOKIE = 'sim-scenario';

export type AppEnv = {
  Bindings: { incoming?: IncomingMessage };
  Variables: { merchant: MerchantRow; sim: Sim };
};
export type Ctx = Context<AppEnv>;
