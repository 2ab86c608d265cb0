import { describe, expect, it } from 'vitest';
import type {
  Game,
  GameListResponse,
  LaunchGameResponse,
  LotteryMenuItem,
  VendorLanesResponse,
} from '../contract';
import { bulkGame } from '../db/bulkGames';
import { gameListSql, type GameListFilter } from '../db/queries/games';
import { QA_GAMES } from '../db/seed';
import { makeSim, type TestSim } from '../testing';

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

  it('adds, lists and removes favourites for members only', async () => {
    const sim = makeSim();
    const token = await sim.login('agent1', 'Agent1234');
    const before =
      (await sim.call<{ content: Game[] }>('/wps/game/favourite?pageSize=999', { token })).body
        .value?.content.length ?? 0;
    const game = (await sim.call<GameListResponse>('/wps/game/list?vassalage=JILI&pageSize=1')).body
      .value?.games[0] as Game;
    const added = await sim.call('/wps/game/favourite', {
      token,
      body: { nodeId: game.nodeId, vendor: 'JILI', gameType: 'RNG' },
    });
    expect(added.body.success).toBe(true);
    const list = await sim.call<{ content: Game[]; totalPages: number }>('/wps/game/favourite', {
      token,
    });
    expect(list.body.value?.content.map((g) => g.nodeId)).toContain(game.nodeId);
    expect(list.body.value?.content.length).toBe(before + 1);
    const marked = await sim.call<GameListResponse>('/wps/game/list?vassalage=JILI&pageSize=1', {
      token,
    });
    expect(marked.body.value?.games[0]?.favourite).toBe(true);
    await sim.call('/wps/game/favourite', {
      method: 'DELETE',
      token,
      body: { nodeId: game.nodeId, vendor: 'JILI', gameType: 'RNG' },
    });
    expect(
      (await sim.call<{ content: Game[] }>('/wps/game/favourite', { token })).body.value?.content
        .length,
    ).toBe(before);
    expect(
      (
        await sim.call('/wps/game/favourite', {
          token,
          body: { nodeId: game.nodeId, vendor: 'PG' },
        })
      ).status,
    ).toBe(400);
    expect((await sim.call('/wps/game/favourite', { body: { nodeId: game.nodeId } })).status).toBe(
      401,
    );
  });

  it('launches a game to a page the simulator serves, and records it as recent', async () => {
    const sim = makeSim();
    const token = await sim.login('vip1');
    const launch = await sim.call<{ game_url: string }>(
      '/wps/game/launchGame?gameId=1500&nodeId=51500&vassalage=PG&accountType=1&confirmTrans=0&launchMode=GLS&platform=html5-desktop&clientType=3',
      { token },
    );
    const url = new URL(launch.body.value?.game_url ?? '');
    const page = await sim.app.request(url.pathname + url.search);
    const html = await page.text();
    expect(html).toContain('vip1');
    expect(html).toMatch(/<h1>[^<]+<\/h1>/);
    const recent = await sim.call<{ list: Game[] }>('/wps/game/recent?clientType=3', { token });
    expect(recent.body.value?.list[0]?.gameId).toBe(1500);
    expect(
      (await sim.call('/wps/game/launchGame?gameId=1500&vassalage=JILI', { token })).status,
    ).toBe(400);
    expect((await sim.call('/wps/game/launchGame?gameId=1500&vassalage=PG')).status).toBe(401);
    expect(
      (await sim.call('/wps/game/launchGame?gameId=999999&vassalage=PG', { token })).body.message,
    ).toBe('Game not found');
    const v2 = await sim.call<{ game_url: string }>('/wps/game/v2/launchGame', {
      token,
      body: { gameId: 1500, vassalage: 'PG' },
    });
    expect(v2.body.value?.game_url).toContain('/sim-game/1500');
  });

  it('lets a guest try a game with supportPlay 0 in demo mode', async () => {
    const sim = makeSim();
    const games =
      (await sim.call<GameListResponse>('/wps/game/list?gameType=RNG&pageSize=100')).body.value
        ?.games ?? [];
    const trial = games.find((g) => g.supportPlay === 0) as Game;
    const paid = games.find((g) => g.supportPlay === 1) as Game;
    expect(
      (
        await sim.call(
          `/wps/game/launchGame?gameId=${trial.gameId}&vassalage=${trial.vassalage}&demo=1`,
        )
      ).body.success,
    ).toBe(true);
    expect(
      (
        await sim.call(
          `/wps/game/launchGame?gameId=${paid.gameId}&vassalage=${paid.vassalage}&demo=1`,
        )
      ).body.success,
    ).toBe(false);
  });

  it('serves the popup list, winners and hot matches', async () => {
    const sim = makeSim();
    const popup = await sim.call<GameListResponse>(
      '/wps/game/popup?clientType=3&gameType=PVP&vassalage=KY&pageNo=1&pageSize=1000',
    );
    expect(popup.body.value?.games.length).toBe(40);
    const winners = await sim.call<{
      list: { vo: { customerName: string; gameName: string; winAmount: number } }[];
    }>('/wps/game/winners?gameCategory=ALL&limitNum=20');
    expect(winners.body.value?.list).toHaveLength(20);
    expect(winners.body.value?.list[0]?.vo.customerName).toMatch(/\*\*\*/);
    const rank = await sim.call<{ list: { vo: { winAmount: number } }[] }>(
      '/wps/game/winners/rank?limitNum=5',
    );
    const amounts = rank.body.value?.list.map((w) => w.vo.winAmount) ?? [];
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    sim.advance(30 * 86_400_000);
    const matches = await sim.call<{ list: { matchTime: string; homeTeamImageUrl: string }[] }>(
      '/wps/sports/hotMatches',
    );
    expect(matches.body.value?.list.length).toBe(10);
    expect(matches.body.value?.list.every((m) => Date.parse(m.matchTime) > sim.clock.now)).toBe(
      true,
    );
  });
});

describe('seeded games for every lobby rule', () => {
  const vendorsByCategory = async (sim: ReturnType<typeof makeSim>) => {
    const lanes =
      (await sim.call<VendorLanesResponse>('/wps/game/vendor/lanes')).body.value?.data.lanes ?? [];
    return Object.fromEntries(
      lanes.map((lane) => [lane.title, lane.cards.map((card) => card.vassalage)]),
    );
  };

  it('has more than 5 RNG vendors incl. the in-house BGS, and vendors in every category', async () => {
    const sim = makeSim();
    const vendors = await vendorsByCategory(sim);
    expect(vendors.RNG?.length).toBeGreaterThan(5);
    expect(vendors.RNG).toEqual(expect.arrayContaining(['BGS', 'QA']));
    expect(vendors.SPORTS).toEqual(
      expect.arrayContaining(['SABA', 'AV', 'AI', 'IMES', 'TF', 'IA']),
    );
    expect(vendors.ELOTT).toEqual(['GPI', 'ELOTT']);
    expect(vendors.LOTTERY).toEqual(['LOTT', 'TCG_LOTTO_VN', 'TCG_SEA']);
    for (const category of ['LIVE', 'FISH', 'PVP'])
      expect(vendors[category]?.length).toBeGreaterThan(1);
    for (const pvp of vendors.PVP ?? []) {
      const rooms = await sim.call<{ roomList: unknown[] }>(`/wps/game/pvp/rooms?vassalage=${pvp}`);
      expect(rooms.body.value?.roomList.length, pvp).toBeGreaterThan(0);
    }
  });

  it('lists each lottery game once in its vendor lobby, with the gameId of its lottery menu item', async () => {
    const sim = makeSim();
    const menu =
      (await sim.call<{ list: LotteryMenuItem[] }>('/lgw/games/game_menus')).body.value?.list ?? [];
    for (const [vendor, gameType, code] of [
      ['TCG_LOTTO_VN', 'LOTTERY', 'VN_MB'],
      ['TCG_SEA', 'LOTTERY', 'SEA_TH'],
      ['LOTT', 'LOTTERY', 'LOTT_SSC'],
      ['GPI', 'ELOTT', 'KENO_1'],
    ] as const) {
      const games =
        (
          await sim.call<GameListResponse>(
            `/wps/game/list?gameType=${gameType}&vassalage=${vendor}&pageSize=200`,
          )
        ).body.value?.games ?? [];
      const item = menu.find((m) => m.code === code) as LotteryMenuItem;
      expect(games.length).toBe(menu.filter((m) => m.vendor === vendor).length);
      expect(games.find((g) => g.gameId === item.gameId)).toMatchObject({
        gameName: item.labelName,
        vassalage: vendor,
        gameType,
      });
    }
  });

  it("opens a PVP vendor's games from its lobby entry (isGame VASSALAGE) through the popup list", async () => {
    const sim = makeSim();
    const [entry] =
      (
        await sim.call<GameListResponse>('/wps/game/list?gameType=PVP&vassalage=KY&pageSize=42')
      ).body.value?.games.filter((g) => g.isGame === 'VASSALAGE') ?? [];
    expect(entry).toMatchObject({ gameName: 'Kaiyuan Lobby', vassalage: 'KY' });
    const popup = await sim.call<GameListResponse>(
      '/wps/game/popup?clientType=3&gameType=PVP&vassalage=KY&pageNo=1&pageSize=1000',
    );
    expect(popup.body.value?.games.filter((g) => g.isGame === 'GAME').length).toBe(39);
    expect((await sim.call('/wps/game/popup?vassalage=KY&pageSize=1001')).status).toBe(400);
  });

  it('answers launches in game_url (slots), game_url2 (live, sports) or with unusable addresses (QA games)', async () => {
    const sim = makeSim();
    const token = await sim.login();
    const launch = (gameId: number, vassalage: string) =>
      sim.call<LaunchGameResponse>(`/wps/game/launchGame?gameId=${gameId}&vassalage=${vassalage}`, {
        token,
      });
    const first = async (query: string) =>
      (await sim.call<GameListResponse>(`/wps/game/list?${query}&pageSize=1`)).body.value
        ?.games[0] as Game;

    const slot = await first('vassalage=PG');
    expect((await launch(slot.gameId, 'PG')).body.value).toMatchObject({
      game_url: expect.stringContaining(`/sim-game/${slot.gameId}?`),
      game_url2: null,
    });
    for (const vendor of ['EVO', 'SABA']) {
      const game = await first(`vassalage=${vendor}`);
      const answer = (await launch(game.gameId, vendor)).body.value;
      expect(answer?.game_url).toBe('');
      const page = await sim.app.request(new URL(answer?.game_url2 ?? '').pathname);
      expect(await page.text()).toContain(`<h1>${game.gameName}</h1>`);
    }

    const qa =
      (await sim.call<GameListResponse>('/wps/game/list?vassalage=QA')).body.value?.games ?? [];
    expect(qa.map((g) => [g.gameId, g.gameName])).toEqual(QA_GAMES.map((g) => [g.id, g.name]));
    expect((await launch(9001, 'QA')).body.value).toEqual({
      game_url: 'javascript:alert(document.domain)',
      game_url2: null,
    });
    const garbage = (await launch(9002, 'QA')).body.value;
    for (const url of [garbage?.game_url, garbage?.game_url2])
      expect(() => new URL(url ?? '')).toThrow();
    expect((await launch(9003, 'QA')).body.value).toMatchObject({
      game_url: '',
      game_url2: expect.stringContaining('/sim-game/9003?'),
    });
    expect(
      (await sim.call('/wps/game/launchGame?gameId=9004&vassalage=QA&demo=1')).body.success,
    ).toBe(true);
    expect(
      (await sim.call('/wps/game/launchGame?gameId=9005&vassalage=QA&demo=1')).body.message,
    ).toBe('This game has no free trial');
  });
});

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
