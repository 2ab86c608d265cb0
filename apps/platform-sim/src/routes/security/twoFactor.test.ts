import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { totpCode } from '../../auth/totp';
import {
  API_PATHS,
  SECURITY_PATHS,
  type HandoverCode,
  type LoginResponse,
  type MemberInfo,
  type RecoveryCodes,
  type SecurityOverview,
  type TwoFactorSetup,
} from '../../contract';
import { MERCHANTS } from '../../merchants/config';
import { makeSim } from '../../testing';
import {
  SCRYPT_HEAVY,
  STEP,
  passwordLogin,
  secondStep,
  ticketOf,
  turnOn,
} from './security.test-helper';

describe('two-step sign-in with an authenticator app', () => {
  it('names each merchant after its brand file, and requires it of agents where the brand does', () => {
    for (const brand of ['aurora', 'lotus', 'tiger']) {
      const file = new URL(`../../../../../brands/${brand}.json`, import.meta.url);
      const config = JSON.parse(readFileSync(file, 'utf8')) as {
        name: string;
        merchantCode: string;
        twoFactor?: { requiredForAgents: boolean };
      };
      const merchant = MERCHANTS.find((candidate) => candidate.code === config.merchantCode);
      expect(merchant?.brandName, brand).toBe(config.name);
      expect(merchant?.agentTwoFactorRequired, brand).toBe(
        config.twoFactor?.requiredForAgents ?? false,
      );
    }
  });

  it(
    'sets up with an otpauth address under the brand name, and turns on only after a correct code and the password',
    SCRYPT_HEAVY,
    async () => {
      const sim = makeSim();
      const token = await sim.login();
      const setup = await sim.call<TwoFactorSetup>(SECURITY_PATHS.twoFactorSetup, {
        token,
        body: {},
      });
      const { secret, uri, issuer } = setup.body.value!;
      expect(issuer).toBe('Aurora Play');
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);
      expect(uri).toBe(
        `otpauth://totp/Aurora%20Play:player1?issuer=Aurora%20Play&secret=${secret}&algorithm=SHA1&digits=6&period=30`,
      );
      const enable = (body: Record<string, unknown>) =>
        sim.call<RecoveryCodes>(SECURITY_PATHS.twoFactorEnable, { token, body });
      const code = totpCode(secret, sim.clock.now);
      const wrong = code === '000000' ? '111111' : '000000';
      expect((await enable({ code: wrong, password: 'Player123' })).body.code).toBe(
        'TWO_FACTOR_INVALID',
      );
      expect((await enable({ code, password: 'Wrong1234' })).body.code).toBe('PASSWORD_INVALID');
      for (const body of [
        { password: 'Player123' },
        { code: [1], password: 'Player123' },
        { code },
      ])
        expect((await enable(body)).status).toBe(400);
      const overviewOf = async () =>
        (await sim.call<SecurityOverview>(SECURITY_PATHS.security, { token })).body.value!;
      expect((await overviewOf()).twoFactor.enabled).toBe(false);

      const on = await enable({ code, password: 'Player123' });
      const codes = on.body.value!.recoveryCodes;
      expect(codes).toHaveLength(10);
      expect(new Set(codes).size).toBe(10);
      codes.forEach((c) => expect(c).toMatch(/^[2-9A-HJKMNP-Z]{5}-[2-9A-HJKMNP-Z]{5}$/));
      expect((await overviewOf()).twoFactor).toMatchObject({
        enabled: true,
        recoveryCodesLeft: 10,
      });
      const info = await sim.call<MemberInfo>(API_PATHS.memberInfo, { token });
      expect(info.body.value?.twoFactorEnabled).toBe(true);
      // only hashes are kept
      const stored = sim.app.sim.db.prepare('SELECT code_hash FROM recovery_codes').all() as {
        code_hash: string;
      }[];
      expect(stored.some((row) => codes.includes(row.code_hash))).toBe(false);
      // on already: no second set-up, no second enabling
      expect((await sim.call(SECURITY_PATHS.twoFactorSetup, { token, body: {} })).body.code).toBe(
        'INVALID_STATE',
      );
    },
  );

  it(
    'asks every first step for the code and takes each code once, within one step of drift',
    SCRYPT_HEAVY,
    async () => {
      const sim = makeSim();
      const { secret } = await turnOn(sim, await sim.login());
      const setUpAt = sim.clock.now;
      sim.advance(STEP);

      // the password step answers a ticket, no session
      const ticket = await ticketOf(sim);
      expect(ticket).toMatch(/^[\w-]{40,}$/);
      // the code used at set-up is refused (replayed), a code two steps ahead too
      expect((await secondStep(sim, ticket, { code: totpCode(secret, setUpAt) })).body.code).toBe(
        'TWO_FACTOR_INVALID',
      );
      expect(
        (await secondStep(sim, ticket, { code: totpCode(secret, sim.clock.now + 2 * STEP) })).body
          .code,
      ).toBe('TWO_FACTOR_INVALID');
      // the next step's code (an app whose clock runs a little ahead) signs in
      const next = await secondStep(sim, ticket, { code: totpCode(secret, sim.clock.now + STEP) });
      expect(next.body.success).toBe(true);
      const token = next.body.value!.token;
      expect((await sim.call(API_PATHS.balance, { token })).status).toBe(200);
      // the ticket served once; the same code under a new ticket is a replay
      expect((await secondStep(sim, ticket, { code: '123456' })).body.code).toBe(
        'TWO_FACTOR_TICKET_INVALID',
      );
      const again = await ticketOf(sim);
      expect(
        (await secondStep(sim, again, { code: totpCode(secret, sim.clock.now + STEP) })).body.code,
      ).toBe('TWO_FACTOR_INVALID');

      // SMS sign-in and reset by phone ask for the code too; a handover code does not
      await sim.call(API_PATHS.smsLoginCode, {
        body: { mobileNum: '0912345678', countryDialingCode: '84' },
      });
      const sms = (
        await sim.call<{ code: string; purpose: string }[]>('/__sim/sms?mobile=0912345678')
      ).body.value?.find((m) => m.purpose === 'login')?.code;
      const smsLogin = await sim.call<LoginResponse>(API_PATHS.login, {
        body: { username: '0912345678', countryDialingCode: '84', password: sms, type: 'sms' },
      });
      expect(smsLogin.body.value).toMatchObject({ token: '', twoFactor: { expiresIn: 300 } });
      const handover = await sim.call<HandoverCode>(API_PATHS.sessionHandover, {
        method: 'POST',
        token,
      });
      const exchanged = await sim.call<LoginResponse>(API_PATHS.sessionHandoverExchange, {
        body: { code: handover.body.value?.code },
      });
      expect(exchanged.body.value?.token).toMatch(/.{20,}/);
      expect(exchanged.body.value?.twoFactor).toBeUndefined();
    },
  );
});

describe('the authenticator app: recovery codes, turning it off', () => {
  it('takes a recovery code once, and a new set voids the old one', SCRYPT_HEAVY, async () => {
    const sim = makeSim();
    const token = await sim.login();
    const { codes, secret } = await turnOn(sim, token);
    const [first = '', second = ''] = codes;
    // typed in lower case and without the dash, it still counts
    const used = await secondStep(sim, await ticketOf(sim), {
      recoveryCode: first.toLowerCase().replace('-', ''),
    });
    expect(used.body.success).toBe(true);
    expect((await secondStep(sim, await ticketOf(sim), { recoveryCode: first })).body.code).toBe(
      'TWO_FACTOR_INVALID',
    );
    const overview = await sim.call<SecurityOverview>(SECURITY_PATHS.security, { token });
    expect(overview.body.value?.twoFactor.recoveryCodesLeft).toBe(9);
    // a new set needs a current code
    sim.advance(STEP);
    expect(
      (await sim.call(SECURITY_PATHS.recoveryCodes, { token, body: { code: '12345' } })).body.code,
    ).toBe('TWO_FACTOR_INVALID');
    const fresh = await sim.call<RecoveryCodes>(SECURITY_PATHS.recoveryCodes, {
      token,
      body: { code: totpCode(secret, sim.clock.now) },
    });
    expect(fresh.body.value?.recoveryCodes).toHaveLength(10);
    expect((await secondStep(sim, await ticketOf(sim), { recoveryCode: second })).body.code).toBe(
      'TWO_FACTOR_INVALID',
    );
    const newOne = fresh.body.value?.recoveryCodes[0];
    expect(
      (await secondStep(sim, await ticketOf(sim), { recoveryCode: newOne })).body.success,
    ).toBe(true);
  });

  it(
    'makes the account wait after 5 wrong codes, counts them under the password limit too, and lets the right code in after the wait',
    SCRYPT_HEAVY,
    async () => {
      const sim = makeSim();
      const { secret } = await turnOn(sim, await sim.login());
      sim.advance(STEP);
      const ticket = await ticketOf(sim);
      const right = totpCode(secret, sim.clock.now);
      const wrong = right === '000000' ? '111111' : '000000';
      for (let miss = 1; miss <= 4; miss += 1)
        expect((await secondStep(sim, ticket, { code: wrong })).body.code).toBe(
          'TWO_FACTOR_INVALID',
        );
      // the misses count under the account's sign-in limit: the password step now wants a captcha
      expect((await passwordLogin(sim)).body.code).toBe('CAPTCHA_REQUIRED');
      const fifth = await secondStep(sim, ticket, { code: wrong });
      expect([fifth.status, fifth.body.code]).toEqual([429, 'RATE_LIMITED']);
      expect(fifth.body.message).toBe(
        'Too many wrong codes for this account: please try again in 15 minutes',
      );
      expect(fifth.headers.get('Retry-After')).toBe('900');
      // the right code waits too, and so does a recovery code
      expect((await secondStep(sim, ticket, { code: right })).status).toBe(429);
      sim.advance(15 * 60_000);
      // a new first step (the old ticket has expired), then the right code lets the player in
      sim.app.sim.db.prepare("DELETE FROM auth_failures WHERE subject LIKE 'account:%'").run();
      const late = await ticketOf(sim);
      expect(
        (await secondStep(sim, late, { code: totpCode(secret, sim.clock.now) })).body.success,
      ).toBe(true);
    },
  );

  it(
    'refuses a ticket that expired, was never issued, or belongs to another merchant',
    SCRYPT_HEAVY,
    async () => {
      const sim = makeSim();
      const { secret } = await turnOn(sim, await sim.login());
      sim.advance(STEP);
      const ticket = await ticketOf(sim);
      const code = totpCode(secret, sim.clock.now);
      expect((await secondStep(sim, ticket, { code }, 'TGR07')).body.code).toBe(
        'TWO_FACTOR_TICKET_INVALID',
      );
      expect((await secondStep(sim, 'not-a-ticket', { code })).body.code).toBe(
        'TWO_FACTOR_TICKET_INVALID',
      );
      for (const body of [{}, { code, recoveryCode: 'AAAAA-BBBBB' }, { code: { x: 1 } }])
        expect((await secondStep(sim, ticket, body)).status).toBe(400);
      sim.advance(5 * 60_000);
      expect(
        (await secondStep(sim, ticket, { code: totpCode(secret, sim.clock.now) })).body.code,
      ).toBe('TWO_FACTOR_TICKET_INVALID');
    },
  );

  it('turns off only with the password and a current code', SCRYPT_HEAVY, async () => {
    const sim = makeSim();
    const token = await sim.login();
    const { secret } = await turnOn(sim, token);
    sim.advance(STEP);
    const disable = (body: Record<string, unknown>) =>
      sim.call(SECURITY_PATHS.twoFactorDisable, { token, body });
    const code = totpCode(secret, sim.clock.now);
    expect((await disable({ password: 'Wrong1234', code })).body.code).toBe('PASSWORD_INVALID');
    expect((await disable({ password: 'Player123', code: '1234567' })).body.code).toBe(
      'TWO_FACTOR_INVALID',
    );
    expect((await disable({ code })).status).toBe(400);
    expect((await disable({ password: 'Player123', code })).body.success).toBe(true);
    expect((await passwordLogin(sim)).body.value?.token).toMatch(/.{20,}/);
    expect((await disable({ password: 'Player123', code })).body.code).toBe('INVALID_STATE');
  });

  it(
    'opens the agent centre of a brand that requires it only once the agent has it on',
    SCRYPT_HEAVY,
    async () => {
      const sim = makeSim();
      const lotus = await sim.login('agent1', 'Agent1234', 'LTS88');
      const downlines = (token: string, merchant: string) =>
        sim.call(API_PATHS.downlines, { token, merchant });
      expect((await downlines(lotus, 'LTS88')).body.code).toBe('TWO_FACTOR_REQUIRED');
      const overview = await sim.call<SecurityOverview>(SECURITY_PATHS.security, {
        token: lotus,
        merchant: 'LTS88',
      });
      expect(overview.body.value?.twoFactorRequired).toBe(true);
      await turnOn(sim, lotus, { merchant: 'LTS88', password: 'Agent1234' });
      expect((await downlines(lotus, 'LTS88')).body.success).toBe(true);
      // aurora does not require it
      expect((await downlines(await sim.login('agent1', 'Agent1234'), 'AUR01')).body.success).toBe(
        true,
      );
    },
  );
});
