import type { ContractKind } from '../../contract';
import type { Db } from '../index';
import type {
  BetRow,
  BonusRow,
  ContractRow,
  Count,
  Found,
  MemberRow,
  MessageRow,
  PointRewardRow,
  PointTransactionRow,
  ProfitRow,
  RedemptionRow,
  SalaryRecordRow,
  TransactionRow,
} from '../rows';

const CONTRACT_SELECT = `SELECT c.*, u.account AS upline, d.account AS downline FROM contracts c
  JOIN members u ON u.id = c.upline_id JOIN members d ON d.id = c.downline_id`;

type Page = { limit: number; offset: number };
type Period = { memberId: number; start: number; end: number };

const transactionsWhere =
  'member_id = @memberId AND created_at BETWEEN @start AND @end AND (@type IS NULL OR type = @type)';
const betsWhere = 'b.member_id = @memberId AND b.bet_at BETWEEN @start AND @end';
const downlinesWhere = 'upline_id = @uplineId AND (@account IS NULL OR account LIKE @account)';
type TransactionFilter = Period & { type: string | null };
type DownlineFilter = { uplineId: number; account: string | null };

/** Records, bonuses, messages and missions. */
function recordQueries(db: Db) {
  return {
    countTransactions: db.prepare<TransactionFilter, Count>(
      `SELECT COUNT(*) AS n FROM transactions WHERE ${transactionsWhere}`,
    ),
    transactions: db.prepare<TransactionFilter & Page, TransactionRow>(
      `SELECT * FROM transactions WHERE ${transactionsWhere} ORDER BY created_at DESC LIMIT @limit OFFSET @offset`,
    ),
    countBets: db.prepare<Period, Count>(`SELECT COUNT(*) AS n FROM bets b WHERE ${betsWhere}`),
    bets: db.prepare<Period & Page, BetRow>(
      `SELECT b.*, g.name, g.vendor_code, g.game_type FROM bets b JOIN games g ON g.id = b.game_id
       WHERE ${betsWhere} ORDER BY b.bet_at DESC LIMIT @limit OFFSET @offset`,
    ),
    /** Settled bets summed per game type. */
    profitByGameType: db.prepare<[memberId: number, start: number, end: number], ProfitRow>(
      `SELECT g.game_type AS gameType, SUM(b.bet_amount) AS bet, SUM(b.valid_bet) AS valid, SUM(b.win_amount) AS win FROM bets b JOIN games g ON g.id = b.game_id
       WHERE b.member_id = ? AND b.bet_at BETWEEN ? AND ? AND b.status = 'SETTLED' GROUP BY g.game_type ORDER BY g.game_type`,
    ),

    countBonuses: db.prepare<[memberId: number], Count>(
      'SELECT COUNT(*) AS n FROM bonuses WHERE member_id = ?',
    ),
    bonuses: db.prepare<[memberId: number, limit: number, offset: number], BonusRow>(
      'SELECT * FROM bonuses WHERE member_id = ? ORDER BY created_at DESC LIMIT ? OFFSET ?',
    ),
    bonusOf: db.prepare<[id: number, memberId: number], BonusRow>(
      'SELECT * FROM bonuses WHERE id = ? AND member_id = ?',
    ),
    /** Claims an issued bonus once: 0 changes when it was claimed already. */
    claimBonus: db.prepare<[id: number]>(
      "UPDATE bonuses SET status = 'claimed' WHERE id = ? AND status = 'issued'",
    ),

    countMessages: db.prepare<[memberId: number], Count>(
      'SELECT COUNT(*) AS n FROM messages WHERE member_id = ?',
    ),
    messages: db.prepare<[memberId: number, limit: number, offset: number], MessageRow>(
      'SELECT * FROM messages WHERE member_id = ? ORDER BY created_at DESC LIMIT ? OFFSET ?',
    ),
    markMessageRead: db.prepare<[at: number, id: number, memberId: number]>(
      'UPDATE messages SET read_at = COALESCE(read_at, ?) WHERE id = ? AND member_id = ?',
    ),

    invitedCount: db.prepare<[memberId: number], Count>(
      'SELECT COUNT(*) AS n FROM members WHERE upline_id = ?',
    ),
    mission: db.prepare<[memberId: number], { mission_count: number; completed: number }>(
      'SELECT mission_count, completed FROM missions WHERE member_id = ?',
    ),
    missionLeaderboard: db.prepare<[merchantCode: string], { account: string; points: number }>(
      'SELECT m.account, s.points FROM missions s JOIN members m ON m.id = s.member_id WHERE m.merchant_code = ? ORDER BY s.points DESC, m.account LIMIT 20',
    ),
  };
}

/** Contracts, the agent centre and the points mall. */
function contractAndPointQueries(db: Db) {
  return {
    /** Kinds of the accepted contracts a member is a party to. */
    acceptedContractKinds: db.prepare<
      [memberId: number, memberIdAgain: number],
      { kind: ContractKind }
    >(
      "SELECT DISTINCT kind FROM contracts WHERE (upline_id = ? OR downline_id = ?) AND status = 'accepted'",
    ),
    contractsOffered: db.prepare<[downlineId: number], ContractRow>(
      `${CONTRACT_SELECT} WHERE c.downline_id = ? ORDER BY c.created_at DESC`,
    ),
    contractById: db.prepare<[id: number], ContractRow>(`${CONTRACT_SELECT} WHERE c.id = ?`),
    setContractStatus: db.prepare<[status: string, id: number]>(
      'UPDATE contracts SET status = ? WHERE id = ?',
    ),
    contractsOfKind: db.prepare<{ kind: ContractKind; memberId: number }, ContractRow>(
      `${CONTRACT_SELECT} WHERE c.kind = @kind AND (c.upline_id = @memberId OR c.downline_id = @memberId) ORDER BY c.created_at DESC`,
    ),
    salaryRecordsOfKind: db.prepare<{ kind: ContractKind; memberId: number }, SalaryRecordRow>(
      `SELECT s.id, s.amount, s.settled_at FROM salary_records s JOIN contracts c ON c.id = s.contract_id
       WHERE c.kind = @kind AND (c.upline_id = @memberId OR c.downline_id = @memberId) ORDER BY s.settled_at DESC LIMIT 100`,
    ),
    openContractExists: db.prepare<[kind: ContractKind, downlineId: number], Found>(
      "SELECT 1 AS found FROM contracts WHERE kind = ? AND downline_id = ? AND status IN ('offered', 'accepted')",
    ),
    offerContract: db.prepare<
      [
        kind: ContractKind,
        uplineId: number,
        downlineId: number,
        rate: number,
        activeMembers: number,
        periodValidBet: number,
        periodProfitLoss: number,
        betAmount: number,
        period: string,
        status: string,
        createdAt: number,
      ]
    >(
      'INSERT INTO contracts (kind, upline_id, downline_id, rate, active_members, period_valid_bet, period_profit_loss, bet_amount, period, status, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
    ),

    countDownlines: db.prepare<DownlineFilter, Count>(
      `SELECT COUNT(*) AS n FROM members WHERE ${downlinesWhere}`,
    ),
    downlines: db.prepare<DownlineFilter & Page, MemberRow>(
      `SELECT * FROM members WHERE ${downlinesWhere} ORDER BY created_at DESC LIMIT @limit OFFSET @offset`,
    ),
    downline: db.prepare<[uplineId: number, account: string], MemberRow>(
      'SELECT * FROM members WHERE upline_id = ? AND account = ?',
    ),

    rewards: db.prepare<[], PointRewardRow>('SELECT * FROM point_rewards ORDER BY points'),
    rewardById: db.prepare<[id: number], PointRewardRow>(
      'SELECT * FROM point_rewards WHERE id = ?',
    ),
    /** One out of stock: 0 changes when none is left. */
    takeRewardFromStock: db.prepare<[id: number]>(
      'UPDATE point_rewards SET stock = stock - 1 WHERE id = ? AND stock > 0',
    ),
    countRedemptions: db.prepare<[memberId: number], Count>(
      'SELECT COUNT(*) AS n FROM redemptions WHERE member_id = ?',
    ),
    redemptions: db.prepare<[memberId: number, limit: number, offset: number], RedemptionRow>(
      'SELECT r.*, p.name FROM redemptions r JOIN point_rewards p ON p.id = r.reward_id WHERE r.member_id = ? ORDER BY r.created_at DESC LIMIT ? OFFSET ?',
    ),
    insertRedemption: db.prepare<
      [memberId: number, rewardId: number, points: number, status: string, createdAt: number]
    >(
      'INSERT INTO redemptions (member_id, reward_id, points, status, created_at) VALUES (?, ?, ?, ?, ?)',
    ),
    countPointTransactions: db.prepare<[memberId: number], Count>(
      'SELECT COUNT(*) AS n FROM point_transactions WHERE member_id = ?',
    ),
    pointTransactions: db.prepare<
      [memberId: number, limit: number, offset: number],
      PointTransactionRow
    >(
      'SELECT * FROM point_transactions WHERE member_id = ? ORDER BY created_at DESC LIMIT ? OFFSET ?',
    ),
    insertPointTransaction: db.prepare<
      [
        memberId: number,
        changedPoints: number,
        balanceAfter: number,
        reason: string,
        createdAt: number,
      ]
    >(
      'INSERT INTO point_transactions (member_id, changed_points, balance_after, reason, created_at) VALUES (?, ?, ?, ?, ?)',
    ),
    /** Spends points only when the member still has them: 0 changes otherwise. */
    spendPoints: db.prepare<[points: number, id: number, pointsAgain: number]>(
      'UPDATE members SET points = points - ? WHERE id = ? AND points >= ?',
    ),
    /** Points to balance, only when the member still has the points: 0 changes otherwise. */
    convertPoints: db.prepare<[points: number, credit: number, id: number, pointsAgain: number]>(
      'UPDATE members SET points = points - ?, balance_cents = balance_cents + ? WHERE id = ? AND points >= ?',
    ),
  };
}

/** Member centre (records, bonuses, messages, missions, contracts), agent centre and points mall. */
export function centreQueries(db: Db) {
  return { ...recordQueries(db), ...contractAndPointQueries(db) };
}
