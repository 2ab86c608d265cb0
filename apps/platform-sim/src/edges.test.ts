import { describe, expect, it } from 'vitest';
import { makeSim } from './testing';

describe("the server's edges", () => {
  it('sends no-store and nosniff on every /wps and /lgw answer: success, refusal, 4xx', async () => {
    const sim = makeSim();
    const token = await sim.login();
    const answers = [
      await sim.call('/wps/system/whitelabel'),
      await sim.call('/wps/v2/wallets/balance', { token }),
      await sim.call('/wps/member/info', { token }),
      await sim.call('/wps/v2/wallets/balance'), // 401
      await sim.call('/wps/system/whitelabel', { merchant: null }), // 400
      await sim.call('/wps/no/such/path'), // 404
      await sim.call('/wps/member/deposit', {
        token,
        body: '{',
        headers: { 'Content-Type': 'application/json' },
      }),
      await sim.call('/lgw/games/popular'),
      await sim.call('/lgw/no/such/path'),
    ];
    for (const answer of answers) {
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    }
    expect(answers.map((answer) => answer.status)).toEqual([
      200, 200, 200, 401, 400, 404, 400, 200, 404,
    ]);
  });

  it('answers 4xx, not 500, to malformed percent-encoding in an asset path or a query', async () => {
    const sim = makeSim();
    for (const path of [
      '/sim-assets/team/%E0%A4%A.svg',
      '/sim-assets/vendor/%25E0.svg',
      '/sim-assets/avatar/%E0%A4%A',
      '/sim-assets/%E0%A4%A/x.svg',
      '/sim-game/%E0%A4%A',
    ]) {
      const response = await sim.app.request(path);
      expect({ path, status: response.status }).toEqual({ path, status: 404 });
    }
    const query = await sim.call('/wps/game/list?gameType=RNG&gameName=%E0%A4%A');
    expect(query.status).toBeLessThan(500);
  });

  it('takes a /__sim call only with the X-Sim-Dev: 1 header, and a body only as JSON', async () => {
    const sim = makeSim();
    const dev = (path: string, init: RequestInit = {}) => sim.app.request(path, init);
    // a cross-site form post can set neither a custom header nor a JSON content type
    const form = await dev('/__sim/reset', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'a=1',
    });
    expect(form.status).toBe(403);
    expect(await form.json()).toMatchObject({ success: false, code: 'BAD_REQUEST' });
    expect((await dev('/__sim/limits')).status).toBe(403);
    expect((await dev('/__sim/limits', { headers: { 'X-Sim-Dev': '0' } })).status).toBe(403);
    expect((await dev('/__sim/limits', { headers: { 'X-Sim-Dev': '1' } })).status).toBe(200);
    const plain = await dev('/__sim/flags', {
      method: 'POST',
      headers: { 'X-Sim-Dev': '1', 'Content-Type': 'text/plain' },
      body: JSON.stringify({ merchant: 'AUR01', flag: 'FREEPLAY3', enabled: true }),
    });
    expect(plain.status).toBe(415);
    const reset = await dev('/__sim/reset', { method: 'POST', headers: { 'X-Sim-Dev': '1' } });
    expect(reset.status).toBe(200);
    const json = await dev('/__sim/flags', {
      method: 'POST',
      headers: { 'X-Sim-Dev': '1', 'Content-Type': 'application/json' },
      body: JSON.stringify({ merchant: 'AUR01', flag: 'FREEPLAY3', enabled: true }),
    });
    expect((await json.json()) as { success: boolean }).toMatchObject({ success: true });
  });
});
