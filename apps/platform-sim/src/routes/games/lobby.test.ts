import { describe, expect, it } from 'vitest';
import type { Game, GameListResponse, VendorLanesResponse } from '../../contract';
import { makeSim } from '../../testing';

describe('games', () => {
  it('lists thousands of games with filters and paging', async () => {
    const sim = makeSim();
    const all = await sim.call<GameListResponse>('/wps/game/list?pageSize=42&pageNo=1');
    expect(all.body.value?.total).toBeGreaterThan(2500);
    expect(all.body.value?.games).toHaveLength(42);
    const filtered = await sim.call<GameListResponse>(
      '/wps/game/list?gameType=RNG&vassalage=PG&gameClassify=JP&minBet=0.5&pageSize=200',
    );
    const games = filtered.body.value?.games ?? [];
    expect(games.length).toBeGreaterThan(5);
    for (const game of games)
      expect(game).toMatchObject({
        gameType: 'RNG',
        vassalage: 'PG',
        gameClassify: 'JP',
        minBet: 0.5,
      });
    const page2 = await sim.call<GameListResponse>(
      '/wps/game/list?gameType=RNG&vassalage=PG&pageSize=20&pageNo=2',
    );
    expect(page2.body.value?.pageNo).toBe(2);
    expect(page2.body.value?.totalPages).toBe(Math.ceil((page2.body.value?.total ?? 0) / 20));
    const name = games[0]?.gameName.split(' ')[0] ?? '';
    const search = await sim.call<GameListResponse>(
      `/wps/game/list?gameName=${encodeURIComponent(`  ${name} `)}`,
    );
    expect(search.body.value?.games.every((g) => g.gameName.includes(name))).toBe(true);
    const esports = await sim.call<GameListResponse>('/wps/game/list?gameType=ESPORTS');
    expect(esports.body.value?.games.map((g) => g.vassalage).sort()).toEqual([
      'AI',
      'AV',
      'IA',
      'IMES',
      'TF',
    ]);
    expect((await sim.call('/wps/game/list?gameType=CARDS')).status).toBe(400);
    expect((await sim.call('/wps/game/list?pageSize=abc')).status).toBe(400);
    expect((await sim.call('/wps/game/list?gameClassify=FAV')).status).toBe(401);
  });

  it('gives games with images, min bets from the filter list and trial support', async () => {
    const sim = makeSim();
    const games =
      (await sim.call<GameListResponse>('/wps/game/list?gameType=RNG&pageSize=200')).body.value
        ?.games ?? [];
    expect(new Set(games.map((g) => g.minBet))).toEqual(new Set([0.01, 0.05, 0.1, 0.5, 0.75]));
    expect(new Set(games.map((g) => g.supportPlay))).toEqual(new Set([0, 1]));
    const svg = await sim.app.request(games[0]?.iconUrl ?? '');
    expect(svg.headers.get('content-type')).toBe('image/svg+xml');
    expect(await svg.text()).toContain('<svg');
  });

  it('lists hot games, vendor lanes in every category, and PVP rooms', async () => {
    const sim = makeSim();
    const hot = await sim.call<{ list: Game[] }>('/wps/game/hot?isPlatform=2');
    expect(hot.body.value?.list.length).toBeGreaterThan(10);
    expect(hot.body.value?.list.every((g) => g.isHot === 1)).toBe(true);
    const lanes = await sim.call<VendorLanesResponse>(
      '/wps/game/vendor/lanes?platform=html5-desktop',
    );
    expect(lanes.body.value?.data.lanes.map((l) => l.title)).toEqual([
      'RNG',
      'PVP',
      'LIVE',
      'FISH',
      'SPORTS',
      'ELOTT',
      'LOTTERY',
    ]);
    expect(lanes.body.value?.data.lanes[0]?.cards.map((c) => c.vassalage)).toContain('BGS');
    expect(
      lanes.body.value?.data.lanes.find((l) => l.title === 'ELOTT')?.cards.map((c) => c.vassalage),
    ).toContain('GPI');
    const rooms = await sim.call<{ roomList: unknown[] }>('/wps/game/pvp/rooms?vassalage=KY');
    expect(rooms.body.value?.roomList).toHaveLength(4);
    const types = await sim.call<{ gameCategory: string }[]>('/wps/game/vendor/types', {
      token: await sim.login(),
    });
    expect(types.body.value?.length).toBe(7);
  });
});
