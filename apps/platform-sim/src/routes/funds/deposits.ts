import { Hono } from 'hono';
import { requireMember } from '../../auth/guards';
import { API_PATHS, ERROR_CODES, type DepositMethod } from '../../contract';
import type { DepositOrderRow } from '../../db/rows';
import { badRequest, ok, optionalInt, optionalString, readJson, refuse } from '../../lib/http';
import { checkDepositLimits } from '../../responsibleGaming/limits';
import { amountCentsOf } from '../../lib/money';
import type { AppEnv } from '../../sim';
import { dateRange, pagedList } from '../../lib/paging';
import { MAX_PENDING_DEPOSITS, checkRange, toDepositOrder } from './orders';

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

/** depositv2: the methods, a new order, the order list. */
export function depositRoutes(): Hono<AppEnv> {
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

  return routes;
}
