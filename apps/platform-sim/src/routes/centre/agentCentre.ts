import { Hono } from 'hono';
import { requireAgent } from '../../auth/guards';
import { checkPaymentPassword, typedPassword } from '../../auth/paymentPassword';
import { API_PATHS, ERROR_CODES } from '../../contract';
import { ok, optionalString, readJson, refuse, requiredString } from '../../lib/http';
import { iso } from '../../lib/time';
import { amountCentsOf, formatCents, fromCents } from '../../lib/money';
import type { AppEnv } from '../../sim';
import { pagedList } from '../../lib/paging';

/** The agent centre: downlines and transfers to them. */
export function agentCentreRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

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

  return routes;
}
