import {
  RG_ERROR_CODES,
  RG_MONEY_PERIODS,
  type RgLimitKey,
  type RgLimitKind,
  type RgLimitPeriod,
  type RgLimitRefusal,
  type RgLimitView,
  type RgProfile,
} from '../contract';
import type { RgLimitRow } from '../db/queries/responsibleGaming';
import type { MemberRow } from '../db/rows';
import { refuse } from '../lib/http';
import { formatCents, fromCents } from '../lib/money';
import type { Sim } from '../sim';
import { saferGamblingOf } from './merchants';
import { HOUR, addMonths, periodWindow } from './periods';

type MoneyKind = Exclude<RgLimitKind, 'session'>;
type MoneyPeriod = Exclude<RgLimitPeriod, 'session'>;

const PERIOD_WORDS: Record<MoneyPeriod, string> = {
  day: '24-hour',
  week: '7-day',
  month: 'monthly',
};

/** The limits a profile offers: each money limit over 24 hours, 7 days and a month, then the session limit. */
export function offeredLimits(profile: RgProfile): RgLimitKey[] {
  const keys: RgLimitKey[] = profile.moneyLimits.flatMap((kind) =>
    RG_MONEY_PERIODS.map((period) => ({ kind, period })),
  );
  if (profile.sessionLimitMinutes.length > 0) keys.push({ kind: 'session', period: 'session' });
  return keys;
}

export function isOffered(profile: RgProfile, key: RgLimitKey): boolean {
  return offeredLimits(profile).some(
    (offered) => offered.kind === key.kind && offered.period === key.period,
  );
}

/** What a money limit counts in a window, in cents: gross deposits, stakes, or net loss (stakes minus wins). */
function usedCents(
  sim: Sim,
  memberId: number,
  kind: MoneyKind,
  start: number,
  end: number,
): number {
  const queries = sim.queries.responsibleGaming;
  const window = { memberId, start, end };
  if (kind === 'deposit') return queries.depositedCents.get(window)?.cents ?? 0;
  const totals = queries.betTotals.get(window) ?? { stakes: 0, wins: 0 };
  return kind === 'wager' ? totals.stakes : Math.max(0, totals.stakes - totals.wins);
}

/** Without a limit, the figures of the period that ends now (24 hours, 7 days, a month back). */
function trailingStart(period: MoneyPeriod, now: number): number {
  if (period === 'month') return addMonths(now, -1);
  return now - (period === 'day' ? 24 : 7 * 24) * HOUR;
}

/** The current period of a money limit, and what it has used. */
function moneyStanding(sim: Sim, memberId: number, row: RgLimitRow, now: number) {
  const window = periodWindow(row.period as MoneyPeriod, row.anchor_at, now);
  const used = usedCents(sim, memberId, row.kind as MoneyKind, window.start, now + 1);
  return { ...window, used, remaining: Math.max(0, row.amount - used) };
}

const toWire = (kind: RgLimitKind, amount: number): number =>
  kind === 'session' ? amount : fromCents(amount);

/** Every limit the member's profile offers, as it stands now. `sessionMinutes`: this session so far. */
export function limitViews(sim: Sim, member: MemberRow, sessionMinutes: number): RgLimitView[] {
  const { profile } = saferGamblingOf(member.merchant_code);
  const queries = sim.queries.responsibleGaming;
  const now = sim.now();
  return offeredLimits(profile).map((key): RgLimitView => {
    const row = queries.limit.get(member.id, key.kind, key.period);
    const pending =
      row && row.pending_effective_at !== null && row.pending_requested_at !== null
        ? {
            amount:
              row.pending_removal || row.pending_amount === null
                ? null
                : toWire(key.kind, row.pending_amount),
            requestedAt: row.pending_requested_at,
            effectiveAt: row.pending_effective_at,
            confirmable: now >= row.pending_effective_at,
          }
        : null;
    if (key.kind === 'session') {
      return {
        ...key,
        amount: row ? row.amount : null,
        used: sessionMinutes,
        remaining: row ? Math.max(0, row.amount - sessionMinutes) : null,
        periodStartsAt: null,
        resetsAt: null,
        pending,
      };
    }
    if (!row) {
      const period = key.period as MoneyPeriod;
      const used = usedCents(sim, member.id, key.kind, trailingStart(period, now), now + 1);
      return {
        ...key,
        amount: null,
        used: fromCents(used),
        remaining: null,
        periodStartsAt: null,
        resetsAt: null,
        pending,
      };
    }
    const standing = moneyStanding(sim, member.id, row, now);
    return {
      ...key,
      amount: fromCents(row.amount),
      used: fromCents(standing.used),
      remaining: fromCents(standing.remaining),
      periodStartsAt: standing.start,
      resetsAt: standing.end,
      pending,
    };
  });
}

/**
 * Sets, lowers, raises or removes a limit (`amount` in cents, minutes for the session limit; null
 * removes). A new or lower limit applies at once and drops a pending raise; a raise or removal waits
 * for the profile's cooling-off (24 hours) and then for the player's confirmation.
 */
export function changeLimit(
  sim: Sim,
  member: MemberRow,
  key: RgLimitKey,
  amount: number | null,
): void {
  const { profile } = saferGamblingOf(member.merchant_code);
  const queries = sim.queries.responsibleGaming;
  const now = sim.now();
  const row = queries.limit.get(member.id, key.kind, key.period);
  sim.db.transaction(() => {
    let applied: number;
    if (!row) {
      if (amount === null) return; // nothing to remove
      queries.insertLimit.run(member.id, key.kind, key.period, amount, now);
      applied = amount;
    } else if (amount !== null && amount <= row.amount) {
      queries.setLimit.run(amount, member.id, key.kind, key.period);
      applied = amount;
    } else {
      const effectiveAt = now + profile.increaseCoolingOffHours * HOUR;
      queries.setPending.run(
        amount,
        amount === null ? 1 : 0,
        now,
        effectiveAt,
        member.id,
        key.kind,
        key.period,
      );
      return;
    }
    // a lower session limit shortens the sessions already open
    if (key.kind === 'session') queries.capSessions.run(applied * 60_000, member.id, now);
  })();
}

/** Applies a pending raise or removal once its cooling-off is over (`RG_CHANGE_NOT_DUE` before). */
export function confirmLimit(sim: Sim, member: MemberRow, key: RgLimitKey): void {
  const queries = sim.queries.responsibleGaming;
  const row = queries.limit.get(member.id, key.kind, key.period);
  if (!row || row.pending_effective_at === null)
    throw refuse(RG_ERROR_CODES.RG_CHANGE_NOT_DUE, 'There is no change of this limit to confirm', {
      effectiveAt: null,
    });
  if (sim.now() < row.pending_effective_at)
    throw refuse(
      RG_ERROR_CODES.RG_CHANGE_NOT_DUE,
      `This change can be confirmed from ${new Date(row.pending_effective_at).toISOString()}`,
      { effectiveAt: row.pending_effective_at },
    );
  if (row.pending_removal || row.pending_amount === null)
    queries.deleteLimit.run(member.id, key.kind, key.period);
  else queries.setLimit.run(row.pending_amount, member.id, key.kind, key.period);
}

/** Drops a pending raise or removal: the limit in force stays. */
export function cancelLimitChange(sim: Sim, member: MemberRow, key: RgLimitKey): void {
  sim.queries.responsibleGaming.clearPending.run(member.id, key.kind, key.period);
}

/** The tightest of the member's money limits of one kind: what is left and when its period resets. */
function tightest(
  sim: Sim,
  member: MemberRow,
  kind: MoneyKind,
): (RgLimitRefusal & { remainingCents: number }) | null {
  const now = sim.now();
  let best: (RgLimitRefusal & { remainingCents: number }) | null = null;
  for (const row of sim.queries.responsibleGaming.limitsOf.all(member.id)) {
    if (row.kind !== kind) continue;
    const standing = moneyStanding(sim, member.id, row, now);
    if (!best || standing.remaining < best.remainingCents)
      best = {
        kind,
        period: row.period as MoneyPeriod,
        amount: fromCents(row.amount),
        remaining: fromCents(standing.remaining),
        remainingCents: standing.remaining,
        resetsAt: standing.end,
      };
  }
  return best;
}

const refusalValue = ({
  remainingCents: _unused,
  ...refusal
}: RgLimitRefusal & { remainingCents: number }): RgLimitRefusal => refusal;

/**
 * A deposit over what the member's deposit limits leave is refused with the tightest one: what
 * remains and when its period resets (the lowest of overlapping limits applies). Call it inside the
 * transaction that records the order.
 */
export function checkDepositLimits(sim: Sim, member: MemberRow, cents: number): void {
  const limit = tightest(sim, member, 'deposit');
  if (!limit || cents <= limit.remainingCents) return;
  throw refuse(
    RG_ERROR_CODES.RG_DEPOSIT_LIMIT,
    `This deposit is over your ${PERIOD_WORDS[limit.period as MoneyPeriod]} deposit limit: ${formatCents(limit.remainingCents)} remains until ${new Date(limit.resetsAt).toISOString()}`,
    refusalValue(limit),
  );
}

/**
 * Play (a real-money launch, a stake of `stakeCents`) once a wager or loss limit has less left than
 * the stake: refused with the tightest limit. A launch asks for 1 cent: the limit is not used up.
 */
export function checkPlayLimits(sim: Sim, member: MemberRow, stakeCents = 1): void {
  const { profile } = saferGamblingOf(member.merchant_code);
  for (const kind of ['wager', 'loss'] as const) {
    if (!profile.moneyLimits.includes(kind)) continue;
    const limit = tightest(sim, member, kind);
    if (!limit || stakeCents <= limit.remainingCents) continue;
    throw refuse(
      RG_ERROR_CODES.RG_PLAY_LIMIT,
      `Your ${PERIOD_WORDS[limit.period as MoneyPeriod]} ${kind} limit leaves ${formatCents(limit.remainingCents)} until ${new Date(limit.resetsAt).toISOString()}`,
      refusalValue(limit),
    );
  }
}

/** The member's session time limit in ms, or null without one. */
export function sessionLimitMs(sim: Sim, memberId: number): number | null {
  const row = sim.queries.responsibleGaming.limit.get(memberId, 'session', 'session');
  return row ? row.amount * 60_000 : null;
}
