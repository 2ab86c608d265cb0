import { describe, expect, it } from 'vitest';
import { encryptLikeClient, makeSim } from '../../testing';
import type { LoginResponse, PublicKeyInfo } from '../../contract';
import { captchaAnswer, smsCode } from './access.test-helper';

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
});

describe('login: password flags, SMS and free play', () => {
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
