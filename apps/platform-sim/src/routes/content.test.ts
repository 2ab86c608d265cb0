import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { makeSim } from '../testing';
import {
  BANNER_GROUPS,
  type AnnouncementsResponse,
  type FeedbackItem,
  type FeedbackResponse,
  type Paged,
} from '../contract';
import { RgbImage } from '../lib/png';

const png = (): Blob =>
  new Blob([new Uint8Array(new RgbImage(4, 4, [255, 0, 0]).toPng())], { type: 'image/png' });

describe('content', () => {
  it('returns banners for every route group, notices per type and popups', async () => {
    const sim = makeSim();
    const all = await sim.call<AnnouncementsResponse>(
      '/wps/system/announcement?types=B,PL,PU,PR,H&platform=W&execution=B',
    );
    const groups = new Set(all.body.value?.banners.map((b) => b.groupName));
    for (const group of BANNER_GROUPS) expect(groups.has(group)).toBe(true);
    expect(all.body.value?.banners.some((b) => b.linkageType !== null)).toBe(true);
    expect(all.body.value?.popup.length).toBeGreaterThan(0);
    expect(all.body.value?.promotion.every((n) => n.type === 'PR')).toBe(true);
    const html = JSON.stringify(all.body.value);
    expect(html).toContain('onerror='); // unsafe HTML on purpose: the client must sanitise it
    const reg = await sim.call<AnnouncementsResponse>('/wps/system/announcement?groupName=w_reg');
    expect(reg.body.value?.banners.map((b) => b.groupName)).toEqual(['w_reg']);
    const onlyPopups = await sim.call<AnnouncementsResponse>('/wps/system/announcement?types=PU');
    expect(onlyPopups.body.value?.player).toEqual([]);
    const ticker = await sim.call<AnnouncementsResponse>('/wps/system/announcement?query=home');
    expect(ticker.body.value?.player.every((n) => n.type === 'H' || n.type === 'B')).toBe(true);
    expect((await sim.call('/wps/system/announcement?types=ZZ')).status).toBe(400);
    const banner = await sim.app.request(all.body.value?.banners[0]?.url ?? '');
    expect(banner.status).toBe(200);
  });

  it('has one banner in some groups and several in others; some link to a route or an http(s) address', async () => {
    const sim = makeSim();
    const banners =
      (await sim.call<AnnouncementsResponse>('/wps/system/announcement')).body.value?.banners ?? [];
    const perGroup = new Map<string, number>();
    for (const banner of banners)
      perGroup.set(banner.groupName, (perGroup.get(banner.groupName) ?? 0) + 1);
    expect([...perGroup.keys()].sort()).toEqual([...BANNER_GROUPS].sort());
    expect(perGroup.get('w_reg')).toBe(1);
    expect([...perGroup.values()].filter((n) => n === 1).length).toBeGreaterThan(2);
    expect([...perGroup.values()].filter((n) => n > 1).length).toBeGreaterThan(2);
    const linked = banners.filter((b) => b.linkageType !== null);
    expect(banners.some((b) => b.linkageType === null && b.linkageValue === null)).toBe(true);
    for (const banner of linked) {
      if (banner.linkageType === 'ROUTE') expect(banner.linkageValue).toMatch(/^\/[A-Za-z]/);
      else expect(banner.linkageValue).toMatch(/^https?:\/\//);
    }
    expect(new Set(linked.map((b) => b.linkageType))).toEqual(new Set(['ROUTE', 'URL']));
  });

  it('returns the help centre with HTML items', async () => {
    const sim = makeSim();
    const help = await sim.call<{ list: { title: string; content: string }[] }>(
      '/wps/system/helpCenter?language=EN&device=WEB',
    );
    expect(help.body.value?.list.length).toBeGreaterThanOrEqual(4);
    expect(help.body.value?.list[0]?.content).toContain('<p>');
  });

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
