import { describe, expect, it } from 'vitest';
import { makeSim, T0, type TestSim } from '../../testing';
import type { LotteryMenuItem, OpenedNumber } from '../../contract';
import { drawsAround, vnWeekday } from '../../lib/draws';

describe('lottery draw clock', () => {
  it('finds the next and previous draw of interval and weekday schedules', () => {
    expect(drawsAround({ kind: 'interval', seconds: 60 }, 125_000)).toEqual({
      previous: 120_000,
      next: 180_000,
    });
    // T0 is Monday 10:00 in Vietnam: the Monday 16:15 draw is next, the Sunday one before it
    const { previous, next } = drawsAround(
      { kind: 'daily', minuteOfDay: 16 * 60 + 15, weekdays: [2, 1] },
      T0,
    );
    expect(new Date(next).toISOString()).toBe('2025-06-02T09:15:00.000Z');
    expect(new Date(previous).toISOString()).toBe('2025-06-01T09:15:00.000Z');
    expect(vnWeekday(T0)).toBe(2);
    expect(vnWeekday(previous)).toBe(1);
  });
});

describe('lottery endpoints', () => {
  it('lists menus per prize mode with Vietnamese tags and KENO following the clock', async () => {
    const sim = makeSim();
    const lott =
      (
        await sim.call<{ list: LotteryMenuItem[] }>(
          '/lgw/games/game_menus?prizeMode=Lott&device=WEB',
        )
      ).body.value?.list ?? [];
    expect(new Set(lott.map((m) => m.tag))).toEqual(
      new Set(['Miền Bắc', 'Miền Trung', 'Miền Nam', 'Lott']),
    );
    const hcm = lott.find((m) => m.code === 'VN_HCM') as LotteryMenuItem;
    expect(hcm.drawDayOfWeek).toBe('2,7');
    expect(hcm.remainTime).toBe(Date.parse('2025-06-02T09:15:00Z') - T0);
    expect(hcm.isSale).toBe(true);
    expect(hcm.previousWinningNumber.split('~')).toHaveLength(9);
    expect(hcm.previousWinningNumber.split('~')[0]).toMatch(/^\d{6}$/);
    const elott =
      (await sim.call<{ list: LotteryMenuItem[] }>('/lgw/games/game_menus?prizeMode=Elott')).body
        .value?.list ?? [];
    const keno = elott.find((m) => m.code === 'KENO_1') as LotteryMenuItem;
    expect(keno).toMatchObject({ tag: 'KENO', vendor: 'GPI', gameType: 'ELOTT', lockTime: 5 });
    expect(keno.previousWinningNumber.split(',')).toHaveLength(20);
    expect(keno.remainTime).toBe(60_000); // T0 sits exactly on a minute: the next draw is a minute away
    sim.advance(57_000);
    const later = (
      (await sim.call<{ list: LotteryMenuItem[] }>('/lgw/games/game_menus?prizeMode=Elott')).body
        .value?.list ?? []
    ).find((m) => m.code === 'KENO_1') as LotteryMenuItem;
    expect(later.remainTime).toBe(3000);
    expect(later.isSale).toBe(false); // inside the 5 s lock
    expect((await sim.call('/lgw/games/game_menus?prizeMode=XX')).status).toBe(400);
    const sea =
      (await sim.call<{ list: LotteryMenuItem[] }>('/lgw/games/game_menus?prizeMode=SEA')).body
        .value?.list ?? [];
    expect(sea.every((m) => /^\d{8}$/.test(m.previousWinningNumber))).toBe(true);
    const zy =
      (await sim.call<{ list: LotteryMenuItem[] }>('/lgw/games/game_menus?prizeMode=ZY')).body.value
        ?.list ?? [];
    expect(zy.every((m) => m.tag === 'Siêu tốc')).toBe(true);
  });

  it('has a one-minute round in every prize mode, so a countdown reaches its lock within a minute', async () => {
    const sim = makeSim();
    for (const [prizeMode, code] of [
      ['Lott', 'LOTT_1M'],
      ['ZY', 'VN_ST1'],
      ['Elott', 'KENO_1'],
      ['SEA', 'SEA_1M'],
    ]) {
      const list =
        (
          await sim.call<{ list: LotteryMenuItem[] }>(
            `/lgw/games/game_menus?prizeMode=${prizeMode}`,
          )
        ).body.value?.list ?? [];
      const item = list.find((m) => m.code === code) as LotteryMenuItem;
      expect(item.remainTime, code).toBeLessThanOrEqual(60_000);
      expect(item.lockTime * 1000).toBeLessThan(60_000);
    }
  });

  it('gives VN menus, popular games, and recent games to members', async () => {
    const sim = makeSim();
    const vn =
      (await sim.call<{ list: LotteryMenuItem[] }>('/lgw/vn/games/game_menu?device=WEB')).body.value
        ?.list ?? [];
    expect(vn.some((m) => m.tag === 'KENO')).toBe(true);
    const popular = await sim.call<{ list: LotteryMenuItem[] }>('/lgw/games/popular?count=20');
    expect(popular.body.value?.list).toHaveLength(20);
    expect((await sim.call('/lgw/vn/games/game_menu/recent?recentCount=100')).status).toBe(401);
    const recent = await sim.call<{ list: LotteryMenuItem[] }>(
      '/lgw/vn/games/game_menu/recent?recentCount=100',
      { token: await sim.login() },
    );
    expect(recent.body.value?.list.length).toBeGreaterThan(0);
    const lobby = await sim.call<{ categories: { tag: string }[] }>('/lgw/games/lobby?device=WEB');
    expect(lobby.body.value?.categories.map((c) => c.tag)).toContain('KENO');
  });

  it('returns opened numbers history, filtered by weekday', async () => {
    const sim = makeSim();
    const all = await sim.call<{ list: OpenedNumber[] }>('/lgw/vn/numeros/opened?count=100');
    expect(all.body.value?.list).toHaveLength(100);
    const byGame = await sim.call<{ list: OpenedNumber[] }>(
      '/lgw/vn/numeros/opened/game?gameCode=VN_MB&count=10&dayOfWeek=1',
    );
    expect(byGame.body.value?.list).toHaveLength(10);
    expect(byGame.body.value?.list.every((n) => n.drawDayOfWeek === 1)).toBe(true);
    const first = byGame.body.value?.list[0] as OpenedNumber;
    const again = await sim.call<{ list: OpenedNumber[] }>(
      '/lgw/vn/numeros/opened/game?gameCode=VN_MB&count=10&dayOfWeek=1',
    );
    expect(again.body.value?.list[0]?.winningNumber).toBe(first.winningNumber); // stable history
    expect((await sim.call('/lotto/lgw/games/opened/numero?gameCode=KENO_1')).status).toBe(401);
    const keno = await sim.call<{ list: OpenedNumber[] }>(
      '/lotto/lgw/games/opened/numero?gameCode=KENO_1&count=5',
      { token: await sim.login() },
    );
    expect(keno.body.value?.list).toHaveLength(5);
    expect((await sim.call('/lgw/vn/numeros/opened/game')).status).toBe(400);
  });
});

describe('the lottery clock tests control (/__sim/clock)', () => {
  const keno = async (sim: TestSim, headers: Record<string, string> = {}) =>
    (
      (
        await sim.call<{ list: LotteryMenuItem[] }>('/lgw/games/game_menus?prizeMode=Elott', {
          headers,
        })
      ).body.value?.list ?? []
    ).find((m) => m.code === 'KENO_1') as LotteryMenuItem;

  it('puts a draw seconds away, so its sale locks and the next round opens within seconds', async () => {
    const sim = makeSim();
    const before = await keno(sim);
    const set = await sim.call<{ offsetMs: number; game: { remainTime: number; isSale: boolean } }>(
      '/__sim/clock',
      {
        body: { gameCode: 'KENO_1', remainMs: 7000 },
      },
    );
    expect(set.body.value).toMatchObject({
      offsetMs: 53_000,
      game: { remainTime: 7000, isSale: true },
    });
    expect(await keno(sim)).toMatchObject({
      remainTime: 7000,
      isSale: true,
      previousWinningNumber: before.previousWinningNumber,
    });
    sim.advance(2500); // real time runs on under the offset
    expect(await keno(sim)).toMatchObject({ remainTime: 4500, isSale: false });
    await sim.call('/__sim/clock', { body: { advanceMs: 5000 } });
    const next = await keno(sim);
    expect(next).toMatchObject({ remainTime: 59_500, isSale: true });
    expect(next.previousWinningTime).toBe(new Date(T0 + 60_000).toISOString());
    expect(next.previousWinningNumber).not.toBe(before.previousWinningNumber);
    const history = await sim.call<{ list: OpenedNumber[] }>(
      '/lotto/lgw/games/opened/numero?gameCode=KENO_1&count=1',
      {
        token: await sim.login(),
      },
    );
    expect(history.body.value?.list[0]).toMatchObject({
      drawTime: next.previousWinningTime,
      winningNumber: next.previousWinningNumber,
    });
    const clock = await sim.call<{ offsetMs: number; nowMs: number }>('/__sim/clock');
    expect(clock.body.value).toMatchObject({ offsetMs: 58_000, nowMs: T0 + 2500 + 58_000 });
  });

  it('moves only the lottery: tokens and the other routes keep the real clock', async () => {
    const sim = makeSim({ tokenTtlMs: 60_000 });
    const token = await sim.login();
    await sim.call('/__sim/clock', { body: { offsetMs: 86_400_000 } });
    expect((await sim.call('/wps/member/info', { token })).status).toBe(200);
    const hcm = (
      (await sim.call<{ list: LotteryMenuItem[] }>('/lgw/games/game_menus?prizeMode=Lott')).body
        .value?.list ?? []
    ).find((m) => m.code === 'VN_HCM');
    // a day later is Tuesday 10:00 in Vietnam: HCM draws Monday and Saturday, so Saturday 16:15 is next
    expect(hcm?.remainTime).toBe(Date.parse('2025-06-07T09:15:00Z') - (T0 + 86_400_000));
  });

  it('keeps a scenario clock to the browser with its cookie, and resets', async () => {
    const sim = makeSim();
    const cookie = { Cookie: 'sim-scenario=lottery-a' };
    await sim.call('/__sim/clock', {
      body: { gameCode: 'KENO_1', remainMs: 3000, scenario: 'lottery-a' },
    });
    expect((await keno(sim, cookie)).remainTime).toBe(3000);
    expect((await keno(sim)).remainTime).toBe(60_000);
    expect((await keno(sim, { Cookie: 'sim-scenario=lottery-b' })).remainTime).toBe(60_000);
    expect(
      (await sim.call<{ offsetMs: number }>('/__sim/clock?scenario=lottery-a')).body.value
        ?.offsetMs,
    ).toBe(57_000);
    await sim.call('/__sim/clock?scenario=lottery-a', { method: 'DELETE' });
    expect((await keno(sim, cookie)).remainTime).toBe(60_000);
  });

  it('refuses a remaining time longer than the round, unknown games and missing fields', async () => {
    const sim = makeSim();
    const set = (body: object) => sim.call('/__sim/clock', { body });
    expect((await set({ gameCode: 'KENO_1', remainMs: 61_000 })).body.message).toBe(
      'remainMs is longer than a round of KENO_1',
    );
    expect((await set({ gameCode: 'NOPE', remainMs: 1000 })).status).toBe(400);
    expect((await set({ gameCode: 'KENO_1' })).body.message).toBe(
      'remainMs is required with gameCode',
    );
    expect((await set({})).status).toBe(400);
    expect((await set({ offsetMs: 1, advanceMs: 1 })).status).toBe(400);
    // a daily draw can be put an hour away too
    const sea = await sim.call<{ game: { remainTime: number; nextDrawTime: string } }>(
      '/__sim/clock',
      { body: { gameCode: 'SEA_TH', remainMs: 3_600_000 } },
    );
    expect(sea.body.value?.game.remainTime).toBe(3_600_000);
  });
});
