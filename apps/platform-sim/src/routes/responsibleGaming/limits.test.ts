import { describe, expect, it } from 'vitest';
import {
  RG_PATHS,
  type DepositOrder,
  type Paged,
  type RgLimitRefusal,
  type RgSessionSummary,
  type RgState,
} from '../../contract';
import { SAFER_GAMBLING_ACCOUNTS } from '../../db/seeders/responsibleGaming';
import { makeSim } from '../../testing';
import {
  DAY,
  HOUR,
  deposit,
  firstGame,
  limitOf,
  round,
  setLimit,
  state,
} from './responsibleGaming.test-helper';

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

describe('the limit prompt', () => {
  it('is due for a new account on aurora (registration) and before the first deposit on lotus, once', async () => {
    const sim = makeSim();
    // seeded players answered it long ago
    expect((await state(sim, await sim.login('player1'))).limitPrompt).toEqual({
      placement: 'registration',
      due: false,
    });
    const agent = await sim.login('agent1', 'Agent1234', 'LTS88');
    // lotus's agents work only with two-step sign-in on (routes/security/twoFactor.ts): agent1 sets it up
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
