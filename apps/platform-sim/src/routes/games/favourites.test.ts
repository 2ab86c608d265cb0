import { describe, expect, it } from 'vitest';
import type { Game, GameListResponse } from '../../contract';
import { makeSim } from '../../testing';

describe('favourites', () => {
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
});
