import { expect } from 'vitest';
import { totpCode } from '../../auth/totp';
import {
  API_PATHS,
  SECURITY_PATHS,
  type LoginResponse,
  type RecoveryCodes,
  type TwoFactorSetup,
} from '../../contract';
import type { TestSim } from '../../testing';

// several scrypt checks each: room for a busy machine
export const SCRYPT_HEAVY = { timeout: 60_000 };
export const STEP = 30_000;
export const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
export const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
export const SITE = { Origin: 'http://127.0.0.1:4250', Host: '127.0.0.1:4250' };

export const passwordLogin = (
  sim: TestSim,
  { account = 'player1', password = 'Player123', merchant = 'AUR01', userAgent = CHROME } = {},
) =>
  sim.call<LoginResponse>(API_PATHS.login, {
    body: { username: account, password, type: 'username' },
    merchant,
    headers: { 'User-Agent': userAgent },
  });

/** Turns two-step sign-in on for a signed-in member; answers the key and the recovery codes. */
export async function turnOn(
  sim: TestSim,
  token: string,
  { merchant, password = 'Player123' }: { merchant?: string; password?: string } = {},
) {
  const setup = await sim.call<TwoFactorSetup>(SECURITY_PATHS.twoFactorSetup, {
    merchant,
    token,
    body: {},
  });
  const secret = setup.body.value?.secret ?? '';
  const enabled = await sim.call<RecoveryCodes>(SECURITY_PATHS.twoFactorEnable, {
    merchant,
    token,
    body: { code: totpCode(secret, sim.clock.now), password },
  });
  expect(enabled.body.success, enabled.body.message).toBe(true);
  return { secret, setup: setup.body.value, codes: enabled.body.value?.recoveryCodes ?? [] };
}

export const secondStep = (
  sim: TestSim,
  ticket: string,
  body: Record<string, unknown>,
  merchant?: string,
) =>
  sim.call<LoginResponse>(SECURITY_PATHS.twoFactorSignIn, {
    body: { ticket, ...body },
    merchant,
    headers: { 'User-Agent': CHROME },
  });

export async function ticketOf(sim: TestSim, merchant?: string): Promise<string> {
  const first = await passwordLogin(sim, merchant ? { merchant } : {});
  expect(first.body.value?.token).toBe('');
  return first.body.value?.twoFactor?.ticket ?? '';
}
