/**
 * Hourly volume quotas of what a stranger may make the simulator do (send an SMS or a mail, create a
 * trial account): each act is written to the event log the sign-in limits use (`auth_failures`, pruned
 * after the hour) under `<kind>:ip:<ip>`, and counted per IP and over everyone in the last hour. The
 * figures scale with SIM_AUTH_LIMIT_SCALE (and `/__sim/limits`), since e2e workers share 127.0.0.1.
 */
import { failuresOf, recordFailure } from '../auth/limits';
import type { Sim } from '../sim';
import { rateLimited } from './http';

export const HOUR_MS = 3_600_000;

export interface HourlyQuota {
  perIp: number;
  overall: number;
}

/** Refuses (429, a wait of the hour) an act over the IP's or everyone's hourly quota; else counts it. */
export function takeHourlyQuota(
  sim: Sim,
  kind: string,
  ip: string,
  quota: HourlyQuota,
  refusal: string,
): void {
  const scale = sim.authLimits.scale;
  const prefix = `${kind}:ip:`;
  const everyone =
    sim.queries.protection.failuresWithPrefixSince.get(sim.now() - HOUR_MS, prefix)?.n ?? 0;
  if (
    failuresOf(sim, `${prefix}${ip}`, HOUR_MS) >= Math.ceil(quota.perIp * scale) ||
    everyone >= Math.ceil(quota.overall * scale)
  )
    throw rateLimited(refusal, Math.ceil(HOUR_MS / 1000));
  recordFailure(sim, `${prefix}${ip}`);
}
