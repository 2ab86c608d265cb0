import { describe, expect, it } from 'vitest';
import { makeSim } from '../testing';
import type { Game, GameListResponse, VendorLanesResponse } from '../contract';

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
