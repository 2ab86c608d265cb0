import { describe, expect, it } from 'vitest';
import { encryptLikeClient, makeSim, type TestSim } from '../../testing';
import type { LoginResponse, PublicKeyInfo } from '../../contract';
import { captchaAnswer, smsCode } from './access.test-helper';

describe('passwords', () => {
  it('changes the password (encrypted) and clears the temporary flag', async () => {
    const sim = makeSim();
    const token = await sim.login('temp1', 'Temp1234');
    const key = (await sim.call<PublicKeyInfo>('/wps/system/publicKey')).body
      .value as PublicKeyInfo;
    const wrongOld = await sim.call('/wps/member/password', {
      token,
      body: { oldPassword: 'nope1234', newPassword: 'Fresh1234', confirmNewPassword: 'Fresh1234' },
    });
    expect(wrongOld.body.code).toBe('PASSWORD_INVALID');
    const weak = await sim.call('/wps/member/password', {
      token,
      body: { oldPassword: 'Temp1234', newPassword: 'short', confirmNewPassword: 'short' },
    });
    expect(weak.body.success).toBe(false);
    const body = await encryptLikeClient(
      key,
      { oldPassword: 'Temp1234', newPassword: 'Fresh1234', confirmNewPassword: 'Fresh1234' },
      { merchant: 'AUR01', path: '/wps/member/password', timestamp: sim.clock.now },
    );
    const changed = await sim.call('/wps/member/password', {
      token,
      body,
      headers: { 'X-Payload-Cipher': 'RSA-OAEP-256+A256GCM' },
    });
    expect(changed.body).toMatchObject({ success: true, message: 'Password changed successfully' });
    const again = await sim.call<LoginResponse>('/wps/session/login', {
      body: { username: 'temp1', password: 'Fresh1234', type: 'username' },
    });
    expect(again.body.value?.temporaryPassword).toBe(false);
  });

  it('sends a reset mail from a form post, answering an unknown pair the same way', async () => {
    const sim = makeSim();
    const form = new URLSearchParams({ username: 'player1', email: 'player1@example.com' });
    const sent = await sim.call('/wps/member/password/email', {
      body: form,
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(sent.body.success).toBe(true);
    expect(
      (await sim.call<unknown[]>('/__sim/email?email=player1@example.com')).body.value,
    ).toHaveLength(1);
    const unknown = await sim.call('/wps/member/password/email', {
      body: new URLSearchParams({ username: 'player1', email: 'x@example.com' }),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    // the same answer: the form does not tell who has an account
    expect(unknown.body).toEqual(sent.body);
    expect((await sim.call<unknown[]>('/__sim/email?email=x@example.com')).body.value).toHaveLength(
      0,
    );
  });

  it('takes a reset mail while either change-password switch is on (the site offers its mail form then), not with both off', async () => {
    const sim = makeSim();
    const mail = () =>
      sim.call('/wps/member/password/email', {
        body: new URLSearchParams({ username: 'player1', email: 'player1@example.com' }),
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      });
    const flags = (on: string[]) => sim.call('/__sim/flags', { body: { merchant: 'AUR01', on } });
    await flags(['CHNGPASSVERIF3']);
    expect((await mail()).body.success).toBe(true);
    await flags([]);
    expect((await mail()).body).toMatchObject({
      success: false,
      code: 'FEATURE_DISABLED',
      message: 'Password reset by email is not enabled for this site',
    });
  });

  it('resets by phone with an SMS code and logs the player in', async () => {
    const sim = makeSim();
    const sent = await sim.call<{ expirationTime: string }>('/wps/verification/sms/password', {
      body: { mobileNum: '0912345678', countryDialingCode: '84' },
    });
    expect(Date.parse(sent.body.value?.expirationTime ?? '')).toBe(sim.clock.now + 5 * 60_000);
    const code = await smsCode(sim, '0912345678');
    const reset = await sim.call<LoginResponse>('/wps/member/password/verification', {
      body: {
        mobileNum: '0912345678',
        countryDialingCode: '84',
        verificationCode: code,
        newPassword: 'Reset1234',
      },
    });
    expect(reset.body.success).toBe(true);
    expect(
      (await sim.call('/wps/member/info', { token: reset.body.value?.token })).body.success,
    ).toBe(true);
    expect(await sim.login('player1', 'Reset1234')).toBeTruthy();
    expect(
      (await sim.call('/wps/member/password/verification', { merchant: 'LTS88', body: {} })).body
        .code,
    ).toBe('FEATURE_DISABLED');
  });
});

describe('what sign-in tells a stranger', () => {
  // An unknown account answers like a wrong password, at the same cost: loginTiming.test.ts.

  it('ends the other sessions when the password changes', async () => {
    const sim = makeSim();
    const phone = await sim.login('player1', 'Player123');
    const laptop = await sim.login('player1', 'Player123');
    const changed = await sim.call('/wps/member/password', {
      token: laptop,
      body: { oldPassword: 'Player123', newPassword: 'Fresh1234', confirmNewPassword: 'Fresh1234' },
    });
    expect(changed.body.success).toBe(true);
    expect((await sim.call('/wps/member/info', { token: phone })).status).toBe(401);
    expect((await sim.call('/wps/member/info', { token: laptop })).status).toBe(200);
  });
});

describe('reset by phone and the captcha', () => {
  async function resetCode(sim: TestSim): Promise<string> {
    await sim.call('/wps/verification/sms/password', { body: { mobileNum: '0912345678' } });
    const { body } = await sim.call<{ code: string; purpose: string }[]>(
      '/__sim/sms?mobile=0912345678',
    );
    return body.value?.find((sms) => sms.purpose === 'password')?.code ?? '';
  }
  const reset = (sim: TestSim, verificationCode: string, captcha: object = {}) =>
    sim.call('/wps/member/password/verification', {
      body: { mobileNum: '0912345678', verificationCode, newPassword: 'Reset1234', ...captcha },
    });

  it('requires a captcha when SIM_PHONE_RESET_CAPTCHA is on', async () => {
    const sim = makeSim({ phoneResetCaptcha: true });
    const code = await resetCode(sim);
    expect((await reset(sim, code)).body.code).toBe('CAPTCHA_REQUIRED');
    const key = 'd0d0d0d0-0000-4000-8000-000000000001';
    const answer = await captchaAnswer(sim, key);
    expect((await reset(sim, code, { captchaKey: key, captcha: answer })).body.success).toBe(true);
  });

  it('by default takes the call without a captcha (the site sends none) but checks one sent', async () => {
    const sim = makeSim();
    const code = await resetCode(sim);
    const key = 'd0d0d0d0-0000-4000-8000-000000000002';
    await captchaAnswer(sim, key);
    expect((await reset(sim, code, { captchaKey: key, captcha: 'WRONG' })).body.code).toBe(
      'CAPTCHA_INVALID',
    );
    expect((await reset(sim, code)).body.success).toBe(true);
  });
});
