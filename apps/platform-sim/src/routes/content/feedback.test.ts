import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { makeSim } from '../../testing';
import type { FeedbackItem, FeedbackResponse, Paged } from '../../contract';
import { RgbImage } from '../../lib/png';

const png = (): Blob =>
  new Blob([new Uint8Array(new RgbImage(4, 4, [255, 0, 0]).toPng())], { type: 'image/png' });

describe('feedback', () => {
  it('takes feedback with up to 3 png/jpg images and 140 characters', async () => {
    const sim = makeSim();
    const token = await sim.login();
    const form = (content: string, files: Blob[]): FormData => {
      const data = new FormData();
      data.set('type', 'deposit');
      data.set('content', content);
      files.forEach((file, i) => data.append('images', file, `shot${i}.png`));
      return data;
    };
    const okRes = await sim.call<{ imageCount: number }>('/wps/feedback', {
      method: 'PUT',
      token,
      body: form('My deposit has not arrived yet', [png(), png()]),
    });
    expect(okRes.body).toMatchObject({ success: true, value: { imageCount: 2 } });
    const tooMany = await sim.call('/wps/feedback', {
      method: 'PUT',
      token,
      body: form('four images', [png(), png(), png(), png()]),
    });
    expect(tooMany.body.message).toBe('At most 3 images can be uploaded');
    const tooLong = await sim.call('/wps/feedback', {
      method: 'PUT',
      token,
      body: form('x'.repeat(141), []),
    });
    expect(tooLong.body.message).toMatch(/140/);
    const gif = new Blob([new TextEncoder().encode('GIF89a....')], { type: 'image/gif' });
    expect(
      (await sim.call('/wps/feedback', { method: 'PUT', token, body: form('gif', [gif]) })).body
        .message,
    ).toBe('Only png or jpg images can be uploaded');
    const huge = new Blob(
      [new Uint8Array(new RgbImage(1, 1, [0, 0, 0]).toPng()), new Uint8Array(5 * 1024 * 1024)],
      { type: 'image/png' },
    );
    expect(
      (await sim.call('/wps/feedback', { method: 'PUT', token, body: form('big', [huge]) })).body
        .message,
    ).toBe('Each image must be at most 5MB');
    const json = await sim.call('/wps/feedback', {
      method: 'PUT',
      token,
      body: {
        type: 'game',
        content: 'Lag',
        images: [
          `data:image/png;base64,${Buffer.from(new RgbImage(2, 2, [0, 0, 0]).toPng()).toString('base64')}`,
        ],
      },
    });
    expect(json.body.success).toBe(true);
    expect(
      (
        await sim.call('/wps/feedback', {
          method: 'PUT',
          token,
          body: { type: 'other', content: '  ' },
        })
      ).body.message,
    ).toBe('Input cannot be empty');
    expect(
      (
        await sim.call('/wps/feedback', {
          method: 'PUT',
          token,
          body: { type: 'wat', content: 'x' },
        })
      ).status,
    ).toBe(400);
    expect(
      (await sim.call('/wps/feedback', { method: 'PUT', body: { type: 'other', content: 'x' } }))
        .status,
    ).toBe(401);
  });

  it("lists only the player's own feedback, newest first and paged, with the platform's replies", async () => {
    const sim = makeSim();
    const player = await sim.login();
    const vip = await sim.login('vip1');
    const list = (token: string, query = '') =>
      sim.call<Paged<FeedbackItem>>(`/wps/feedback/list${query}`, { token });

    // the seed has one earlier, answered feedback per player
    const seeded = (await list(player)).body.value;
    expect(seeded).toMatchObject({ pageNo: 1, total: 1, totalPages: 1 });
    expect(seeded?.list[0]).toMatchObject({ type: 'deposit', imageCount: 0 });
    expect(seeded?.list[0]?.reply).toEqual(expect.any(String));
    expect(Date.parse(seeded?.list[0]?.repliedAt ?? '')).toBeGreaterThan(
      Date.parse(seeded?.list[0]?.createdAt ?? ''),
    );

    const send = async (token: string, type: string, content: string, images = 0) => {
      const data = new FormData();
      data.set('type', type);
      data.set('content', content);
      for (let i = 0; i < images; i++) data.append('images', png(), `shot${i}.png`);
      const res = await sim.call<FeedbackResponse>('/wps/feedback', {
        method: 'PUT',
        token,
        body: data,
      });
      sim.advance(60_000);
      return res.body.value?.feedbackId ?? 0;
    };
    const first = await send(player, 'game', 'The slot froze', 2);
    const second = await send(player, 'withdraw', 'Withdrawal pending');
    const third = await send(player, 'other', 'A suggestion');
    await send(vip, 'service', 'Not yours to see');

    const page1 = (await list(player, '?pageNo=1&pageSize=2')).body.value;
    expect(page1).toMatchObject({ pageNo: 1, pageSize: 2, total: 4, totalPages: 2 });
    expect(page1?.list.map((f) => f.id)).toEqual([third, second]);
    const page2 = (await list(player, '?pageNo=2&pageSize=2')).body.value;
    expect(page2?.list.map((f) => f.id)).toEqual([first, seeded?.list[0]?.id]);
    expect(page2?.list[0]).toEqual({
      id: first,
      type: 'game',
      content: 'The slot froze',
      imageCount: 2,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      reply: null,
      repliedAt: null,
    });
    const all = (await list(player)).body.value?.list ?? [];
    expect(all.some((f) => f.content === 'Not yours to see')).toBe(false);
    expect((await list(vip)).body.value?.total).toBe(2);

    // the back office answers one: the reply and its time appear in the player's list
    const answered = await sim.call<FeedbackItem>('/__sim/feedback/reply', {
      body: { feedbackId: second, reply: 'Paid out this morning.' },
    });
    expect(answered.body.value).toMatchObject({ id: second, reply: 'Paid out this morning.' });
    const after = (await list(player)).body.value?.list.find((f) => f.id === second);
    expect(after).toMatchObject({
      reply: 'Paid out this morning.',
      repliedAt: new Date(sim.clock.now).toISOString(),
    });

    expect((await sim.call('/wps/feedback/list')).status).toBe(401);
    expect((await list(player, '?pageSize=0')).status).toBe(400);
  });
});

describe('the test pictures', () => {
  it('encodes a PNG whose data inflates to the image rows', () => {
    const bytes = new RgbImage(3, 2, [1, 2, 3]).toPng();
    expect(bytes.subarray(12, 16).toString('ascii')).toBe('IHDR');
    expect(bytes.includes(Buffer.from('IEND'))).toBe(true);
    const idatAt = bytes.indexOf(Buffer.from('IDAT'));
    const length = bytes.readUInt32BE(idatAt - 4);
    const rows = inflateSync(bytes.subarray(idatAt + 4, idatAt + 4 + length));
    expect([...rows]).toEqual([0, 1, 2, 3, 1, 2, 3, 1, 2, 3, 0, 1, 2, 3, 1, 2, 3, 1, 2, 3]);
  });
});
