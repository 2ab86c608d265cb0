import { describe, expect, it } from 'vitest';
import type { Game, GameListResponse } from '../../contract';
import { makeSim } from '../../testing';

describe('launch, popup list and winners', () => {
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
