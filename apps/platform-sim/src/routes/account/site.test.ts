import { describe, expect, it } from 'vitest';
import { makeSim } from '../../testing';
import { WHITELABEL_FLAGS, type SiteStatus, type WhitelabelNode } from '../../contract';

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
    // a whole set at once: exactly these on, the rest off
    await sim.call('/__sim/flags', {
      body: { merchant: 'AUR01', on: ['FREEPLAY3', 'DIRECTREG3'] },
    });
    const set = await tree('AUR01');
    for (const flag of WHITELABEL_FLAGS)
      expect(set.find((n) => n.modId === flag)?.enabled, flag).toBe(
        flag === 'FREEPLAY3' || flag === 'DIRECTREG3' ? '1' : '0',
      );
    expect(
      (await sim.call('/__sim/flags', { body: { merchant: 'AUR01', on: ['NOPE'] } })).status,
    ).toBe(400);
  });
});

describe('merchant header, proxy and lists', () => {
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
