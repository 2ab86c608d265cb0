import { describe, expect, it } from 'vitest';
import type {
  Game,
  GameListResponse,
  LaunchGameResponse,
  LotteryMenuItem,
  VendorLanesResponse,
} from '../../contract';
import { QA_GAMES } from '../../db/data/games';
import { makeSim } from '../../testing';

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
