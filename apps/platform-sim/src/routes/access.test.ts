import { describe, expect, it } from 'vitest';
import { failuresOf, IP_LIMIT, ipSubject, recordFailure } from '../auth/limits';
import { encryptLikeClient, makeSim, type TestSim } from '../testing';
import type { LoginResponse, PublicKeyInfo, RegisterResponse } from '../contract';

async function captchaAnswer(sim: TestSim, key: string): Promise<string> {
  const image = await sim.call<string>(`/wps/captcha?key=${key}`);
  expect(image.body.value).toMatch(/^data:image\/png;base64,/);
  const { body } = await sim.call<{ answer: string }>(`/__sim/captcha?key=${key}`);
  return body.value?.answer ?? '';
}

async function smsCode(sim: TestSim, mobile: string): Promise<string> {
  const { body } = await sim.call<{ code: string }[]>(`/__sim/sms?mobile=${mobile}`);
  return body.value?.[0]?.code ?? '';
}

describe('login', () => {
  it('accepts an encrypted body made with WebCrypto, like the client sends', async () => {
    const sim = makeSim();
    const key = (await sim.call<PublicKeyInfo>('/wps/system/publicKey')).body
      .value as PublicKeyInfo;
    expect(key.algorithm).toBe('RSA-OAEP-256+A256GCM');
    const body = await encryptLikeClient(
      key,
      { username: 'player1', password: 'Player123', type: 'username' },
      { merchant: 'AUR01', path: '/wps/session/login', timestamp: sim.clock.now },
    );
    const res = await sim.call<LoginResponse>('/wps/session/login', {
      body,
      headers: { 'X-Payload-Cipher': 'RSA-OAEP-256+A256GCM' },
    });
    expect(res.body.success).toBe(true);
    expect(res.body.value).toMatchObject({
      firstTimeLogin: false,
      passwordExpired: false,
      temporaryPassword: false,
    });
    expect(res.body.value?.token.length).toBeGreaterThan(20);
  });

  it('refuses a cipher body that does not decrypt with 400 BAD_CIPHER', async () => {
    const sim = makeSim();
    const key = (await sim.call<PublicKeyInfo>('/wps/system/publicKey')).body
      .value as PublicKeyInfo;
    const body = await encryptLikeClient(
      key,
      { username: 'player1' },
      { merchant: 'AUR01', path: '/wps/session/login', timestamp: sim.clock.now },
    );
    const tampered = { ...body, data: Buffer.from('x'.repeat(40)).toString('base64') };
    const res = await sim.call('/wps/session/login', {
      body: tampered,
      headers: { 'X-Payload-Cipher': 'RSA-OAEP-256+A256GCM' },
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('BAD_CIPHER');
  });

  it('asks for a captcha after 3 failures and then enforces it', async () => {
    const sim = makeSim();
    const attempt = (extra: object = {}) =>
      sim.call<{ captcha?: boolean }>('/wps/session/login', {
        body: { username: 'vip1', password: 'Wrong123', type: 'username', ...extra },
      });
    expect((await attempt()).body.value).toEqual({ captcha: false });
    await attempt();
    const third = await attempt();
    expect(third.body).toMatchObject({ success: false, value: { captcha: true } });
    const missing = await sim.call('/wps/session/login', {
      body: { username: 'vip1', password: 'Player123', type: 'username' },
    });
    expect(missing.body).toMatchObject({
      success: false,
      code: 'CAPTCHA_REQUIRED',
      value: { captcha: true },
    });
    const key = 'a1b2c3d4-0000-4000-8000-000000000001';
    await captchaAnswer(sim, key);
    const wrong = await sim.call('/wps/session/login', {
      body: {
        username: 'vip1',
        password: 'Player123',
        type: 'username',
        captchaKey: key,
        captcha: '0000x',
      },
    });
    expect(wrong.body.code).toBe('CAPTCHA_INVALID');
    sim.advance(1500);
    const answer = await captchaAnswer(sim, key);
    const right = await sim.call<LoginResponse>('/wps/session/login', {
      body: {
        username: 'vip1',
        password: 'Player123',
        type: 'username',
        captchaKey: key,
        captcha: answer,
      },
    });
    expect(right.body.success).toBe(true);
    // success clears the failure count: the next login needs no captcha
    expect(
      (
        await sim.call('/wps/session/login', {
          body: { username: 'vip1', password: 'Player123', type: 'username' },
        })
      ).body.success,
    ).toBe(true);
  });

  it('serves the captcha as a real PNG and limits refreshes to one a second per key', async () => {
    const sim = makeSim();
    const key = 'b1b2c3d4-0000-4000-8000-000000000002';
    const first = await sim.call<string>(`/wps/captcha?key=${key}`);
    const png = Buffer.from((first.body.value ?? '').split(',')[1] ?? '', 'base64');
    expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
    expect(png.readUInt32BE(16)).toBe(112);
    const again = await sim.call(`/wps/captcha?key=${key}`);
    expect(again.status).toBe(429);
    expect(again.body.code).toBe('RATE_LIMITED');
    sim.advance(1000);
    expect((await sim.call(`/wps/captcha?key=${key}`)).status).toBe(200);
    expect((await sim.call('/wps/captcha?key=<bad>')).status).toBe(400);
  });

  it('expires tokens after the lifetime and revokes them on logout', async () => {
    const sim = makeSim({ tokenTtlMs: 60_000 });
    const token = await sim.login();
    expect((await sim.call('/wps/member/info', { token })).status).toBe(200);
    sim.advance(61_000);
    const expired = await sim.call('/wps/member/info', { token });
    expect(expired.status).toBe(401);
    expect(expired.body).toMatchObject({
      success: false,
      code: 'UNAUTHORIZED',
      message: 'You are not logged in, please login',
    });
    const second = await sim.login();
    expect(
      (await sim.call('/wps/session/logout', { method: 'DELETE', token: second })).body.success,
    ).toBe(true);
    expect((await sim.call('/wps/v2/wallets/balance', { token: second })).status).toBe(401);
  });

  it('flags a temporary password, and an old password only where PWDEXPFORCECHANGE3 is on', async () => {
    const sim = makeSim();
    const temp = await sim.call<LoginResponse>('/wps/session/login', {
      body: { username: 'temp1', password: 'Temp1234', type: 'username' },
    });
    expect(temp.body.value).toMatchObject({ temporaryPassword: true, firstTimeLogin: true });
    const expired = await sim.call<LoginResponse>('/wps/session/login', {
      body: { username: 'expired1', password: 'Expired123', type: 'username' },
    });
    expect(expired.body.value?.passwordExpired).toBe(true);
    const tiger = await sim.call<LoginResponse>('/wps/session/login', {
      merchant: 'TGR07',
      body: { username: 'expired1', password: 'Expired123', type: 'username' },
    });
    expect(tiger.body.value?.passwordExpired).toBe(false);
    const info = await sim.call<{ temporaryPassword: boolean }>('/wps/member/info', {
      token: temp.body.value?.token,
    });
    expect(info.body.value?.temporaryPassword).toBe(true);
  });

  it('logs in by SMS code: 6 digits, one send a minute, codes expire', async () => {
    const sim = makeSim();
    const send = () =>
      sim.call<{ expiredMinutes: number }>('/wps/verification/sms/noLogin', {
        body: { mobileNum: '0912345678', countryDialingCode: '84' },
      });
    const sent = await send();
    expect(sent.body.value).toEqual({ expiredMinutes: 5 });
    const code = await smsCode(sim, '0912345678');
    expect(code).toMatch(/^\d{6}$/);
    const limited = await send();
    expect(limited.status).toBe(429);
    const wrong = await sim.call('/wps/session/login', {
      body: {
        username: '0912345678',
        password: code === '000000' ? '111111' : '000000',
        type: 'sms',
        countryDialingCode: '84',
      },
    });
    expect(wrong.body).toMatchObject({ success: false, code: 'SMS_CODE_INVALID' });
    const good = await sim.call<LoginResponse>('/wps/session/login', {
      body: { username: '0912345678', password: code, type: 'sms', countryDialingCode: '84' },
    });
    expect(good.body.value).toMatchObject({ passwordExpired: false, temporaryPassword: false });
    const info = await sim.call<{ account: string }>('/wps/member/info', {
      token: good.body.value?.token,
    });
    expect(info.body.value?.account).toBe('player1');
    // a used code cannot be reused; a new one expires after 5 minutes
    expect(
      (
        await sim.call('/wps/session/login', {
          body: { username: '0912345678', password: code, type: 'sms' },
        })
      ).body.success,
    ).toBe(false);
    sim.advance(61_000);
    await send();
    const late = await smsCode(sim, '0912345678');
    sim.advance(5 * 60_000 + 1);
    const stale = await sim.call('/wps/session/login', {
      body: { username: '0912345678', password: late, type: 'sms' },
    });
    expect(stale.body.message).toMatch(/expired/);
  });

  it('refuses SMS login where MOBILEVERCODELOGIN3 is off, and malformed numbers', async () => {
    const sim = makeSim();
    const lotus = await sim.call('/wps/verification/sms/noLogin', {
      merchant: 'LTS88',
      body: { mobileNum: '0912345678', countryDialingCode: '84' },
    });
    expect(lotus.body).toMatchObject({ success: false, code: 'FEATURE_DISABLED' });
    const bad = await sim.call('/wps/verification/sms/noLogin', {
      body: { mobileNum: '09-abc', countryDialingCode: '84' },
    });
    expect(bad.status).toBe(400);
  });

  it('starts free play as a trial user (flag 4) who cannot launch games', async () => {
    const sim = makeSim();
    const trial = await sim.call<LoginResponse>('/wps/session/login/freeplay', {
      body: { os: 'web', platform: 'W', gatewayVersion: 3 },
    });
    const token = trial.body.value?.token;
    const info = await sim.call<{ type: number }>('/wps/member/info', { token });
    expect(info.body.value?.type).toBe(4);
    const launch = await sim.call('/wps/game/launchGame?gameId=1001&vassalage=BGS', { token });
    expect(launch.body).toMatchObject({ success: false, code: 'TRIAL_FORBIDDEN' });
    expect(
      (await sim.call('/wps/session/login/freeplay', { merchant: 'LTS88', body: {} })).body.code,
    ).toBe('FEATURE_DISABLED');
  });
});

describe('registration', () => {
  async function aurora(sim: TestSim, overrides: Record<string, unknown> = {}) {
    const key = `c1b2c3d4-0000-4000-8000-${String(Math.floor(sim.clock.now % 1e12)).padStart(12, '0')}`;
    const captcha = await captchaAnswer(sim, key);
    const mobileNum = (overrides.mobileNum as string | undefined) ?? '0987654321';
    await sim.call('/wps/verification/sms/register', {
      body: { mobileNo: mobileNum, countryDialingCode: '84' },
    });
    const verificationCode = await smsCode(sim, mobileNum);
    return sim.call<RegisterResponse>('/wps/member/register', {
      method: 'PUT',
      body: {
        username: 'newbie7',
        password: 'Secret123',
        confirmPassword: 'Secret123',
        mobileNum,
        countryDialingCode: '84',
        captchaKey: key,
        captcha,
        verificationCode,
        login: true,
        registerMethod: 'WEB',
        ...overrides,
      },
    });
  }

  it('publishes per-field rules that differ per merchant', async () => {
    const sim = makeSim();
    const aur = await sim.call<
      Record<string, { enabled: boolean; required: boolean; patternId: number }>
    >('/wps/system/setting/register');
    expect(aur.body.value?.username).toMatchObject({
      enabled: true,
      required: true,
      patternId: 1,
      minLength: 4,
      maxLength: 16,
    });
    expect(aur.body.value?.verificationCode?.enabled).toBe(true);
    const tgr = await sim.call<Record<string, { enabled: boolean; acceptedPattern: string }>>(
      '/wps/system/setting/register',
      { merchant: 'TGR07' },
    );
    expect(tgr.body.value?.verificationCode?.enabled).toBe(false);
    expect(tgr.body.value?.affiliateCode).toMatchObject({
      enabled: true,
      required: true,
      acceptedPattern: '^[A-Z0-9]+$',
    });
  });

  it('registers with captcha and SMS code, logs in, and keeps the password hashed', async () => {
    const sim = makeSim();
    const res = await aurora(sim);
    expect(res.body).toMatchObject({ success: true, value: { account: 'newbie7' } });
    expect(
      (await sim.call('/wps/member/info', { token: res.body.value?.token ?? '' })).body.success,
    ).toBe(true);
    const stored = sim.app.sim.db
      .prepare("SELECT password_hash FROM members WHERE account = 'newbie7'")
      .get() as { password_hash: string };
    expect(stored.password_hash).toMatch(/^scrypt\$/);
    expect(stored.password_hash).not.toContain('Secret123');
    expect(await sim.login('newbie7', 'Secret123')).toBeTruthy();
  });

  it('refuses rule violations, duplicates and bad invitation codes with clear messages', async () => {
    const sim = makeSim();
    const pattern = await aurora(sim, { username: '9lives' });
    expect(pattern.body).toMatchObject({
      success: false,
      code: 'VALIDATION_FAILED',
      message: 'Username format is incorrect',
    });
    sim.advance(61_000);
    const confirm = await aurora(sim, { confirmPassword: 'Other1234' });
    expect(confirm.body.message).toBe('Incorrect confirmation input');
    sim.advance(61_000);
    const taken = await aurora(sim, { username: 'player1' });
    expect(taken.body).toMatchObject({ success: false, code: 'USERNAME_TAKEN' });
    sim.advance(61_000);
    const affiliate = await aurora(sim, { affiliateCode: 'NOPE99' });
    expect(affiliate.body).toMatchObject({
      success: false,
      code: 'AFFILIATE_INVALID',
      message: 'Invalid invitation code',
    });
    const mobileTaken = await sim.call('/wps/verification/sms/register', {
      body: { mobileNo: '0912345678', countryDialingCode: '84' },
    });
    expect(mobileTaken.body.code).toBe('MOBILE_TAKEN');
    const empty = await sim.call('/wps/member/register', {
      method: 'PUT',
      body: { password: 'Secret123' },
    });
    expect(empty.body.message).toBe('Username: Input cannot be empty');
  });

  it('counts a wrong invitation or referral code against the IP, and then waits like the check', async () => {
    const sim = makeSim();
    const misses = () => failuresOf(sim.app.sim, ipSubject('127.0.0.1'), IP_LIMIT.windowMs);
    expect((await aurora(sim, { affiliateCode: 'NOPE99' })).body.code).toBe('AFFILIATE_INVALID');
    sim.advance(61_000);
    expect((await aurora(sim, { referralCode: 'NOPE99' })).body.code).toBe('AFFILIATE_INVALID');
    expect(misses()).toBe(2);
    // The IP has missed as often as the affiliate check allows: registering with a code waits.
    sim.advance(61_000);
    while (misses() < IP_LIMIT.lockAfter) recordFailure(sim.app.sim, ipSubject('127.0.0.1'));
    const locked = await aurora(sim, { affiliateCode: 'AGENT01' });
    expect([locked.status, locked.body.code]).toEqual([429, 'RATE_LIMITED']);
  });

  it('checks affiliate codes and requires one on the tiger brand', async () => {
    const sim = makeSim();
    expect(
      (await sim.call('/wps/agent/affiliate?code=AGENT01&domain=localhost')).body,
    ).toMatchObject({ success: true, value: { valid: true } });
    expect((await sim.call('/wps/agent/affiliate?code=ZZZZ&domain=localhost')).body.message).toBe(
      'Invalid invitation code',
    );
    const key = 'd1b2c3d4-0000-4000-8000-000000000009';
    const captcha = await captchaAnswer(sim, key);
    const tiger = await sim.call<RegisterResponse>('/wps/member/register', {
      method: 'PUT',
      merchant: 'TGR07',
      body: {
        username: 'tigerfan',
        password: 'Roar1234',
        confirmPassword: 'Roar1234',
        email: 'fan@example.com',
        affiliateCode: 'AGENT01',
        captchaKey: key,
        captcha,
      },
    });
    expect(tiger.body).toMatchObject({
      success: true,
      value: { account: 'tigerfan', token: null },
    });
    const downlines = await sim.call<{ list: { account: string }[] }>(
      '/wps/agent/downlines?pageSize=50',
      { merchant: 'TGR07', token: await sim.login('agent1', 'Agent1234', 'TGR07') },
    );
    expect(downlines.body.value?.list.map((d) => d.account)).toContain('tigerfan');
  });

  it('registers by mobile (account = number); lotus needs no password there', async () => {
    const sim = makeSim();
    await sim.call('/wps/verification/sms/register/mobile', {
      merchant: 'LTS88',
      body: { mobileNum: '0977000111', countryDialingCode: '84' },
    });
    const code = await smsCode(sim, '0977000111');
    const res = await sim.call<RegisterResponse>('/wps/member/register/mobile', {
      method: 'PUT',
      merchant: 'LTS88',
      body: {
        mobileNum: '0977000111',
        countryDialingCode: '84',
        verificationCode: code,
        payeeName: 'Lan Anh',
        login: true,
      },
    });
    expect(res.body).toMatchObject({ success: true, value: { account: '0977000111' } });
    expect(
      (
        await sim.call('/wps/member/register/mobile', {
          method: 'PUT',
          merchant: 'TGR07',
          body: {},
        })
      ).body.code,
    ).toBe('FEATURE_DISABLED');
  });
});

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

describe('registration races', () => {
  it('answers simultaneous registrations of one name with one success and "already exists"', async () => {
    const sim = makeSim();
    const keys = Array.from({ length: 4 }, (_, i) => `e0e0e0e0-0000-4000-8000-00000000000${i}`);
    const captchas = [];
    for (const key of keys)
      captchas.push({ captchaKey: key, captcha: await captchaAnswer(sim, key) });
    const answers = await Promise.all(
      captchas.map((captcha) =>
        sim.call('/wps/member/register', {
          method: 'PUT',
          merchant: 'TGR07',
          body: {
            username: 'samename',
            password: 'Twins2025',
            confirmPassword: 'Twins2025',
            email: 'same@example.com',
            affiliateCode: 'AGENT01',
            ...captcha,
          },
        }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    expect(answers.filter((answer) => answer.body.success)).toHaveLength(1);
    expect(answers.filter((answer) => !answer.body.success).map((answer) => answer.body)).toEqual(
      Array.from({ length: 3 }, () => ({
        success: false,
        value: null,
        message: 'Username already exists',
        code: 'USERNAME_TAKEN',
      })),
    );
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
