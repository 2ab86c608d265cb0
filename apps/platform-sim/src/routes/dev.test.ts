import { describe, expect, it } from 'vitest';
import { makeSim } from '../testing';

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

  it('expire a token now and reseed the database', async () => {
    const sim = makeSim();
    const token = await sim.login();
    expect((await sim.call('/__sim/tokens/expire', { body: { token } })).body.value).toEqual({
      expired: 1,
    });
    expect((await sim.call('/wps/member/info', { token })).status).toBe(401);
    await sim.call('/wps/member/register', { method: 'PUT', merchant: 'TGR07', body: {} });
    sim.app.sim.db
      .prepare("UPDATE members SET nickname = 'changed' WHERE account = 'player1'")
      .run();
    expect((await sim.call('/__sim/reset', { body: {} })).body.success).toBe(true);
    const fresh = await sim.login();
    expect(
      (await sim.call<{ nickname: string }>('/wps/member/info', { token: fresh })).body.value
        ?.nickname,
    ).toBe('Player 1');
  });

  it('send a member an unread message, which leads the list; refuse an unknown member', async () => {
    const sim = makeSim();
    const token = await sim.login();
    sim.advance(60_000);
    const sent = await sim.call<{ id: number; read: boolean }>('/__sim/messages', {
      body: { merchant: 'aur01', account: 'player1', title: 'Your bonus', content: '<p>Hello</p>' },
    });
    expect(sent.body).toMatchObject({
      success: true,
      message: 'Message sent',
      value: { read: false },
    });
    const list = await sim.call<{ list: { id: number; title: string; read: boolean }[] }>(
      '/wps/member/messages',
      { token },
    );
    expect(list.body.value?.list[0]).toEqual(
      expect.objectContaining({ id: sent.body.value?.id, title: 'Your bonus', read: false }),
    );
    const unknown = await sim.call('/__sim/messages', {
      body: { merchant: 'AUR01', account: 'nobody', title: 'x', content: 'y' },
    });
    expect(unknown.body).toMatchObject({ success: false, message: 'Member not found' });
    const untitled = await sim.call('/__sim/messages', {
      body: { merchant: 'AUR01', account: 'player1', content: 'y' },
    });
    expect(untitled.body.success).toBe(false);
  });

  it("answer a feedback, which then shows in the player's list; refuse a bad or unknown one", async () => {
    const sim = makeSim();
    const token = await sim.login();
    const sent = await sim.call<{ feedbackId: number }>('/wps/feedback', {
      method: 'PUT',
      token,
      body: { type: 'deposit', content: 'Where is my deposit?' },
    });
    const feedbackId = sent.body.value?.feedbackId ?? 0;
    sim.advance(3_600_000);
    const answer = await sim.call('/__sim/feedback/reply', {
      body: { feedbackId, reply: '  It has arrived.  ' },
    });
    expect(answer.body).toMatchObject({
      success: true,
      message: 'Feedback answered',
      value: {
        id: feedbackId,
        content: 'Where is my deposit?',
        reply: 'It has arrived.',
        repliedAt: new Date(sim.clock.now).toISOString(),
      },
    });
    const list = await sim.call<{ list: { id: number; reply: string | null }[] }>(
      '/wps/feedback/list',
      { token },
    );
    expect(list.body.value?.list[0]).toMatchObject({ id: feedbackId, reply: 'It has arrived.' });

    expect((await sim.call('/__sim/feedback/reply', { body: { reply: 'x' } })).status).toBe(400);
    expect((await sim.call('/__sim/feedback/reply', { body: { feedbackId } })).status).toBe(400);
    expect(
      (await sim.call('/__sim/feedback/reply', { body: { feedbackId, reply: '   ' } })).status,
    ).toBe(400);
    expect(
      (await sim.call('/__sim/feedback/reply', { body: { feedbackId: 999_999, reply: 'x' } })).body,
    ).toMatchObject({ success: false, code: 'NOT_FOUND_ENTITY', message: 'Feedback not found' });
  });
});
