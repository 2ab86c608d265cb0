import { describe, expect, it } from 'vitest';
import { makeSim } from '../../testing';

describe('dev endpoints: outbox', () => {
  it("clear a number's SMS outbox, which lifts its 60 s resend gap across purposes", async () => {
    const sim = makeSim();
    const mobile = '0912345678'; // player1
    const send = (purpose: string) =>
      sim.call(`/wps/verification/sms/${purpose}`, {
        body: { mobileNum: mobile, countryDialingCode: '84' },
      });
    expect((await send('noLogin')).body.success).toBe(true);
    expect((await send('password')).status).toBe(429);
    const cleared = await sim.call<{ deleted: number }>(`/__sim/sms?mobile=${mobile}`, {
      method: 'DELETE',
    });
    expect(cleared.body.value).toEqual({ deleted: 1 });
    expect((await sim.call<unknown[]>(`/__sim/sms?mobile=${mobile}`)).body.value).toEqual([]);
    expect((await send('password')).body.success).toBe(true);
    expect((await sim.call('/__sim/sms', { method: 'DELETE' })).status).toBe(400);
  });
});
