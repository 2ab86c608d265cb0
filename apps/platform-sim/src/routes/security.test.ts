import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SoftAuthenticator } from '../auth/softAuthenticator.test-helper';
import { totpCode } from '../auth/totp';
import {
  API_PATHS,
  SECURITY_PATHS,
  type ActiveSession,
  type HandoverCode,
  type LoginResponse,
  type MemberInfo,
  type Passkey,
  type PasskeyRegistrationOptions,
  type PasskeySignInOptions,
  type RecoveryCodes,
  type SecurityOverview,
  type SignInAttempt,
  type TwoFactorSetup,
} from '../contract';
import { MERCHANTS } from '../merchants/config';
import { makeSim, type TestSim } from '../testing';

// several scrypt checks each: room for a busy machine
const SCRYPT_HEAVY = { timeout: 60_000 };
const STEP = 30_000;
const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const SITE = { Origin: 'http://127.0.0.1:4250', Host: '127.0.0.1:4250' };

const passwordLogin = (
  sim: TestSim,
  { account = 'player1', password = 'Player123', merchant = 'AUR01', userAgent = CHROME } = {},
) =>
  sim.call<LoginResponse>(API_PATHS.login, {
    body: { username: account, password, type: 'username' },
    merchant,
    headers: { 'User-Agent': userAgent },
  });

/** Turns two-step sign-in on for a signed-in member; answers the key and the recovery codes. */
async function turnOn(
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

const secondStep = (
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

async function ticketOf(sim: TestSim, merchant?: string): Promise<string> {
  const first = await passwordLogin(sim, merchant ? { merchant } : {});
  expect(first.body.value?.token).toBe('');
  return first.body.value?.twoFactor?.ticket ?? '';
}

describe('two-step sign-in with an authenticator app', () => {
  it('names each merchant after its brand file, and requires it of agents where the brand does', () => {
    for (const brand of ['aurora', 'lotus', 'tiger']) {
      const file = new URL(`../../../../brands/${brand}.json`, import.meta.url);
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

describe('active sessions', () => {
  it(
    'lists each session with its device, address and times, and ends one or all others at once',
    SCRYPT_HEAVY,
    async () => {
      const sim = makeSim();
      const desktop = (await passwordLogin(sim)).body.value!.token;
      sim.advance(5_000);
      const phone = (await passwordLogin(sim, { userAgent: IPHONE })).body.value!.token;
      sim.advance(5_000);
      const third = (await passwordLogin(sim)).body.value!.token;
      const list = async (token: string) =>
        (await sim.call<ActiveSession[]>(SECURITY_PATHS.sessions, { token })).body.value ?? [];
      const sessions = await list(desktop);
      expect(sessions).toHaveLength(3);
      expect(sessions.map((s) => s.current)).toEqual([false, false, true]);
      expect(sessions[1]).toMatchObject({
        browser: 'Safari',
        os: 'iOS',
        deviceType: 'mobile',
        deviceModel: 'iPhone',
        ip: '127.0.0.1',
      });
      expect(sessions[2]).toMatchObject({ browser: 'Chrome', browserVersion: '140', os: 'Linux' });
      // last activity moves with the session's calls (written at most once a minute)
      sim.advance(120_000);
      await sim.call(API_PATHS.balance, { token: phone });
      const phoneRow = (await list(desktop)).find((s) => s.browser === 'Safari');
      expect(Date.parse(phoneRow!.lastActiveAt) - Date.parse(phoneRow!.signedInAt)).toBe(125_000);

      // a handover code minted by the phone dies with it
      const code = (
        await sim.call<HandoverCode>(API_PATHS.sessionHandover, { method: 'POST', token: phone })
      ).body.value?.code;
      const end = (token: string, body: unknown) =>
        sim.call<{ ended: number }>(SECURITY_PATHS.sessions, { method: 'DELETE', token, body });
      expect((await end(desktop, { id: phoneRow!.id })).body.value).toEqual({ ended: 1 });
      const refused = await sim.call(API_PATHS.balance, { token: phone });
      expect([refused.status, refused.body.code]).toEqual([401, 'SIGNED_OUT_ELSEWHERE']);
      expect(
        (await sim.call(API_PATHS.sessionHandoverExchange, { body: { code } })).body.code,
      ).toBe('HANDOVER_INVALID');
      // this session, an ended one, another member's: refused; bad input: 400
      const mine = (await list(desktop)).find((s) => s.current)!;
      expect((await end(desktop, { id: mine.id })).body.code).toBe('NOT_FOUND_ENTITY');
      expect((await end(desktop, { id: phoneRow!.id })).body.code).toBe('NOT_FOUND_ENTITY');
      const vip = await sim.login('vip1');
      expect((await end(vip, { id: mine.id })).body.code).toBe('NOT_FOUND_ENTITY');
      for (const body of [{}, { id: 'x' }, { id: 1, others: true }, { others: 'yes' }])
        expect((await end(desktop, body)).status).toBe(400);

      expect((await end(desktop, { others: true })).body.value).toEqual({ ended: 1 });
      expect((await sim.call(API_PATHS.balance, { token: third })).body.code).toBe(
        'SIGNED_OUT_ELSEWHERE',
      );
      expect((await sim.call(API_PATHS.balance, { token: desktop })).status).toBe(200);
      expect(await list(desktop)).toHaveLength(1);
      // a plain logout is no "elsewhere"
      await sim.call(API_PATHS.logout, { method: 'DELETE', token: desktop });
      expect((await sim.call(API_PATHS.balance, { token: desktop })).body.code).toBe(
        'UNAUTHORIZED',
      );
    },
  );
});

describe('sign-in history and new devices', () => {
  it(
    'lists the attempts with their result, address and device, newest first, at most 30',
    SCRYPT_HEAVY,
    async () => {
      const sim = makeSim();
      const token = await sim.login();
      const { secret } = await turnOn(sim, token);
      sim.advance(STEP);
      await passwordLogin(sim, { password: 'Wrong1234' });
      const ticket = await ticketOf(sim);
      const right = totpCode(secret, sim.clock.now);
      await secondStep(sim, ticket, { code: right === '000000' ? '111111' : '000000' });
      await secondStep(sim, ticket, { code: right });
      const history = async () =>
        (await sim.call<SignInAttempt[]>(SECURITY_PATHS.signInHistory, { token })).body.value ?? [];
      expect((await history()).map((a) => [a.result, a.method])).toEqual([
        ['signedIn', 'twoFactor'],
        ['wrongCode', 'twoFactor'],
        ['wrongPassword', 'password'],
        ['signedIn', 'password'],
      ]);
      expect((await history())[0]).toMatchObject({
        ip: '127.0.0.1',
        browser: 'Chrome',
        os: 'Linux',
      });

      // an account that waits: "locked"
      const { protection } = sim.app.sim.queries;
      for (let i = 0; i < 10; i += 1)
        protection.recordFailure.run('account:AUR01:player1', sim.clock.now);
      expect((await passwordLogin(sim)).status).toBe(429);
      expect((await history())[0]?.result).toBe('locked');
      // at most 30 are kept (each miss here clears the log, so no captcha or wait comes first)
      for (let i = 0; i < 31; i += 1) {
        sim.app.sim.db.prepare('DELETE FROM auth_failures').run();
        await passwordLogin(sim, { password: `Wrong${i}x` });
      }
      const kept = await history();
      expect(kept).toHaveLength(30);
      expect(kept.every((a) => a.result === 'wrongPassword')).toBe(true);
    },
  );

  it(
    'leaves a message when a member signs in from a device never used before',
    SCRYPT_HEAVY,
    async () => {
      const sim = makeSim();
      const messages = async (token: string) =>
        (
          await sim.call<{ list: { title: string; content: string }[] }>(API_PATHS.messages, {
            token,
          })
        ).body.value?.list.filter((m) => m.title === 'New sign-in to your account') ?? [];
      const desktop = (await passwordLogin(sim)).body.value!.token;
      expect(await messages(desktop)).toHaveLength(0); // the first device is no news
      await passwordLogin(sim, { userAgent: CHROME.replace('140.0.0.0', '141.0.0.0') });
      expect(await messages(desktop)).toHaveLength(0); // a browser update is the same device
      await passwordLogin(sim, { userAgent: IPHONE });
      const [message] = await messages(desktop);
      expect(message?.content).toContain('Safari on iOS (iPhone), from 127.0.0.1');
      await passwordLogin(sim, { userAgent: IPHONE });
      expect(await messages(desktop)).toHaveLength(1);
    },
  );
});

describe('passkeys', () => {
  async function register(
    sim: TestSim,
    token: string,
    authenticator: SoftAuthenticator,
    name = 'Laptop',
  ) {
    const options = await sim.call<PasskeyRegistrationOptions>(
      SECURITY_PATHS.passkeyRegistrationOptions,
      {
        token,
        body: { password: 'Player123' },
        headers: SITE,
      },
    );
    expect(options.body.success, options.body.message).toBe(true);
    const created = authenticator.create(options.body.value!.options);
    return sim.call<Passkey>(SECURITY_PATHS.passkeys, {
      token,
      body: { name, response: created },
      headers: SITE,
    });
  }
  async function signInWith(sim: TestSim, authenticator: SoftAuthenticator, headers = SITE) {
    const options = await sim.call<PasskeySignInOptions>(SECURITY_PATHS.passkeySignInOptions, {
      body: {},
      headers,
    });
    const answer = authenticator.get(options.body.value!.options);
    return sim.call<LoginResponse>(SECURITY_PATHS.passkeySignIn, {
      body: { response: answer },
      headers: { ...headers, 'User-Agent': CHROME },
    });
  }

  it(
    'registers a named passkey after the password, and signs in with it without a username or a code',
    SCRYPT_HEAVY,
    async () => {
      const sim = makeSim();
      const token = await sim.login();
      await turnOn(sim, token);
      const authenticator = new SoftAuthenticator(SITE.Origin);
      const added = await register(sim, token, authenticator, '  Work laptop ');
      expect(added.body.value).toMatchObject({ name: 'Work laptop', lastUsedAt: null });
      const options = authenticator.credentials[0];
      expect(options?.rpId).toBe('127.0.0.1');

      const signedIn = await signInWith(sim, authenticator);
      expect(signedIn.body.message).toBe('Login successful');
      const session = signedIn.body.value!;
      expect(session.twoFactor).toBeUndefined(); // a passkey is both steps
      const info = await sim.call<MemberInfo>(API_PATHS.memberInfo, { token: session.token });
      expect(info.body.value?.account).toBe('player1');
      const list = await sim.call<Passkey[]>(SECURITY_PATHS.passkeys, { token });
      expect(list.body.value?.[0]?.lastUsedAt).not.toBeNull();
      const history = await sim.call<SignInAttempt[]>(SECURITY_PATHS.signInHistory, { token });
      expect(history.body.value?.[0]).toMatchObject({ result: 'signedIn', method: 'passkey' });

      // removed, it signs nobody in
      const id = added.body.value!.id;
      const remove = (body: unknown, who = token) =>
        sim.call(SECURITY_PATHS.passkeys, { method: 'DELETE', token: who, body });
      expect((await remove({ id }, await sim.login('vip1'))).body.code).toBe('NOT_FOUND_ENTITY');
      expect((await remove({})).status).toBe(400);
      expect((await remove({ id })).body.success).toBe(true);
      expect((await signInWith(sim, authenticator)).body.code).toBe('PASSKEY_INVALID');
    },
  );

  it(
    'refuses a wrong password, a bad name, a replayed or foreign answer and another origin',
    SCRYPT_HEAVY,
    async () => {
      const sim = makeSim();
      const token = await sim.login();
      const options = (body: unknown, headers: Record<string, string> = SITE) =>
        sim.call<PasskeyRegistrationOptions>(SECURITY_PATHS.passkeyRegistrationOptions, {
          token,
          body,
          headers,
        });
      expect((await options({ password: 'Wrong1234' })).body.code).toBe('PASSWORD_INVALID');
      expect((await options({})).status).toBe(400);
      // the page's origin must be the host the call was made to, and http only on loopback
      const elsewhere: Record<string, string>[] = [
        { Origin: 'http://evil.example', Host: '127.0.0.1:4250' },
        { Origin: 'http://shop.example', Host: 'shop.example' },
        { Host: '127.0.0.1:4250' },
      ];
      for (const headers of elsewhere)
        expect((await options({ password: 'Player123' }, headers)).body.code).toBe(
          'PASSKEY_INVALID',
        );

      const authenticator = new SoftAuthenticator(SITE.Origin);
      const granted = await options({ password: 'Player123' });
      const answer = authenticator.create(granted.body.value!.options);
      const add = (body: unknown) =>
        sim.call(SECURITY_PATHS.passkeys, { token, body, headers: SITE });
      expect((await add({ name: '<b>', response: answer })).body.code).toBe('VALIDATION_FAILED');
      expect((await add({ name: 'x'.repeat(41), response: answer })).body.code).toBe(
        'VALIDATION_FAILED',
      );
      expect((await add({ name: 'Phone', response: 'nope' })).status).toBe(400);
      expect((await add({ name: 'Phone', response: answer })).body.success).toBe(true);
      // the challenge served once
      expect((await add({ name: 'Phone', response: answer })).body.code).toBe('PASSKEY_INVALID');

      // an answer made for another origin than its challenge's does not verify
      const phishing = new SoftAuthenticator('http://localhost:4250');
      phishing.credentials.push(...authenticator.credentials);
      expect((await signInWith(sim, phishing)).body.code).toBe('PASSKEY_INVALID');
      // a sign-in answer is taken once
      const signInOptions = await sim.call<PasskeySignInOptions>(
        SECURITY_PATHS.passkeySignInOptions,
        {
          body: {},
          headers: SITE,
        },
      );
      const once = authenticator.get(signInOptions.body.value!.options);
      const send = () =>
        sim.call<LoginResponse>(SECURITY_PATHS.passkeySignIn, {
          body: { response: once },
          headers: SITE,
        });
      expect((await send()).body.success).toBe(true);
      expect((await send()).body.code).toBe('PASSKEY_INVALID');
      // a credential nobody registered
      const stranger = new SoftAuthenticator(SITE.Origin);
      stranger.create({ rp: { id: '127.0.0.1' }, user: { id: 'AAAA' }, challenge: 'x' });
      expect((await signInWith(sim, stranger)).body.code).toBe('PASSKEY_INVALID');
      for (const body of [{}, { response: [] }, { response: { id: 1 } }])
        expect((await sim.call(SECURITY_PATHS.passkeySignIn, { body, headers: SITE })).status).toBe(
          400,
        );
    },
  );
});
