import { Hono } from 'hono';
import { ERROR_CODES, type DepositStatus } from '../../contract';
import type { DepositOrderRow, WithdrawalRow } from '../../db/rows';
import { badRequest, ok, optionalInt, optionalString, readJson, refuse } from '../../lib/http';
import type { AppEnv } from '../../sim';
import { depositOrderNo, idOfOrderNo, toDepositOrder, toWithdrawal } from './orders';
import { creditMember } from '../../domain/ledger';

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
      creditMember(account, order.member_id, order.amount_cents, {
        type: 'DEPOSIT',
        remark: `deposit ${depositOrderNo(order.id, order.created_at)} (${order.method_name})`,
        now,
      });
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
