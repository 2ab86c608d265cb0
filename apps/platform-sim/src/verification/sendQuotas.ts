/**
 * Volume limits of what the simulator sends on a stranger's request (SMS codes, reset mails): hourly
 * quotas per IP and over everyone (`lib/hourlyQuota.ts`), and one reset mail per account in 10 minutes.
 */
import { failuresOf, recordFailure } from '../auth/limits';
import { takeHourlyQuota } from '../lib/hourlyQuota';
import type { Sim } from '../sim';

export const SEND_QUOTAS = {
  sms: { perIp: 60, overall: 600 },
  mail: { perIp: 20, overall: 300 },
  /** one reset mail per account and this long */
  mailCooldownMs: 10 * 60_000,
} as const;

type Kind = 'sms' | 'mail';

/** Refuses (429) a send over the IP's or everyone's hourly quota; else counts it. */
export function takeSendQuota(sim: Sim, kind: Kind, ip: string): void {
  takeHourlyQuota(
    sim,
    `send:${kind}`,
    ip,
    SEND_QUOTAS[kind],
    `Too many ${kind === 'sms' ? 'verification codes' : 'reset mails'} requested: please try again later`,
  );
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
