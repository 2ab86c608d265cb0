import { Hono } from 'hono';
import { requireMember } from '../../auth/guards';
import {
  RG_ERROR_CODES,
  RG_MONEY_PERIODS,
  RG_PATHS,
  type RgLimitKey,
  type RgLimitKind,
  type RgLimitPeriod,
  type RgSessionSummary,
} from '../../contract';
import type { MemberRow } from '../../db/rows';
import {
  badRequest,
  ok,
  optionalInt,
  optionalString,
  readJson,
  refuse,
  requiredString,
} from '../../lib/http';
import { amountCentsOf, fromCents } from '../../lib/money';
import {
  cancelLimitChange,
  changeLimit,
  confirmLimit,
  isOffered,
  sessionLimitMs,
} from '../../responsibleGaming/limits';
import { saferGamblingOf } from '../../responsibleGaming/merchants';
import type { AppEnv } from '../../sim';
import { LIMIT_KINDS, sessionOf, stateOf } from './state';

/** `{ kind, period }` of a limit the member's profile offers. */
function limitKey(member: MemberRow, body: Record<string, unknown>): RgLimitKey {
  const kind = requiredString(body, 'kind', 10) as RgLimitKind;
  if (!LIMIT_KINDS.includes(kind))
    throw badRequest(`kind must be one of ${LIMIT_KINDS.join(', ')}`);
  const period = (optionalString(body, 'period', 10) ??
    (kind === 'session' ? 'session' : '')) as RgLimitPeriod;
  const periods: readonly string[] = kind === 'session' ? ['session'] : RG_MONEY_PERIODS;
  if (!periods.includes(period)) throw badRequest(`period must be one of ${periods.join(', ')}`);
  const key = { kind, period };
  if (!isOffered(saferGamblingOf(member.merchant_code).profile, key))
    throw refuse(RG_ERROR_CODES.RG_NOT_OFFERED, `This site does not offer a ${kind} limit`);
  return key;
}

/** The new amount of a limit: cents of a money limit, one of the profile's minutes, or null to remove it. */
function limitAmount(
  member: MemberRow,
  key: RgLimitKey,
  body: Record<string, unknown>,
): number | null {
  if (body.amount === null) return null;
  if (key.kind !== 'session') return amountCentsOf(body);
  const minutes = optionalInt(body, 'amount', { min: 1, max: 24 * 60 });
  if (minutes === undefined) throw badRequest('amount (minutes) is required, or null to remove');
  if (!saferGamblingOf(member.merchant_code).profile.sessionLimitMinutes.includes(minutes))
    throw refuse(
      RG_ERROR_CODES.RG_NOT_OFFERED,
      `A session limit of ${minutes} minutes is not offered`,
    );
  return minutes;
}

/** The player's state, limits (set, confirm, cancel), the reality check, the limit prompt and the session. */
export function limitRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get(RG_PATHS.state, (c) => ok(c, stateOf(c, requireMember(c))));

  routes.post(RG_PATHS.limits, async (c) => {
    const member = requireMember(c);
    const body = await readJson(c);
    const key = limitKey(member, body);
    const amount = limitAmount(member, key, body);
    changeLimit(c.get('sim'), member, key, amount);
    return ok(c, stateOf(c, member), 'Limit saved');
  });

  routes.post(RG_PATHS.confirmLimit, async (c) => {
    const member = requireMember(c);
    confirmLimit(c.get('sim'), member, limitKey(member, await readJson(c)));
    return ok(c, stateOf(c, member), 'Limit change confirmed');
  });

  routes.post(RG_PATHS.cancelLimit, async (c) => {
    const member = requireMember(c);
    cancelLimitChange(c.get('sim'), member, limitKey(member, await readJson(c)));
    return ok(c, stateOf(c, member), 'Limit change cancelled');
  });

  routes.put(RG_PATHS.realityCheck, async (c) => {
    const member = requireMember(c);
    const minutes = optionalInt(await readJson(c), 'minutes', { min: 1, max: 24 * 60 });
    if (minutes === undefined) throw badRequest('minutes is required');
    if (!saferGamblingOf(member.merchant_code).profile.realityCheckMinutes.includes(minutes))
      throw refuse(
        RG_ERROR_CODES.RG_NOT_OFFERED,
        `A reality check every ${minutes} minutes is not offered`,
      );
    c.get('sim').queries.responsibleGaming.setRealityCheck.run(member.id, minutes);
    return ok(c, stateOf(c, member), 'Reality check saved');
  });

  routes.post(RG_PATHS.limitPrompt, async (c) => {
    const member = requireMember(c);
    const answer = requiredString(await readJson(c), 'answer', 10);
    if (answer !== 'set' && answer !== 'declined')
      throw badRequest("answer must be 'set' or 'declined'");
    const sim = c.get('sim');
    sim.queries.responsibleGaming.answerPrompt.run(member.id, answer, sim.now());
    return ok(c, stateOf(c, member), 'Thank you');
  });

  routes.get(RG_PATHS.session, (c) => {
    const member = requireMember(c);
    const sim = c.get('sim');
    const now = sim.now();
    const session = sessionOf(c);
    const totals = sim.queries.responsibleGaming.betTotals.get({
      memberId: member.id,
      start: session.startedAt,
      end: now + 1,
    }) ?? { stakes: 0, wins: 0 };
    const summary: RgSessionSummary = {
      startedAt: session.startedAt,
      serverTime: now,
      netResult: fromCents(totals.wins - totals.stakes),
      stakes: fromCents(totals.stakes),
      realityCheckMinutes: stateOf(c, member).realityCheckMinutes,
      sessionEndsAt: sessionLimitMs(sim, member.id) === null ? null : session.endsAt,
    };
    return ok(c, summary);
  });

  return routes;
}
