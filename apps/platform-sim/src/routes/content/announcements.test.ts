import { describe, expect, it } from 'vitest';
import { makeSim } from '../../testing';
import { BANNER_GROUPS, type AnnouncementsResponse } from '../../contract';

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
});
