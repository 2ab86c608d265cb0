import { describe, expect, it } from 'vitest';
import { failuresOf, IP_LIMIT, ipSubject, recordFailure } from '../../auth/limits';
import { makeSim, type TestSim } from '../../testing';
import type { RegisterResponse } from '../../contract';
import { captchaAnswer, smsCode } from './access.test-helper';

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

describe('registration', () => {
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
});

describe('registration with invitation codes and by mobile', () => {
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
