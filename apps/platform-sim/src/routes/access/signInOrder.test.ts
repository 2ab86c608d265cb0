// The checks every way in runs, and their order (auth/tokens.ts `loginAnswer`).
import { describe, expect, it } from 'vitest';
import { totpCode } from '../../auth/totp';
import {
  RG_PATHS,
  SECURITY_PATHS,
  type LoginResponse,
  type RecoveryCodes,
  type TwoFactorSetup,
} from '../../contract';
import { makeSim } from '../../testing';

describe('sign-in order', () => {
  it(
    'refuses a self-excluded player at the password, before a second step is asked for',
    {
      timeout: 60_000,
    },
    async () => {
      const sim = makeSim();
      const token = await sim.login('player1');
      const setup = await sim.call<TwoFactorSetup>(SECURITY_PATHS.twoFactorSetup, {
        token,
        body: {},
      });
      const secret = setup.body.value?.secret ?? '';
      const enabled = await sim.call<RecoveryCodes>(SECURITY_PATHS.twoFactorEnable, {
        token,
        body: { code: totpCode(secret, sim.clock.now), password: 'Player123' },
      });
      expect(enabled.body.success, enabled.body.message).toBe(true);
      const excluded = await sim.call(RG_PATHS.exclusion, {
        token,
        body: { kind: 'selfExclusion', period: '6m' },
      });
      expect(excluded.body.success, excluded.body.message).toBe(true);

      const signIn = await sim.call<LoginResponse>('/wps/session/login', {
        body: { username: 'player1', password: 'Player123', type: 'username' },
      });
      expect(signIn.body).toMatchObject({ success: false, code: 'RG_SELF_EXCLUDED' });
      expect(signIn.body.value).not.toHaveProperty('twoFactor');
    },
  );
});
