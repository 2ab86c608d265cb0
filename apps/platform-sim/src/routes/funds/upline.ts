import { Hono } from 'hono';
import { requireMember } from '../../auth/guards';
import { checkPaymentPassword, typedPassword } from '../../auth/paymentPassword';
import { API_PATHS, ERROR_CODES } from '../../contract';
import { ok, readJson, refuse } from '../../lib/http';
import { amountCentsOf, formatCents, fromCents, toCents } from '../../lib/money';
import type { AppEnv } from '../../sim';
import { UPLINE_MIN_AMOUNT, formatAmount } from './orders';

/** transferUpline: what may be sent to the upline, and sending it. */
export function uplineTransferRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

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

  return routes;
}
