import { describe, expect, it } from 'vitest';
import { makeSim, type TestSim } from '../testing';

let captchaKeys = 0;

/** A fresh captcha image and its answer (read from the dev endpoint, as the e2e suite does). */
async function solvedCaptcha(sim: TestSim): Promise<{ captchaKey: string; captcha: string }> {
  captchaKeys += 1;
  const captchaKey = `f0f0f0f0-0000-4000-8000-${String(captchaKeys).padStart(12, '0')}`;
  await sim.call(`/wps/captcha?key=${captchaKey}`);
  const { body } = await sim.call<{ answer: string }>(`/__sim/captcha?key=${captchaKey}`);
  return { captchaKey, captcha: body.value?.answer ?? '' };
}

const login = (
  sim: TestSim,
  username: string,
  password: string,
  {
    ip = '198.51.100.1',
    captcha = {},
    merchant = 'AUR01',
  }: { ip?: string; captcha?: object; merchant?: string } = {},
) =>
  sim.call<{ token?: string; captcha?: boolean; retryAfterSeconds?: number }>(
    '/wps/session/login',
    { ip, merchant, body: { username, password, type: 'username', ...captcha } },
  );

describe('sign-in limits per account', () => {
  it('asks for a captcha after 3 failures even when the attempts arrive all at once', async () => {
    const sim = makeSim();
    // Eight guesses fired together: each one counts before its password is checked, so only the
    // first three reach the password; the others are told to solve a captcha.
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => login(sim, 'vip1', `Guess${i}234`)),
    );
    const codes = answers.map((answer) => answer.body.code);
    expect(codes.filter((code) => code === 'LOGIN_FAILED')).toHaveLength(3);
    expect(codes.filter((code) => code === 'CAPTCHA_REQUIRED')).toHaveLength(5);
    expect((await login(sim, 'vip1', 'Player123')).body).toMatchObject({
      code: 'CAPTCHA_REQUIRED',
      value: { captcha: true },
    });
  });

  it('makes the account wait after 10 failures, doubling the wait with each further failure', async () => {
    const sim = makeSim();
    for (let failure = 1; failure <= 10; failure += 1) {
      const answer = await login(sim, 'vip1', 'Wrong1234', { captcha: await solvedCaptcha(sim) });
      expect(answer.body.code).toBe('LOGIN_FAILED');
      sim.advance(1000);
    }
    // even the right password waits: the attacker cannot learn it is right
    const locked = await login(sim, 'vip1', 'Player123', { captcha: await solvedCaptcha(sim) });
    expect(locked.status).toBe(429);
    expect(locked.body).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Too many failed logins for this account: please try again in 29 seconds',
      value: { retryAfterSeconds: 29 },
    });
    expect(locked.headers.get('Retry-After')).toBe('29');
    // the same name in another merchant is another account
    expect((await login(sim, 'vip1', 'Player123', { merchant: 'TGR07' })).body.success).toBe(true);
    sim.advance(30_000);
    const eleventh = await login(sim, 'vip1', 'Wrong1234', { captcha: await solvedCaptcha(sim) });
    expect(eleventh.body.code).toBe('LOGIN_FAILED');
    sim.advance(30_000);
    // the eleventh failure doubled the wait to a minute
    const stillLocked = await login(sim, 'vip1', 'Player123', {
      captcha: await solvedCaptcha(sim),
    });
    expect(stillLocked.body.message).toBe(
      'Too many failed logins for this account: please try again in 30 seconds',
    );
    sim.advance(30_000);
    const right = await login(sim, 'vip1', 'Player123', { captcha: await solvedCaptcha(sim) });
    expect(right.body.success).toBe(true);
    // a success clears the account's count
    expect((await login(sim, 'vip1', 'Player123')).body.success).toBe(true);
  });

  it('never locks an account on wrong captchas alone (they count against the IP only)', async () => {
    const sim = makeSim();
    for (let i = 0; i < 3; i += 1) await login(sim, 'vip1', 'Wrong1234');
    for (let i = 0; i < 12; i += 1) {
      const answer = await login(sim, 'vip1', 'Wrong1234', {
        ip: `203.0.113.${i + 1}`,
        captcha: { captchaKey: 'a0a0a0a0-0000-4000-8000-000000000001', captcha: 'XXXXX' },
      });
      expect(answer.body.code).toBe('CAPTCHA_INVALID');
    }
    const owner = await login(sim, 'vip1', 'Player123', { captcha: await solvedCaptcha(sim) });
    expect(owner.body.success).toBe(true);
  });
});

describe('sign-in limits per IP and overall', () => {
  it('asks every account from a spraying IP for a captcha, then makes the IP wait', async () => {
    // scale 0.1: captcha after 3 failures from one IP, a wait after 15 (defaults 30 and 150)
    const sim = makeSim({ authLimitScale: 0.1 });
    const sprayer = '203.0.113.66';
    for (let i = 0; i < 3; i += 1) {
      const answer = await login(sim, `victim${i}`, 'Summer2025', { ip: sprayer });
      expect(answer.body.code).toBe('LOGIN_FAILED');
    }
    // a fourth account, never tried before, now needs a captcha from that IP, and only from there
    expect((await login(sim, 'player1', 'Player123', { ip: sprayer })).body).toMatchObject({
      code: 'CAPTCHA_REQUIRED',
      value: { captcha: true },
    });
    expect((await login(sim, 'player1', 'Player123', { ip: '192.0.2.5' })).body.success).toBe(true);
    for (let i = 3; i < 15; i += 1) {
      const answer = await login(sim, `victim${i}`, 'Summer2025', {
        ip: sprayer,
        captcha: await solvedCaptcha(sim),
      });
      expect(answer.body.code).toBe('LOGIN_FAILED');
    }
    const locked = await login(sim, 'vip1', 'Player123', {
      ip: sprayer,
      captcha: await solvedCaptcha(sim),
    });
    expect(locked).toMatchObject({
      status: 429,
      body: {
        code: 'RATE_LIMITED',
        message: 'Too many failed logins from your network: please try again in 1 minute',
      },
    });
    sim.advance(60_000);
    expect(
      (
        await login(sim, 'vip1', 'Player123', {
          ip: sprayer,
          captcha: await solvedCaptcha(sim),
        })
      ).body.success,
    ).toBe(true);
  });

  it('asks everyone for a captcha when failures pile up across many IPs', async () => {
    const sim = makeSim({ authLimitScale: 0.01 }); // 5 failures in 5 minutes, from anywhere
    for (let i = 0; i < 5; i += 1) {
      const answer = await login(sim, `nobody${i}`, 'Summer2025', { ip: `198.18.0.${i + 1}` });
      expect(answer.body.code).toBe('LOGIN_FAILED');
    }
    expect((await login(sim, 'player1', 'Player123', { ip: '192.0.2.200' })).body.code).toBe(
      'CAPTCHA_REQUIRED',
    );
    sim.advance(5 * 60_000);
    expect((await login(sim, 'player1', 'Player123', { ip: '192.0.2.200' })).body.success).toBe(
      true,
    );
  });

  it('lets tests read, scale and clear the limits (dev endpoints)', async () => {
    const sim = makeSim();
    const limits = await sim.call<{
      scale: number;
      ip: { captchaAfter: number; lockAfter: number };
    }>('/__sim/limits');
    expect(limits.body.value).toMatchObject({ scale: 1, ip: { captchaAfter: 30, lockAfter: 150 } });
    const scaled = await sim.call<{ ip: { captchaAfter: number } }>('/__sim/limits', {
      body: { scale: 10 },
    });
    expect(scaled.body.value?.ip.captchaAfter).toBe(300);
    for (let i = 0; i < 3; i += 1) await login(sim, 'vip1', 'Wrong1234');
    expect((await login(sim, 'vip1', 'Player123')).body.code).toBe('CAPTCHA_REQUIRED');
    expect((await sim.call('/__sim/limits', { method: 'DELETE' })).body.success).toBe(true);
    expect((await login(sim, 'vip1', 'Player123')).body.success).toBe(true);
    expect((await sim.call('/__sim/limits', { body: { scale: 0 } })).status).toBe(400);
  });
});
