import { Hono } from 'hono';
import { requireMember } from '../auth/guards';
import { checkLoginPassword } from '../auth/loginPassword';
import { checkPaymentPassword, typedPassword } from '../auth/paymentPassword';
import {
  API_PATHS,
  ERROR_CODES,
  FEEDBACK_LIMITS,
  PAYMENT_PASSWORD_PATTERN,
  type BankCard,
  type DepositMethod,
  type DepositOrder,
  type DepositStatus,
  type RebateLine,
  type RebateSummary,
  type Withdrawal,
  type WithdrawalConfirmation,
  type WithdrawConfig,
  type WithdrawConfirmRequest,
} from '../contract';
import type { BankCardRow, DepositOrderRow, MemberRow, WithdrawalRow } from '../db/rows';
import {
  badRequest,
  isUploadedFile,
  ok,
  optionalInt,
  optionalString,
  readJson,
  refuse,
  requiredString,
  SimHttpError,
} from '../lib/http';
import { hashPassword } from '../lib/security';
import { iso } from '../lib/time';
import { lotteryNow } from '../lotteryClock';
import { checkDepositLimits } from '../responsibleGaming/limits';
import { amountCentsOf, formatCents, validAmountCents, fromCents, money, toCents } from '../money';
import type { AppEnv, Ctx, Sim } from '../sim';
import { dateRange, pagedList } from '../lib/paging';
import { imageKind } from '../lib/images';

const DAY = 86_400_000;

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
export const BANKS = [
  'Vietcombank',
  'Techcombank',
  'BIDV',
  'VietinBank',
  'Agribank',
  'ACB',
  'MB Bank',
  'Sacombank',
  'TPBank',
  'VPBank',
] as const;

/** Which confirmation may follow which (the timeout turns only PENDING into RECEIVED). */
const CONFIRMATIONS_FROM: Record<WithdrawConfirmRequest['confirmation'], WithdrawalConfirmation[]> =
  {
    RECEIVED: ['PENDING', 'NOT_RECEIVED', 'PARTIALLY_RECEIVED'],
    NOT_RECEIVED: ['PENDING'],
    PARTIALLY_RECEIVED: ['PENDING', 'NOT_RECEIVED'],
  };
const CONFIRMATION_CHOICES = Object.keys(
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
const formatAmount = (value: number): string => value.toFixed(2);

/** Limits are published as decimals (`min`, `max`); the amount is whole cents. */
function checkRange(cents: number, min: number, max: number): void {
  if (cents < toCents(min) || cents > toCents(max))
    throw refuse(
      ERROR_CODES.AMOUNT_OUT_OF_RANGE,
      `The amount must be between ${formatAmount(min)} and ${formatAmount(max)}`,
      { minAmount: min, maxAmount: max },
    );
}

const toDepositMethod = (r: {
  id: number;
  code: string;
  name: string;
  type: DepositMethod['type'];
  min_amount: number;
  max_amount: number;
  preset_amounts: string;
}): DepositMethod => ({
  methodId: r.id,
  code: r.code,
  name: r.name,
  type: r.type,
  minAmount: r.min_amount,
  maxAmount: r.max_amount,
  presetAmounts: JSON.parse(r.preset_amounts) as number[],
});

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

const toBankCard = (r: BankCardRow): BankCard => ({
  cardId: r.id,
  bankName: r.bank_name,
  accountName: r.account_name,
  cardNumber: maskCard(r.card_number),
  createdAt: new Date(r.created_at).toISOString(),
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

/**
 * Withdrawals the player left PENDING past the timeout count as received. Read on the clock
 * `/__sim/clock` moves (`lotteryNow`), so a test can pass the N minutes at once.
 */
function settleTimedOut(c: Ctx, memberId: number): void {
  c.get('sim').queries.funds.autoReceive.run(memberId, lotteryNow(c));
}

/** Start of the member's current calendar day (UTC), for the daily withdrawal count. */
const dayStart = (now: number): number => now - (now % DAY);

function rebateSummary(sim: Sim, member: MemberRow, now: number): RebateSummary {
  const since = member.rebate_since ?? member.created_at;
  const list: RebateLine[] = sim.queries.funds.rebateBets.all(member.id, since, now).map((r) => ({
    gameType: r.gameType,
    validBet: money(r.validBet),
    rate: r.rate,
    amount: money(r.validBet * r.rate),
  }));
  return {
    list,
    total: money(list.reduce((sum, line) => sum + line.amount, 0)),
    since: new Date(since).toISOString(),
    minClaim: REBATE_MIN_CLAIM,
  };
}

interface ConfirmInput {
  body: Record<string, unknown>;
  proof?: { mime: string; bytes: Buffer };
}

/** JSON (proofImage as a data URL) or multipart/form-data (proofImage as a file). */
async function confirmInput(c: Ctx): Promise<ConfirmInput> {
  const type = c.req.header('content-type') ?? '';
  let body: Record<string, unknown>;
  let proof: ConfirmInput['proof'];
  if (/^multipart\/form-data\s*;/i.test(type)) {
    const form = await c.req.parseBody();
    const { proofImage, ...fields } = form;
    body = fields;
    if (proofImage !== undefined) {
      if (!isUploadedFile(proofImage)) throw badRequest('proofImage must be a file');
      if (proofImage.size > FEEDBACK_LIMITS.maxImageBytes)
        throw refuse(ERROR_CODES.VALIDATION_FAILED, 'The image must be at most 5MB');
      proof = { mime: proofImage.type, bytes: Buffer.from(await proofImage.arrayBuffer()) };
    }
  } else {
    body = await readJson(c);
    const image = body.proofImage;
    if (image !== undefined && image !== null && image !== '') {
      const match =
        typeof image === 'string' ? /^data:([\w/+.-]+);base64,(.*)$/s.exec(image) : null;
      if (!match) throw badRequest('proofImage must be a data URL (data:image/png;base64,...)');
      proof = { mime: match[1] ?? '', bytes: Buffer.from(match[2] ?? '', 'base64') };
    }
  }
  if (proof) {
    if (proof.bytes.length > FEEDBACK_LIMITS.maxImageBytes)
      throw refuse(ERROR_CODES.VALIDATION_FAILED, 'The image must be at most 5MB');
    const kind = imageKind(proof.bytes);
    if (
      !kind ||
      (proof.mime && !(FEEDBACK_LIMITS.imageTypes as readonly string[]).includes(proof.mime))
    )
      throw refuse(ERROR_CODES.VALIDATION_FAILED, 'Only png or jpg images can be uploaded');
    proof.mime = kind;
  }
  return { body, proof };
}

/** depositv2, bank cards, payment password, withdraw with its confirmation, transferUpline, manualRebate. */
export function fundsRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  // depositv2
  routes.get(API_PATHS.depositMethods, (c) => {
    requireMember(c);
    return ok(c, { list: c.get('sim').queries.funds.depositMethods.all().map(toDepositMethod) });
  });

  routes.post(API_PATHS.deposit, async (c) => {
    const sim = c.get('sim');
    const funds = sim.queries.funds;
    const member = requireMember(c);
    const body = await readJson(c);
    const methodId = optionalInt(body, 'methodId', { min: 1 });
    if (methodId === undefined) throw badRequest('methodId is required');
    const cents = amountCentsOf(body);
    const method = funds.depositMethod.get(methodId);
    if (!method) throw refuse(ERROR_CODES.NOT_FOUND_ENTITY, 'Deposit method not found');
    checkRange(cents, method.min_amount, method.max_amount);
    const id = sim.db.transaction(() => {
      if ((funds.pendingDepositCount.get(member.id)?.n ?? 0) >= MAX_PENDING_DEPOSITS)
        throw refuse(
          ERROR_CODES.VALIDATION_FAILED,
          `You have ${MAX_PENDING_DEPOSITS} pending deposits: wait until they are processed`,
        );
      checkDepositLimits(sim, member, cents);
      return Number(
        funds.insertDepositOrder.run(member.id, method.id, cents, sim.now()).lastInsertRowid,
      );
    })();
    const order = funds.depositOrder.get(id) as DepositOrderRow;
    return ok(c, toDepositOrder(order), 'Deposit order submitted');
  });

  routes.get(API_PATHS.depositOrders, (c) => {
    const sim = c.get('sim');
    const funds = sim.queries.funds;
    const member = requireMember(c);
    const query = c.req.query() as Record<string, unknown>;
    const [start, end] = dateRange(sim, query);
    const status = optionalString(query, 'status', 10)?.toUpperCase() ?? null;
    if (status !== null && !['PENDING', 'SUCCESS', 'FAILED'].includes(status))
      throw badRequest('status must be PENDING, SUCCESS or FAILED');
    const filter = { memberId: member.id, start, end, status };
    return pagedList(
      c,
      () => funds.countDepositOrders.get(filter)?.n ?? 0,
      (limit, offset) => funds.depositOrders.all({ ...filter, limit, offset }).map(toDepositOrder),
    );
  });

  // bank cards
  routes.get(API_PATHS.bankCards, (c) => {
    const member = requireMember(c);
    return ok(c, {
      list: c.get('sim').queries.funds.bankCards.all(member.id).map(toBankCard),
      banks: [...BANKS],
      maxCards: MAX_BANK_CARDS,
    });
  });

  routes.post(API_PATHS.bankCards, async (c) => {
    const sim = c.get('sim');
    const funds = sim.queries.funds;
    const member = requireMember(c);
    const body = await readJson(c);
    const bankName = requiredString(body, 'bankName', 60);
    const accountName = requiredString(body, 'accountName', 60);
    const cardNumber = requiredString(body, 'cardNumber', 40).replace(/[\s-]/g, '');
    if (!(BANKS as readonly string[]).includes(bankName))
      throw refuse(ERROR_CODES.VALIDATION_FAILED, 'Choose a bank from the list', {
        field: 'bankName',
      });
    if (accountName.length < 2 || /[\d<>]/.test(accountName))
      throw refuse(ERROR_CODES.VALIDATION_FAILED, 'Enter the account holder name as on the card', {
        field: 'accountName',
      });
    if (!/^\d{10,19}$/.test(cardNumber))
      throw refuse(ERROR_CODES.VALIDATION_FAILED, 'The card number must be 10 to 19 digits', {
        field: 'cardNumber',
      });
    await checkPaymentPassword(sim, member, typedPassword(body, 'paymentPassword'));
    if (funds.bankCards.all(member.id).some((card) => card.card_number === cardNumber))
      throw refuse(ERROR_CODES.VALIDATION_FAILED, 'This card is already bound', {
        field: 'cardNumber',
      });
    const result = funds.insertBankCard.run(
      member.id,
      bankName,
      accountName,
      cardNumber,
      sim.now(),
      member.id,
      MAX_BANK_CARDS,
    );
    if (result.changes !== 1)
      throw refuse(ERROR_CODES.VALIDATION_FAILED, `At most ${MAX_BANK_CARDS} cards can be bound`);
    const card = funds.bankCard.get(Number(result.lastInsertRowid), member.id) as BankCardRow;
    return ok(c, toBankCard(card), 'Bank card bound');
  });

  // payment password
  routes.get(API_PATHS.paymentPassword, (c) =>
    ok(c, { isSet: requireMember(c).payment_password_hash !== null }),
  );

  routes.post(API_PATHS.paymentPassword, async (c) => {
    const sim = c.get('sim');
    const member = requireMember(c);
    const body = await readJson(c);
    // not trimmed: a password is taken as typed
    const field = (name: string): string | undefined =>
      typeof body[name] === 'string' && body[name] !== '' ? body[name] : undefined;
    const next = field('newPaymentPassword');
    const confirm = field('confirmPaymentPassword');
    if (!next || !confirm)
      throw badRequest('newPaymentPassword and confirmPaymentPassword are required');
    if (!PAYMENT_PASSWORD_PATTERN.test(next))
      throw refuse(ERROR_CODES.VALIDATION_FAILED, 'The payment password must be 6 digits', {
        field: 'newPaymentPassword',
      });
    if (confirm !== next)
      throw refuse(ERROR_CODES.VALIDATION_FAILED, 'Incorrect confirmation input', {
        field: 'confirmPaymentPassword',
      });
    if (member.payment_password_hash) {
      await checkPaymentPassword(sim, member, field('oldPaymentPassword'));
    } else {
      const password = field('password');
      if (!password) throw badRequest('password (the login password) is required');
      await checkLoginPassword(sim, member, password, 'The login password is incorrect');
    }
    sim.queries.funds.setPaymentPassword.run(await hashPassword(next), member.id);
    return ok(
      c,
      { isSet: true },
      member.payment_password_hash ? 'Payment password changed' : 'Payment password set',
    );
  });

  // withdraw
  routes.get(API_PATHS.withdrawConfig, (c) => {
    const sim = c.get('sim');
    const member = requireMember(c);
    const used = sim.queries.funds.withdrawalsSince.get(member.id, dayStart(sim.now()))?.n ?? 0;
    const value: WithdrawConfig = {
      minAmount: WITHDRAW_LIMITS.minAmount,
      maxAmount: WITHDRAW_LIMITS.maxAmount,
      dailyCount: WITHDRAW_LIMITS.dailyCount,
      remainingToday: Math.max(0, WITHDRAW_LIMITS.dailyCount - used),
      autoReceiveMinutes: WITHDRAW_LIMITS.autoReceiveMinutes,
    };
    return ok(c, value);
  });

  routes.post(API_PATHS.withdraw, async (c) => {
    const sim = c.get('sim');
    const { funds, account } = sim.queries;
    const member = requireMember(c);
    const body = await readJson(c);
    const cardId = optionalInt(body, 'cardId', { min: 1 });
    if (cardId === undefined) throw badRequest('cardId is required');
    const cents = amountCentsOf(body);
    const card = funds.bankCard.get(cardId, member.id);
    if (!card) throw refuse(ERROR_CODES.NOT_FOUND_ENTITY, 'Bank card not found');
    checkRange(cents, WITHDRAW_LIMITS.minAmount, WITHDRAW_LIMITS.maxAmount);
    await checkPaymentPassword(sim, member, typedPassword(body, 'paymentPassword'));
    const now = sim.now();
    // The balance is checked by the update itself: a parallel withdrawal may have spent it while the
    // password check awaited.
    const id = sim.db.transaction(() => {
      if (
        (funds.withdrawalsSince.get(member.id, dayStart(now))?.n ?? 0) >= WITHDRAW_LIMITS.dailyCount
      )
        throw refuse(
          ERROR_CODES.VALIDATION_FAILED,
          `At most ${WITHDRAW_LIMITS.dailyCount} withdrawals a day`,
        );
      if (account.debitBalance.run(cents, member.id, cents).changes !== 1)
        throw refuse(ERROR_CODES.INSUFFICIENT_BALANCE, 'Insufficient balance');
      const withdrawalId = Number(
        funds.insertWithdrawal.run(
          member.id,
          card.id,
          cents,
          now,
          now + WITHDRAW_LIMITS.autoReceiveMinutes * 60_000,
        ).lastInsertRowid,
      );
      account.insertTransaction.run(
        member.id,
        'WITHDRAW',
        -cents,
        account.balanceOf.get(member.id)?.balance_cents ?? 0,
        'SUCCESS',
        `withdrawal ${withdrawalOrderNo(withdrawalId, now)} to ${card.bank_name} ${maskCard(card.card_number)}`,
        now,
      );
      return withdrawalId;
    })();
    return ok(c, toWithdrawal(funds.withdrawal.get(id) as WithdrawalRow), 'Withdrawal submitted');
  });

  routes.get(API_PATHS.withdrawals, (c) => {
    const sim = c.get('sim');
    const funds = sim.queries.funds;
    const member = requireMember(c);
    const query = c.req.query() as Record<string, unknown>;
    const [start, end] = dateRange(sim, query);
    const confirmation = optionalString(query, 'confirmation', 20)?.toUpperCase() ?? null;
    if (
      confirmation !== null &&
      !['PENDING', 'RECEIVED', 'NOT_RECEIVED', 'PARTIALLY_RECEIVED', 'FULLY_PAID'].includes(
        confirmation,
      )
    )
      throw badRequest(
        'confirmation must be PENDING, RECEIVED, NOT_RECEIVED, PARTIALLY_RECEIVED or FULLY_PAID',
      );
    settleTimedOut(c, member.id);
    const filter = { memberId: member.id, start, end, confirmation };
    return pagedList(
      c,
      () => funds.countWithdrawals.get(filter)?.n ?? 0,
      (limit, offset) => funds.withdrawals.all({ ...filter, limit, offset }).map(toWithdrawal),
    );
  });

  routes.post(API_PATHS.withdrawConfirm, async (c) => {
    const sim = c.get('sim');
    const funds = sim.queries.funds;
    const member = requireMember(c);
    const { body, proof } = await confirmInput(c);
    const withdrawalId = optionalInt(body, 'withdrawalId', { min: 1 });
    if (withdrawalId === undefined) throw badRequest('withdrawalId is required');
    const confirmation = requiredString(body, 'confirmation', 30).toUpperCase();
    if (!(CONFIRMATION_CHOICES as string[]).includes(confirmation))
      throw badRequest(`confirmation must be ${CONFIRMATION_CHOICES.join(', ')}`);
    const choice = confirmation as WithdrawConfirmRequest['confirmation'];
    settleTimedOut(c, member.id);
    const withdrawal = funds.withdrawal.get(withdrawalId);
    if (!withdrawal || withdrawal.member_id !== member.id)
      throw refuse(ERROR_CODES.NOT_FOUND_ENTITY, 'Withdrawal not found');
    let receivedAmountCents: number | null = null;
    if (choice === 'PARTIALLY_RECEIVED') {
      if (body.receivedAmount === undefined || body.receivedAmount === '')
        throw badRequest('receivedAmount is required');
      const received = validAmountCents(body, 'receivedAmount');
      if (received === undefined || received >= withdrawal.amount_cents)
        throw refuse(
          ERROR_CODES.VALIDATION_FAILED,
          `The received amount must be above 0 and below ${formatCents(withdrawal.amount_cents)}`,
          { field: 'receivedAmount' },
        );
      receivedAmountCents = received;
    }
    if (choice === 'NOT_RECEIVED' && !proof)
      throw refuse(ERROR_CODES.VALIDATION_FAILED, 'Upload a proof image', { field: 'proofImage' });
    const changed = funds.confirmWithdrawal.run({
      id: withdrawal.id,
      memberId: member.id,
      confirmation: choice,
      receivedAmountCents,
      proofMime: proof?.mime ?? null,
      proof: proof?.bytes ?? null,
      at: lotteryNow(c),
      fromStates: JSON.stringify(CONFIRMATIONS_FROM[choice]),
    }).changes;
    if (changed !== 1)
      throw refuse(
        ERROR_CODES.INVALID_STATE,
        `This withdrawal is already ${withdrawal.confirmation.toLowerCase().replace(/_/g, ' ')}`,
        { confirmation: withdrawal.confirmation },
      );
    return ok(
      c,
      toWithdrawal(funds.withdrawal.get(withdrawal.id) as WithdrawalRow),
      'Confirmation saved',
    );
  });

  routes.get(API_PATHS.withdrawProof, (c) => {
    const member = requireMember(c);
    const id = optionalInt(c.req.query() as Record<string, unknown>, 'withdrawalId', { min: 1 });
    if (id === undefined) throw badRequest('withdrawalId is required');
    const row = c.get('sim').queries.funds.withdrawalProof.get(id, member.id);
    if (!row?.proof || !row.proof_mime)
      throw new SimHttpError(404, ERROR_CODES.NOT_FOUND, 'No proof image for this withdrawal');
    return c.body(new Uint8Array(row.proof), 200, {
      'Content-Type': row.proof_mime,
      'Cache-Control': 'private, no-store',
    });
  });

  // transferUpline
  routes.get(API_PATHS.transferUpline, (c) => {
    const sim = c.get('sim');
    const member = requireMember(c);
    const upline =
      member.upline_id === null ? undefined : sim.queries.funds.upline.get(member.upline_id);
    return ok(c, {
      upline: upline?.account ?? null,
      balance: fromCents(member.balance_cents),
      minAmount: UPLINE_MIN_AMOUNT,
    });
  });

  routes.post(API_PATHS.transferUpline, async (c) => {
    const sim = c.get('sim');
    const { funds, account } = sim.queries;
    const member = requireMember(c);
    const body = await readJson(c);
    const cents = amountCentsOf(body);
    const upline = member.upline_id === null ? undefined : funds.upline.get(member.upline_id);
    if (!upline) throw refuse(ERROR_CODES.NO_UPLINE, 'You have no upline to transfer to');
    if (cents < toCents(UPLINE_MIN_AMOUNT))
      throw refuse(
        ERROR_CODES.AMOUNT_OUT_OF_RANGE,
        `The amount must be at least ${formatAmount(UPLINE_MIN_AMOUNT)}`,
        { minAmount: UPLINE_MIN_AMOUNT },
      );
    await checkPaymentPassword(sim, member, typedPassword(body, 'paymentPassword'));
    const now = sim.now();
    const balance = sim.db.transaction(() => {
      if (account.debitBalance.run(cents, member.id, cents).changes !== 1)
        throw refuse(ERROR_CODES.INSUFFICIENT_BALANCE, 'Insufficient balance');
      account.addBalance.run(cents, upline.id);
      const memberBalance = account.balanceOf.get(member.id)?.balance_cents ?? 0;
      account.insertTransaction.run(
        member.id,
        'TRANSFER',
        -cents,
        memberBalance,
        'SUCCESS',
        `to upline ${upline.account}`,
        now,
      );
      account.insertTransaction.run(
        upline.id,
        'TRANSFER',
        cents,
        account.balanceOf.get(upline.id)?.balance_cents ?? 0,
        'SUCCESS',
        `from downline ${member.account}`,
        now,
      );
      return fromCents(memberBalance);
    })();
    return ok(
      c,
      { upline: upline.account, amount: fromCents(cents), balance },
      `Transfer to upline ${upline.account} of ${formatCents(cents)} succeeded`,
    );
  });

  // manualRebate
  routes.get(API_PATHS.rebate, (c) => {
    const sim = c.get('sim');
    return ok(c, rebateSummary(sim, requireMember(c), sim.now()));
  });

  routes.post(API_PATHS.rebateClaim, async (c) => {
    const sim = c.get('sim');
    const { funds, account } = sim.queries;
    const member = requireMember(c);
    await readJson(c); // no fields; a body, if any, must still be JSON
    const now = sim.now();
    // Read, check and move the start in one transaction; the start moves only from the value read, so
    // two claims cannot both count the same bets.
    const claimed = sim.db.transaction(() => {
      const fresh = sim.queries.access.memberById.get(member.id) as MemberRow;
      const summary = rebateSummary(sim, fresh, now);
      if (summary.total < REBATE_MIN_CLAIM)
        throw refuse(
          ERROR_CODES.NOTHING_TO_CLAIM,
          summary.total > 0
            ? `The rebate can be claimed from ${formatAmount(REBATE_MIN_CLAIM)}`
            : 'No rebate to claim yet',
          { amount: 0 },
        );
      if (funds.moveRebateSince.run(now, member.id, fresh.rebate_since).changes !== 1)
        throw refuse(ERROR_CODES.NOTHING_TO_CLAIM, 'No rebate to claim yet', { amount: 0 });
      const validBet = money(summary.list.reduce((sum, line) => sum + line.validBet, 0));
      funds.insertRebateClaim.run(
        member.id,
        summary.total,
        validBet,
        fresh.rebate_since ?? fresh.created_at,
        now,
        now,
      );
      // the rebate is computed from bets (decimals) and credited as whole cents, once
      const cents = toCents(summary.total);
      account.addBalance.run(cents, member.id);
      const balance = account.balanceOf.get(member.id)?.balance_cents ?? 0;
      account.insertTransaction.run(
        member.id,
        'REBATE',
        cents,
        balance,
        'SUCCESS',
        'manual rebate',
        now,
      );
      return { amount: summary.total, list: summary.list, balance: fromCents(balance) };
    })();
    return ok(c, claimed, `Rebate of ${formatAmount(claimed.amount)} claimed`);
  });

  routes.get(API_PATHS.rebateRecords, (c) => {
    const funds = c.get('sim').queries.funds;
    const member = requireMember(c);
    return pagedList(
      c,
      () => funds.countRebateClaims.get(member.id)?.n ?? 0,
      (limit, offset) =>
        funds.rebateClaims.all(member.id, limit, offset).map((r) => ({
          id: r.id,
          amount: r.amount,
          validBet: r.valid_bet,
          from: new Date(r.from_at).toISOString(),
          to: new Date(r.to_at).toISOString(),
          claimedAt: new Date(r.created_at).toISOString(),
        })),
    );
  });

  return routes;
}

/** `/__sim/deposit/settle` and `/__sim/withdraw/paid`: what the payment back office would do. */
export function fundsDevRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  // Settles a pending deposit: `{ orderId | orderNo, outcome: 'success' | 'failed' }`. Success credits
  // the main wallet and writes the DEPOSIT record in the same transaction as the status change.
  routes.post('/__sim/deposit/settle', async (c) => {
    const sim = c.get('sim');
    const { funds, account } = sim.queries;
    const body = await readJson(c);
    const orderNo = optionalString(body, 'orderNo', 30);
    const orderId =
      optionalInt(body, 'orderId', { min: 1 }) ??
      (orderNo === undefined ? undefined : idOfOrderNo(orderNo, 'D'));
    if (orderId === undefined) throw badRequest('orderId or orderNo is required');
    const outcome = optionalString(body, 'outcome', 10)?.toLowerCase() ?? 'success';
    if (outcome !== 'success' && outcome !== 'failed')
      throw badRequest("outcome must be 'success' or 'failed'");
    const order = funds.depositOrder.get(orderId);
    if (!order) throw refuse(ERROR_CODES.NOT_FOUND_ENTITY, 'Deposit order not found');
    const status: DepositStatus = outcome === 'success' ? 'SUCCESS' : 'FAILED';
    const now = sim.now();
    sim.db.transaction(() => {
      if (funds.settleDepositOrder.run(status, now, order.id).changes !== 1)
        throw refuse(ERROR_CODES.INVALID_STATE, `This deposit is already ${order.status}`);
      if (status !== 'SUCCESS') return;
      account.addBalance.run(order.amount_cents, order.member_id);
      account.insertTransaction.run(
        order.member_id,
        'DEPOSIT',
        order.amount_cents,
        account.balanceOf.get(order.member_id)?.balance_cents ?? 0,
        'SUCCESS',
        `deposit ${depositOrderNo(order.id, order.created_at)} (${order.method_name})`,
        now,
      );
    })();
    return ok(
      c,
      toDepositOrder(funds.depositOrder.get(order.id) as DepositOrderRow),
      `Deposit ${status.toLowerCase()}`,
    );
  });

  // The platform paid a withdrawal in full (after a not-received or partial confirmation):
  // `{ withdrawalId | orderNo }`.
  routes.post('/__sim/withdraw/paid', async (c) => {
    const sim = c.get('sim');
    const funds = sim.queries.funds;
    const body = await readJson(c);
    const orderNo = optionalString(body, 'orderNo', 30);
    const id =
      optionalInt(body, 'withdrawalId', { min: 1 }) ??
      (orderNo === undefined ? undefined : idOfOrderNo(orderNo, 'W'));
    if (id === undefined) throw badRequest('withdrawalId or orderNo is required');
    const withdrawal = funds.withdrawal.get(id);
    if (!withdrawal) throw refuse(ERROR_CODES.NOT_FOUND_ENTITY, 'Withdrawal not found');
    if (funds.markWithdrawalPaid.run(sim.now(), id).changes !== 1)
      throw refuse(
        ERROR_CODES.INVALID_STATE,
        `This withdrawal is already ${withdrawal.confirmation.toLowerCase().replace(/_/g, ' ')}`,
      );
    return ok(c, toWithdrawal(funds.withdrawal.get(id) as WithdrawalRow), 'Withdrawal fully paid');
  });

  return routes;
}
