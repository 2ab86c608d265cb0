import { describe, expect, it } from 'vitest';
import { makeSim } from '../../testing';

describe('dev endpoints', () => {
  it('are off by default (404)', async () => {
    const sim = makeSim({ devEndpoints: false });
    for (const path of [
      '/__sim/sms?mobile=0912345678',
      '/__sim/captcha?key=abc',
      '/__sim/faults',
      '/__sim/clock',
    ]) {
      const res = await sim.call(path);
      expect(res.status).toBe(404);
    }
    expect((await sim.call('/__sim/reset', { body: {} })).status).toBe(404);
    expect((await sim.call('/__sim/clock', { body: { offsetMs: 60_000 } })).status).toBe(404);
    expect(
      (await sim.call('/__sim/feedback/reply', { body: { feedbackId: 1, reply: 'Done' } })).status,
    ).toBe(404);
    expect(
      (
        await sim.call('/__sim/messages', {
          body: { merchant: 'AUR01', account: 'player1', title: 'x', content: 'y' },
        })
      ).status,
    ).toBe(404);
    // without dev endpoints a scenario cookie changes nothing
    const menu = await sim.call<{ list: { code: string; remainTime: number }[] }>(
      '/lgw/games/game_menus?prizeMode=Elott',
      {
        headers: { Cookie: 'sim-scenario=x' },
      },
    );
    expect(menu.body.value?.list.find((m) => m.code === 'KENO_1')?.remainTime).toBe(60_000);
  });
});

describe('dev endpoints: faults', () => {
  it('inject a 5xx, a malformed body, latency and a dropped connection, then clear', async () => {
    const sim = makeSim();
    await sim.call('/__sim/faults', { body: { path: '/wps/system/whitelabel', status: 503 } });
    const failing = await sim.call('/wps/system/whitelabel');
    expect(failing).toMatchObject({ status: 503, body: { success: false, code: 'SERVER_ERROR' } });
    await sim.call('/__sim/faults', { body: { path: '/wps/system/country', malformed: true } });
    const malformed = await sim.app.request('/wps/system/country', {
      headers: { Merchant: 'AUR01' },
    });
    await expect(malformed.json()).rejects.toThrow();
    await sim.call('/__sim/faults', { body: { path: '/wps/game/*', latencyMs: 120 } });
    const started = performance.now();
    expect((await sim.call('/wps/game/hot')).status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(100);
    await sim.call('/__sim/faults', { body: { path: '/wps/system/publicKey', drop: true } });
    const dropped = await sim.app.request('/wps/system/publicKey', {
      headers: { Merchant: 'AUR01' },
    });
    await expect(dropped.text()).rejects.toThrow();
    expect((await sim.call<unknown[]>('/__sim/faults')).body.value).toHaveLength(4);
    await sim.call('/__sim/faults', { method: 'DELETE' });
    expect((await sim.call('/wps/system/whitelabel')).status).toBe(200);
    expect(
      (await sim.call('/__sim/faults', { body: { path: '/__sim/reset', status: 500 } })).status,
    ).toBe(400);
  });

  it('lets one path through a prefix fault with status 200 on that exact path (every call fails but the site status)', async () => {
    const sim = makeSim();
    await sim.call('/__sim/faults', { body: { path: '/*', status: 503 } });
    await sim.call('/__sim/faults', { body: { path: '/wps/system/status', status: 200 } });
    expect((await sim.call('/wps/system/whitelabel')).status).toBe(503);
    const status = await sim.call('/wps/system/status');
    expect(status).toMatchObject({ status: 200, body: { success: true } });
  });

  it('fault one method of a path, and only for one test scenario (optimistic favourite rollback)', async () => {
    const sim = makeSim();
    const token = await sim.login();
    const favourite = { nodeId: 51500, vendor: 'PG', gameType: 'RNG' };
    const scenario = { Cookie: 'sim-scenario=fav-fails' };
    const installed = await sim.call('/__sim/faults', {
      body: { path: '/wps/game/favourite', method: 'post', status: 500, scenario: 'fav-fails' },
    });
    expect(installed.body.value).toMatchObject({
      path: '/wps/game/favourite',
      method: 'POST',
      scenario: 'fav-fails',
    });
    const add = await sim.call('/wps/game/favourite', {
      token,
      body: favourite,
      headers: scenario,
    });
    expect(add).toMatchObject({
      status: 500,
      body: { success: false, message: 'Injected server error' },
    });
    // the list still answers for that scenario, and other visitors can add
    expect((await sim.call('/wps/game/favourite', { token, headers: scenario })).status).toBe(200);
    expect((await sim.call('/wps/game/favourite', { token, body: favourite })).body.success).toBe(
      true,
    );
    // a second fault on the same path for another method stands beside it; clearing the path removes both
    await sim.call('/__sim/faults', {
      body: { path: '/wps/game/favourite', method: 'DELETE', status: 503 },
    });
    expect((await sim.call<unknown[]>('/__sim/faults')).body.value).toHaveLength(2);
    expect(
      (await sim.call('/wps/game/favourite', { method: 'DELETE', token, body: favourite })).status,
    ).toBe(503);
    await sim.call('/__sim/faults?path=/wps/game/favourite', { method: 'DELETE' });
    expect((await sim.call<unknown[]>('/__sim/faults')).body.value).toEqual([]);
    expect(
      (await sim.call('/wps/game/favourite', { token, body: favourite, headers: scenario })).body
        .success,
    ).toBe(true);
    expect(
      (await sim.call('/__sim/faults', { body: { path: '/wps/x', method: 'TRACE', status: 500 } }))
        .status,
    ).toBe(400);
  });
});
