import { describe, expect, it } from 'vitest';
import { makeSim, T0, type TestSim } from '../../testing';

const PLAYER_MOBILE = '0912345678'; // player1 in every merchant
const FREE_MOBILE = '0988111222';

interface OutboxEntry {
  code: string;
  purpose: string;
  countryDialingCode: string;
  expiresAt: string;
  used: boolean;
}

const send = (sim: TestSim, path: string, body: object, merchant = 'AUR01') =>
  sim.call<{ expiredMinutes?: number; expirationTime?: string }>(`/wps/verification/sms/${path}`, {
    body,
    merchant,
  });

const outbox = async (sim: TestSim, mobile: string): Promise<OutboxEntry[]> =>
  (await sim.call<OutboxEntry[]>(`/__sim/sms?mobile=${mobile}`)).body.value ?? [];

describe('SMS codes', () => {
  it('sends a 6-digit login code to a registered number, valid 5 minutes', async () => {
    const sim = makeSim();
    const sent = await send(sim, 'noLogin', { mobileNum: PLAYER_MOBILE, countryDialingCode: '84' });
    expect(sent.body).toMatchObject({ success: true, value: { expiredMinutes: 5 } });
    const [entry] = await outbox(sim, PLAYER_MOBILE);
    expect(entry).toMatchObject({ purpose: 'login', countryDialingCode: '84', used: false });
    expect(entry?.code).toMatch(/^\d{6}$/);
    expect(entry?.expiresAt).toBe(new Date(T0 + 5 * 60_000).toISOString());
  });

  it('refuses login and reset codes for a number nobody registered', async () => {
    const sim = makeSim();
    for (const path of ['noLogin', 'password']) {
      const refused = await send(sim, path, { mobileNum: FREE_MOBILE });
      expect(refused.body).toMatchObject({
        success: false,
        code: 'NOT_FOUND_ENTITY',
        message: 'This mobile number is not registered',
      });
    }
    expect(await outbox(sim, FREE_MOBILE)).toEqual([]);
  });

  it('sends registration codes (both forms) only to numbers not yet registered', async () => {
    const sim = makeSim();
    for (const path of ['register', 'register/mobile']) {
      const taken = await send(sim, path, { mobileNum: PLAYER_MOBILE });
      expect(taken.body).toMatchObject({ success: false, code: 'MOBILE_TAKEN' });
    }
    const fresh = await send(sim, 'register', { mobileNum: FREE_MOBILE });
    expect(fresh.body).toMatchObject({ success: true, value: { expiredMinutes: 5 } });
    expect((await outbox(sim, FREE_MOBILE))[0]?.purpose).toBe('register');
  });

  it('answers the forgot-password code with its expiry time', async () => {
    const sim = makeSim();
    const sent = await send(sim, 'password', { mobileNum: PLAYER_MOBILE });
    expect(sent.body.value).toEqual({ expirationTime: new Date(T0 + 5 * 60_000).toISOString() });
    expect((await outbox(sim, PLAYER_MOBILE))[0]?.purpose).toBe('password');
  });

  it('sends login and reset codes only where the whitelabel flag is on', async () => {
    const sim = makeSim();
    // lotus has MOBILEVERCODELOGIN3 and CHNGPASSVERIF3 off
    const login = await send(sim, 'noLogin', { mobileNum: PLAYER_MOBILE }, 'LTS88');
    expect(login.body).toMatchObject({
      success: false,
      code: 'FEATURE_DISABLED',
      message: 'SMS login is not enabled for this site',
    });
    const reset = await send(sim, 'password', { mobileNum: PLAYER_MOBILE }, 'LTS88');
    expect(reset.body.message).toBe('Password reset by mobile is not enabled for this site');
    await sim.call('/__sim/flags', {
      body: { merchant: 'LTS88', flag: 'MOBILEVERCODELOGIN3', enabled: true },
    });
    expect((await send(sim, 'noLogin', { mobileNum: PLAYER_MOBILE }, 'LTS88')).body.success).toBe(
      true,
    );
  });

  it('allows one send per number a minute across purposes, then sends again', async () => {
    const sim = makeSim();
    expect((await send(sim, 'noLogin', { mobileNum: PLAYER_MOBILE })).body.success).toBe(true);
    sim.advance(45_000);
    const early = await send(sim, 'password', { mobileNum: PLAYER_MOBILE });
    expect(early).toMatchObject({
      status: 429,
      body: {
        success: false,
        code: 'RATE_LIMITED',
        message: 'Too many requests: please wait 15 seconds before requesting another code',
      },
    });
    // another merchant's number is counted apart
    expect((await send(sim, 'noLogin', { mobileNum: PLAYER_MOBILE }, 'TGR07')).body.success).toBe(
      true,
    );
    sim.advance(15_000);
    expect((await send(sim, 'password', { mobileNum: PLAYER_MOBILE })).body.success).toBe(true);
    expect((await outbox(sim, PLAYER_MOBILE)).map((entry) => entry.purpose)).toEqual([
      'password',
      'login',
      'login',
    ]);
  });

  it('reads the number from mobileNum or mobileNo, ignoring spaces, dashes and a + on the dialing code', async () => {
    const sim = makeSim();
    const sent = await send(sim, 'noLogin', {
      mobileNo: '091-234 5678',
      countryDialingCode: '+84',
    });
    expect(sent.body.success).toBe(true);
    expect((await outbox(sim, PLAYER_MOBILE))[0]?.countryDialingCode).toBe('84');
  });

  it('answers malformed numbers and dialing codes with 400', async () => {
    const sim = makeSim();
    for (const body of [{}, { mobileNum: 'call me' }, { mobileNum: '12' }]) {
      const bad = await send(sim, 'noLogin', body);
      expect(bad).toMatchObject({
        status: 400,
        body: { code: 'BAD_REQUEST', message: 'Please enter a valid mobile number' },
      });
    }
    const dialing = await send(sim, 'register', {
      mobileNum: FREE_MOBILE,
      countryDialingCode: '84x',
    });
    expect(dialing).toMatchObject({
      status: 400,
      body: { message: 'countryDialingCode must be 1 to 4 digits' },
    });
    const notJson = await sim.call('/wps/verification/sms/noLogin', {
      body: 'not json',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(notJson.status).toBe(400);
  });

  it('takes a code once, and not after it expired', async () => {
    const sim = makeSim();
    const login = (code: string) =>
      sim.call('/wps/session/login', {
        body: { type: 'sms', username: PLAYER_MOBILE, password: code },
      });
    await send(sim, 'noLogin', { mobileNum: PLAYER_MOBILE });
    const [first] = await outbox(sim, PLAYER_MOBILE);
    expect((await login(first?.code ?? '')).body.success).toBe(true);
    expect((await outbox(sim, PLAYER_MOBILE))[0]?.used).toBe(true);
    expect((await login(first?.code ?? '')).body).toMatchObject({
      code: 'SMS_CODE_INVALID',
      message: 'Verification code not valid or missing',
    });
    sim.advance(60_000);
    await send(sim, 'noLogin', { mobileNum: PLAYER_MOBILE });
    const [second] = await outbox(sim, PLAYER_MOBILE);
    sim.advance(5 * 60_000);
    expect((await login(second?.code ?? '')).body.message).toBe(
      'Verification code expired, please send again',
    );
    expect((await login('12ab')).body.message).toBe('Please enter a valid verification code');
  });
});

describe('captcha', () => {
  const KEY = 'c0ffee00-0000-4000-8000-000000000001';

  it('serves a PNG per key and keeps its 5-character answer for the check', async () => {
    const sim = makeSim();
    const image = await sim.call<string>(`/wps/captcha?captchaKey=${KEY}`);
    expect(image.body.value).toMatch(/^data:image\/png;base64,/);
    const png = Buffer.from((image.body.value ?? '').split(',')[1] ?? '', 'base64');
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const answer = await sim.call<{ answer: string }>(`/__sim/captcha?key=${KEY}`);
    // capitals and digits without the look-alikes 0/O and 1/I: 32^5 = 33.5 million answers
    expect(answer.body.value?.answer).toMatch(/^[A-HJ-NP-Z2-9]{5}$/);
  });

  it('refuses keys that are not 8 to 64 letters, digits or dashes', async () => {
    const sim = makeSim();
    for (const key of ['', 'short', 'x'.repeat(65), 'has spaces in it']) {
      const refused = await sim.call(`/wps/captcha?key=${encodeURIComponent(key)}`);
      expect(refused).toMatchObject({ status: 400, body: { code: 'BAD_REQUEST' } });
    }
  });

  it('gives a new answer on refresh after a second, and refuses faster refreshes', async () => {
    const sim = makeSim();
    await sim.call(`/wps/captcha?key=${KEY}`);
    sim.advance(999);
    expect((await sim.call(`/wps/captcha?key=${KEY}`)).body).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Captcha refreshed too quickly: wait one second',
    });
    sim.advance(1);
    expect((await sim.call(`/wps/captcha?key=${KEY}`)).body.success).toBe(true);
  });

  it('takes an answer once and only within 5 minutes', async () => {
    const sim = makeSim();
    const register = (captcha: string) =>
      sim.call('/wps/member/register', {
        method: 'PUT',
        merchant: 'TGR07', // asks for a captcha
        body: {
          username: 'capt01',
          password: 'Capt1234',
          confirmPassword: 'Capt1234',
          email: 'c@example.com',
          affiliateCode: 'AGENT01',
          captchaKey: KEY,
          captcha,
        },
      });
    await sim.call(`/wps/captcha?key=${KEY}`, { merchant: 'TGR07' });
    const answer =
      (await sim.call<{ answer: string }>(`/__sim/captcha?key=${KEY}`)).body.value?.answer ?? '';
    sim.advance(5 * 60_000 + 1);
    expect((await register(answer)).body).toMatchObject({
      code: 'CAPTCHA_INVALID',
      message: 'The captcha is incorrect, please try again',
    });
    // the failed attempt used the image up
    expect((await sim.call(`/__sim/captcha?key=${KEY}`)).body.code).toBe('NOT_FOUND_ENTITY');
    await sim.call(`/wps/captcha?key=${KEY}`, { merchant: 'TGR07' });
    const fresh =
      (await sim.call<{ answer: string }>(`/__sim/captcha?key=${KEY}`)).body.value?.answer ?? '';
    expect((await register(fresh)).body.success).toBe(true);
    expect((await register(fresh)).body.code).toBe('CAPTCHA_INVALID');
  });
});
