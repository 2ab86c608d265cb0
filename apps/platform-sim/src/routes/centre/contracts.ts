import { Hono } from 'hono';
import { requireAgent, requireMember } from '../../auth/guards';
import {
  API_PATHS,
  ERROR_CODES,
  type Contract,
  type ContractKind,
  type ConsolidatedContractInfo,
  type SalaryPeriod,
} from '../../contract';
import type { ContractRow } from '../../db/rows';
import {
  badRequest,
  ok,
  optionalInt,
  optionalNumber,
  optionalString,
  readJson,
  refuse,
  requiredString,
} from '../../lib/http';
import { money } from '../../lib/money';
import type { AppEnv } from '../../sim';

const toContract = (r: ContractRow): Contract => ({
  id: r.id,
  kind: r.kind,
  upline: r.upline,
  downline: r.downline,
  rate: r.rate,
  activeMembers: r.active_members,
  periodValidBet: r.period_valid_bet,
  periodProfitLoss: r.period_profit_loss,
  betAmount: r.bet_amount,
  period: r.period,
  status: r.status,
  createdAt: new Date(r.created_at).toISOString(),
});

/** An optional amount of a contract offer (default 0): at most 2 decimals, negative only where allowed. */
function contractAmount(
  body: Record<string, unknown>,
  name: string,
  { negative }: { negative: boolean },
): number {
  const value = optionalNumber(body, name) ?? 0;
  if (money(value) !== value || Math.abs(value) > 1e12)
    throw badRequest(`${name} must be an amount with at most 2 decimals`);
  if (!negative && value < 0) throw badRequest(`${name} must not be negative`);
  return value;
}

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

/** Contracts: the consolidated view, the offers a member decides on, and an agent offering one per kind. */
export function contractRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get(API_PATHS.consolidated, (c) => {
    const member = requireMember(c);
    const kinds = new Set(
      c
        .get('sim')
        .queries.centre.acceptedContractKinds.all(member.id, member.id)
        .map((r) => r.kind),
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

  routes.get(API_PATHS.contracts, (c) => {
    const member = requireMember(c);
    return ok(c, {
      list: c.get('sim').queries.centre.contractsOffered.all(member.id).map(toContract),
    });
  });
  routes.post(API_PATHS.contractDecision, async (c) => {
    const sim = c.get('sim');
    const member = requireMember(c);
    const body = await readJson(c);
    const contractId = optionalInt(body, 'contractId', { min: 1 });
    const decision = requiredString(body, 'decision', 20);
    if (contractId === undefined) throw badRequest('contractId is required');
    if (!['accept', 'reject', 'terminate'].includes(decision))
      throw badRequest("decision must be 'accept', 'reject' or 'terminate'");
    const contract = sim.queries.centre.contractById.get(contractId);
    if (!contract || (contract.downline_id !== member.id && contract.upline_id !== member.id)) {
      throw refuse(ERROR_CODES.NOT_FOUND_ENTITY, 'Contract not found');
    }
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
    sim.queries.centre.setContractStatus.run(status, contractId);
    return ok(c, toContract({ ...contract, status }), `Contract ${status}`);
  });

  for (const [kind, path] of Object.entries(CONTRACT_PATHS) as [ContractKind, string][]) {
    routes.get(path, (c) => {
      const centre = c.get('sim').queries.centre;
      const member = requireMember(c);
      const parties = { kind, memberId: member.id };
      const records = centre.salaryRecordsOfKind.all(parties);
      return ok(c, {
        contracts: centre.contractsOfKind.all(parties).map(toContract),
        records: records.map((r) => ({
          id: r.id,
          kind,
          amount: r.amount,
          settledAt: new Date(r.settled_at).toISOString(),
        })),
      });
    });
    routes.post(path, async (c) => {
      const sim = c.get('sim');
      const centre = sim.queries.centre;
      const agent = requireAgent(c);
      const body = await readJson(c);
      const downlineAccount = requiredString(body, 'downline', 40);
      const rate = optionalNumber(body, 'rate');
      if (rate === undefined || rate <= 0 || rate >= 1)
        throw badRequest('rate must be a fraction between 0 and 1');
      const period = (optionalString(body, 'period', 1) ?? DEFAULT_PERIOD[kind]) as SalaryPeriod;
      if (!['D', 'W', 'H', 'M'].includes(period)) throw badRequest('period must be D, W, H or M');
      const downline = centre.downline.get(agent.id, downlineAccount);
      if (!downline)
        throw refuse(ERROR_CODES.NOT_FOUND_ENTITY, `${downlineAccount} is not your downline`);
      if (centre.openContractExists.get(kind, downline.id)) {
        throw refuse(
          ERROR_CODES.VALIDATION_FAILED,
          `${downline.account} already has an open ${kind} contract`,
        );
      }
      const activeMembers = optionalInt(body, 'activeMembers', { min: 0, max: 100000 }) ?? 0;
      const periodValidBet = contractAmount(body, 'periodValidBet', { negative: false });
      const periodProfitLoss = contractAmount(body, 'periodProfitLoss', { negative: true });
      const betAmount = contractAmount(body, 'betAmount', { negative: false });
      const result = centre.offerContract.run(
        kind,
        agent.id,
        downline.id,
        rate,
        activeMembers,
        periodValidBet,
        periodProfitLoss,
        betAmount,
        period,
        'offered',
        sim.now(),
      );
      const row = centre.contractById.get(Number(result.lastInsertRowid)) as ContractRow;
      return ok(c, toContract(row), 'Contract offered');
    });
  }

  return routes;
}
