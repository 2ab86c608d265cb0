import {
  RG_PATHS,
  type DepositOrder,
  type LoginResponse,
  type RgExclusion,
  type RgLimitView,
  type RgState,
} from '../../contract';
import type { TestSim } from '../../testing';

// the local identity provider's token path (routes/access/identityProvider.ts)
export const IDP_TOKEN_PATH = '/sim-assets/idp/token';

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;
// several scrypt checks each: room for a busy machine
export const SLOW = { timeout: 60_000 };

export const state = async (sim: TestSim, token: string, merchant = 'AUR01') =>
  (await sim.call<RgState>(RG_PATHS.state, { token, merchant })).body.value as RgState;
export const limitOf = (rg: RgState, kind: string, period: string) =>
  rg.limits.find((limit) => limit.kind === kind && limit.period === period) as RgLimitView;
export const setLimit = (
  sim: TestSim,
  token: string,
  kind: string,
  period: string,
  amount: number | null,
  merchant = 'AUR01',
) => sim.call<RgState>(RG_PATHS.limits, { token, merchant, body: { kind, period, amount } });
export const deposit = (sim: TestSim, token: string, amount: number, merchant = 'AUR01') =>
  sim.call<DepositOrder>('/wps/member/deposit', { token, merchant, body: { methodId: 1, amount } });
export const excludeFor = (
  sim: TestSim,
  token: string,
  kind: 'timeOut' | 'selfExclusion',
  period: string,
  merchant = 'AUR01',
) => sim.call<RgExclusion>(RG_PATHS.exclusion, { token, merchant, body: { kind, period } });
export const signIn = (sim: TestSim, account: string, merchant = 'AUR01', password = 'Player123') =>
  sim.call<LoginResponse>('/wps/session/login', {
    merchant,
    body: { username: account, password, type: 'username' },
  });
export const round = (
  sim: TestSim,
  account: string,
  stake: number,
  win: number,
  merchant = 'AUR01',
) => sim.call('/__sim/bets', { body: { merchant, account, stake, win } });

/** `gameId=..&vassalage=..` of a real-money game to launch. */
export async function firstGame(sim: TestSim): Promise<string> {
  const list = await sim.call<{ games: { gameId: number; vassalage: string }[] }>(
    '/wps/game/list?gameType=RNG&vassalage=BGS&pageSize=1',
  );
  const game = list.body.value?.games[0];
  return `gameId=${game?.gameId}&vassalage=${game?.vassalage}`;
}
