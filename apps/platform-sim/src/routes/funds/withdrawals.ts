import { Hono } from 'hono';
import { requireMember } from '../../auth/guards';
import { checkPaymentPassword, typedPassword } from '../../auth/paymentPassword';
import { API_PATHS, ERROR_CODES, type WithdrawConfig } from '../../contract';
import type { WithdrawalRow } from '../../db/rows';
import { badRequest, ok, optionalInt, optionalString, readJson, refuse } from '../../lib/http';
import { amountCentsOf } from '../../lib/money';
import type { AppEnv } from '../../sim';
import { dateRange, pagedList } from '../../lib/paging';
import {
  WITHDRAW_LIMITS,
  withdrawalOrderNo,
  maskCard,
  checkRange,
  toWithdrawal,
  settleTimedOut,
} from './orders';

const DAY = 86_400_000;

/** Start of the member's current calendar day (UTC), for the daily withdrawal count. */
const dayStart = (now: number): number => now - (now % DAY);

/** withdraw: its config, a new withdrawal and the list. */
export function withdrawalRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

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

  return routes;
}
