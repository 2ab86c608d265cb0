import { describe, expect, it } from 'vitest';
import type { Game, GameListResponse, VendorLanesResponse } from '../../contract';
import { bulkGame } from '../../db/bulkGames';
import { gameListSql, type GameListFilter } from '../../db/queries/games';
import { makeSim, type TestSim } from '../../testing';

describe('a vendor with 5,000 games (/__sim/games/bulk)', () => {
  const list = (sim: TestSim, query: string) =>
    sim.call<GameListResponse>(`/wps/game/list?gameType=RNG&vassalage=MEGA&pageSize=42&${query}`);

  it('is not in the seed; the switch adds it once and removes it with its favourites', async () => {
    const sim = makeSim();
    expect((await sim.call('/wps/game/list?vassalage=MEGA')).body.message).toBe(
      'Unknown vendor MEGA',
    );
    const added = await sim.call('/__sim/games/bulk', { body: {} });
    expect(added.body.value).toEqual({
      vendor: 'MEGA',
      gameType: 'RNG',
      count: 5000,
      firstGameId: 100_001,
      lastGameId: 105_000,
    });
    await sim.call('/__sim/games/bulk', { body: {} }); // the same count again: nothing changes
    const lanes =
      (await sim.call<VendorLanesResponse>('/wps/game/vendor/lanes')).body.value?.data.lanes ?? [];
    expect(lanes[0]?.cards.at(-1)?.vassalage).toBe('MEGA');
    const token = await sim.login();
    await sim.call('/wps/game/favourite', {
      token,
      body: { nodeId: 150_001, vendor: 'MEGA', gameType: 'RNG' },
    });
    expect((await sim.call('/__sim/games/bulk', { method: 'DELETE' })).body.success).toBe(true);
    expect((await sim.call('/wps/game/list?vassalage=MEGA')).status).toBe(400);
    const favourites =
      (await sim.call<{ content: Game[] }>('/wps/game/favourite', { token })).body.value?.content ??
      [];
    expect(favourites.some((g) => g.vassalage === 'MEGA')).toBe(false);
    expect((await sim.call('/__sim/games/bulk', { body: { count: 20_001 } })).status).toBe(400);
  });

  it('keeps lobby pages between requests, but never past a write', async () => {
    const sim = makeSim();
    const rng = (pageNo: number) =>
      sim.call<GameListResponse>(`/wps/game/list?gameType=RNG&pageSize=42&pageNo=${pageNo}`);
    const before = (await rng(1)).body.value as GameListResponse;
    expect((await rng(1)).body.value).toEqual(before);
    await sim.call('/__sim/games/bulk', { body: {} }); // 5,000 RNG games, 50 of them hot
    const after = (await rng(1)).body.value as GameListResponse;
    expect(after.total).toBe(before.total + 5000);
    // favourites are rows too: the FAV filter sees a new one at once
    const token = await sim.login();
    const favourites = () =>
      sim.call<GameListResponse>('/wps/game/list?gameClassify=FAV&pageSize=42', { token });
    const none = (await favourites()).body.value?.total ?? 0;
    await sim.call('/wps/game/favourite', {
      token,
      body: { nodeId: 150_001, vendor: 'MEGA', gameType: 'RNG' },
    });
    expect((await favourites()).body.value?.total).toBe(none + 1);
  });

  it('pages 42 at a time with the hot games first, to the last page', async () => {
    const sim = makeSim();
    await sim.call('/__sim/games/bulk', { body: {} });
    const first = (await list(sim, 'pageNo=1')).body.value as GameListResponse;
    expect(first).toMatchObject({ total: 5000, totalPages: 120, pageNo: 1 });
    expect(first.games).toHaveLength(42);
    expect(first.games.every((g) => g.isHot === 1)).toBe(true); // 50 hot games
    const last = (await list(sim, 'pageNo=120')).body.value as GameListResponse;
    expect(last.games.map((g) => g.gameId)).toEqual([104_999, 105_000]);
    expect((await list(sim, 'pageNo=121')).body.value?.games).toEqual([]);
    const ids = new Set<number>();
    for (const pageNo of [1, 2, 3])
      for (const game of (await list(sim, `pageNo=${pageNo}`)).body.value?.games ?? [])
        ids.add(game.gameId);
    expect(ids.size).toBe(126);
  });

  it('filters by classify, every min bet of the filter, and a trimmed name', async () => {
    const sim = makeSim();
    await sim.call('/__sim/games/bulk', { body: {} });
    for (const classify of ['VP', 'JP', 'AC', 'TG', 'SC']) {
      for (const minBet of [0.01, 0.05, 0.1, 0.5, 0.75]) {
        const page = (await list(sim, `gameClassify=${classify}&minBet=${minBet}`)).body
          .value as GameListResponse;
        expect(page.total, `${classify} ${minBet}`).toBe(200);
        expect(page.games.every((g) => g.gameClassify === classify && g.minBet === minBet)).toBe(
          true,
        );
      }
    }
    const golden = Array.from({ length: 5000 }, (_, i) => bulkGame(i)).filter((g) =>
      g.name.includes('Golden'),
    );
    const search = (await list(sim, `gameName=${encodeURIComponent('  Golden ')}`)).body
      .value as GameListResponse;
    expect(search.total).toBe(golden.length);
    expect(search.games.every((g) => g.gameName.includes('Golden'))).toBe(true);
    expect((await list(sim, 'gameClassify=JP&minBet=0.5&gameName=Golden')).body.value?.total).toBe(
      golden.filter((g) => g.classify === 'JP' && g.minBet === 0.5).length,
    );
  });

  it('answers every lobby filter shape from an index, never a scan of the games table', async () => {
    const sim = makeSim();
    await sim.call('/__sim/games/bulk', { body: {} });
    const filters: GameListFilter[] = [
      { vendor: 'MEGA' },
      { gameType: 'RNG', vendor: 'MEGA' },
      { gameType: 'RNG', vendor: 'MEGA', classify: 'JP', minBet: 0.5 },
      { gameType: 'RNG', vendor: 'MEGA', hot: true },
      { gameType: 'RNG', classify: 'VP' },
    ];
    for (const filter of filters) {
      const sql = gameListSql(filter);
      for (const [text, params] of [
        [sql.count, sql.params],
        [sql.rows, [...sql.params, 42, 0]],
      ] as const) {
        const plan = sim.app.sim.db.prepare(`EXPLAIN QUERY PLAN ${text}`).all(...params) as {
          detail: string;
        }[];
        const details = plan.map((step) => step.detail).join(' | ');
        expect(details, JSON.stringify(filter)).not.toMatch(/SCAN (g|games)\b(?! USING)/);
        expect(details).toMatch(/USING (COVERING )?INDEX games_/);
      }
    }
  });
});
