import { randomInt } from 'node:crypto';
import Database from 'better-sqlite3';
import { Hono } from 'hono';
import { requireAgent } from '../../auth/guards';
import { weakPasswordProblem } from '../../auth/passwordPolicy';
import {
  API_PATHS,
  ERROR_CODES,
  REGISTER_FIELDS,
  TEAM_ACCOUNT_TYPES,
  type AddTeamAccountResponse,
  type RegisterRules,
  type TeamAccountType,
  type TeamOverview,
} from '../../contract';
import type { MemberRow } from '../../db/rows';
import { badRequest, ok, readJson, refuse, requiredString, SimHttpError } from '../../lib/http';
import { hashPassword } from '../../lib/security';
import { registerRules } from '../../merchants/config';
import { merchantFlags, merchantOf } from '../../merchants/resolve';
import { fromCents } from '../../lib/money';
import type { AppEnv, Sim } from '../../sim';
import { checkAgainstRules } from '../../domain/registrationRules';
import { betAmounts, reportRange, type Query } from './reportQuery';

/** Capitals and digits without the look-alikes 0/O, 1/I (as the captcha). */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/**
 * `AG` and 10 random characters of 32 (50 bits): fits the registration rule (4 to 12 capitals and
 * digits) and cannot be guessed from another agent's code. A clash with an existing code (one in a
 * quadrillion) fails the unique index and the request.
 */
export const newInvitationCode = (): string =>
  `AG${Array.from({ length: 10 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('')}`;

/** Agent flag of an account an agent adds as `type: 'agent'` (the seeded sub-agents' flag too). */
export const SUB_AGENT_TYPE = 2;

/** The registration rules of the merchant for the account and password only (both required). */
function accountRules(sim: Sim, merchantCode: string): RegisterRules {
  const rules = registerRules(merchantCode, merchantFlags(sim, merchantCode));
  return Object.fromEntries(
    REGISTER_FIELDS.map((field) => [
      field,
      field === 'username' || field === 'password'
        ? { ...rules[field], enabled: true, required: true }
        : { ...rules[field], enabled: false },
    ]),
  ) as RegisterRules;
}

const isUniqueViolation = (error: unknown): boolean =>
  error instanceof Database.SqliteError && error.code === 'SQLITE_CONSTRAINT_UNIQUE';

/** The team overview and adding an account (player or sub-agent) to the team. */
export function teamRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get(API_PATHS.teamOverview, (c) => {
    const sim = c.get('sim');
    const agent = requireAgent(c);
    const range = reportRange(sim, c.req.query() as Query);
    const params = { agentId: agent.id, start: range.start, end: range.end };
    const q = sim.queries.agent;
    const levels = q.teamLevels.all(params);
    const sum = (pick: (l: (typeof levels)[number]) => number): number =>
      levels.reduce((total, level) => total + pick(level), 0);
    const bets = q.teamBetSums.get(params) ?? { count: 0, betAmount: 0, validBet: 0, winAmount: 0 };
    const moneySums = q.teamMoneySums.get(params) ?? {
      depositsCents: 0,
      withdrawalsCents: 0,
      bonusCents: 0,
      rebateCents: 0,
    };
    const value: TeamOverview = {
      startDate: range.startDate,
      endDate: range.endDate,
      directMembers: levels.find((l) => l.level === 1)?.members ?? 0,
      teamSize: sum((l) => l.members),
      agents: sum((l) => l.agents),
      newMembers: sum((l) => l.newMembers),
      activeMembers: sum((l) => l.activeMembers),
      teamBalance: fromCents(sum((l) => l.balanceCents)),
      deposits: fromCents(moneySums.depositsCents),
      withdrawals: fromCents(moneySums.withdrawalsCents),
      ...betAmounts(bets),
      levels: levels.map((l) => ({
        level: l.level,
        members: l.members,
        agents: l.agents,
        newMembers: l.newMembers,
        activeMembers: l.activeMembers,
      })),
    };
    return ok(c, value);
  });

  routes.post(API_PATHS.teamRegister, async (c) => {
    const sim = c.get('sim');
    const agent = requireAgent(c);
    const merchant = merchantOf(c);
    const body = await readJson(c);
    const type = requiredString(body, 'type', 10) as TeamAccountType;
    if (!TEAM_ACCOUNT_TYPES.includes(type)) throw badRequest("type must be 'member' or 'agent'");
    let values: ReturnType<typeof checkAgainstRules>;
    try {
      values = checkAgainstRules(
        accountRules(sim, merchant.code),
        { username: body.account, password: body.password },
        new Set(),
      );
    } catch (error) {
      // the same rules and messages as registration; the field is named as in this request
      const field = (error as { value?: { field?: string } } | undefined)?.value?.field;
      if (error instanceof SimHttpError && field === 'username')
        throw refuse(error.code, error.message, { field: 'account' });
      throw error;
    }
    const account = values.username ?? '';
    const password = values.password ?? '';
    const weak = weakPasswordProblem(password, account);
    if (weak) throw refuse(ERROR_CODES.VALIDATION_FAILED, weak, { field: 'password' });
    const taken = (): SimHttpError =>
      refuse(ERROR_CODES.USERNAME_TAKEN, 'Username already exists', { field: 'account' });
    if (sim.queries.access.accountTaken.get(merchant.code, account)) throw taken();
    const passwordHash = await hashPassword(password);
    const now = sim.now();
    const agentFlag = type === 'agent' ? SUB_AGENT_TYPE : 0;
    let created: MemberRow;
    try {
      created = sim.db.transaction(() => {
        const id = Number(
          sim.queries.agent.insertTeamMember.run({
            merchantCode: merchant.code,
            account,
            passwordHash,
            type: agentFlag,
            uplineId: agent.id,
            referralCode: `R${merchant.code}${account.toUpperCase()}`,
            now,
          }).lastInsertRowid,
        );
        // a sub-agent recruits with its own invitation code: random, so codes cannot be enumerated
        if (agentFlag !== 0) sim.queries.agent.setAffiliateCode.run(newInvitationCode(), id);
        return sim.queries.access.memberById.get(id) as MemberRow;
      })();
    } catch (error) {
      // another request took the account while this one hashed the password
      if (isUniqueViolation(error)) throw taken();
      throw error;
    }
    const value: AddTeamAccountResponse = {
      account: created.account,
      type,
      agentFlag,
      upline: agent.account,
      affiliateCode: created.affiliate_code,
      registerTime: new Date(created.created_at).toISOString(),
    };
    return ok(c, value, `Account ${created.account} added`);
  });

  return routes;
}
