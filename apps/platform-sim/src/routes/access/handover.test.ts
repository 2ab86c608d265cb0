import { describe, expect, it } from 'vitest';
import type { HandoverCode, HandoverPreview, LoginResponse, MemberInfo } from '../../contract';
import { makeSim, type TestSim } from '../../testing';
import { HANDOVER_CODE_TTL_MS, HANDOVER_INVALID_MESSAGE } from './handover';

const HANDOVER = '/wps/session/handover';
const EXCHANGE = '/wps/session/handover/exchange';
const PREVIEW = '/wps/session/handover/preview';

async function issue(sim: TestSim, token: string): Promise<string> {
  const { body } = await sim.call<HandoverCode>(HANDOVER, { method: 'POST', token });
  expect(body.success).toBe(true);
  return body.value?.code ?? '';
}

const exchange = (sim: TestSim, code: string, init: { ip?: string; merchant?: string } = {}) =>
  sim.call<LoginResponse>(EXCHANGE, { body: { code }, ...init });

const preview = (sim: TestSim, code: string, init: { ip?: string; merchant?: string } = {}) =>
  sim.call<HandoverPreview>(PREVIEW, { body: { code }, ...init });

describe('session handover', () => {
  it('hands a member to another browser: a one-time random code for a new token of that member', async () => {
    const sim = makeSim();
    const token = await sim.login('player1');
    const issued = await sim.call<HandoverCode>(HANDOVER, { method: 'POST', token });
    expect(issued.body.value?.expiresIn).toBe(60);
    const code = issued.body.value?.code ?? '';
    // base64url of at least 128 random bits
    expect(code).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    expect(await issue(sim, token)).not.toBe(code);
    // only the hash is stored
    const stored = sim.app.sim.db.prepare('SELECT code_hash FROM handover_codes').all() as {
      code_hash: string;
    }[];
    expect(stored.map((row) => row.code_hash)).not.toContain(code);

    const answer = await exchange(sim, code);
    expect(answer.body).toMatchObject({ success: true, value: { firstTimeLogin: false } });
    const newToken = answer.body.value?.token ?? '';
    expect(newToken).not.toBe(token);
    const info = await sim.call<MemberInfo>('/wps/member/info', { token: newToken });
    expect(info.body.value?.account).toBe('player1');
    // the handing session goes on
    expect((await sim.call('/wps/member/info', { token })).status).toBe(200);
  });

  it('needs a signed-in member to issue a code; trial players are refused', async () => {
    const sim = makeSim();
    expect((await sim.call(HANDOVER, { method: 'POST' })).status).toBe(401);
    const trial = await sim.call<LoginResponse>('/wps/session/login/freeplay', { body: {} });
    const refused = await sim.call(HANDOVER, { method: 'POST', token: trial.body.value?.token });
    expect(refused.body).toMatchObject({ success: false, code: 'TRIAL_FORBIDDEN' });
  });

  it('refuses a code used twice, an expired code, an unknown code and another merchant, with one message', async () => {
    const sim = makeSim();
    const token = await sim.login('player1');
    const refusal = { success: false, code: 'HANDOVER_INVALID', message: HANDOVER_INVALID_MESSAGE };

    const used = await issue(sim, token);
    expect((await exchange(sim, used)).body.success).toBe(true);
    expect((await exchange(sim, used)).body).toMatchObject(refusal);

    const late = await issue(sim, token);
    sim.advance(HANDOVER_CODE_TTL_MS);
    expect((await exchange(sim, late)).body).toMatchObject(refusal);

    expect((await exchange(sim, 'never-issued-code-000000000')).body).toMatchObject(refusal);

    const aurora = await issue(sim, token);
    expect((await exchange(sim, aurora, { merchant: 'TGR07' })).body).toMatchObject(refusal);
  });

  it('names the account of a live code without using it, so a guest can be asked first', async () => {
    const sim = makeSim();
    const token = await sim.login('player1');
    const refusal = { success: false, code: 'HANDOVER_INVALID', message: HANDOVER_INVALID_MESSAGE };
    const code = await issue(sim, token);
    expect((await preview(sim, code)).body).toMatchObject({
      success: true,
      value: { account: 'player1' },
    });
    // still good after the preview, once
    expect((await preview(sim, code)).body.success).toBe(true);
    expect((await exchange(sim, code)).body.success).toBe(true);
    expect((await preview(sim, code)).body).toMatchObject(refusal);
    // another merchant, an expired code and a code of a signed-out session say nothing of the account
    const aurora = await issue(sim, token);
    expect((await preview(sim, aurora, { merchant: 'TGR07' })).body).toMatchObject(refusal);
    sim.advance(HANDOVER_CODE_TTL_MS);
    expect((await preview(sim, aurora)).body).toMatchObject(refusal);
    const revoked = await issue(sim, token);
    await sim.call('/wps/session/logout', { method: 'DELETE', token });
    expect((await preview(sim, revoked)).body).toMatchObject(refusal);
  });

  it('lets only one of two simultaneous exchanges of a code through', async () => {
    const sim = makeSim();
    const code = await issue(sim, await sim.login('player1'));
    const answers = await Promise.all([exchange(sim, code), exchange(sim, code)]);
    expect(answers.filter((answer) => answer.body.success)).toHaveLength(1);
  });

  it('counts misses against the IP: guessing codes ends in the wait of a failed-login run', async () => {
    const sim = makeSim();
    const ip = '198.51.100.7';
    let status = 200;
    let misses = 0;
    while (status === 200 && misses < 500) {
      // previews and exchanges share the count
      const guess = misses % 2 === 0 ? preview : exchange;
      status = (await guess(sim, `guess-${misses}-xxxxxxxxxxxxxxxxxx`, { ip })).status;
      misses += 1;
    }
    expect(status).toBe(429);
    expect(misses).toBe(151); // IP_LIMIT.lockAfter misses, then the wait
    // another visitor is not held up
    const code = await issue(sim, await sim.login('player1'));
    expect((await exchange(sim, code, { ip: '198.51.100.8' })).body.success).toBe(true);
  });

  it('prunes expired codes with the housekeeping', async () => {
    const sim = makeSim();
    const token = await sim.login('player1');
    await issue(sim, token);
    await issue(sim, token);
    const count = () =>
      (sim.app.sim.db.prepare('SELECT COUNT(*) AS n FROM handover_codes').get() as { n: number }).n;
    expect(count()).toBe(2);
    sim.advance(2 * 60_000);
    await sim.call('/wps/system/whitelabel');
    expect(count()).toBe(0);
  });
});
