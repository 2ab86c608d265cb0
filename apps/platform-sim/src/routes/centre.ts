import type { Hono } from 'hono';
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
import {
  iso,
  money,
  requireAgent,
  requireMember,
  type AppEnv,
  type Ctx,
  type MemberRow,
  type Sim,
} from '../context';
import {
  badRequest,
  ok,
  optionalInt,
  optionalNumber,
  optionalString,
  paging,
  readJson,
  refuse,
  requiredString,
  totalPages,
} from '../lib/http';
import { verifyPassword } from '../lib/security';

const DAY = 86_400_000;
const POINT_EXCHANGE_RATIO = 100; // points per 1 unit of currency

/** `startDate`/`endDate` (yyyy-MM-dd, inclusive) to a ms range; default the last 30 days. */
function dateRange(sim: Sim, query: Record<string, unknown>): [number, number] {
  const parse = (name: string, endOfDay: boolean): number | undefined => {
    const raw = optionalString(query, name, 10);
    if (!raw) return undefined;
    if (!/^\d{4}-\d{2}-\d{2}$/.test(raw) || Number.isNaN(Date.parse(raw)))
      throw badRequest(`${name} must be a date yyyy-MM-dd`);
    return Date.parse(raw) + (endOfDay ? DAY - 1 : 0);
  };
  const end = parse('endDate', true) ?? sim.now();
  const start = parse('startDate', false) ?? end - 30 * DAY;
  if (start > end) throw badRequest('startDate must not be after endDate');
  return [start, end];
}

function pagedList<T>(
  c: Ctx,
  sql: { count: string; rows: string },
  params: unknown[],
  map: (row: never) => T,
): Response {
  const sim = c.get('sim');
  const { pageNo, pageSize, offset } = paging(c.req.query() as Record<string, unknown>, 20, 200);
  const total = (sim.db.prepare(sql.count).get(...params) as { n: number }).n;
  const rows = sim.db
    .prepare(`${sql.rows} LIMIT ? OFFSET ?`)
    .all(...params, pageSize, offset) as never[];
  return ok(c, {
    list: rows.map(map),
    pageNo,
    pageSize,
    total,
    totalPages: totalPages(total, pageSize),
  });
}

async function checkPassword(member: MemberRow, password: string | undefined): Promise<void> {
  if (!password) throw badRequest('password is required');
  const ok1 =
    (await verifyPassword(password, member.password_hash)) ||
    (await verifyPassword(password, member.payment_password_hash));
  if (!ok1) throw refuse(ERROR_CODES.PASSWORD_INVALID, 'The password is incorrect');
}

interface ContractRow {
  id: number;
  kind: ContractKind;
  upline: string;
  downline: string;
  rate: number;
  active_members: number;
  period_valid_bet: number;
  period_profit_loss: number;
  period: SalaryPeriod;
  status: Contract['status'];
  created_at: number;
}
const CONTRACT_SELECT = `SELECT c.*, u.account AS upline, d.account AS downline FROM contracts c JOIN members u ON u.id = c.upline_id JOIN members d ON d.id = c.downline_id`;
const toContract = (r: ContractRow): Contract => ({
  id: r.id,
  kind: r.kind,
  upline: r.upline,
  downline: r.downline,
  rate: r.rate,
  activeMembers: r.active_members,
  periodValidBet: r.period_valid_bet,
  periodProfitLoss: r.period_profit_loss,
  period: r.period,
  status: r.status,
  createdAt: new Date(r.created_at).toISOString(),
});

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

export function centreRoutes(app: Hono<AppEnv>): void {
  app.get(API_PATHS.transactions, (c) => {
    const member = requireMember(c);
    const query = c.req.query() as Record<string, unknown>;
    const [start, end] = dateRange(c.get('sim'), query);
    const type = optionalString(query, 'type', 20)?.toUpperCase();
    const filter = `member_id = ? AND created_at BETWEEN ? AND ? ${type ? 'AND type = ?' : ''}`;
    const params = type ? [member.id, start, end, type] : [member.id, start, end];
    return pagedList(
      c,
      {
        count: `SELECT COUNT(*) AS n FROM transactions WHERE ${filter}`,
        rows: `SELECT * FROM transactions WHERE ${filter} ORDER BY created_at DESC`,
      },
      params,
      (r: {
        id: number;
        type: string;
        amount: number;
        balance_after: number;
        status: string;
        remark: string;
        created_at: number;
      }) => ({
        id: r.id,
        type: r.type,
        amount: r.amount,
        balanceAfter: money(r.balance_after),
        status: r.status,
        remark: r.remark,
        createdAt: new Date(r.created_at).toISOString(),
      }),
    );
  });

  const betRows = `SELECT b.*, g.name, g.vendor_code, g.game_type FROM bets b JOIN games g ON g.id = b.game_id`;
  const toBet = (r: {
    id: number;
    name: string;
    vendor_code: string;
    game_type: string;
    bet_amount: number;
    valid_bet: number;
    win_amount: number;
    status: BetRecord['status'];
    bet_at: number;
  }): BetRecord => ({
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
  app.get(API_PATHS.bets, (c) => {
    const member = requireMember(c);
    const [start, end] = dateRange(c.get('sim'), c.req.query() as Record<string, unknown>);
    const params = [member.id, start, end];
    const filter = 'b.member_id = ? AND b.bet_at BETWEEN ? AND ?';
    return pagedList(
      c,
      {
        count: `SELECT COUNT(*) AS n FROM bets b WHERE ${filter}`,
        rows: `${betRows} WHERE ${filter} ORDER BY b.bet_at DESC`,
      },
      params,
      toBet,
    );
  });

  app.get(API_PATHS.profit, (c) => {
    const member = requireMember(c);
    const [start, end] = dateRange(c.get('sim'), c.req.query() as Record<string, unknown>);
    const rows = c
      .get('sim')
      .db.prepare(
        `SELECT g.game_type AS gameType, SUM(b.bet_amount) AS bet, SUM(b.valid_bet) AS valid, SUM(b.win_amount) AS win FROM bets b JOIN games g ON g.id = b.game_id
                WHERE b.member_id = ? AND b.bet_at BETWEEN ? AND ? AND b.status = 'SETTLED' GROUP BY g.game_type ORDER BY g.game_type`,
      )
      .all(member.id, start, end) as {
      gameType: string;
      bet: number;
      valid: number;
      win: number;
    }[];
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

  app.get(API_PATHS.bonuses, (c) => {
    const member = requireMember(c);
    return pagedList(
      c,
      {
        count: 'SELECT COUNT(*) AS n FROM bonuses WHERE member_id = ?',
        rows: 'SELECT * FROM bonuses WHERE member_id = ? ORDER BY created_at DESC',
      },
      [member.id],
      (r: { id: number; name: string; amount: number; status: string; created_at: number }) => ({
        id: r.id,
        name: r.name,
        amount: r.amount,
        status: r.status,
        createdAt: new Date(r.created_at).toISOString(),
      }),
    );
  });

  app.get(API_PATHS.messages, (c) => {
    const member = requireMember(c);
    return pagedList(
      c,
      {
        count: 'SELECT COUNT(*) AS n FROM messages WHERE member_id = ?',
        rows: 'SELECT * FROM messages WHERE member_id = ? ORDER BY created_at DESC',
      },
      [member.id],
      (r: {
        id: number;
        title: string;
        content: string;
        read_at: number | null;
        created_at: number;
      }) => ({
        id: r.id,
        title: r.title,
        content: r.content,
        read: r.read_at !== null,
        createdAt: new Date(r.created_at).toISOString(),
      }),
    );
  });
  app.post(`${API_PATHS.messages}/read`, async (c) => {
    const member = requireMember(c);
    const id = optionalInt(await readJson(c), 'id', { min: 1 });
    if (id === undefined) throw badRequest('id is required');
    const result = c
      .get('sim')
      .db.prepare(
        'UPDATE messages SET read_at = COALESCE(read_at, ?) WHERE id = ? AND member_id = ?',
      )
      .run(c.get('sim').now(), id, member.id);
    if (result.changes === 0) throw refuse(ERROR_CODES.NOT_FOUND_ENTITY, 'Message not found');
    return ok(c, null, 'Message marked as read');
  });

  app.get(API_PATHS.referral, (c) => {
    const sim = c.get('sim');
    const member = requireMember(c);
    const invited = (
      sim.db.prepare('SELECT COUNT(*) AS n FROM members WHERE upline_id = ?').get(member.id) as {
        n: number;
      }
    ).n;
    const origin = new URL(c.req.url).origin;
    return ok(c, {
      referralCode: member.referral_code,
      referralUrl: `${origin}/register?referralCode=${encodeURIComponent(member.referral_code)}`,
      invitedCount: invited,
      rewardTotal: money(invited * 25),
    });
  });

  app.get(API_PATHS.missionSummary, (c) => {
    const member = requireMember(c);
    const row = c
      .get('sim')
      .db.prepare('SELECT mission_count, completed FROM missions WHERE member_id = ?')
      .get(member.id) as { mission_count: number; completed: number } | undefined;
    return ok(c, { missionCount: row?.mission_count ?? 0, completed: row?.completed ?? 0 });
  });
  app.get(API_PATHS.missionLeaderboard, (c) => {
    const member = requireMember(c);
    const rows = c
      .get('sim')
      .db.prepare(
        'SELECT m.account, s.points FROM missions s JOIN members m ON m.id = s.member_id WHERE m.merchant_code = ? ORDER BY s.points DESC, m.account LIMIT 20',
      )
      .all(member.merchant_code) as { account: string; points: number }[];
    return ok(c, {
      list: rows.map((r, i) => ({
        rank: i + 1,
        account: r.account.replace(/^(.{2}).*(.{2})$/, '$1***$2'),
        points: r.points,
      })),
    });
  });

  app.post(API_PATHS.raffleClaim, async (c) => {
    const sim = c.get('sim');
    const member = requireMember(c);
    const bonusId = optionalInt(await readJson(c), 'bonusId', { min: 1 });
    if (bonusId === undefined) throw badRequest('bonusId is required');
    const bonus = sim.db
      .prepare('SELECT * FROM bonuses WHERE id = ? AND member_id = ?')
      .get(bonusId, member.id) as { status: string; amount: number } | undefined;
    if (!bonus) throw refuse(ERROR_CODES.NOT_FOUND_ENTITY, 'Promotion not found');
    if (bonus.status !== 'issued')
      throw refuse(
        ERROR_CODES.VALIDATION_FAILED,
        `This promotion cannot be claimed (${bonus.status})`,
      );
    sim.db.transaction(() => {
      sim.db.prepare("UPDATE bonuses SET status = 'claimed' WHERE id = ?").run(bonusId);
      sim.db
        .prepare('UPDATE members SET balance = balance + ? WHERE id = ?')
        .run(bonus.amount, member.id);
      sim.db
        .prepare(
          'INSERT INTO transactions (member_id, type, amount, balance_after, status, remark, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
        )
        .run(
          member.id,
          'BONUS',
          bonus.amount,
          money(member.balance + bonus.amount),
          'SUCCESS',
          `claim #${bonusId}`,
          sim.now(),
        );
    })();
    return ok(c, { amount: bonus.amount }, 'Claimed successfully');
  });

  app.get(API_PATHS.consolidated, (c) => {
    const sim = c.get('sim');
    const member = requireMember(c);
    const kinds = new Set(
      (
        sim.db
          .prepare(
            "SELECT DISTINCT kind FROM contracts WHERE (upline_id = ? OR downline_id = ?) AND status = 'accepted'",
          )
          .all(member.id, member.id) as { kind: ContractKind }[]
      ).map((r) => r.kind),
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

  app.get(API_PATHS.contracts, (c) => {
    const member = requireMember(c);
    const rows = c
      .get('sim')
      .db.prepare(`${CONTRACT_SELECT} WHERE c.downline_id = ? ORDER BY c.created_at DESC`)
      .all(member.id) as ContractRow[];
    return ok(c, { list: rows.map(toContract) });
  });
  app.post(API_PATHS.contractDecision, async (c) => {
    const sim = c.get('sim');
    const member = requireMember(c);
    const body = await readJson(c);
    const contractId = optionalInt(body, 'contractId', { min: 1 });
    const decision = requiredString(body, 'decision', 20);
    if (contractId === undefined) throw badRequest('contractId is required');
    if (!['accept', 'reject', 'terminate'].includes(decision))
      throw badRequest("decision must be 'accept', 'reject' or 'terminate'");
    const contract = sim.db.prepare(`${CONTRACT_SELECT} WHERE c.id = ?`).get(contractId) as
      (ContractRow & { upline_id: number; downline_id: number }) | undefined;
    if (!contract || (contract.downline_id !== member.id && contract.upline_id !== member.id))
      throw refuse(ERROR_CODES.NOT_FOUND_ENTITY, 'Contract not found');
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
    sim.db.prepare('UPDATE contracts SET status = ? WHERE id = ?').run(status, contractId);
    return ok(c, toContract({ ...contract, status }), `Contract ${status}`);
  });

  // agent centre
  app.get(API_PATHS.downlines, (c) => {
    const agent = requireAgent(c);
    const account = optionalString(c.req.query() as Record<string, unknown>, 'account', 40);
    const filter = `upline_id = ? ${account ? 'AND account LIKE ?' : ''}`;
    const params = account ? [agent.id, `%${account}%`] : [agent.id];
    return pagedList(
      c,
      {
        count: `SELECT COUNT(*) AS n FROM members WHERE ${filter}`,
        rows: `SELECT * FROM members WHERE ${filter} ORDER BY created_at DESC`,
      },
      params,
      (r: MemberRow) => ({
        id: r.id,
        account: r.account,
        type: r.type,
        balance: money(r.balance),
        registerTime: new Date(r.created_at).toISOString(),
        lastLoginTime: iso(r.last_login_at),
      }),
    );
  });

  app.post(API_PATHS.agentTransfer, async (c) => {
    const sim = c.get('sim');
    const agent = requireAgent(c);
    const body = await readJson(c);
    const downlineAccount = requiredString(body, 'downline', 40);
    const amount = optionalNumber(body, 'amount');
    if (amount === undefined || amount <= 0 || money(amount) !== amount)
      throw badRequest('amount must be a positive number with at most 2 decimals');
    const downline = sim.db
      .prepare('SELECT * FROM members WHERE upline_id = ? AND account = ?')
      .get(agent.id, downlineAccount) as MemberRow | undefined;
    if (!downline)
      throw refuse(ERROR_CODES.NOT_FOUND_ENTITY, `${downlineAccount} is not your downline`);
    if (agent.payment_password_hash)
      await checkPassword(
        { ...agent, password_hash: null },
        optionalString(body, 'paymentPassword'),
      );
    if (amount > agent.balance) throw refuse(ERROR_CODES.VALIDATION_FAILED, 'Insufficient balance');
    const now = sim.now();
    sim.db.transaction(() => {
      sim.db.prepare('UPDATE members SET balance = balance - ? WHERE id = ?').run(amount, agent.id);
      sim.db
        .prepare('UPDATE members SET balance = balance + ? WHERE id = ?')
        .run(amount, downline.id);
      const tx = sim.db.prepare(
        'INSERT INTO transactions (member_id, type, amount, balance_after, status, remark, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
      );
      tx.run(
        agent.id,
        'TRANSFER',
        -amount,
        money(agent.balance - amount),
        'SUCCESS',
        `to downline ${downline.account}`,
        now,
      );
      tx.run(
        downline.id,
        'TRANSFER',
        amount,
        money(downline.balance + amount),
        'SUCCESS',
        `from upline ${agent.account}`,
        now,
      );
    })();
    return ok(
      c,
      { balance: money(agent.balance - amount), downlineBalance: money(downline.balance + amount) },
      `Transfer to ${downline.account} of ${amount.toFixed(2)} succeeded`,
    );
  });

  for (const [kind, path] of Object.entries(CONTRACT_PATHS) as [ContractKind, string][]) {
    app.get(path, (c) => {
      const sim = c.get('sim');
      const member = requireMember(c);
      const rows = sim.db
        .prepare(
          `${CONTRACT_SELECT} WHERE c.kind = ? AND (c.upline_id = ? OR c.downline_id = ?) ORDER BY c.created_at DESC`,
        )
        .all(kind, member.id, member.id) as ContractRow[];
      const records = sim.db
        .prepare(
          `SELECT s.id, s.amount, s.settled_at FROM salary_records s JOIN contracts c ON c.id = s.contract_id WHERE c.kind = ? AND (c.upline_id = ? OR c.downline_id = ?) ORDER BY s.settled_at DESC LIMIT 100`,
        )
        .all(kind, member.id, member.id) as { id: number; amount: number; settled_at: number }[];
      return ok(c, {
        contracts: rows.map(toContract),
        records: records.map((r) => ({
          id: r.id,
          kind,
          amount: r.amount,
          settledAt: new Date(r.settled_at).toISOString(),
        })),
      });
    });
    app.post(path, async (c) => {
      const sim = c.get('sim');
      const agent = requireAgent(c);
      const body = await readJson(c);
      const downlineAccount = requiredString(body, 'downline', 40);
      const rate = optionalNumber(body, 'rate');
      if (rate === undefined || rate <= 0 || rate >= 1)
        throw badRequest('rate must be a fraction between 0 and 1');
      const period = (optionalString(body, 'period', 1) ?? DEFAULT_PERIOD[kind]) as SalaryPeriod;
      if (!['D', 'W', 'H', 'M'].includes(period)) throw badRequest('period must be D, W, H or M');
      const downline = sim.db
        .prepare('SELECT * FROM members WHERE upline_id = ? AND account = ?')
        .get(agent.id, downlineAccount) as MemberRow | undefined;
      if (!downline)
        throw refuse(ERROR_CODES.NOT_FOUND_ENTITY, `${downlineAccount} is not your downline`);
      if (
        sim.db
          .prepare(
            "SELECT 1 FROM contracts WHERE kind = ? AND downline_id = ? AND status IN ('offered', 'accepted')",
          )
          .get(kind, downline.id)
      ) {
        throw refuse(
          ERROR_CODES.VALIDATION_FAILED,
          `${downline.account} already has an open ${kind} contract`,
        );
      }
      const result = sim.db
        .prepare(
          'INSERT INTO contracts (kind, upline_id, downline_id, rate, active_members, period_valid_bet, period_profit_loss, period, status, created_at) VALUES (?, ?, ?, ?, ?, ?, 0, ?, ?, ?)',
        )
        .run(
          kind,
          agent.id,
          downline.id,
          rate,
          optionalInt(body, 'activeMembers', { min: 0, max: 100000 }) ?? 0,
          optionalNumber(body, 'periodValidBet') ?? 0,
          period,
          'offered',
          sim.now(),
        );
      const row = sim.db
        .prepare(`${CONTRACT_SELECT} WHERE c.id = ?`)
        .get(Number(result.lastInsertRowid)) as ContractRow;
      return ok(c, toContract(row), 'Contract offered');
    });
  }

  // points mall
  app.get(API_PATHS.pointsBalance, (c) =>
    ok(c, { points: requireMember(c).points, exchangeRatio: POINT_EXCHANGE_RATIO }),
  );
  app.get(API_PATHS.pointConfig, (c) => {
    requireMember(c);
    return ok(c, { exchangeRatio: POINT_EXCHANGE_RATIO, minConvert: POINT_EXCHANGE_RATIO });
  });
  app.get(API_PATHS.pointRewards, (c) => {
    const rows = c.get('sim').db.prepare('SELECT * FROM point_rewards ORDER BY points').all() as {
      id: number;
      name: string;
      points: number;
      stock: number;
    }[];
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
  app.get(API_PATHS.pointRedemptions, (c) => {
    const member = requireMember(c);
    return pagedList(
      c,
      {
        count: 'SELECT COUNT(*) AS n FROM redemptions WHERE member_id = ?',
        rows: 'SELECT r.*, p.name FROM redemptions r JOIN point_rewards p ON p.id = r.reward_id WHERE r.member_id = ? ORDER BY r.created_at DESC',
      },
      [member.id],
      (r: {
        id: number;
        reward_id: number;
        name: string;
        points: number;
        status: Redemption['status'];
        created_at: number;
      }): Redemption => ({
        id: r.id,
        rewardId: r.reward_id,
        rewardName: r.name,
        points: r.points,
        status: r.status,
        createdAt: new Date(r.created_at).toISOString(),
      }),
    );
  });
  app.get(API_PATHS.pointTransactions, (c) => {
    const member = requireMember(c);
    return pagedList(
      c,
      {
        count: 'SELECT COUNT(*) AS n FROM point_transactions WHERE member_id = ?',
        rows: 'SELECT * FROM point_transactions WHERE member_id = ? ORDER BY created_at DESC',
      },
      [member.id],
      (r: {
        id: number;
        changed_points: number;
        balance_after: number;
        reason: string;
        created_at: number;
      }) => ({
        id: r.id,
        changedPoints: r.changed_points,
        balanceAfter: r.balance_after,
        reason: r.reason,
        createdAt: new Date(r.created_at).toISOString(),
      }),
    );
  });
  app.post(API_PATHS.pointRedeem, async (c) => {
    const sim = c.get('sim');
    const member = requireMember(c);
    const body = await readJson(c);
    const rewardId = optionalInt(body, 'rewardId', { min: 1 });
    if (rewardId === undefined) throw badRequest('rewardId is required');
    await checkPassword(member, typeof body.password === 'string' ? body.password : undefined);
    const reward = sim.db.prepare('SELECT * FROM point_rewards WHERE id = ?').get(rewardId) as
      { id: number; name: string; points: number; stock: number } | undefined;
    if (!reward) throw refuse(ERROR_CODES.NOT_FOUND_ENTITY, 'Reward not found');
    if (reward.stock <= 0)
      throw refuse(ERROR_CODES.VALIDATION_FAILED, 'This reward is out of stock');
    if (member.points < reward.points)
      throw refuse(ERROR_CODES.INSUFFICIENT_POINTS, 'Not enough points');
    const now = sim.now();
    const id = sim.db.transaction(() => {
      sim.db
        .prepare('UPDATE members SET points = points - ? WHERE id = ?')
        .run(reward.points, member.id);
      sim.db.prepare('UPDATE point_rewards SET stock = stock - 1 WHERE id = ?').run(reward.id);
      sim.db
        .prepare(
          'INSERT INTO point_transactions (member_id, changed_points, balance_after, reason, created_at) VALUES (?, ?, ?, ?, ?)',
        )
        .run(
          member.id,
          -reward.points,
          member.points - reward.points,
          `Redeem ${reward.name}`,
          now,
        );
      return Number(
        sim.db
          .prepare(
            'INSERT INTO redemptions (member_id, reward_id, points, status, created_at) VALUES (?, ?, ?, ?, ?)',
          )
          .run(member.id, reward.id, reward.points, 'In Process', now).lastInsertRowid,
      );
    })();
    return ok(
      c,
      {
        id,
        rewardId: reward.id,
        rewardName: reward.name,
        points: reward.points,
        status: 'In Process',
        createdAt: new Date(now).toISOString(),
      } satisfies Redemption,
      'Redemption submitted',
    );
  });
  app.post(API_PATHS.pointConvert, async (c) => {
    const sim = c.get('sim');
    const member = requireMember(c);
    const body = await readJson(c);
    const points = optionalInt(body, 'points', { min: 1 });
    if (points === undefined) throw badRequest('points is required');
    if (points % POINT_EXCHANGE_RATIO !== 0)
      throw refuse(
        ERROR_CODES.VALIDATION_FAILED,
        `Points convert in steps of ${POINT_EXCHANGE_RATIO}`,
      );
    await checkPassword(member, typeof body.password === 'string' ? body.password : undefined);
    if (member.points < points) throw refuse(ERROR_CODES.INSUFFICIENT_POINTS, 'Not enough points');
    const credit = points / POINT_EXCHANGE_RATIO;
    const now = sim.now();
    sim.db.transaction(() => {
      sim.db
        .prepare('UPDATE members SET points = points - ?, balance = balance + ? WHERE id = ?')
        .run(points, credit, member.id);
      sim.db
        .prepare(
          'INSERT INTO point_transactions (member_id, changed_points, balance_after, reason, created_at) VALUES (?, ?, ?, ?, ?)',
        )
        .run(member.id, -points, member.points - points, 'Convert to balance', now);
      sim.db
        .prepare(
          'INSERT INTO transactions (member_id, type, amount, balance_after, status, remark, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
        )
        .run(
          member.id,
          'BONUS',
          credit,
          money(member.balance + credit),
          'SUCCESS',
          `${points} points converted`,
          now,
        );
    })();
    return ok(c, { points: member.points - points, credited: credit }, 'Points converted');
  });
}
