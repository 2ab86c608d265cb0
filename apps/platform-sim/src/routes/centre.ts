import { Hono } from 'hono';
import { requireAgent, requireMember } from '../auth/guards';
import { checkPaymentPassword, typedPassword } from '../auth/paymentPassword';
import {
  API_PATHS,
  ERROR_CODES,
  type BetRecord,
  type Contract,
  type ContractKind,
  type ConsolidatedContractInfo,
  type Redemption,
  type SalaryPeriod,
} from '../contract';
import type { BetRow, ContractRow } from '../db/rows';
import {
  badRequest,
  ok,
  optionalInt,
  optionalNumber,
  optionalString,
  readJson,
  refuse,
  requiredString,
} from '../lib/http';
import { iso } from '../lib/time';
import { amountCentsOf, formatCents, fromCents, money, toCents } from '../money';
import type { AppEnv } from '../sim';
import { claimPromotion } from '../domain/promotions';
import { dateRange, pagedList } from '../lib/paging';

const POINT_EXCHANGE_RATIO = 100; // points per 1 unit of currency

const toContract = (r: ContractRow): Contract => ({
  id: r.id,
  kind: r.kind,
  upline: r.upline,
  downline: r.downline,
  rate: r.rate,
  activeMembers: r.active_members,
  periodValidBet: r.period_valid_bet,
  periodProfitLoss: r.period_profit_loss,
  betAmount: r.bet_amount,
  period: r.period,
  status: r.status,
  createdAt: new Date(r.created_at).toISOString(),
});

const toBet = (r: BetRow): BetRecord => ({
  id: r.id,
  gameName: r.name,
  vassalage: r.vendor_code,
  gameType: r.game_type,
  betAmount: r.bet_amount,
  validBet: r.valid_bet,
  winAmount: r.win_amount,
  profit: money(r.win_amount - r.bet_amount),
  betTime: new Date(r.bet_at).toISOString(),
  status: r.status,
});

/** An optional amount of a contract offer (default 0): at most 2 decimals, negative only where allowed. */
function contractAmount(
  body: Record<string, unknown>,
  name: string,
  { negative }: { negative: boolean },
): number {
  const value = optionalNumber(body, name) ?? 0;
  if (money(value) !== value || Math.abs(value) > 1e12)
    throw badRequest(`${name} must be an amount with at most 2 decimals`);
  if (!negative && value < 0) throw badRequest(`${name} must not be negative`);
  return value;
}

const CONTRACT_PATHS: Record<ContractKind, string> = {
  dividend: API_PATHS.dividendContract,
  dailySalary: API_PATHS.dailySalaryContract,
  hourlySalary: API_PATHS.hourlySalaryContract,
  realtimeSalary: API_PATHS.realtimeSalaryContract,
};
const DEFAULT_PERIOD: Record<ContractKind, SalaryPeriod> = {
  dividend: 'M',
  dailySalary: 'D',
  hourlySalary: 'H',
  realtimeSalary: 'D',
};

/** Member centre records, bonuses, messages, missions and contracts; agent centre; points mall. */
export function centreRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get(API_PATHS.transactions, (c) => {
    const centre = c.get('sim').queries.centre;
    const member = requireMember(c);
    const query = c.req.query() as Record<string, unknown>;
    const [start, end] = dateRange(c.get('sim'), query);
    const filter = {
      memberId: member.id,
      start,
      end,
      type: optionalString(query, 'type', 20)?.toUpperCase() ?? null,
    };
    return pagedList(
      c,
      () => centre.countTransactions.get(filter)?.n ?? 0,
      (limit, offset) =>
        centre.transactions.all({ ...filter, limit, offset }).map((r) => ({
          id: r.id,
          type: r.type,
          amount: fromCents(r.amount_cents),
          balanceAfter: fromCents(r.balance_after_cents),
          status: r.status,
          remark: r.remark,
          createdAt: new Date(r.created_at).toISOString(),
        })),
    );
  });

  routes.get(API_PATHS.bets, (c) => {
    const centre = c.get('sim').queries.centre;
    const member = requireMember(c);
    const [start, end] = dateRange(c.get('sim'), c.req.query() as Record<string, unknown>);
    const period = { memberId: member.id, start, end };
    return pagedList(
      c,
      () => centre.countBets.get(period)?.n ?? 0,
      (limit, offset) => centre.bets.all({ ...period, limit, offset }).map(toBet),
    );
  });

  routes.get(API_PATHS.profit, (c) => {
    const member = requireMember(c);
    const [start, end] = dateRange(c.get('sim'), c.req.query() as Record<string, unknown>);
    const rows = c.get('sim').queries.centre.profitByGameType.all(member.id, start, end);
    const sum = (pick: (r: (typeof rows)[number]) => number): number =>
      money(rows.reduce((a, r) => a + pick(r), 0));
    return ok(c, {
      totalBet: sum((r) => r.bet),
      totalValidBet: sum((r) => r.valid),
      totalWin: sum((r) => r.win),
      profit: sum((r) => r.win - r.bet),
      byGameType: rows.map((r) => ({
        gameType: r.gameType,
        bet: money(r.bet),
        win: money(r.win),
        profit: money(r.win - r.bet),
      })),
    });
  });

  routes.get(API_PATHS.bonuses, (c) => {
    const centre = c.get('sim').queries.centre;
    const member = requireMember(c);
    return pagedList(
      c,
      () => centre.countBonuses.get(member.id)?.n ?? 0,
      (limit, offset) =>
        centre.bonuses.all(member.id, limit, offset).map((r) => ({
          id: r.id,
          name: r.name,
          amount: r.amount,
          status: r.status,
          createdAt: new Date(r.created_at).toISOString(),
        })),
    );
  });

  routes.get(API_PATHS.messages, (c) => {
    const centre = c.get('sim').queries.centre;
    const member = requireMember(c);
    return pagedList(
      c,
      () => centre.countMessages.get(member.id)?.n ?? 0,
      (limit, offset) =>
        centre.messages.all(member.id, limit, offset).map((r) => ({
          id: r.id,
          title: r.title,
          content: r.content,
          read: r.read_at !== null,
          createdAt: new Date(r.created_at).toISOString(),
        })),
    );
  });
  routes.post(`${API_PATHS.messages}/read`, async (c) => {
    const sim = c.get('sim');
    const member = requireMember(c);
    const id = optionalInt(await readJson(c), 'id', { min: 1 });
    if (id === undefined) throw badRequest('id is required');
    const result = sim.queries.centre.markMessageRead.run(sim.now(), id, member.id);
    if (result.changes === 0) throw refuse(ERROR_CODES.NOT_FOUND_ENTITY, 'Message not found');
    return ok(c, null, 'Message marked as read');
  });

  routes.get(API_PATHS.referral, (c) => {
    const member = requireMember(c);
    const invited = c.get('sim').queries.centre.invitedCount.get(member.id)?.n ?? 0;
    const origin = new URL(c.req.url).origin;
    return ok(c, {
      referralCode: member.referral_code,
      referralUrl: `${origin}/register?referralCode=${encodeURIComponent(member.referral_code)}`,
      invitedCount: invited,
      rewardTotal: money(invited * 25),
    });
  });

  routes.get(API_PATHS.missionSummary, (c) => {
    const member = requireMember(c);
    const row = c.get('sim').queries.centre.mission.get(member.id);
    return ok(c, { missionCount: row?.mission_count ?? 0, completed: row?.completed ?? 0 });
  });
  routes.get(API_PATHS.missionLeaderboard, (c) => {
    const member = requireMember(c);
    const rows = c.get('sim').queries.centre.missionLeaderboard.all(member.merchant_code);
    return ok(c, {
      list: rows.map((r, i) => ({
        rank: i + 1,
        account: r.account.replace(/^(.{2}).*(.{2})$/, '$1***$2'),
        points: r.points,
      })),
    });
  });

  routes.post(API_PATHS.raffleClaim, async (c) => {
    const sim = c.get('sim');
    const { centre, account } = sim.queries;
    const member = requireMember(c);
    const body = await readJson(c);
    const promotionId = optionalInt(body, 'promotionId', { min: 1 });
    if (promotionId !== undefined) {
      const { amount, status } = claimPromotion(c, member, promotionId);
      return ok(c, { amount, status }, 'Claimed successfully');
    }
    const bonusId = optionalInt(body, 'bonusId', { min: 1 });
    if (bonusId === undefined) throw badRequest('bonusId or promotionId is required');
    const bonus = centre.bonusOf.get(bonusId, member.id);
    if (!bonus) throw refuse(ERROR_CODES.NOT_FOUND_ENTITY, 'Promotion not found');
    if (bonus.status !== 'issued')
      throw refuse(
        ERROR_CODES.VALIDATION_FAILED,
        `This promotion cannot be claimed (${bonus.status})`,
      );
    sim.db.transaction(() => {
      if (centre.claimBonus.run(bonusId).changes !== 1)
        throw refuse(ERROR_CODES.VALIDATION_FAILED, 'This promotion cannot be claimed (claimed)');
      const cents = toCents(bonus.amount);
      account.addBalance.run(cents, member.id);
      account.insertTransaction.run(
        member.id,
        'BONUS',
        cents,
        account.balanceOf.get(member.id)?.balance_cents ?? 0,
        'SUCCESS',
        `claim #${bonusId}`,
        sim.now(),
      );
    })();
    return ok(c, { amount: bonus.amount }, 'Claimed successfully');
  });

  routes.get(API_PATHS.consolidated, (c) => {
    const member = requireMember(c);
    const kinds = new Set(
      c
        .get('sim')
        .queries.centre.acceptedContractKinds.all(member.id, member.id)
        .map((r) => r.kind),
    );
    const value: ConsolidatedContractInfo = {
      dailysalreqtype: kinds.has('dailySalary') ? 1 : 0,
      divtypereq: kinds.has('dividend') ? 1 : 0,
      contracthoursalreq: kinds.has('hourlySalary') ? 1 : 0,
      realtimesalreqtype: kinds.has('realtimeSalary') ? 1 : 0,
      enableSalary:
        kinds.has('dailySalary') || kinds.has('hourlySalary') || kinds.has('realtimeSalary'),
      enableContract: kinds.size > 0,
    };
    return ok(c, value);
  });

  routes.get(API_PATHS.contracts, (c) => {
    const member = requireMember(c);
    return ok(c, {
      list: c.get('sim').queries.centre.contractsOffered.all(member.id).map(toContract),
    });
  });
  routes.post(API_PATHS.contractDecision, async (c) => {
    const sim = c.get('sim');
    const member = requireMember(c);
    const body = await readJson(c);
    const contractId = optionalInt(body, 'contractId', { min: 1 });
    const decision = requiredString(body, 'decision', 20);
    if (contractId === undefined) throw badRequest('contractId is required');
    if (!['accept', 'reject', 'terminate'].includes(decision))
      throw badRequest("decision must be 'accept', 'reject' or 'terminate'");
    const contract = sim.queries.centre.contractById.get(contractId);
    if (!contract || (contract.downline_id !== member.id && contract.upline_id !== member.id)) {
      throw refuse(ERROR_CODES.NOT_FOUND_ENTITY, 'Contract not found');
    }
    if (decision === 'terminate') {
      if (contract.status !== 'accepted')
        throw refuse(ERROR_CODES.VALIDATION_FAILED, 'Only an accepted contract can be terminated');
    } else {
      if (contract.downline_id !== member.id)
        throw refuse(
          ERROR_CODES.VALIDATION_FAILED,
          'Only the downline can accept or reject a contract',
        );
      if (contract.status !== 'offered')
        throw refuse(ERROR_CODES.VALIDATION_FAILED, `The contract is already ${contract.status}`);
    }
    const status =
      decision === 'accept' ? 'accepted' : decision === 'reject' ? 'rejected' : 'terminated';
    sim.queries.centre.setContractStatus.run(status, contractId);
    return ok(c, toContract({ ...contract, status }), `Contract ${status}`);
  });

  // agent centre
  routes.get(API_PATHS.downlines, (c) => {
    const centre = c.get('sim').queries.centre;
    const agent = requireAgent(c);
    const account = optionalString(c.req.query() as Record<string, unknown>, 'account', 40);
    const filter = { uplineId: agent.id, account: account ? `%${account}%` : null };
    return pagedList(
      c,
      () => centre.countDownlines.get(filter)?.n ?? 0,
      (limit, offset) =>
        centre.downlines.all({ ...filter, limit, offset }).map((r) => ({
          id: r.id,
          account: r.account,
          type: r.type,
          balance: fromCents(r.balance_cents),
          registerTime: new Date(r.created_at).toISOString(),
          lastLoginTime: iso(r.last_login_at),
        })),
    );
  });

  routes.post(API_PATHS.agentTransfer, async (c) => {
    const sim = c.get('sim');
    const { centre, account } = sim.queries;
    const agent = requireAgent(c);
    const body = await readJson(c);
    const downlineAccount = requiredString(body, 'downline', 40);
    const cents = amountCentsOf(body);
    const downline = centre.downline.get(agent.id, downlineAccount);
    if (!downline)
      throw refuse(ERROR_CODES.NOT_FOUND_ENTITY, `${downlineAccount} is not your downline`);
    await checkPaymentPassword(sim, agent, typedPassword(body, 'paymentPassword'));
    const now = sim.now();
    // The balance is checked by the update itself: the agent row was read before the password check
    // awaited, and a parallel transfer may have spent it since.
    const balances = sim.db.transaction(() => {
      if (account.debitBalance.run(cents, agent.id, cents).changes !== 1)
        throw refuse(ERROR_CODES.VALIDATION_FAILED, 'Insufficient balance');
      account.addBalance.run(cents, downline.id);
      const agentBalance = account.balanceOf.get(agent.id)?.balance_cents ?? 0;
      const downlineBalance = account.balanceOf.get(downline.id)?.balance_cents ?? 0;
      account.insertTransaction.run(
        agent.id,
        'TRANSFER',
        -cents,
        agentBalance,
        'SUCCESS',
        `to downline ${downline.account}`,
        now,
      );
      account.insertTransaction.run(
        downline.id,
        'TRANSFER',
        cents,
        downlineBalance,
        'SUCCESS',
        `from upline ${agent.account}`,
        now,
      );
      return { balance: fromCents(agentBalance), downlineBalance: fromCents(downlineBalance) };
    })();
    return ok(c, balances, `Transfer to ${downline.account} of ${formatCents(cents)} succeeded`);
  });

  for (const [kind, path] of Object.entries(CONTRACT_PATHS) as [ContractKind, string][]) {
    routes.get(path, (c) => {
      const centre = c.get('sim').queries.centre;
      const member = requireMember(c);
      const parties = { kind, memberId: member.id };
      const records = centre.salaryRecordsOfKind.all(parties);
      return ok(c, {
        contracts: centre.contractsOfKind.all(parties).map(toContract),
        records: records.map((r) => ({
          id: r.id,
          kind,
          amount: r.amount,
          settledAt: new Date(r.settled_at).toISOString(),
        })),
      });
    });
    routes.post(path, async (c) => {
      const sim = c.get('sim');
      const centre = sim.queries.centre;
      const agent = requireAgent(c);
      const body = await readJson(c);
      const downlineAccount = requiredString(body, 'downline', 40);
      const rate = optionalNumber(body, 'rate');
      if (rate === undefined || rate <= 0 || rate >= 1)
        throw badRequest('rate must be a fraction between 0 and 1');
      const period = (optionalString(body, 'period', 1) ?? DEFAULT_PERIOD[kind]) as SalaryPeriod;
      if (!['D', 'W', 'H', 'M'].includes(period)) throw badRequest('period must be D, W, H or M');
      const downline = centre.downline.get(agent.id, downlineAccount);
      if (!downline)
        throw refuse(ERROR_CODES.NOT_FOUND_ENTITY, `${downlineAccount} is not your downline`);
      if (centre.openContractExists.get(kind, downline.id)) {
        throw refuse(
          ERROR_CODES.VALIDATION_FAILED,
          `${downline.account} already has an open ${kind} contract`,
        );
      }
      const activeMembers = optionalInt(body, 'activeMembers', { min: 0, max: 100000 }) ?? 0;
      const periodValidBet = contractAmount(body, 'periodValidBet', { negative: false });
      const periodProfitLoss = contractAmount(body, 'periodProfitLoss', { negative: true });
      const betAmount = contractAmount(body, 'betAmount', { negative: false });
      const result = centre.offerContract.run(
        kind,
        agent.id,
        downline.id,
        rate,
        activeMembers,
        periodValidBet,
        periodProfitLoss,
        betAmount,
        period,
        'offered',
        sim.now(),
      );
      const row = centre.contractById.get(Number(result.lastInsertRowid)) as ContractRow;
      return ok(c, toContract(row), 'Contract offered');
    });
  }

  // points mall
  routes.get(API_PATHS.pointsBalance, (c) =>
    ok(c, { points: requireMember(c).points, exchangeRatio: POINT_EXCHANGE_RATIO }),
  );
  routes.get(API_PATHS.pointConfig, (c) => {
    requireMember(c);
    return ok(c, { exchangeRatio: POINT_EXCHANGE_RATIO, minConvert: POINT_EXCHANGE_RATIO });
  });
  routes.get(API_PATHS.pointRewards, (c) => {
    const rows = c.get('sim').queries.centre.rewards.all();
    return ok(c, {
      list: rows.map((r) => ({
        rewardId: r.id,
        name: r.name,
        imageUrl: `/sim-assets/reward/${r.id}.svg`,
        points: r.points,
        stock: r.stock,
      })),
    });
  });
  routes.get(API_PATHS.pointRedemptions, (c) => {
    const centre = c.get('sim').queries.centre;
    const member = requireMember(c);
    return pagedList(
      c,
      () => centre.countRedemptions.get(member.id)?.n ?? 0,
      (limit, offset) =>
        centre.redemptions.all(member.id, limit, offset).map((r): Redemption => ({
          id: r.id,
          rewardId: r.reward_id,
          rewardName: r.name,
          points: r.points,
          status: r.status,
          createdAt: new Date(r.created_at).toISOString(),
        })),
    );
  });
  routes.get(API_PATHS.pointTransactions, (c) => {
    const centre = c.get('sim').queries.centre;
    const member = requireMember(c);
    return pagedList(
      c,
      () => centre.countPointTransactions.get(member.id)?.n ?? 0,
      (limit, offset) =>
        centre.pointTransactions.all(member.id, limit, offset).map((r) => ({
          id: r.id,
          changedPoints: r.changed_points,
          balanceAfter: r.balance_after,
          reason: r.reason,
          createdAt: new Date(r.created_at).toISOString(),
        })),
    );
  });
  routes.post(API_PATHS.pointRedeem, async (c) => {
    const sim = c.get('sim');
    const centre = sim.queries.centre;
    const member = requireMember(c);
    const body = await readJson(c);
    const rewardId = optionalInt(body, 'rewardId', { min: 1 });
    if (rewardId === undefined) throw badRequest('rewardId is required');
    // the contract's `password` is the payment password: the login password never pays
    await checkPaymentPassword(sim, member, typedPassword(body, 'password'), 'password');
    const reward = centre.rewardById.get(rewardId);
    if (!reward) throw refuse(ERROR_CODES.NOT_FOUND_ENTITY, 'Reward not found');
    if (reward.stock <= 0)
      throw refuse(ERROR_CODES.VALIDATION_FAILED, 'This reward is out of stock');
    const now = sim.now();
    // Points and stock are checked by the updates themselves (the member row predates the awaited
    // password check; a parallel redemption may have spent the points since).
    const id = sim.db.transaction(() => {
      if (centre.spendPoints.run(reward.points, member.id, reward.points).changes !== 1)
        throw refuse(ERROR_CODES.INSUFFICIENT_POINTS, 'Not enough points');
      if (centre.takeRewardFromStock.run(reward.id).changes !== 1)
        throw refuse(ERROR_CODES.VALIDATION_FAILED, 'This reward is out of stock');
      centre.insertPointTransaction.run(
        member.id,
        -reward.points,
        sim.queries.account.balanceOf.get(member.id)?.points ?? 0,
        `Redeem ${reward.name}`,
        now,
      );
      return Number(
        centre.insertRedemption.run(member.id, reward.id, reward.points, 'In Process', now)
          .lastInsertRowid,
      );
    })();
    const redemption: Redemption = {
      id,
      rewardId: reward.id,
      rewardName: reward.name,
      points: reward.points,
      status: 'In Process',
      createdAt: new Date(now).toISOString(),
    };
    return ok(c, redemption, 'Redemption submitted');
  });
  routes.post(API_PATHS.pointConvert, async (c) => {
    const sim = c.get('sim');
    const { centre, account } = sim.queries;
    const member = requireMember(c);
    const body = await readJson(c);
    const points = optionalInt(body, 'points', { min: 1 });
    if (points === undefined) throw badRequest('points is required');
    if (points % POINT_EXCHANGE_RATIO !== 0)
      throw refuse(
        ERROR_CODES.VALIDATION_FAILED,
        `Points convert in steps of ${POINT_EXCHANGE_RATIO}`,
      );
    // the contract's `password` is the payment password: the login password never pays
    await checkPaymentPassword(sim, member, typedPassword(body, 'password'), 'password');
    // POINT_EXCHANGE_RATIO points make 1.00, so each point is 100 / ratio cents (1 with the ratio 100)
    const creditCents = (points * 100) / POINT_EXCHANGE_RATIO;
    const now = sim.now();
    // Checked by the update itself, as in redeem.
    const left = sim.db.transaction(() => {
      if (centre.convertPoints.run(points, creditCents, member.id, points).changes !== 1)
        throw refuse(ERROR_CODES.INSUFFICIENT_POINTS, 'Not enough points');
      const after = account.balanceOf.get(member.id) ?? { points: 0, balance_cents: 0 };
      centre.insertPointTransaction.run(
        member.id,
        -points,
        after.points,
        'Convert to balance',
        now,
      );
      account.insertTransaction.run(
        member.id,
        'BONUS',
        creditCents,
        after.balance_cents,
        'SUCCESS',
        `${points} points converted`,
        now,
      );
      return after.points;
    })();
    return ok(c, { points: left, credited: fromCents(creditCents) }, 'Points converted');
  });

  return routes;
}
