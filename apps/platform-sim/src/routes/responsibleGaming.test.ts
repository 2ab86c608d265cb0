import { describe, expect, it } from 'vitest';
import {
  API_PATHS,
  RG_PATHS,
  type DepositOrder,
  type LoginResponse,
  type Paged,
  type RegisterResponse,
  type RgExclusion,
  type RgExclusionRefusal,
  type RgExclusionReturn,
  type RgLimitRefusal,
  type RgLimitView,
  type RgSessionSummary,
  type RgState,
} from '../contract';
import { SAFER_GAMBLING_ACCOUNTS } from '../db/seedResponsibleGaming';
import { makeSim, type TestSim } from '../testing';
// the local identity provider's token path (routes/access/identityProvider.ts)
const IDP_TOKEN_PATH = '/sim-assets/idp/token';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
// several scrypt checks each: room for a busy machine
const SLOW = { timeout: 60_000 };

const state = async (sim: TestSim, token: string, merchant = 'AUR01') =>
  (await sim.call<RgState>(RG_PATHS.state, { token, merchant })).body.value as RgState;
const limitOf = (rg: RgState, kind: string, period: string) =>
  rg.limits.find((limit) => limit.kind === kind && limit.period === period) as RgLimitView;
const setLimit = (
  sim: TestSim,
  token: string,
  kind: string,
  period: string,
  amount: number | null,
  merchant = 'AUR01',
) => sim.call<RgState>(RG_PATHS.limits, { token, merchant, body: { kind, period, amount } });
const deposit = (sim: TestSim, token: string, amount: number, merchant = 'AUR01') =>
  sim.call<DepositOrder>('/wps/member/deposit', { token, merchant, body: { methodId: 1, amount } });
const excludeFor = (
  sim: TestSim,
  token: string,
  kind: 'timeOut' | 'selfExclusion',
  period: string,
  merchant = 'AUR01',
) => sim.call<RgExclusion>(RG_PATHS.exclusion, { token, merchant, body: { kind, period } });
const signIn = (sim: TestSim, account: string, merchant = 'AUR01', password = 'Player123') =>
  sim.call<LoginResponse>('/wps/session/login', {
    merchant,
    body: { username: account, password, type: 'username' },
  });
const round = (sim: TestSim, account: string, stake: number, win: number, merchant = 'AUR01') =>
  sim.call('/__sim/bets', { body: { merchant, account, stake, win } });

/** `gameId=..&vassalage=..` of a real-money game to launch. */
async function firstGame(sim: TestSim): Promise<string> {
  const list = await sim.call<{ games: { gameId: number; vassalage: string }[] }>(
    '/wps/game/list?gameType=RNG&vassalage=BGS&pageSize=1',
  );
  const game = list.body.value?.games[0];
  return `gameId=${game?.gameId}&vassalage=${game?.vassalage}`;
}

describe('deposit limits', () => {
  it('refuses a deposit over the 24-hour limit, saying what remains and when the period resets', async () => {
    const sim = makeSim();
    const token = await sim.login('safer1');
    const set = await setLimit(sim, token, 'deposit', 'day', 1000);
    expect(limitOf(set.body.value as RgState, 'deposit', 'day')).toMatchObject({
      amount: 1000,
      used: 0,
      remaining: 1000,
      periodStartsAt: sim.clock.now,
      resetsAt: sim.clock.now + DAY,
      pending: null,
    });
    expect((await deposit(sim, token, 600)).body.success).toBe(true);
    sim.advance(HOUR);
    const refused = await deposit(sim, token, 500);
    expect(refused.body).toMatchObject({ success: false, code: 'RG_DEPOSIT_LIMIT' });
    expect(refused.body.value).toEqual({
      kind: 'deposit',
      period: 'day',
      amount: 1000,
      remaining: 400,
      resetsAt: sim.clock.now - HOUR + DAY,
    } satisfies RgLimitRefusal);
    expect(refused.body.message).toContain('400.00 remains until');
    // the refusal made no order; what remains still goes through
    expect((await deposit(sim, token, 400)).body.success).toBe(true);
    expect((await deposit(sim, token, 100)).body.code).toBe('RG_DEPOSIT_LIMIT');
    // the next 24-hour period starts afresh
    sim.advance(DAY - HOUR);
    expect((await deposit(sim, await sim.login('safer1'), 1000)).body.success).toBe(true);
  });

  it('counts pending and settled orders but not failed ones, over 7 days and a calendar month', async () => {
    const sim = makeSim();
    const token = await sim.login('safer1');
    await setLimit(sim, token, 'deposit', 'week', 3000);
    await setLimit(sim, token, 'deposit', 'month', 5000);
    const first = (await deposit(sim, token, 2000)).body.value as DepositOrder;
    await sim.call('/__sim/deposit/settle', {
      body: { orderId: first.orderId, outcome: 'failed' },
    });
    const second = (await deposit(sim, token, 2500)).body.value as DepositOrder;
    await sim.call('/__sim/deposit/settle', { body: { orderId: second.orderId } });
    sim.advance(3 * DAY);
    expect((await deposit(sim, await sim.login('safer1'), 600)).body.value).toMatchObject({
      period: 'week',
      remaining: 500,
    });
    sim.advance(4 * DAY); // a new week; the month goes on
    expect((await deposit(sim, await sim.login('safer1'), 3000)).body.value).toMatchObject({
      period: 'month',
      remaining: 2500,
    });
  });

  it('applies the lowest of overlapping limits: a 7-day limit below the 24-hour one refuses first', async () => {
    const sim = makeSim();
    const token = await sim.login('safer1');
    await setLimit(sim, token, 'deposit', 'day', 5000);
    await setLimit(sim, token, 'deposit', 'week', 800);
    const refused = await deposit(sim, token, 1000);
    expect(refused.body.value).toMatchObject({ period: 'week', remaining: 800 });
  });
});

describe('changing a limit', () => {
  it('lowers a limit at once, and drops a raise that was pending', async () => {
    const sim = makeSim();
    const token = await sim.login('safer1');
    await setLimit(sim, token, 'deposit', 'day', 2000);
    await setLimit(sim, token, 'deposit', 'day', 5000);
    const lowered = (await setLimit(sim, token, 'deposit', 'day', 500)).body.value as RgState;
    expect(limitOf(lowered, 'deposit', 'day')).toMatchObject({ amount: 500, pending: null });
    expect((await deposit(sim, token, 600)).body.code).toBe('RG_DEPOSIT_LIMIT');
  });

  it('keeps a raise pending for 24 hours, then applies it only once the player confirms', async () => {
    const sim = makeSim();
    const token = await sim.login('safer1');
    await setLimit(sim, token, 'deposit', 'day', 100);
    const requestedAt = sim.clock.now;
    const raised = (await setLimit(sim, token, 'deposit', 'day', 400)).body.value as RgState;
    expect(limitOf(raised, 'deposit', 'day')).toMatchObject({
      amount: 100,
      pending: { amount: 400, requestedAt, effectiveAt: requestedAt + DAY, confirmable: false },
    });
    expect((await deposit(sim, token, 150)).body.code).toBe('RG_DEPOSIT_LIMIT');
    const early = await sim.call(RG_PATHS.confirmLimit, {
      token,
      body: { kind: 'deposit', period: 'day' },
    });
    expect(early.body).toMatchObject({
      code: 'RG_CHANGE_NOT_DUE',
      value: { effectiveAt: requestedAt + DAY },
    });
    sim.advance(DAY);
    const fresh = await sim.login('safer1'); // the session of yesterday has expired
    const due = await state(sim, fresh);
    // the day is over, yet the old limit holds until the player confirms
    expect(limitOf(due, 'deposit', 'day')).toMatchObject({
      amount: 100,
      pending: { confirmable: true },
    });
    const confirmed = await sim.call<RgState>(RG_PATHS.confirmLimit, {
      token: fresh,
      body: { kind: 'deposit', period: 'day' },
    });
    expect(limitOf(confirmed.body.value as RgState, 'deposit', 'day')).toMatchObject({
      amount: 400,
      pending: null,
    });
    expect((await deposit(sim, fresh, 150)).body.success).toBe(true);
  });

  it('keeps a removal pending like a raise, and lets the player cancel a pending change', async () => {
    const sim = makeSim();
    const token = await sim.login('safer1');
    await setLimit(sim, token, 'loss', 'week', 300);
    const removal = (await setLimit(sim, token, 'loss', 'week', null)).body.value as RgState;
    expect(limitOf(removal, 'loss', 'week')).toMatchObject({
      amount: 300,
      pending: { amount: null },
    });
    const cancelled = await sim.call<RgState>(RG_PATHS.cancelLimit, {
      token,
      body: { kind: 'loss', period: 'week' },
    });
    expect(limitOf(cancelled.body.value as RgState, 'loss', 'week')).toMatchObject({
      amount: 300,
      pending: null,
    });
    await setLimit(sim, token, 'loss', 'week', null);
    sim.advance(DAY);
    const fresh = await sim.login('safer1');
    const removed = await sim.call<RgState>(RG_PATHS.confirmLimit, {
      token: fresh,
      body: { kind: 'loss', period: 'week' },
    });
    expect(limitOf(removed.body.value as RgState, 'loss', 'week')).toMatchObject({
      amount: null,
      pending: null,
    });
  });

  it('offers the tools of the brand profile only', async () => {
    const sim = makeSim();
    const aurora = await sim.login('safer1');
    const lotus = await sim.login('safer1', undefined, 'LTS88');
    const tiger = await sim.login('safer1', undefined, 'TGR07');
    const kinds = (rg: RgState) => [...new Set(rg.limits.map((limit) => limit.kind))];
    expect(kinds(await state(sim, aurora))).toEqual(['deposit', 'loss', 'session']);
    expect(kinds(await state(sim, lotus, 'LTS88'))).toEqual([
      'deposit',
      'wager',
      'loss',
      'session',
    ]);
    expect(kinds(await state(sim, tiger, 'TGR07'))).toEqual(['deposit']);
    expect((await setLimit(sim, aurora, 'wager', 'day', 10)).body.code).toBe('RG_NOT_OFFERED');
    expect((await setLimit(sim, tiger, 'loss', 'day', 10, 'TGR07')).body.code).toBe(
      'RG_NOT_OFFERED',
    );
    expect((await setLimit(sim, aurora, 'session', 'session', 45)).body.code).toBe(
      'RG_NOT_OFFERED',
    );
    expect((await setLimit(sim, aurora, 'deposit', 'day', 10.001)).status).toBe(400);
    expect((await setLimit(sim, aurora, 'deposit', 'year', 10)).status).toBe(400);
  });
});

describe('loss and wager limits', () => {
  it('refuses a real-money launch once the loss limit is used up, until its period resets', async () => {
    const sim = makeSim();
    const token = await sim.login('safer1');
    await setLimit(sim, token, 'loss', 'day', 50);
    const game = await firstGame(sim);
    const launch = () => sim.call(`/wps/game/launchGame?${game}`, { token });
    expect((await launch()).body.success).toBe(true);
    expect((await round(sim, 'safer1', 30, 0)).body.success).toBe(true);
    expect((await round(sim, 'safer1', 40, 0)).body).toMatchObject({
      code: 'RG_PLAY_LIMIT',
      value: { kind: 'loss', period: 'day', remaining: 20 },
    });
    expect((await round(sim, 'safer1', 20, 0)).body.success).toBe(true);
    expect((await launch()).body).toMatchObject({ code: 'RG_PLAY_LIMIT', value: { remaining: 0 } });
    sim.advance(DAY);
    const fresh = await sim.login('safer1');
    expect((await sim.call(`/wps/game/launchGame?${game}`, { token: fresh })).body.success).toBe(
      true,
    );
  });

  it('counts net loss against a loss limit, and every stake against a wager limit (lotus)', async () => {
    const sim = makeSim();
    const token = await sim.login('safer1', undefined, 'LTS88');
    await setLimit(sim, token, 'loss', 'day', 50, 'LTS88');
    await setLimit(sim, token, 'wager', 'day', 100, 'LTS88');
    await round(sim, 'safer1', 40, 60, 'LTS88'); // a win: no loss
    await round(sim, 'safer1', 40, 0, 'LTS88');
    const rg = await state(sim, token, 'LTS88');
    expect(limitOf(rg, 'loss', 'day')).toMatchObject({ used: 20, remaining: 30 });
    expect(limitOf(rg, 'wager', 'day')).toMatchObject({ used: 80, remaining: 20 });
    expect((await round(sim, 'safer1', 25, 0, 'LTS88')).body.value).toMatchObject({
      kind: 'wager',
      remaining: 20,
    });
  });
});

describe('session time limit', () => {
  it('ends a session at the limit, and a lower limit shortens the sessions already open', async () => {
    const sim = makeSim();
    const first = await sim.login('safer1');
    await setLimit(sim, first, 'session', 'session', 60);
    const limited = await sim.login('safer1');
    const summary = (await sim.call<RgSessionSummary>(RG_PATHS.session, { token: limited })).body
      .value as RgSessionSummary;
    expect(summary).toMatchObject({
      startedAt: sim.clock.now,
      sessionEndsAt: sim.clock.now + HOUR,
    });
    sim.advance(59 * 60_000);
    expect((await sim.call('/wps/member/info', { token: limited })).status).toBe(200);
    sim.advance(60_000);
    expect((await sim.call('/wps/member/info', { token: limited })).status).toBe(401);

    const open = await sim.login('safer1');
    sim.advance(40 * 60_000);
    await setLimit(sim, open, 'session', 'session', 30); // lower: at once, on this session too
    expect((await sim.call('/wps/member/info', { token: open })).status).toBe(401);
  });
});

describe('reality checks', () => {
  it('answers the session time and net result, at the interval the player chose from the profile', async () => {
    const sim = makeSim();
    const token = await sim.login('safer1');
    const startedAt = sim.clock.now;
    expect((await state(sim, token)).realityCheckMinutes).toBe(60);
    expect(
      (await sim.call(RG_PATHS.realityCheck, { method: 'PUT', token, body: { minutes: 45 } })).body
        .code,
    ).toBe('RG_NOT_OFFERED');
    await sim.call(RG_PATHS.realityCheck, { method: 'PUT', token, body: { minutes: 15 } });
    sim.advance(10 * 60_000);
    await round(sim, 'safer1', 20, 5);
    await round(sim, 'safer1', 10, 0);
    const summary = await sim.call<RgSessionSummary>(RG_PATHS.session, { token });
    expect(summary.body.value).toEqual({
      startedAt,
      serverTime: startedAt + 10 * 60_000,
      netResult: -25,
      stakes: 30,
      realityCheckMinutes: 15,
      sessionEndsAt: null,
    });
  });
});

describe('time-outs', () => {
  it(
    'ends every session at once and refuses sign-in on every brand of the operator until it ends',
    SLOW,
    async () => {
      const sim = makeSim();
      const aurora = await sim.login('safer2');
      const lotus = await sim.login('safer2', undefined, 'LTS88');
      const started = await excludeFor(sim, aurora, 'timeOut', '7d');
      expect(started.body.value).toEqual({
        kind: 'timeOut',
        period: '7d',
        startedAt: sim.clock.now,
        endsAt: sim.clock.now + 7 * DAY,
        merchants: ['AUR01', 'LTS88'],
      } satisfies RgExclusion);
      expect((await sim.call('/wps/member/info', { token: aurora })).status).toBe(401);
      expect((await sim.call('/wps/member/info', { token: lotus, merchant: 'LTS88' })).status).toBe(
        401,
      );
      const refused = await signIn(sim, 'safer2', 'LTS88');
      expect(refused.body).toMatchObject({
        success: false,
        code: 'RG_TIMED_OUT',
        value: { kind: 'timeOut', endsAt: sim.clock.now + 7 * DAY, canAskToReturn: false },
      });
      expect((await signIn(sim, 'safer2', 'TGR07')).body.success).toBe(true); // another operator
      sim.advance(7 * DAY - 1);
      expect((await signIn(sim, 'safer2')).body.code).toBe('RG_TIMED_OUT');
      sim.advance(1);
      expect((await signIn(sim, 'safer2')).body.success).toBe(true);
    },
  );

  it('offers the periods of the profile: 24 hours to 6 weeks on aurora, 24 hours and 7 days on tiger', async () => {
    const sim = makeSim();
    const tiger = await sim.login('safer2', undefined, 'TGR07');
    expect((await excludeFor(sim, tiger, 'timeOut', '1m', 'TGR07')).body.code).toBe(
      'RG_NOT_OFFERED',
    );
    expect((await excludeFor(sim, tiger, 'timeOut', '2d', 'TGR07')).status).toBe(400);
    const aurora = await sim.login('safer2');
    const sixWeeks = await excludeFor(sim, aurora, 'timeOut', '6w');
    expect(sixWeeks.body.value?.endsAt).toBe(sim.clock.now + 42 * DAY);
  });
});

describe('self-exclusion', () => {
  it(
    'refuses player1 on lotus once excluded on aurora, but not the account on tiger',
    SLOW,
    async () => {
      const sim = makeSim();
      const token = await sim.login('player1');
      const answer = await excludeFor(sim, token, 'selfExclusion', '6m');
      expect(answer.body.value).toMatchObject({ endsAt: Date.parse('2025-12-02T03:00:00Z') });
      const lotus = await signIn(sim, 'player1', 'LTS88');
      expect(lotus.body).toMatchObject({
        code: 'RG_SELF_EXCLUDED',
        value: {
          kind: 'selfExclusion',
          endsAt: Date.parse('2025-12-02T03:00:00Z'),
          returnsAt: null,
          canAskToReturn: false,
        } satisfies RgExclusionRefusal,
      });
      expect(lotus.body.message).toContain('You have excluded yourself until 2025-12-02');
      expect((await signIn(sim, 'player1', 'TGR07')).body.success).toBe(true);
    },
  );

  it(
    'refuses every way in: password, SMS, reset by phone, registration with the same number, handover, identity provider',
    SLOW,
    async () => {
      const sim = makeSim();
      // the identity provider's member is a person too
      const idToken = async () =>
        (
          await sim.call<{ idToken: string }>(IDP_TOKEN_PATH, {
            body: { provider: 'google', subject: 'alex', merchant: 'AUR01' },
            merchant: null,
          })
        ).body.value?.idToken;
      const social = await sim.call<LoginResponse>(API_PATHS.identityLogin, {
        body: { provider: 'google', idToken: await idToken() },
      });
      await excludeFor(sim, social.body.value?.token ?? '', 'selfExclusion', '1y');
      const again = await sim.call(API_PATHS.identityLogin, {
        body: { provider: 'google', idToken: await idToken() },
      });
      expect(again.body.code).toBe('RG_SELF_EXCLUDED');

      const token = await sim.login('player1', undefined, 'LTS88');
      const code = (
        await sim.call<{ code: string }>('/wps/session/handover', {
          method: 'POST',
          token,
          merchant: 'LTS88',
        })
      ).body.value?.code;
      // excluded on lotus: aurora is the same operator
      await excludeFor(sim, token, 'selfExclusion', '1y', 'LTS88');
      expect((await signIn(sim, 'player1')).body.code).toBe('RG_SELF_EXCLUDED');
      // the handover code minted from the ended session is void with it
      expect(
        (await sim.call('/wps/session/handover/exchange', { merchant: 'LTS88', body: { code } }))
          .body.code,
      ).toBe('HANDOVER_INVALID');
      const smsCode = async (purpose: string) =>
        (
          await sim.call<{ code: string; purpose: string; merchantCode: string }[]>(
            '/__sim/sms?mobile=0912345678',
          )
        ).body.value?.find((sms) => sms.purpose === purpose && sms.merchantCode === 'AUR01')?.code;
      await sim.call('/wps/verification/sms/noLogin', {
        body: { mobileNum: '0912345678', countryDialingCode: '84' },
      });
      const sms = await sim.call('/wps/session/login', {
        body: { username: '0912345678', password: await smsCode('login'), type: 'sms' },
      });
      expect(sms.body.code).toBe('RG_SELF_EXCLUDED');
      sim.advance(61_000);
      await sim.call('/wps/verification/sms/password', {
        body: { mobileNum: '0912345678', countryDialingCode: '84' },
      });
      const reset = await sim.call('/wps/member/password/verification', {
        body: {
          mobileNum: '0912345678',
          verificationCode: await smsCode('password'),
          newPassword: 'Reset1234',
        },
      });
      expect(reset.body.code).toBe('RG_SELF_EXCLUDED');
    },
  );

  it(
    'links a new account to the person holding its verified number under the operator',
    SLOW,
    async () => {
      const sim = makeSim();
      const vip = await sim.login('vip1'); // mobile 0912000006, on every merchant
      await excludeFor(sim, vip, 'selfExclusion', '6m');
      // vip1's number is taken on lotus: a fresh number registered on lotus and then on aurora instead
      const register = async (merchant: string, username: string) => {
        await sim.call('/wps/verification/sms/register', {
          merchant,
          body: { mobileNo: '0977000111', countryDialingCode: '84' },
        });
        const code = (
          await sim.call<{ code: string; merchantCode: string }[]>('/__sim/sms?mobile=0977000111')
        ).body.value?.find((sms) => sms.merchantCode === merchant)?.code;
        const key = `e1e2e3e4-0000-4000-8000-${String(sim.clock.now).slice(-12)}`;
        await sim.call(`/wps/captcha?key=${key}`, { merchant });
        const captcha = (await sim.call<{ answer: string }>(`/__sim/captcha?key=${key}`)).body.value
          ?.answer;
        return sim.call<RegisterResponse>('/wps/member/register', {
          method: 'PUT',
          merchant,
          body: {
            username,
            password: 'Secret123',
            confirmPassword: 'Secret123',
            payeeName: 'Ann Lee',
            mobileNum: '0977000111',
            countryDialingCode: '84',
            captchaKey: key,
            captcha,
            verificationCode: code,
            login: true,
          },
        });
      };
      const lotus = await register('LTS88', 'annlotus');
      expect(lotus.body.success).toBe(true);
      const lotusToken = lotus.body.value?.token ?? '';
      await excludeFor(sim, lotusToken, 'timeOut', '24h', 'LTS88');
      sim.advance(61_000);
      const aurora = await register('AUR01', 'annaurora');
      expect(aurora.body.code).toBe('RG_TIMED_OUT');
    },
  );

  it(
    'cannot be shortened: a return is asked for only after the end, and waits a 24-hour cooling-off',
    SLOW,
    async () => {
      const sim = makeSim();
      const token = await sim.login('safer3');
      await excludeFor(sim, token, 'selfExclusion', '6m');
      const endsAt = Date.parse('2025-12-02T03:00:00Z');
      const askToReturn = (merchant = 'AUR01') =>
        sim.call<RgExclusionReturn>(RG_PATHS.exclusionReturn, {
          merchant,
          body: { username: 'safer3', password: 'Player123' },
        });
      expect((await askToReturn()).body).toMatchObject({
        code: 'RG_EXCLUSION_NOT_ENDED',
        value: { endsAt },
      });
      const wrong = await sim.call(RG_PATHS.exclusionReturn, {
        body: { username: 'safer3', password: 'Wrong1234' },
      });
      expect(wrong.body.code).toBe('LOGIN_FAILED');
      sim.clock.now = endsAt;
      // over, yet the account stays closed until the player asks to come back
      expect((await signIn(sim, 'safer3')).body).toMatchObject({
        code: 'RG_SELF_EXCLUDED',
        value: { canAskToReturn: true, returnsAt: null },
      });
      // asked on the operator's other brand: the person is the same
      const asked = await askToReturn('LTS88');
      expect(asked.body.value).toEqual({ returnsAt: endsAt + DAY });
      expect((await signIn(sim, 'safer3')).body).toMatchObject({
        code: 'RG_SELF_EXCLUDED',
        value: { returnsAt: endsAt + DAY, canAskToReturn: false },
      });
      sim.advance(DAY);
      expect((await signIn(sim, 'safer3')).body.success).toBe(true);
    },
  );

  it(
    'lets an indefinite exclusion (lotus) be reversed after 6 months, with 7 days of cooling-off',
    SLOW,
    async () => {
      const sim = makeSim();
      const aurora = await sim.login('safer3');
      expect((await excludeFor(sim, aurora, 'selfExclusion', 'indefinite')).body.code).toBe(
        'RG_NOT_OFFERED',
      );
      const lotus = await sim.login('safer3', undefined, 'LTS88');
      const answer = await excludeFor(sim, lotus, 'selfExclusion', 'indefinite', 'LTS88');
      expect(answer.body.value?.endsAt).toBeNull();
      const askToReturn = () =>
        sim.call<RgExclusionReturn>(RG_PATHS.exclusionReturn, {
          merchant: 'LTS88',
          body: { username: 'safer3', password: 'Player123' },
        });
      sim.advance(170 * DAY);
      expect((await askToReturn()).body.code).toBe('RG_EXCLUSION_NOT_ENDED');
      sim.clock.now = Date.parse('2025-12-02T03:00:00Z');
      expect((await askToReturn()).body.value).toEqual({ returnsAt: sim.clock.now + 7 * DAY });
      sim.advance(7 * DAY - 1);
      expect((await signIn(sim, 'safer3', 'LTS88')).body.code).toBe('RG_SELF_EXCLUDED');
      sim.advance(1);
      expect((await signIn(sim, 'safer3', 'LTS88')).body.success).toBe(true);
    },
  );
});

describe('the limit prompt', () => {
  it('is due for a new account on aurora (registration) and before the first deposit on lotus, once', async () => {
    const sim = makeSim();
    // seeded players answered it long ago
    expect((await state(sim, await sim.login('player1'))).limitPrompt).toEqual({
      placement: 'registration',
      due: false,
    });
    const agent = await sim.login('agent1', 'Agent1234', 'LTS88');
    // lotus's agents work only with two-step sign-in on (routes/security.ts): agent1 sets it up
    sim.app.sim.db
      .prepare(
        "INSERT INTO totp_secrets (member_id, secret, created_at, enabled_at) SELECT id, 'JBSWY3DPEHPK3PXP', 1, 1 FROM members WHERE account = 'agent1' AND merchant_code = 'LTS88'",
      )
      .run();
    await sim.call('/wps/agent/team/register', {
      token: agent,
      merchant: 'LTS88',
      body: { account: 'promptee', password: 'Secret123', type: 'member' },
    });
    const fresh = await sim.login('promptee', 'Secret123', 'LTS88');
    expect((await state(sim, fresh, 'LTS88')).limitPrompt).toEqual({
      placement: 'firstDeposit',
      due: true,
    });
    const answered = await sim.call<RgState>(RG_PATHS.limitPrompt, {
      token: fresh,
      merchant: 'LTS88',
      body: { answer: 'declined' },
    });
    expect(answered.body.value?.limitPrompt.due).toBe(false);
  });
});

describe('history', () => {
  it('answers 12 months of bets and transactions, not only the last 30 days', async () => {
    const sim = makeSim();
    const token = await sim.login(SAFER_GAMBLING_ACCOUNTS.limits);
    const year = { startDate: '2024-06-02', endDate: '2025-06-02', pageSize: '200' };
    const bets = await sim.call<Paged<{ betTime: string }>>(
      `/wps/member/bets?${new URLSearchParams(year)}`,
      { token },
    );
    const month = await sim.call<Paged<unknown>>('/wps/member/bets', { token });
    expect(bets.body.value?.total).toBe(122);
    expect(month.body.value?.total).toBe(10);
    expect(bets.body.value?.list.at(-1)?.betTime.slice(0, 7)).toBe('2024-06');
    const transactions = await sim.call<Paged<unknown>>(
      `/wps/member/transactions?${new URLSearchParams(year)}`,
      { token },
    );
    expect(transactions.body.value?.total).toBe(41);
  });
});
