import { describe, expect, it } from 'vitest';
import { RgbImage } from '../../lib/png';
import { makeSim, type TestSim } from '../../testing';
import type { MemberInfo } from '../../contract';

describe('member account', () => {
  it('describes the member with club label and rank', async () => {
    const sim = makeSim();
    const vip = await sim.call<MemberInfo>('/wps/member/info', { token: await sim.login('vip1') });
    expect(vip.body.value).toMatchObject({
      account: 'vip1',
      type: 0,
      clubLabel: { rankLevel: 6, labelName: 'VIP Royal' },
    });
    expect(vip.body.value?.memberLabel[0]?.labelName).toBe('Member');
    const agent = await sim.call<MemberInfo>('/wps/member/info', {
      token: await sim.login('agent1', 'Agent1234'),
    });
    expect(agent.body.value?.type).toBe(1);
  });

  it('answers balance, unread count, icon and avatar image for a token only', async () => {
    const sim = makeSim();
    const token = await sim.login();
    expect(
      (await sim.call<{ sumBalance: number }>('/wps/v2/wallets/balance', { token })).body.value
        ?.sumBalance,
    ).toBeCloseTo(2469);
    expect((await sim.call<number>('/wps/relay/CSP_unreadCount', { token })).body.value).toBe(3);
    expect(
      (await sim.call<{ iconUrl: string }>('/wps/member/info/icon', { token })).body.value?.iconUrl,
    ).toBe('/sim-assets/avatar/player1.svg');
    const avatar = await sim.app.request('/wps/relay/MCSFE_getPlayerAvatar', {
      headers: { Merchant: 'AUR01', Authorization: `Bearer ${token}` },
    });
    expect(avatar.headers.get('content-type')).toBe('image/svg+xml');
    expect(await avatar.text()).toContain('<svg');
    expect((await sim.call('/wps/relay/MCSFE_getPlayerAvatar')).status).toBe(401);
    expect((await sim.call('/wps/v2/wallets/balance')).status).toBe(401);
  });

  it('moves money between wallets on a multi-wallet merchant only', async () => {
    const sim = makeSim();
    expect(
      (await sim.call<{ isSingle: boolean }>('/wps/v2/wallets/merchant', { merchant: 'LTS88' }))
        .body.value?.isSingle,
    ).toBe(false);
    const token = await sim.login('player1', 'Player123', 'LTS88');
    const moved = await sim.call('/wps/v2/wallets/transfer', {
      merchant: 'LTS88',
      token,
      body: { from: 'MAIN', to: 'PG', amount: 100 },
    });
    expect(moved.body.success).toBe(true);
    const balance = await sim.call<{
      sumBalance: number;
      wallets: { walletType: string; balance: number }[];
    }>('/wps/v2/wallets/balance', { merchant: 'LTS88', token });
    expect(balance.body.value?.wallets).toContainEqual({ walletType: 'PG', balance: 100 });
    expect(
      (
        await sim.call('/wps/v2/wallets/transfer', {
          merchant: 'LTS88',
          token,
          body: { from: 'PG', to: 'MAIN', amount: 1e6 },
        })
      ).body.message,
    ).toBe('Insufficient balance');
    const single = await sim.call('/wps/v2/wallets/transfer', {
      token: await sim.login(),
      body: { from: 'MAIN', to: 'PG', amount: 1 },
    });
    expect(single.body.code).toBe('FEATURE_DISABLED');
  });

  it('moves money between wallets once when ten transfers of it arrive at once', async () => {
    const sim = makeSim();
    const token = await sim.login('player1', 'Player123', 'LTS88');
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        sim.call('/wps/v2/wallets/transfer', {
          merchant: 'LTS88',
          token,
          body: { from: 'MAIN', to: 'PG', amount: 2000 },
        }),
      ),
    );
    expect(answers.filter((answer) => answer.body.success)).toHaveLength(1);
    const balance = await sim.call<{
      sumBalance: number;
      wallets: { walletType: string; balance: number }[];
    }>('/wps/v2/wallets/balance', { merchant: 'LTS88', token });
    expect(balance.body.value).toMatchObject({
      sumBalance: 2469, // nothing created or lost
      wallets: [
        { walletType: 'MAIN', balance: 469 },
        { walletType: 'PG', balance: 2000 },
      ],
    });
  });

  it('updates the language', async () => {
    const sim = makeSim();
    const token = await sim.login();
    expect(
      (
        await sim.call('/wps/member/language', {
          method: 'PUT',
          token,
          body: { language: 'zh-tw' },
        })
      ).body.success,
    ).toBe(true);
    expect((await sim.call<MemberInfo>('/wps/member/info', { token })).body.value?.language).toBe(
      'ZH-TW',
    );
    expect(
      (
        await sim.call('/wps/member/language', {
          method: 'PUT',
          token,
          body: { language: 'english!' },
        })
      ).status,
    ).toBe(400);
  });
});

const setNickname = (sim: TestSim, token: string | undefined, nickname: unknown) =>
  sim.call<MemberInfo>('/wps/member/info', { method: 'PUT', token, body: { nickname } });
const pngBytes = () => new Uint8Array(new RgbImage(4, 4, [0, 128, 255]).toPng());
const jpegBytes = () => new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46]);
const upload = (sim: TestSim, token: string | undefined, file: Blob, field = 'file') => {
  const form = new FormData();
  form.append(field, file, 'me.png');
  return sim.call<{ iconUrl: string }>('/wps/member/info/icon', {
    method: 'PUT',
    token,
    body: form,
  });
};
const freePlay = async (sim: TestSim) =>
  (await sim.call<{ token: string }>('/wps/session/login/freeplay', { body: {} })).body.value
    ?.token;

describe('nickname', () => {
  it('saves a trimmed nickname of 2-20 letters of any script, digits, spaces, _ - .', async () => {
    const sim = makeSim();
    const token = await sim.login();
    const saved = await setNickname(sim, token, '  Lucky_Star-7.  ');
    expect(saved.body).toMatchObject({
      success: true,
      message: 'Nickname updated',
      value: { account: 'player1', nickname: 'Lucky_Star-7.' },
    });
    expect((await sim.call<MemberInfo>('/wps/member/info', { token })).body.value?.nickname).toBe(
      'Lucky_Star-7.',
    );
    for (const nickname of ['Nguyễn Văn An', '王小明', 'สมชาย', 'Zé', 'x'.repeat(20)])
      expect((await setNickname(sim, token, nickname)).body.value?.nickname).toBe(nickname);
    // combining marks are part of the letter; the stored text is the composed (NFC) form
    expect((await setNickname(sim, token, 'Ame\u0301lie')).body.value?.nickname).toBe('Amélie');
  });

  it('refuses an empty, short, long, markup or symbol nickname with a clear message', async () => {
    const sim = makeSim();
    const token = await sim.login();
    const before = (await sim.call<MemberInfo>('/wps/member/info', { token })).body.value?.nickname;
    const refusal = async (nickname: unknown) => {
      const answer = await setNickname(sim, token, nickname);
      expect(answer.body.success).toBe(false);
      return answer.body;
    };
    expect(await refusal('   ')).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Please enter a nickname',
      value: { field: 'nickname' },
    });
    expect((await refusal(undefined)).message).toBe('Please enter a nickname');
    expect((await refusal('a')).message).toBe('The nickname must be 2-20 characters');
    expect((await refusal('x'.repeat(21))).message).toBe('The nickname must be 2-20 characters');
    expect((await refusal('x'.repeat(100_000))).message).toBe(
      'The nickname must be 2-20 characters',
    );
    for (const markup of ['<b>hi</b>', 'Tom & Jerry', 'say "hi"', "it's me", 'a>b'])
      expect((await refusal(markup)).message).toBe('The nickname cannot contain < > & " or \'');
    for (const symbol of ['star*', 'me@home', 'tab\there', 'emoji 😀', 'a/b'])
      expect((await refusal(symbol)).message).toBe(
        'The nickname can only contain letters, digits, spaces, _ - and .',
      );
    expect((await refusal('_-.')).message).toBe('The nickname needs at least one letter or digit');
    const wrongType = await setNickname(sim, token, 42);
    expect(wrongType.status).toBe(400);
    // nothing was saved
    expect(before).toBeTruthy();
    expect((await sim.call<MemberInfo>('/wps/member/info', { token })).body.value?.nickname).toBe(
      before,
    );
  });

  it('refuses a guest and a trial user, and keeps other players apart', async () => {
    const sim = makeSim();
    expect((await setNickname(sim, undefined, 'Guest')).status).toBe(401);
    expect(
      (await upload(sim, undefined, new Blob([pngBytes()], { type: 'image/png' }))).status,
    ).toBe(401);
    const trial = await freePlay(sim);
    expect((await setNickname(sim, trial, 'Trial me')).body.code).toBe('TRIAL_FORBIDDEN');
    expect(
      (await upload(sim, trial, new Blob([pngBytes()], { type: 'image/png' }))).body.code,
    ).toBe('TRIAL_FORBIDDEN');
    // a trial user still reads its own generated icon
    expect(
      (await sim.call<{ iconUrl: string }>('/wps/member/info/icon', { token: trial })).body.value
        ?.iconUrl,
    ).toMatch(/^\/sim-assets\/avatar\/.+\.svg$/);

    await setNickname(sim, await sim.login(), 'Only player1');
    const vip = await sim.call<MemberInfo>('/wps/member/info', { token: await sim.login('vip1') });
    expect(vip.body.value?.nickname).not.toBe('Only player1');
  });
});

describe('avatar', () => {
  it('takes an upload when the global File is another program’s (the simulator in-process, in jsdom)', async () => {
    const sim = makeSim();
    const token = await sim.login();
    const form = new FormData();
    form.append('file', new Blob([pngBytes()], { type: 'image/png' }), 'me.png');
    const nodeFile = globalThis.File;
    // What the site's jsdom tests do to the process the simulator runs in.
    globalThis.File = class NotTheParsersFile {} as unknown as typeof File;
    try {
      const saved = await sim.call<{ iconUrl: string }>('/wps/member/info/icon', {
        method: 'PUT',
        token,
        body: form,
      });
      expect(saved.body).toMatchObject({ success: true, message: 'Avatar updated' });
    } finally {
      globalThis.File = nodeFile;
    }
  });

  it('stores an uploaded png or jpg and serves it back as the icon, member info and avatar', async () => {
    const sim = makeSim();
    const token = await sim.login();
    const bytes = pngBytes();
    const saved = await upload(sim, token, new Blob([bytes], { type: 'image/png' }));
    expect(saved.body).toMatchObject({ success: true, message: 'Avatar updated' });
    const iconUrl = saved.body.value?.iconUrl ?? '';
    expect(iconUrl).toMatch(/^\/sim-assets\/avatar\/player1\?v=\d+$/);
    expect(
      (await sim.call<{ iconUrl: string }>('/wps/member/info/icon', { token })).body.value?.iconUrl,
    ).toBe(iconUrl);
    expect((await sim.call<MemberInfo>('/wps/member/info', { token })).body.value?.avatarUrl).toBe(
      iconUrl,
    );

    // served without a token (an <img>), as the stored bytes, never sniffed
    const picture = await sim.app.request(iconUrl);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/png');
    expect(picture.headers.get('x-content-type-options')).toBe('nosniff');
    expect(new Uint8Array(await picture.arrayBuffer())).toEqual(bytes);
    const relay = await sim.app.request('/wps/relay/MCSFE_getPlayerAvatar', {
      headers: { Merchant: 'AUR01', Authorization: `Bearer ${token}` },
    });
    expect(relay.headers.get('content-type')).toBe('image/png');

    // a new picture is a new URL; the old one is gone, and a version is not another account's
    const jpeg = await upload(sim, token, new Blob([jpegBytes()], { type: 'image/jpeg' }));
    const next = jpeg.body.value?.iconUrl ?? '';
    expect(next).not.toBe(iconUrl);
    const second = await sim.app.request(next);
    expect(second.headers.get('content-type')).toBe('image/jpeg');
    expect((await sim.app.request(iconUrl)).status).toBe(404);
    expect((await sim.app.request(next.replace('player1', 'vip1'))).status).toBe(404);
    expect((await sim.app.request('/sim-assets/avatar/player1')).status).toBe(404);
    // the same account at another merchant keeps its generated picture
    const lotus = await sim.login('player1', 'Player123', 'LTS88');
    expect(
      (
        await sim.call<{ iconUrl: string }>('/wps/member/info/icon', {
          merchant: 'LTS88',
          token: lotus,
        })
      ).body.value?.iconUrl,
    ).toBe('/sim-assets/avatar/player1.svg');
  });

  it('refuses an icon that is not png or jpg by its bytes, over 5MB, or not one file', async () => {
    const sim = makeSim();
    const token = await sim.login();
    const typeMessage = 'Only png or jpg images can be uploaded';
    const gif = new Blob([new TextEncoder().encode('GIF89a....')], { type: 'image/gif' });
    expect((await upload(sim, token, gif)).body).toMatchObject({
      success: false,
      code: 'VALIDATION_FAILED',
      message: typeMessage,
    });
    // a declared png whose bytes are not one, and png bytes declared as something else
    const fake = new Blob([new TextEncoder().encode('<svg onload="x()"/>')], { type: 'image/png' });
    expect((await upload(sim, token, fake)).body.message).toBe(typeMessage);
    const html = new Blob([pngBytes()], { type: 'text/html' });
    expect((await upload(sim, token, html)).body.message).toBe(typeMessage);
    expect((await upload(sim, token, new Blob([], { type: 'image/png' }))).body.message).toBe(
      typeMessage,
    );
    const huge = new Blob([pngBytes(), new Uint8Array(5 * 1024 * 1024)], { type: 'image/png' });
    expect((await upload(sim, token, huge)).body.message).toBe('Each image must be at most 5MB');
    const exactly = new Blob([pngBytes(), new Uint8Array(5 * 1024 * 1024 - pngBytes().length)], {
      type: 'image/png',
    });
    expect((await upload(sim, token, exactly)).body.success).toBe(true);

    const wrongField = await upload(
      sim,
      token,
      new Blob([pngBytes()], { type: 'image/png' }),
      'image',
    );
    expect(wrongField.status).toBe(400);
    const two = new FormData();
    two.append('file', new Blob([pngBytes()], { type: 'image/png' }), 'a.png');
    two.append('file', new Blob([pngBytes()], { type: 'image/png' }), 'b.png');
    expect(
      (await sim.call('/wps/member/info/icon', { method: 'PUT', token, body: two })).status,
    ).toBe(400);
    const json = await sim.call('/wps/member/info/icon', {
      method: 'PUT',
      token,
      body: { file: 'data:image/png;base64,AAAA' },
    });
    expect(json.status).toBe(400);
    // the refusals stored nothing: the icon is the last accepted picture
    const icon = await sim.call<{ iconUrl: string }>('/wps/member/info/icon', { token });
    expect(icon.body.value?.iconUrl).toMatch(/\?v=\d+$/);
  });
});
