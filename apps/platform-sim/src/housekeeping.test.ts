import { describe, expect, it } from 'vitest';
import { PRUNE_EVERY_MS } from './housekeeping';
import { makeSim, type TestSim } from './testing';

const count = (sim: TestSim, table: string, where = '1 = 1'): number =>
  (
    sim.app.sim.db.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE ${where}`).get() as {
      n: number;
    }
  ).n;

describe('housekeeping', () => {
  it('prunes expired captchas, old failures, old SMS, dead tokens and abandoned trial players', async () => {
    const sim = makeSim({ tokenTtlMs: 60 * 60_000 });
    for (let i = 0; i < 20; i += 1) {
      await sim.call(`/wps/captcha?key=c4c4c4c4-0000-4000-8000-${String(i).padStart(12, '0')}`);
      await sim.call('/wps/session/login', {
        ip: `192.0.2.${i + 1}`,
        body: { username: `nobody${i}`, password: 'Wrong1234', type: 'username' },
      });
      await sim.call('/wps/session/login/freeplay', { body: {} });
    }
    await sim.call('/wps/verification/sms/noLogin', { body: { mobileNum: '0912345678' } });
    expect(count(sim, 'captchas')).toBe(20);
    // an account and an IP per failure, the SMS send and the free plays (their quotas count there)
    expect(count(sim, 'auth_failures')).toBe(61);
    expect(count(sim, 'members', 'type = 4')).toBe(20);

    // a trial player still playing keeps its account
    sim.advance(59 * 60_000);
    const playing = await sim.call<{ token: string }>('/wps/session/login/freeplay', { body: {} });
    sim.advance(2 * 60_000);
    await sim.call('/wps/system/whitelabel');
    expect(count(sim, 'captchas')).toBe(0);
    expect(count(sim, 'members', 'type = 4')).toBe(1);
    // only the free play of two minutes ago is still inside its hour
    expect(count(sim, 'auth_failures')).toBe(1);
    expect(count(sim, 'tokens', 'expires_at < ' + String(sim.clock.now))).toBe(0);
    expect((await sim.call('/wps/member/info', { token: playing.body.value?.token })).status).toBe(
      200,
    );

    sim.advance(24 * 60 * 60_000);
    await sim.call('/wps/system/whitelabel');
    expect(count(sim, 'sms_outbox')).toBe(0);
    expect(count(sim, 'members', 'type = 4')).toBe(0);
  });

  it('runs at most once a minute', async () => {
    const sim = makeSim();
    await sim.call('/wps/system/whitelabel');
    await sim.call('/wps/captcha?key=c5c5c5c5-0000-4000-8000-000000000001');
    sim.advance(5 * 60_000 + 1);
    expect(count(sim, 'captchas')).toBe(1);
    sim.app.sim.prunedAt = sim.clock.now; // pruned a moment ago
    await sim.call('/wps/system/whitelabel');
    expect(count(sim, 'captchas')).toBe(1);
    sim.advance(PRUNE_EVERY_MS);
    await sim.call('/wps/system/whitelabel');
    expect(count(sim, 'captchas')).toBe(0);
  });
});
