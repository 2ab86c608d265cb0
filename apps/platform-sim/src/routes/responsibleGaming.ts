import { Hono } from 'hono';
import { bearerToken, requireMember, TRIAL_TYPE } from '../auth/guards';
import { accountSubject, checkLoginWait, ipSubject, recordFailure } from '../auth/limits';
import {
  ERROR_CODES,
  RG_ERROR_CODES,
  RG_MONEY_PERIODS,
  RG_PATHS,
  type RgExclusionPeriod,
  type RgExclusionRequest,
  type RgLimitKey,
  type RgLimitKind,
  type RgLimitPeriod,
  type RgSessionSummary,
  type RgState,
  type RgTimeOutPeriod,
} from '../contract';
import type { MemberRow } from '../db/rows';
import { readPayload } from '../lib/encryptedBody';
import {
  badRequest,
  ok,
  optionalInt,
  optionalString,
  readJson,
  refuse,
  requiredString,
  visitorIp,
} from '../lib/http';
import { sha256, unknownAccountPasswordHash, verifyPassword } from '../lib/security';
import { amountCentsOf, fromCents } from '../money';
import { merchantOf } from '../merchants/resolve';
import { exclude, requestReturn } from '../responsibleGaming/exclusions';
import {
  cancelLimitChange,
  changeLimit,
  checkPlayLimits,
  confirmLimit,
  isOffered,
  limitViews,
  sessionLimitMs,
} from '../responsibleGaming/limits';
import { saferGamblingOf } from '../responsibleGaming/merchants';
import { DAY } from '../responsibleGaming/periods';
import type { AppEnv, Ctx } from '../sim';
import { DEV_PREFIX } from '../lib/devPrefix';

const LIMIT_KINDS: readonly RgLimitKind[] = ['deposit', 'loss', 'wager', 'session'];
const TIME_OUTS: readonly RgTimeOutPeriod[] = ['24h', '7d', '1m', '6w'];
const EXCLUSIONS: readonly RgExclusionPeriod[] = ['6m', '1y', '5y', 'indefinite'];

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

/** The session the request's token opened. */
function sessionOf(c: Ctx): { startedAt: number; endsAt: number } {
  const row = c.get('sim').queries.responsibleGaming.session.get(sha256(bearerToken(c) ?? ''));
  const now = c.get('sim').now();
  return { startedAt: row?.created_at ?? now, endsAt: row?.expires_at ?? now };
}

function stateOf(c: Ctx, member: MemberRow): RgState {
  const sim = c.get('sim');
  const queries = sim.queries.responsibleGaming;
  const { profileName, profile, operator } = saferGamblingOf(member.merchant_code);
  const now = sim.now();
  const limits = limitViews(sim, member, Math.floor((now - sessionOf(c).startedAt) / 60_000));
  const settings = queries.settingsOf.get(member.id);
  const anyLimit = limits.some((limit) => limit.kind !== 'session' && limit.amount !== null);
  const moment =
    profile.limitPrompt === 'registration'
      ? now - member.created_at < DAY
      : (queries.depositCount.get(member.id)?.n ?? 0) === 0;
  return {
    profile: profileName,
    operator,
    limits,
    realityCheckMinutes: settings?.reality_check_minutes ?? profile.realityCheckMinutes[0] ?? 60,
    limitPrompt: {
      placement: profile.limitPrompt,
      due: !settings?.prompt_answered_at && !anyLimit && moment,
    },
    serverTime: now,
  };
}

/** Safer gambling: limits, the reality check's figures, time-outs and self-exclusions. */
export function responsibleGamingRoutes(): Hono<AppEnv> {
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

  routes.post(RG_PATHS.exclusion, async (c) => {
    const member = requireMember(c);
    const body = await readJson(c);
    const kind = requiredString(body, 'kind', 20);
    const period = requiredString(body, 'period', 20);
    let request: RgExclusionRequest;
    if (kind === 'timeOut' && (TIME_OUTS as readonly string[]).includes(period))
      request = { kind, period: period as RgTimeOutPeriod };
    else if (kind === 'selfExclusion' && (EXCLUSIONS as readonly string[]).includes(period))
      request = { kind, period: period as RgExclusionPeriod };
    else throw badRequest("kind must be 'timeOut' or 'selfExclusion', with one of its periods");
    const exclusion = exclude(c.get('sim'), member, request);
    return ok(
      c,
      exclusion,
      kind === 'timeOut' ? 'Your time-out has started' : 'Your self-exclusion has started',
    );
  });

  // No session here: an excluded player cannot sign in. The password is checked under the sign-in
  // limits (each try logged before its scrypt check, an unknown account costing the same).
  routes.post(RG_PATHS.exclusionReturn, async (c) => {
    const sim = c.get('sim');
    const merchant = merchantOf(c);
    const body = await readPayload(c);
    const username = requiredString(body, 'username', 64);
    const password = requiredString(body, 'password', 128);
    const ip = visitorIp(c, sim.trustProxy);
    const account = accountSubject(merchant.code, username);
    checkLoginWait(sim, account, ip);
    recordFailure(sim, account);
    const ipAttempt = recordFailure(sim, ipSubject(ip));
    const member = sim.queries.access.memberByAccount.get(merchant.code, username);
    const usable = member !== undefined && member.type !== TRIAL_TYPE && member.password_hash;
    const matches = await verifyPassword(
      password,
      usable ? member.password_hash : unknownAccountPasswordHash(),
    );
    if (!usable || !matches || !member)
      throw refuse(ERROR_CODES.LOGIN_FAILED, 'wrong account, password or email format');
    sim.queries.protection.clearFailures.run(account);
    sim.queries.protection.forgetFailure.run(ipAttempt);
    const answer = requestReturn(sim, member);
    return ok(c, answer, 'Your request to return is recorded');
  });

  return routes;
}

/**
 * `/__sim/bets` (dev endpoints only): a game vendor settles a round of a member, as a seamless wallet
 * would ask the platform: `{ merchant, account, stake, win, gameId? }`. The stake is refused like a
 * launch once a wager or loss limit leaves less than it (`RG_PLAY_LIMIT`); the round is stored as a
 * settled bet at the simulator's now, so the reality check and the records see it.
 */
export function responsibleGamingDevRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.post(`${DEV_PREFIX}/bets`, async (c) => {
    const sim = c.get('sim');
    const body = await readJson(c);
    const merchant = requiredString(body, 'merchant', 20);
    const member = sim.queries.access.memberByAccount.get(
      merchant,
      requiredString(body, 'account', 64),
    );
    if (!member) throw refuse(ERROR_CODES.NOT_FOUND_ENTITY, 'No such member');
    const stake = amountCentsOf(body, 'stake');
    const win = body.win === 0 ? 0 : amountCentsOf(body, 'win');
    const gameId =
      optionalInt(body, 'gameId', { min: 1 }) ??
      sim.queries.responsibleGaming.firstGameId.get()?.id ??
      0;
    checkPlayLimits(sim, member, stake);
    const id = Number(
      sim.queries.responsibleGaming.insertBet.run({
        memberId: member.id,
        gameId,
        stake: fromCents(stake),
        win: fromCents(win),
        betAt: sim.now(),
      }).lastInsertRowid,
    );
    return ok(c, { id, stake: fromCents(stake), win: fromCents(win) }, 'Round settled');
  });
  // A test that starts again: the player's limits, interval and exclusions, on every merchant, forgotten.
  routes.delete(`${DEV_PREFIX}/rg`, (c) => {
    const account = c.req.query('account');
    if (!account) throw badRequest('account is required');
    const accounts = c.get('sim').queries.responsibleGaming.forgetAccount(account);
    return ok(c, { accounts }, 'Safer-gambling state forgotten');
  });
  return routes;
}
