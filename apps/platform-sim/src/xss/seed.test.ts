import { describe, expect, it } from 'vitest';
import type { AnnouncementsResponse, Game, LaunchGameResponse, MemberInfo } from '../contract';
import { makeSim } from '../testing';
import { XSS_CANARY, XSS_PAYLOADS, XSS_URLS, xssText } from './corpus';

const scenario = { Cookie: 'sim-scenario=xss-a' };
const isHttp = (url: string | null) => url !== null && /^https?:\/\//.test(url);

describe('the XSS corpus', () => {
  it('has over 100 distinct payloads, each calling the canary with its own id, in every family', () => {
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(100);
    expect(new Set(XSS_PAYLOADS.map((p) => p.html)).size).toBe(XSS_PAYLOADS.length);
    expect(new Set(XSS_PAYLOADS.map((p) => p.family))).toEqual(
      new Set([
        'script',
        'handler',
        'url',
        'svg',
        'mathml',
        'frame',
        'meta',
        'style',
        'broken',
        'encoded',
        'mutation',
        'breakout',
      ]),
    );
    for (const payload of XSS_PAYLOADS.filter(
      (p) => !['encoded', 'url', 'frame', 'meta'].includes(p.family),
    ))
      expect(payload.html, `payload ${payload.id}`).toContain(String(payload.id));
    expect(xssText(XSS_PAYLOADS[0]!)).toBe(
      `Lucky spin 1 <script>${XSS_CANARY}(1)</script> bonus 1`,
    );
  });
});

describe('/__sim/xss', () => {
  it("seeds the scenario's answers only, and is off again after DELETE", async () => {
    const sim = makeSim();
    expect((await sim.call('/__sim/xss', { body: { scenario: 'xss-a' } })).status).toBe(200);
    const path = '/wps/system/announcement?types=B,PL,PU,PR,H&platform=W';

    const seeded = await sim.call<AnnouncementsResponse>(path, { headers: scenario });
    const { player, popup, banners } = seeded.body.value!;
    expect(player.length).toBeGreaterThan(0);
    for (const text of [...player.map((n) => n.title), ...popup.map((p) => p.title)])
      expect(text).toMatch(/^Lucky spin (\d+) [\s\S]+ bonus \1$/);
    // server HTML: its own markup, then every payload of the corpus in a paragraph
    const plainNotice = (await sim.call<AnnouncementsResponse>(path)).body.value!.player[0]!;
    expect(player[0]!.content.startsWith(plainNotice.content)).toBe(true);
    // (a payload leaving markup open would take what follows: one of those, last)
    for (const payload of XSS_PAYLOADS.filter((p) => !p.open))
      expect(player[0]!.content).toContain(xssText(payload));
    const open = XSS_PAYLOADS.filter((p) => p.open && player[0]!.content.includes(xssText(p)));
    expect(open).toHaveLength(1);
    expect(player[0]!.content.endsWith(`${xssText(open[0]!)}</p>`)).toBe(true);
    // banners: every other one links to a javascript:/data:/vbscript: address, the rest keep theirs
    expect(banners.filter((b) => XSS_URLS.includes(b.linkageValue ?? ''))).toHaveLength(
      Math.ceil(banners.length / 2),
    );
    expect(
      banners
        .filter((b) => XSS_URLS.includes(b.linkageValue ?? ''))
        .every((b) => b.linkageType === 'URL'),
    ).toBe(true);
    expect(banners.map((b) => b.bannerId)).toEqual(
      (await sim.call<AnnouncementsResponse>(path)).body.value!.banners.map((b) => b.bannerId),
    );

    // other visitors (no cookie, another scenario) see the database's own text
    for (const headers of [{}, { Cookie: 'sim-scenario=other' }] as Record<string, string>[]) {
      const plain = await sim.call<AnnouncementsResponse>(path, { headers });
      expect(JSON.stringify(plain.body.value)).not.toContain('Lucky spin');
    }

    await sim.call('/__sim/xss?scenario=xss-a', { method: 'DELETE' });
    const after = await sim.call<AnnouncementsResponse>(path, { headers: scenario });
    expect(JSON.stringify(after.body.value)).not.toContain('Lucky spin');
  });

  it('seeds nicknames and game and vendor names but keeps the codes the site computes with', async () => {
    const sim = makeSim();
    const token = await sim.login();
    await sim.call('/__sim/xss', { body: { scenario: 'xss-a' } });
    const member = await sim.call<MemberInfo>('/wps/member/info', { token, headers: scenario });
    expect(member.body.value).toMatchObject({
      account: 'player1',
      nickname: expect.stringMatching(/^Lucky spin \d+ /),
    });

    const list = '/wps/game/list?gameType=RNG&vassalage=PG&pageNo=1&pageSize=42';
    const games = await sim.call<{ games: Game[] }>(list, { headers: scenario });
    const plain = await sim.call<{ games: Game[] }>(list);
    expect(games.body.value!.games.map((g) => [g.gameId, g.vassalage, g.gameType])).toEqual(
      plain.body.value!.games.map((g) => [g.gameId, g.vassalage, g.gameType]),
    );
    const names = new Set(games.body.value!.games.map((g) => g.gameName));
    expect(names.size).toBe(games.body.value!.games.length); // a different payload per game
    expect([...names].every((name) => name.startsWith('Lucky spin '))).toBe(true);
  });

  it('answers a launch with addresses the site must refuse', async () => {
    const sim = makeSim();
    const token = await sim.login();
    await sim.call('/__sim/xss', { body: { scenario: 'xss-a' } });
    const launch = await sim.call<LaunchGameResponse>('/wps/game/v2/launchGame', {
      token,
      headers: scenario,
      body: { gameId: 9004, vassalage: 'QA', nodeId: 59004 },
    });
    expect(launch.status).toBe(200);
    expect(isHttp(launch.body.value!.game_url)).toBe(false);
    expect(isHttp(launch.body.value!.game_url2)).toBe(false);
  });

  it('needs a scenario, and is a dev endpoint', async () => {
    expect((await makeSim().call('/__sim/xss', { body: {} })).status).toBe(400);
    expect(
      (await makeSim({ devEndpoints: false }).call('/__sim/xss', { body: { scenario: 'a' } }))
        .status,
    ).toBe(404);
  });
});
