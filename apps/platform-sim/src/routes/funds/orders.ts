import {
  ERROR_CODES,
  type DepositOrder,
  type Withdrawal,
  type WithdrawalConfirmation,
  type WithdrawConfirmRequest,
} from '../../contract';
import type { DepositOrderRow, WithdrawalRow } from '../../db/rows';
import { refuse } from '../../lib/http';
import { iso } from '../../lib/time';
import { lotteryNow } from '../../lotteryClock';
import { fromCents, toCents } from '../../lib/money';
import type { Ctx } from '../../sim';

/** Withdrawal limits and the confirmation timeout (`GET API_PATHS.withdrawConfig`). */
export const WITHDRAW_LIMITS = {
  minAmount: 100,
  maxAmount: 50_000,
  dailyCount: 5,
  autoReceiveMinutes: 30,
} as const;
export const MAX_BANK_CARDS = 5;
export const MAX_PENDING_DEPOSITS = 5;
export const UPLINE_MIN_AMOUNT = 1;
export const REBATE_MIN_CLAIM = 1;

/**
 * Withdrawals the player left PENDING past the timeout count as received. Read on the clock
 * `/__sim/clock` moves (`lotteryNow`), so a test can pass the N minutes at once.
 */
export function settleTimedOut(c: Ctx, memberId: number): void {
  c.get('sim').queries.funds.autoReceive.run(memberId, lotteryNow(c));
}

/** Which confirmation may follow which (the timeout turns only PENDING into RECEIVED). */
export const CONFIRMATIONS_FROM: Record<
  WithdrawConfirmRequest['confirmation'],
  WithdrawalConfirmation[]
> = {
  RECEIVED: ['PENDING', 'NOT_RECEIVED', 'PARTIALLY_RECEIVED'],
  NOT_RECEIVED: ['PENDING'],
  PARTIALLY_RECEIVED: ['PENDING', 'NOT_RECEIVED'],
};
export const CONFIRMATION_CHOICES = Object.keys(
  CONFIRMATIONS_FROM,
) as WithdrawConfirmRequest['confirmation'][];

const ymd = (ms: number): string => new Date(ms).toISOString().slice(0, 10).replace(/-/g, '');
/** `D20250602000012`: the order's day and id (the reference the player quotes). */
export const depositOrderNo = (id: number, createdAt: number): string =>
  `D${ymd(createdAt)}${String(id).padStart(6, '0')}`;
export const withdrawalOrderNo = (id: number, createdAt: number): string =>
  `W${ymd(createdAt)}${String(id).padStart(6, '0')}`;
/** The id inside an order number (`D`/`W`, 8 date digits, the id). */
export const idOfOrderNo = (orderNo: string, prefix: 'D' | 'W'): number | undefined => {
  const match = new RegExp(`^${prefix}\\d{8}(\\d{6,})$`).exec(orderNo);
  return match ? Number(match[1]) : undefined;
};

export const maskCard = (digits: string): string => `**** **** **** ${digits.slice(-4)}`;
export const formatAmount = (value: number): string => value.toFixed(2);

/** Limits are published as decimals (`min`, `max`); the amount is whole cents. */
export function checkRange(cents: number, min: number, max: number): void {
  if (cents < toCents(min) || cents > toCents(max))
    throw refuse(
      ERROR_CODES.AMOUNT_OUT_OF_RANGE,
      `The amount must be between ${formatAmount(min)} and ${formatAmount(max)}`,
      { minAmount: min, maxAmount: max },
    );
}

export const toDepositOrder = (r: DepositOrderRow): DepositOrder => ({
  orderId: r.id,
  orderNo: depositOrderNo(r.id, r.created_at),
  methodId: r.method_id,
  methodName: r.method_name,
  amount: fromCents(r.amount_cents),
  status: r.status,
  payee: { bankName: r.payee_bank, accountName: r.payee_name, accountNumber: r.payee_account },
  createdAt: new Date(r.created_at).toISOString(),
  settledAt: iso(r.settled_at),
});

export const toWithdrawal = (r: WithdrawalRow): Withdrawal => ({
  id: r.id,
  orderNo: withdrawalOrderNo(r.id, r.created_at),
  amount: fromCents(r.amount_cents),
  bankName: r.bank_name,
  accountName: r.account_name,
  cardNumber: maskCard(r.card_number),
  confirmation: r.confirmation,
  autoReceived: r.auto_received === 1,
  receivedAmount: r.received_amount_cents === null ? null : fromCents(r.received_amount_cents),
  hasProof: r.has_proof === 1,
  allowedConfirmations: CONFIRMATION_CHOICES.filter((to) =>
    CONFIRMATIONS_FROM[to].includes(r.confirmation),
  ),
  createdAt: new Date(r.created_at).toISOString(),
  autoReceiveAt: r.confirmation === 'PENDING' ? new Date(r.auto_receive_at).toISOString() : null,
  confirmedAt: iso(r.confirmed_at),
});
