/**
 * Free-play (trial) accounts: how many a network and everyone may start in an hour, and the bounded
 * draw of their names. Trial players are pruned once their session ends (`housekeeping.ts`); the
 * quota keeps what lives until then bounded.
 */
import { randomInt } from 'node:crypto';
import { takeHourlyQuota } from '../lib/hourlyQuota';
import { rateLimited } from '../lib/http';
import type { Sim } from '../sim';

/** Per hour; scaled by SIM_AUTH_LIMIT_SCALE. An e2e run starts about 15 from 127.0.0.1. */
export const TRIAL_QUOTA = { perIp: 30, overall: 300 } as const;

/** Draws of a free name before giving up: with the quota in force a collision is already rare. */
export const TRIAL_NAME_DRAWS = 8;

/** Refuses (429) a free play over the network's or everyone's hourly quota; else counts it. */
export function takeTrialQuota(sim: Sim, ip: string): void {
  takeHourlyQuota(
    sim,
    'trial',
    ip,
    TRIAL_QUOTA,
    'Too many free trials started from your network: please try again later',
  );
}

/**
 * A free `trial<6 digits>` name of the merchant. The name space is fixed, so a crowded one is given up
 * on after TRIAL_NAME_DRAWS tries (429) rather than looped over or grown.
 */
export function drawTrialAccount(isTaken: (account: string) => boolean): string {
  for (let draw = 0; draw < TRIAL_NAME_DRAWS; draw += 1) {
    const account = `trial${randomInt(100000, 1000000)}`;
    if (!isTaken(account)) return account;
  }
  throw rateLimited('Free play is busy right now: please try again later');
}
