import { describe, expect, it } from 'vitest';
import { makeSim } from '../../testing';

describe('dev endpoints: platform state', () => {
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
