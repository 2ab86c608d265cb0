import { describe, expect, it } from 'vitest';
import { RG_PATHS, type RgState } from '../../contract';
import { makeSim } from '../../testing';

const DAY = 86_400_000;
const scenario = (name: string) => ({ Cookie: `sim-scenario=${name}` });

describe('the dev clock (/__sim/now)', () => {
  it("moves now for every rule of one scenario's requests only: tokens, limits, the lottery", async () => {
    const sim = makeSim();
    const token = await sim.login('safer1');
    await sim.call(RG_PATHS.limits, {
      token,
      body: { kind: 'deposit', period: 'day', amount: 100 },
    });
    await sim.call(RG_PATHS.limits, {
      token,
      body: { kind: 'deposit', period: 'day', amount: 900 },
    });
    const moved = await sim.call<{ offsetMs: number; nowMs: number }>('/__sim/now', {
      body: { advanceMs: DAY, scenario: 'rg-a' },
    });
    expect(moved.body.value).toMatchObject({ offsetMs: DAY, nowMs: sim.clock.now + DAY });
    // a day later for rg-a: yesterday's session has expired and the raise can be confirmed
    expect((await sim.call('/wps/member/info', { token, headers: scenario('rg-a') })).status).toBe(
      401,
    );
    expect((await sim.call('/wps/member/info', { token })).status).toBe(200);
    const state = await sim.call<RgState>(RG_PATHS.state, { token, headers: scenario('rg-b') });
    expect(state.body.value?.limits[0]?.pending?.confirmable).toBe(false);
    const lottery = await sim.call<{ nowMs: number }>('/__sim/clock?scenario=rg-a');
    expect(lottery.body.value?.nowMs).toBe(sim.clock.now + DAY);
    // back to real time
    await sim.call('/__sim/now?scenario=rg-a', { method: 'DELETE' });
    expect((await sim.call('/wps/member/info', { token, headers: scenario('rg-a') })).status).toBe(
      200,
    );
  });

  it("forgets a player's limits and exclusions on every merchant for a test that starts again (/__sim/rg)", async () => {
    const sim = makeSim();
    const token = await sim.login('safer2');
    await sim.call(RG_PATHS.limits, {
      token,
      body: { kind: 'deposit', period: 'day', amount: 100 },
    });
    await sim.call(RG_PATHS.exclusion, { token, body: { kind: 'timeOut', period: '24h' } });
    expect((await sim.call('/__sim/rg?account=safer2', { method: 'DELETE' })).body.value).toEqual({
      accounts: 3,
    });
    const again = await sim.login('safer2'); // the time-out is gone too
    const state = await sim.call<RgState>(RG_PATHS.state, { token: again });
    expect(state.body.value?.limits.every((limit) => limit.amount === null)).toBe(true);
  });

  it('moves every visitor without a scenario, and a reset puts it back', async () => {
    const sim = makeSim();
    await sim.call('/__sim/now', { body: { offsetMs: 2 * DAY } });
    const key = await sim.call<{ serverTime: number }>('/wps/system/publicKey');
    expect(key.body.value?.serverTime).toBe(sim.clock.now + 2 * DAY);
    expect((await sim.call('/__sim/now', { body: { advanceMs: 1, offsetMs: 1 } })).status).toBe(
      400,
    );
    await sim.call('/__sim/reset', { method: 'POST' });
    expect((await sim.call<{ offsetMs: number }>('/__sim/now')).body.value?.offsetMs).toBe(0);
  });
});
