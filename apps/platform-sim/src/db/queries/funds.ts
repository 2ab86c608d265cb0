import type { Db } from '../index';
import type {
  BankCardRow,
  Count,
  DepositMethodRow,
  DepositOrderRow,
  MemberRow,
  RebateBetRow,
  RebateClaimRow,
  WithdrawalRow,
} from '../rows';

type Page = { limit: number; offset: number };
type Period = { memberId: number; start: number; end: number };

const ORDER_SELECT = `SELECT o.*, m.name AS method_name, m.payee_bank, m.payee_name, m.payee_account
  FROM deposit_orders o JOIN deposit_methods m ON m.id = o.method_id`;
const WITHDRAWAL_SELECT = `SELECT w.id, w.member_id, w.card_id, w.amount_cents, w.confirmation, w.auto_received,
  w.received_amount_cents, w.proof IS NOT NULL AS has_proof, w.created_at, w.auto_receive_at, w.confirmed_at,
  b.bank_name, b.account_name, b.card_number
  FROM withdrawals w JOIN bank_cards b ON b.id = w.card_id`;

/** Deposits, bank cards, withdrawals (with their confirmation), transfer to upline, manual rebate. */
export function fundsQueries(db: Db) {
  const ordersWhere =
    'o.member_id = @memberId AND o.created_at BETWEEN @start AND @end AND (@status IS NULL OR o.status = @status)';
  const withdrawalsWhere =
    'w.member_id = @memberId AND w.created_at BETWEEN @start AND @end AND (@confirmation IS NULL OR w.confirmation = @confirmation)';
  type OrderFilter = Period & { status: string | null };
  type WithdrawalFilter = Period & { confirmation: string | null };

  return {
    depositMethods: db.prepare<[], DepositMethodRow>('SELECT * FROM deposit_methods ORDER BY sort'),
    depositMethod: db.prepare<[id: number], DepositMethodRow>(
      'SELECT * FROM deposit_methods WHERE id = ?',
    ),
    pendingDepositCount: db.prepare<[memberId: number], Count>(
      "SELECT COUNT(*) AS n FROM deposit_orders WHERE member_id = ? AND status = 'PENDING'",
    ),
    insertDepositOrder: db.prepare<
      [memberId: number, methodId: number, amountCents: number, createdAt: number]
    >(
      "INSERT INTO deposit_orders (member_id, method_id, amount_cents, status, created_at) VALUES (?, ?, ?, 'PENDING', ?)",
    ),
    depositOrder: db.prepare<[id: number], DepositOrderRow>(`${ORDER_SELECT} WHERE o.id = ?`),
    countDepositOrders: db.prepare<OrderFilter, Count>(
      `SELECT COUNT(*) AS n FROM deposit_orders o WHERE ${ordersWhere}`,
    ),
    depositOrders: db.prepare<OrderFilter & Page, DepositOrderRow>(
      `${ORDER_SELECT} WHERE ${ordersWhere} ORDER BY o.created_at DESC, o.id DESC LIMIT @limit OFFSET @offset`,
    ),
    /** Settles a pending order once: 0 changes when it is no longer pending. */
    settleDepositOrder: db.prepare<[status: 'SUCCESS' | 'FAILED', at: number, id: number]>(
      "UPDATE deposit_orders SET status = ?, settled_at = ? WHERE id = ? AND status = 'PENDING'",
    ),

    bankCards: db.prepare<[memberId: number], BankCardRow>(
      'SELECT * FROM bank_cards WHERE member_id = ? ORDER BY created_at, id',
    ),
    bankCard: db.prepare<[id: number, memberId: number], BankCardRow>(
      'SELECT * FROM bank_cards WHERE id = ? AND member_id = ?',
    ),
    /** Binds a card while the member has fewer than `max`: 0 changes otherwise. */
    insertBankCard: db.prepare<
      [
        memberId: number,
        bankName: string,
        accountName: string,
        cardNumber: string,
        createdAt: number,
        memberIdAgain: number,
        max: number,
      ]
    >(
      `INSERT INTO bank_cards (member_id, bank_name, account_name, card_number, created_at)
       SELECT ?, ?, ?, ?, ? WHERE (SELECT COUNT(*) FROM bank_cards WHERE member_id = ?) < ?`,
    ),
    setPaymentPassword: db.prepare<[hash: string, id: number]>(
      'UPDATE members SET payment_password_hash = ? WHERE id = ?',
    ),

    withdrawalsSince: db.prepare<[memberId: number, since: number], Count>(
      'SELECT COUNT(*) AS n FROM withdrawals WHERE member_id = ? AND created_at >= ?',
    ),
    insertWithdrawal: db.prepare<
      [
        memberId: number,
        cardId: number,
        amountCents: number,
        createdAt: number,
        autoReceiveAt: number,
      ]
    >(
      "INSERT INTO withdrawals (member_id, card_id, amount_cents, confirmation, created_at, auto_receive_at) VALUES (?, ?, ?, 'PENDING', ?, ?)",
    ),
    withdrawal: db.prepare<[id: number], WithdrawalRow>(`${WITHDRAWAL_SELECT} WHERE w.id = ?`),
    countWithdrawals: db.prepare<WithdrawalFilter, Count>(
      `SELECT COUNT(*) AS n FROM withdrawals w WHERE ${withdrawalsWhere}`,
    ),
    withdrawals: db.prepare<WithdrawalFilter & Page, WithdrawalRow>(
      `${WITHDRAWAL_SELECT} WHERE ${withdrawalsWhere} ORDER BY w.created_at DESC, w.id DESC LIMIT @limit OFFSET @offset`,
    ),
    withdrawalProof: db.prepare<
      [id: number, memberId: number],
      { proof_mime: string | null; proof: Buffer | null }
    >('SELECT proof_mime, proof FROM withdrawals WHERE id = ? AND member_id = ?'),
    /** PENDING withdrawals past their time count as received (run before reading or confirming). */
    autoReceive: db.prepare<[memberId: number, now: number]>(
      `UPDATE withdrawals SET confirmation = 'RECEIVED', auto_received = 1, confirmed_at = auto_receive_at
       WHERE member_id = ? AND confirmation = 'PENDING' AND auto_receive_at <= ?`,
    ),
    /**
     * The player's confirmation, only from a state that allows it (`fromStates` a JSON list): 0 changes
     * when a parallel call or the timeout got there first.
     */
    confirmWithdrawal: db.prepare<{
      id: number;
      memberId: number;
      confirmation: string;
      receivedAmountCents: number | null;
      proofMime: string | null;
      proof: Buffer | null;
      at: number;
      fromStates: string;
    }>(
      `UPDATE withdrawals SET confirmation = @confirmation, received_amount_cents = @receivedAmountCents,
         proof_mime = COALESCE(@proofMime, proof_mime), proof = COALESCE(@proof, proof), confirmed_at = @at
       WHERE id = @id AND member_id = @memberId AND confirmation IN (SELECT value FROM json_each(@fromStates))`,
    ),
    /** The platform paid the rest of a withdrawal the player did not (fully) receive. */
    markWithdrawalPaid: db.prepare<[at: number, id: number]>(
      `UPDATE withdrawals SET confirmation = 'FULLY_PAID', confirmed_at = ?
       WHERE id = ? AND confirmation IN ('PENDING', 'NOT_RECEIVED', 'PARTIALLY_RECEIVED')`,
    ),

    upline: db.prepare<[id: number], MemberRow>('SELECT * FROM members WHERE id = ?'),

    /** Settled valid bets per game type in (from, to], with the rate of each type (0 when none). */
    rebateBets: db.prepare<[memberId: number, from: number, to: number], RebateBetRow>(
      `SELECT g.game_type AS gameType, SUM(b.valid_bet) AS validBet, COALESCE(r.rate, 0) AS rate
       FROM bets b JOIN games g ON g.id = b.game_id LEFT JOIN rebate_rates r ON r.game_type = g.game_type
       WHERE b.member_id = ? AND b.status = 'SETTLED' AND b.bet_at > ? AND b.bet_at <= ?
       GROUP BY g.game_type ORDER BY g.game_type`,
    ),
    /** Moves the member's rebate start from the value read: 0 changes when a parallel claim moved it. */
    moveRebateSince: db.prepare<[to: number, id: number, from: number | null]>(
      'UPDATE members SET rebate_since = ? WHERE id = ? AND rebate_since IS ?',
    ),
    insertRebateClaim: db.prepare<
      [memberId: number, amount: number, validBet: number, from: number, to: number, at: number]
    >(
      'INSERT INTO rebate_claims (member_id, amount, valid_bet, from_at, to_at, created_at) VALUES (?, ?, ?, ?, ?, ?)',
    ),
    countRebateClaims: db.prepare<[memberId: number], Count>(
      'SELECT COUNT(*) AS n FROM rebate_claims WHERE member_id = ?',
    ),
    rebateClaims: db.prepare<[memberId: number, limit: number, offset: number], RebateClaimRow>(
      'SELECT * FROM rebate_claims WHERE member_id = ? ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?',
    ),
  };
}
