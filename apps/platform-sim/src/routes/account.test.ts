import { describe, expect, it } from 'vitest';
import { makeSim } from '../testing';
import {
  WHITELABEL_FLAGS,
  type MemberInfo,
  type SiteStatus,
  type WhitelabelNode,
} from '../contract';

const flatten = (nodes: WhitelabelNode[]): WhitelabelNode[] =>
  nodes.flatMap((n) => [n, ...flatten(n.childrenNodes)]);

describe('site status and settings', () => {
  it('answers status 0 with the permission info, then 1 and 2 when switched', async () => {
    const sim = makeSim();
    const normal = await sim.call<SiteStatus>('/wps/system/status?url=localhost', {
      ip: '203.0.113.7',
    });
    expect(normal.body.value).toMatchObject({
      status: 0,
      maintenance: null,
      regionRestriction: null,
      location: { ip: '203.0.113.7' },
    });
    expect(normal.body.value?.info.register.username.enabled).toBe(true);
    expect(normal.body.value?.info.resources.length).toBeGreaterThan(3);
    expect(normal.body.value?.info.customerService[0]).toMatchObject({ csType: 'LIVECHAT' });
    await sim.call('/__sim/status', {
      body: { merchant: 'AUR01', status: 1, endTime: '2025-06-02T12:00:00Z', info: 'Upgrading' },
    });
    const maintenance = await sim.call<SiteStatus>('/wps/system/status?url=localhost');
    expect(maintenance.body.value).toMatchObject({
      status: 1,
      maintenanceEnd: '2025-06-02T12:00:00.000Z',
      maintenance: { info: 'Upgrading' },
    });
    await sim.call('/__sim/status', { body: { merchant: 'AUR01', status: 2 } });
    const restricted = await sim.call<SiteStatus>('/wps/system/status', { ip: '198.51.100.4' });
    expect(restricted.body.value).toMatchObject({
      status: 2,
      regionRestriction: { ip: '198.51.100.4' },
      location: { ip: '198.51.100.4' },
    });
    // other merchants are unaffected
    expect(
      (await sim.call<SiteStatus>('/wps/system/status', { merchant: 'LTS88' })).body.value?.status,
    ).toBe(0);
  });

  it('keeps a scenario status to visitors with its cookie', async () => {
    const sim = makeSim();
    await sim.call('/__sim/status', {
      body: { merchant: 'AUR01', status: 1, info: 'Only for test A', scenario: 'test-a' },
    });
    const withCookie = await sim.call<SiteStatus>('/wps/system/status', {
      headers: { Cookie: 'sim-scenario=test-a' },
    });
    expect(withCookie.body.value).toMatchObject({
      status: 1,
      maintenance: { info: 'Only for test A' },
    });
    expect((await sim.call<SiteStatus>('/wps/system/status')).body.value?.status).toBe(0);
    const otherScenario = await sim.call<SiteStatus>('/wps/system/status', {
      headers: { Cookie: 'sim-scenario=test-b' },
    });
    expect(otherScenario.body.value?.status).toBe(0);
    await sim.call('/__sim/status', { body: { merchant: 'AUR01', status: 0, scenario: 'test-a' } });
    const cleared = await sim.call<SiteStatus>('/wps/system/status', {
      headers: { Cookie: 'sim-scenario=test-a' },
    });
    expect(cleared.body.value?.status).toBe(0);
  });

  it('carries every whitelabel flag, differing per merchant and switchable', async () => {
    const sim = makeSim();
    const tree = async (merchant: string) =>
      flatten(
        (await sim.call<WhitelabelNode[]>('/wps/system/whitelabel', { merchant })).body.value ?? [],
      );
    const aurora = await tree('AUR01');
    for (const flag of WHITELABEL_FLAGS)
      expect(aurora.find((n) => n.modId === flag)?.enabled).toBe('1');
    const tiger = await tree('TGR07');
    expect(tiger.find((n) => n.modId === 'DIRECTREG3')?.enabled).toBe('0');
    await sim.call('/__sim/flags', {
      body: { merchant: 'TGR07', flag: 'DIRECTREG3', enabled: true },
    });
    expect((await tree('TGR07')).find((n) => n.modId === 'DIRECTREG3')?.enabled).toBe('1');
    expect(
      (await sim.call('/__sim/flags', { body: { merchant: 'TGR07', flag: 'NOPE', enabled: true } }))
        .status,
    ).toBe(400);
  });

  it('refuses a missing or unknown merchant with 400', async () => {
    const sim = makeSim();
    expect((await sim.call('/wps/system/whitelabel', { merchant: null })).status).toBe(400);
    const unknown = await sim.call('/wps/system/whitelabel', { merchant: 'XXX' });
    expect(unknown).toMatchObject({ status: 400, body: { success: false, code: 'BAD_REQUEST' } });
    // the header only: a query string could come from a cross-site form or image
    expect(
      (await sim.call('/wps/system/whitelabel?merchantCode=LTS88', { merchant: null })).status,
    ).toBe(400);
    // what a cross-site <form enctype="text/plain"> can send: JSON-looking text, merchant in the URL
    const formPost = await sim.call('/wps/verification/sms/noLogin?merchantCode=AUR01', {
      merchant: null,
      body: JSON.stringify({ mobileNum: '0912345678' }),
      headers: { 'Content-Type': 'text/plain' },
    });
    expect(formPost.status).toBe(400);
    expect((await sim.call<unknown[]>('/__sim/sms?mobile=0912345678')).body.value).toEqual([]);
  });

  it('believes X-Forwarded-For only from a loopback proxy, and only when told to', async () => {
    const spoofed = { 'X-Forwarded-For': '203.0.113.7' };
    const ipOf = async (sim: ReturnType<typeof makeSim>, ip: string) =>
      (await sim.call<SiteStatus>('/wps/system/status', { ip, headers: spoofed })).body.value
        ?.location.ip;
    const direct = makeSim();
    expect(await ipOf(direct, '192.0.2.10')).toBe('192.0.2.10');
    expect(await ipOf(direct, '127.0.0.1')).toBe('127.0.0.1');
    const proxied = makeSim({ trustProxy: true });
    // the Vite proxy on this machine appends the address it saw: the last hop is the visitor
    expect(await ipOf(proxied, '127.0.0.1')).toBe('203.0.113.7');
    expect(
      (
        await proxied.call<SiteStatus>('/wps/system/status', {
          ip: '::ffff:127.0.0.1',
          headers: { 'X-Forwarded-For': '10.9.9.9, 198.51.100.4' },
        })
      ).body.value?.location.ip,
    ).toBe('198.51.100.4');
    // a visitor reaching the simulator directly cannot pick its address
    expect(await ipOf(proxied, '192.0.2.10')).toBe('192.0.2.10');
  });

  it('lists countries, domain routes and resources', async () => {
    const sim = makeSim();
    expect(
      (await sim.call<{ countryDialingCode: string }[]>('/wps/system/country')).body.value,
    ).toContainEqual({ countryCode: 'VN', countryDialingCode: '84' });
    const routes = await sim.call<{ domainList: { domain: string }[]; resources: unknown[] }>(
      '/wps/system/domainRoute',
      { merchant: 'LTS88' },
    );
    expect(routes.body.value?.domainList.map((d) => d.domain)).toContain('lotus.localhost');
    const resources =
      await sim.call<{ resourceType: string; qrCodeUrl: string; labelNameEn: string }[]>(
        '/wps/system/resources',
      );
    expect(resources.body.value?.find((r) => r.resourceType === 'DOWNLOAD_ANDROID')).toMatchObject({
      labelNameEn: 'Android app',
    });
  });
});

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
          body: { from: 'PG', to: 'MAIN', amount: 1e9 },
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
