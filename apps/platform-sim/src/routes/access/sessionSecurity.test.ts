import { describe, expect, it } from 'vitest';
import { API_PATHS, type HandoverCode, type LoginResponse } from '../../contract';
import { makeSim, type TestSim } from '../../testing';

// several scrypt checks each: room for a busy machine
const SCRYPT_HEAVY = { timeout: 60_000 };

const handover = async (sim: TestSim, token: string): Promise<string> =>
  (await sim.call<HandoverCode>('/wps/session/handover', { method: 'POST', token })).body.value
    ?.code ?? '';
const exchange = (sim: TestSim, code: string) =>
  sim.call<LoginResponse>('/wps/session/handover/exchange', { body: { code } });

async function passwordResetCode(sim: TestSim): Promise<string> {
  await sim.call('/wps/verification/sms/password', {
    body: { mobileNum: '0912345678', countryDialingCode: '84' },
  });
  const { body } = await sim.call<{ code: string; purpose: string }[]>(
    '/__sim/sms?mobile=0912345678',
  );
  return body.value?.find((sms) => sms.purpose === 'password')?.code ?? '';
}

describe('password checks behind a session count under the sign-in limits', () => {
  it(
    'makes the account wait after 10 wrong old passwords in a password change',
    SCRYPT_HEAVY,
    async () => {
      const sim = makeSim();
      const token = await sim.login('player1');
      const change = (oldPassword: string) =>
        sim.call('/wps/member/password', {
          token,
          body: { oldPassword, newPassword: 'Fresh9876', confirmNewPassword: 'Fresh9876' },
        });
      for (let i = 0; i < 10; i += 1)
        expect((await change(`Wrong${i}abc`)).body.code).toBe('PASSWORD_INVALID');
      const locked = await change('Player123');
      expect([locked.status, locked.body.code]).toEqual([429, 'RATE_LIMITED']);
      // the same account limit as sign-in: the login waits too
      const login = await sim.call('/wps/session/login', {
        body: { username: 'player1', password: 'Player123', type: 'username' },
      });
      expect(login.status).toBe(429);
    },
  );

  it(
    'counts wrong login passwords of the first payment-password set the same way',
    SCRYPT_HEAVY,
    async () => {
      const sim = makeSim();
      sim.app.sim.db
        .prepare("UPDATE members SET payment_password_hash = NULL WHERE account = 'player1'")
        .run();
      const token = await sim.login('player1');
      const set = (password: string) =>
        sim.call('/wps/member/password/payment', {
          token,
          body: { password, newPaymentPassword: '654321', confirmPaymentPassword: '654321' },
        });
      for (let i = 0; i < 10; i += 1)
        expect((await set(`Wrong${i}abc`)).body.code).toBe('PASSWORD_INVALID');
      expect((await set('Player123')).status).toBe(429);
    },
  );
});

describe('revoking sessions revokes the handover codes minted from them', () => {
  it('voids a handover code when its session logs out', SCRYPT_HEAVY, async () => {
    const sim = makeSim();
    const token = await sim.login('player1');
    const code = await handover(sim, token);
    await sim.call('/wps/session/logout', { method: 'DELETE', token });
    expect((await exchange(sim, code)).body.code).toBe('HANDOVER_INVALID');
  });

  it('voids every handover code of the member on a password change', SCRYPT_HEAVY, async () => {
    const sim = makeSim();
    const token = await sim.login('player1');
    const other = await sim.login('player1');
    const codes = [await handover(sim, token), await handover(sim, other)];
    const changed = await sim.call('/wps/member/password', {
      token,
      body: { oldPassword: 'Player123', newPassword: 'Fresh9876', confirmNewPassword: 'Fresh9876' },
    });
    expect(changed.body.success).toBe(true);
    for (const code of codes)
      expect((await exchange(sim, code)).body.code).toBe('HANDOVER_INVALID');
  });

  it('voids every handover code of the member on a reset by phone', SCRYPT_HEAVY, async () => {
    const sim = makeSim();
    const code = await handover(sim, await sim.login('player1'));
    const reset = await sim.call('/wps/member/password/verification', {
      body: {
        mobileNum: '0912345678',
        countryDialingCode: '84',
        verificationCode: await passwordResetCode(sim),
        newPassword: 'Reset1234',
      },
    });
    expect(reset.body.success).toBe(true);
    expect((await exchange(sim, code)).body.code).toBe('HANDOVER_INVALID');
  });
});

describe('reset by phone', () => {
  it('checks the SMS code before any rule about the account', SCRYPT_HEAVY, async () => {
    const sim = makeSim();
    await passwordResetCode(sim);
    // a new password containing the owner's username: with a wrong code, it must not say so
    const answer = await sim.call('/wps/member/password/verification', {
      body: {
        mobileNum: '0912345678',
        countryDialingCode: '84',
        verificationCode: '000000',
        newPassword: 'player1Pass99',
      },
    });
    expect(answer.body.code).toBe('SMS_CODE_INVALID');
  });
});

describe('agent invitation codes', () => {
  it('gives a new sub-agent a random, unguessable code', SCRYPT_HEAVY, async () => {
    const sim = makeSim();
    const token = await sim.login('agent1', 'Agent1234');
    const codes: string[] = [];
    for (const account of ['newagent1', 'newagent2']) {
      const added = await sim.call<{ affiliateCode: string }>(API_PATHS.teamRegister, {
        token,
        body: { account, password: 'Secret#2025', type: 'agent' },
      });
      codes.push(added.body.value?.affiliateCode ?? '');
    }
    for (const code of codes) expect(code).toMatch(/^AG[A-HJ-NP-Z2-9]{10}$/);
    expect(codes[0]).not.toBe(codes[1]);
  });

  it('answers only whether a code is valid, and limits the misses of an IP', async () => {
    const sim = makeSim();
    const check = (code: string) =>
      sim.call(`${API_PATHS.affiliateCheck}?code=${code}&domain=localhost`, { ip: '198.51.100.7' });
    expect((await check('AGENT01')).body.value).toEqual({ valid: true });
    for (let i = 0; i < 150; i += 1) expect((await check(`NOPE${i}`)).status).toBe(200);
    const locked = await check('AGENT01');
    expect([locked.status, locked.body.code]).toEqual([429, 'RATE_LIMITED']);
  });
});

describe('a session with a temporary password', () => {
  it('may only change the password, read its own info and sign out', SCRYPT_HEAVY, async () => {
    const sim = makeSim();
    const token = await sim.login('temp1', 'Temp1234');
    const refused = [
      await sim.call('/wps/member/deposit', { token, body: { methodId: 1, amount: 100 } }),
      await sim.call('/wps/member/info', { method: 'PUT', token, body: { nickname: 'Sneaky' } }),
      await sim.call('/wps/session/handover', { method: 'POST', token }),
      await sim.call('/wps/v2/wallets/balance', { token }),
    ];
    expect(refused.map((answer) => answer.body.code)).toEqual(
      Array.from({ length: 4 }, () => 'PASSWORD_CHANGE_REQUIRED'),
    );
    expect((await sim.call('/wps/member/info', { token })).body.success).toBe(true);
    const other = await sim.login('temp1', 'Temp1234');
    expect(
      (await sim.call('/wps/session/logout', { method: 'DELETE', token: other })).body.success,
    ).toBe(true);
    const changed = await sim.call('/wps/member/password', {
      token,
      body: { oldPassword: 'Temp1234', newPassword: 'Fresh9876', confirmNewPassword: 'Fresh9876' },
    });
    expect(changed.body.success).toBe(true);
    // the changed password lifts the restriction of this session
    expect((await sim.call('/wps/v2/wallets/balance', { token })).body.success).toBe(true);
  });
});
