import { describe, expect, it } from 'vitest';
import { totpCode } from '../../auth/totp';
import {
  API_PATHS,
  SECURITY_PATHS,
  type ActiveSession,
  type HandoverCode,
  type SignInAttempt,
} from '../../contract';
import { makeSim } from '../../testing';
import {
  CHROME,
  IPHONE,
  SCRYPT_HEAVY,
  STEP,
  passwordLogin,
  secondStep,
  ticketOf,
  turnOn,
} from './security.test-helper';

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
