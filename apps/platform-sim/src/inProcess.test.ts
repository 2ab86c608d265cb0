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
});
