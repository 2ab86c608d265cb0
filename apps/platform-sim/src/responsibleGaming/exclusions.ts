import {
  RG_ERROR_CODES,
  type RgExclusion,
  type RgExclusionRefusal,
  type RgExclusionRequest,
  type RgExclusionReturn,
} from '../contract';
import type { RgExclusionRow } from '../db/queries/responsibleGaming';
import type { MemberRow } from '../db/rows';
import { refuse, type SimHttpError } from '../lib/http';
import type { Sim } from '../sim';
import { sessionLimitMs } from './limits';
import { merchantsOfOperator, saferGamblingOf } from './merchants';
import { HOUR, addMonths, exclusionEnd } from './periods';

/**
 * The person behind an account: one human under one operator, whose accounts on the operator's
 * brands share a time-out or self-exclusion. An account no one has linked is a person of its own,
 * created on first use.
 */
export function personOf(sim: Sim, member: MemberRow): number {
  const queries = sim.queries.responsibleGaming;
  const linked = queries.personOf.get(member.id);
  if (linked) return linked.person_id;
  const { operator } = saferGamblingOf(member.merchant_code);
  return sim.db.transaction(() => {
    const personId = Number(queries.insertPerson.run(operator).lastInsertRowid);
    queries.linkAccount.run(member.id, personId);
    return personId;
  })();
}

const iso = (at: number | null): string =>
  at === null ? 'further notice' : new Date(at).toISOString();

/** Why an exclusion row keeps the person out at `now`, or null once it no longer does. */
function blocking(sim: Sim, row: RgExclusionRow, now: number): SimHttpError | null {
  if (row.kind === 'timeOut') {
    if (row.ends_at !== null && now >= row.ends_at) return null;
    const value: RgExclusionRefusal = {
      kind: 'timeOut',
      endsAt: row.ends_at,
      returnsAt: null,
      canAskToReturn: false,
    };
    return refuse(
      RG_ERROR_CODES.RG_TIMED_OUT,
      `You are taking a break until ${iso(row.ends_at)}: you can sign in again after that`,
      value,
    );
  }
  const { profile } = saferGamblingOf(row.merchant_code);
  const askableFrom = row.ends_at ?? addMonths(row.started_at, profile.indefiniteMinimumMonths);
  if (row.returns_at !== null && now >= row.returns_at) return null;
  const value: RgExclusionRefusal = {
    kind: 'selfExclusion',
    endsAt: row.ends_at,
    returnsAt: row.returns_at,
    canAskToReturn: row.return_requested_at === null && now >= askableFrom,
  };
  const message =
    value.returnsAt !== null
      ? `Your account reopens at ${iso(value.returnsAt)}, when the cooling-off after your self-exclusion ends`
      : value.canAskToReturn
        ? 'Your self-exclusion has ended: ask to return on the Safer gambling page, and your account reopens after a cooling-off'
        : `You have excluded yourself until ${iso(row.ends_at)}`;
  return refuse(RG_ERROR_CODES.RG_SELF_EXCLUDED, message, value);
}

/** What keeps the person out now, the self-exclusion before a time-out; null when nothing does. */
function exclusionRefusal(sim: Sim, personId: number, now: number): SimHttpError | null {
  let timeOut: SimHttpError | null = null;
  for (const row of sim.queries.responsibleGaming.exclusionsOf.all(personId)) {
    const refusal = blocking(sim, row, now);
    if (!refusal) continue;
    if (row.kind === 'selfExclusion') return refusal;
    timeOut ??= refusal;
  }
  return timeOut;
}

/**
 * The one check of every sign-in (password, SMS, identity provider, handover, registration, reset by
 * phone, free play: every token is minted by `issueToken`, which calls it). A time-out or
 * self-exclusion of the person, on any brand of the operator, refuses it; otherwise the answer is how
 * long the session may last under the member's session time limit (null: no limit).
 */
export function checkSignIn(sim: Sim, memberId: number): { sessionMs: number | null } {
  const linked = sim.queries.responsibleGaming.personOf.get(memberId);
  if (linked) {
    const refusal = exclusionRefusal(sim, linked.person_id, sim.now());
    if (refusal) throw refusal;
  }
  return { sessionMs: sessionLimitMs(sim, memberId) };
}

/**
 * A time-out or self-exclusion from now, on every brand of the member's operator: every session of
 * the person ends at once, with the handover codes minted from them. It cannot end earlier than one
 * already in force.
 */
export function exclude(sim: Sim, member: MemberRow, request: RgExclusionRequest): RgExclusion {
  const { profile, operator } = saferGamblingOf(member.merchant_code);
  const offered: readonly string[] =
    request.kind === 'timeOut' ? profile.timeOuts : profile.selfExclusions;
  if (!offered.includes(request.period))
    throw refuse(
      RG_ERROR_CODES.RG_NOT_OFFERED,
      `This site does not offer a ${request.kind === 'timeOut' ? 'time-out' : 'self-exclusion'} of ${request.period}`,
    );
  const queries = sim.queries.responsibleGaming;
  const now = sim.now();
  const endsAt = exclusionEnd(request.period, now);
  const linked = queries.personOf.get(member.id);
  for (const row of linked ? queries.exclusionsOf.all(linked.person_id) : []) {
    const running = row.ends_at === null || now < row.ends_at;
    if (running && (row.ends_at === null || (endsAt !== null && endsAt < row.ends_at)))
      throw refuse(
        RG_ERROR_CODES.RG_EXCLUSION_NOT_ENDED,
        `An exclusion until ${iso(row.ends_at)} is in force and cannot be shortened`,
        { endsAt: row.ends_at },
      );
  }
  sim.db.transaction(() => {
    const personId = personOf(sim, member);
    queries.insertExclusion.run(
      personId,
      member.merchant_code,
      request.kind,
      request.period,
      now,
      endsAt,
    );
    for (const account of queries.accountsOf.all(personId)) {
      queries.revokeSessions.run(now, account.member_id);
      queries.deleteHandoverCodes.run(account.member_id);
    }
  })();
  return {
    kind: request.kind,
    period: request.period,
    startedAt: now,
    endsAt,
    merchants: merchantsOfOperator(operator),
  };
}

/**
 * Asks to come back after a self-exclusion: only once it has ended (an indefinite one after the
 * profile's minimum), and the account reopens after the cooling-off (24 hours; 7 days after an
 * indefinite one). Asking earlier is refused: an exclusion cannot be shortened.
 */
export function requestReturn(sim: Sim, member: MemberRow): RgExclusionReturn {
  const queries = sim.queries.responsibleGaming;
  const now = sim.now();
  const linked = queries.personOf.get(member.id);
  const rows = linked ? queries.exclusionsOf.all(linked.person_id) : [];
  let returnsAt = now;
  const toReopen: { id: number; at: number }[] = [];
  for (const row of rows) {
    const refusal = blocking(sim, row, now);
    if (!refusal) continue;
    if (row.kind === 'timeOut') throw refusal; // a time-out ends by itself
    const value = refusal.value as RgExclusionRefusal;
    if (value.returnsAt !== null) {
      returnsAt = Math.max(returnsAt, value.returnsAt);
      continue;
    }
    if (!value.canAskToReturn)
      throw refuse(
        RG_ERROR_CODES.RG_EXCLUSION_NOT_ENDED,
        `Your self-exclusion runs until ${iso(row.ends_at)} and cannot be shortened`,
        { endsAt: row.ends_at },
      );
    const { profile } = saferGamblingOf(row.merchant_code);
    const hours =
      row.ends_at === null
        ? profile.indefiniteReturnCoolingOffHours
        : profile.returnCoolingOffHours;
    toReopen.push({ id: row.id, at: now + hours * HOUR });
  }
  sim.db.transaction(() => {
    for (const { id, at } of toReopen) {
      queries.requestReturn.run(now, at, id);
      returnsAt = Math.max(returnsAt, at);
    }
  })();
  return { returnsAt };
}

/**
 * A new account joins the person who already holds its verified mobile number on a brand of the same
 * operator (the number is the identity check the simulator has), so an exclusion also holds on the
 * accounts a person opens later. Called once the registration is stored.
 */
export function linkNewAccount(sim: Sim, member: MemberRow): void {
  if (!member.mobile || !member.dialing_code) return;
  const { operator } = saferGamblingOf(member.merchant_code);
  for (const merchant of merchantsOfOperator(operator)) {
    const other = sim.queries.access.memberByMobile.get(
      merchant,
      member.dialing_code,
      member.mobile,
    );
    if (!other || other.id === member.id) continue;
    const personId = personOf(sim, other);
    if (!sim.queries.responsibleGaming.personOf.get(member.id))
      sim.queries.responsibleGaming.linkAccount.run(member.id, personId);
    return;
  }
}
