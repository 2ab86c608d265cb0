import { describe, expect, it } from 'vitest';
import { createInProcessPlatform } from './inProcess';

describe('the simulator in another process', () => {
  it('fails the fetch of a dropped connection, as a browser sees it, and answers again once cleared', async () => {
    const platform = createInProcessPlatform('AUR01');
    const whitelabel = () =>
      platform.fetch('http://site.test/wps/system/whitelabel', { headers: { Merchant: 'AUR01' } });
    await platform.dev('/__sim/faults', { body: { path: '/wps/system/whitelabel', drop: true } });
    await expect(whitelabel()).rejects.toThrow(TypeError);
    await platform.dev('/__sim/faults', { method: 'DELETE' });
    const answer = await whitelabel();
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as { success: boolean }).success).toBe(true);
  });
});
