/**
 * Volume limits of what the simulator sends on a stranger's request (SMS codes, reset mails): each
 * send is written to the event log the sign-in limits use (`auth_failures`, pruned after the hour),
 * under a subject per kind and IP, and counted per IP and over everyone in the last hour. The per-IP
 * and overall figures scale with SIM_AUTH_LIMIT_SCALE, since e2e workers share 127.0.0.1.
 */
import { failuresOf, recordFailure } from '../auth/limits';
import { rateLimited } from '../lib/http';
import type { Sim } from '../sim';

const HOUR = 3_600_000;

export const SEND_QUOTAS = {
  sms: { perIp: 60, overall: 600 },
  mail: { perIp: 20, overall: 300 },
  /** one reset mail per account and this long */
  mailCooldownMs: 10 * 60_000,
} as const;

type Kind = 'sms' | 'mail';
const subjectOf = (kind: Kind, ip: string): string => `send:${kind}:ip:${ip}`;

/** Refuses (429) a send over the IP's or everyone's hourly quota; else counts it. */
export function takeSendQuota(sim: Sim, kind: Kind, ip: string): void {
  const quota = SEND_QUOTAS[kind];
  const scale = sim.authLimits.scale;
  const since = sim.now() - HOUR;
  const everyone =
    sim.queries.protection.failuresWithPrefixSince.get(since, `send:${kind}:ip:`)?.n ?? 0;
  if (
    failuresOf(sim, subjectOf(kind, ip), HOUR) >= Math.ceil(quota.perIp * scale) ||
    everyone >= Math.ceil(quota.overall * scale)
  )
    throw rateLimited(
      `Too many ${kind === 'sms' ? 'verification codes' : 'reset mails'} requested: please try again later`,
      Math.ceil(HOUR / 1000),
    );
  recordFailure(sim, subjectOf(kind, ip));
}

/**
 * True when the account may get a reset mail now (none in the cooldown), and counts this one. The
 * caller answers the same either way: the form must not tell whether the account exists.
 */
export function mailCooldownOver(sim: Sim, merchantCode: string, account: string): boolean {
  const subject = `send:mail:account:${merchantCode}:${account.toLowerCase()}`;
  if (failuresOf(sim, subject, SEND_QUOTAS.mailCooldownMs) > 0) return false;
  recordFailure(sim, subject);
  return true;
}
