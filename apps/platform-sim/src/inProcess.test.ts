import { describe, expect, it } from 'vitest';
import { API_PATHS } from './contract';
import { createInProcessPlatform } from './inProcess';

describe('the simulator in-process', () => {
  it('answers a dropped connection (the drop fault) the way a browser does: fetch rejects', async () => {
    const platform = createInProcessPlatform('AUR01');
    const url = `http://platform.test${API_PATHS.resources}`;
    const init = { headers: { Merchant: 'AUR01' } };
    await platform.dev('/__sim/faults', { body: { path: API_PATHS.resources, drop: true } });
    await expect(platform.fetch(url, init)).rejects.toThrow(TypeError);
    await platform.dev(`/__sim/faults?path=${API_PATHS.resources}`, { method: 'DELETE' });
    const answer = (await (await platform.fetch(url, init)).json()) as { success: boolean };
    expect(answer.success).toBe(true);
  });

  it('signs in sealed on the moved dev clock: a day later, an encrypted-only brand still takes it', async () => {
    const platform = createInProcessPlatform('AUR01');
    await platform.dev('/__sim/now', { body: { advanceMs: 24 * 60 * 60 * 1000 } });
    const token = await platform.signIn('player1', 'Player123');
    const info = await platform.fetch(`http://platform.test${API_PATHS.memberInfo}`, {
      headers: { Merchant: 'AUR01', Authorization: `Bearer ${token}` },
    });
    expect(((await info.json()) as { success: boolean }).success).toBe(true);
  });
});
