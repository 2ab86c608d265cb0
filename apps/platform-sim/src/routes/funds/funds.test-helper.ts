import type { BankCardsResponse } from '../../contract';
import type { TestSim } from '../../testing';

export type Page<T> = { list: T[]; total: number };

export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
export const PNG_DATA_URL = `data:image/png;base64,${PNG.toString('base64')}`;

export async function balanceOf(sim: TestSim, token: string): Promise<number> {
  return (await sim.call<{ sumBalance: number }>('/wps/v2/wallets/balance', { token })).body.value
    ?.sumBalance as number;
}

export async function firstCardId(sim: TestSim, token: string): Promise<number> {
  const cards = await sim.call<BankCardsResponse>('/wps/member/bankCards', { token });
  return cards.body.value?.list[0]?.cardId as number;
}
