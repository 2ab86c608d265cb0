import { describe, expect, it } from 'vitest';
import { makeSim, type TestSim } from '../../testing';
import { SEND_QUOTAS } from '../../verification/sendQuotas';

/** A free Vietnamese mobile number per index. */
const freeNumber = (i: number): string => `0987${String(i).padStart(6, '0')}`;
const sendRegisterCode = (sim: TestSim, i: number, ip: string) =>
  sim.call('/wps/verification/sms/register', {
    ip,
    body: { mobileNum: freeNumber(i), countryDialingCode: '84' },
  });
const resetMail = (sim: TestSim, username: string, ip = '203.0.113.9') =>
  sim.call('/wps/member/password/email', {
    ip,
    body: new URLSearchParams({ username, email: `${username}@example.com` }),
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  });

describe('send quotas', () => {
  it('limits SMS codes per IP and over everyone in an hour', async () => {
    const sim = makeSim();
    let n = 0;
    for (let i = 0; i < SEND_QUOTAS.sms.perIp; i += 1)
      expect((await sendRegisterCode(sim, (n += 1), '203.0.113.1')).body.success).toBe(true);
    expect((await sendRegisterCode(sim, (n += 1), '203.0.113.1')).status).toBe(429);
    for (let ip = 2; n < SEND_QUOTAS.sms.overall + 1; ip += 1)
      for (let i = 0; i < SEND_QUOTAS.sms.perIp - 1; i += 1)
        await sendRegisterCode(sim, (n += 1), `203.0.113.${ip}`);
    expect((await sendRegisterCode(sim, (n += 1), '198.51.100.1')).status).toBe(429);
    sim.advance(3_600_001);
    expect((await sendRegisterCode(sim, (n += 1), '203.0.113.1')).body.success).toBe(true);
  });

  it('sends one reset mail per account in 10 minutes, answering the same, and limits an IP', async () => {
    const sim = makeSim();
    const first = await resetMail(sim, 'player1');
    const second = await resetMail(sim, 'player1');
    expect(second.body).toEqual(first.body);
    const outbox = async () =>
      (await sim.call<unknown[]>('/__sim/email?email=player1@example.com')).body.value ?? [];
    expect(await outbox()).toHaveLength(1);
    sim.advance(SEND_QUOTAS.mailCooldownMs + 1);
    await resetMail(sim, 'player1');
    expect(await outbox()).toHaveLength(2);
    for (let i = 0; i < SEND_QUOTAS.mail.perIp; i += 1)
      await resetMail(sim, `nobody${i}`, '203.0.113.50');
    expect((await resetMail(sim, 'vip1', '203.0.113.50')).status).toBe(429);
  });
});
