import { describe, expect, it } from 'vitest';
import { makeSim, type TestSim } from '../../testing';
import type {
  AnnouncementsResponse,
  GameListResponse,
  HotMatchesResponse,
  MemberInfo,
  Resource,
  VendorLanesResponse,
} from '../../contract';

const fetchAsset = async (sim: TestSim, url: string) => {
  const response = await sim.app.request(url);
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    cache: response.headers.get('cache-control'),
    text: await response.text(),
  };
};

describe('pictures the seed points at', () => {
  it('draws each game tile with its name and vendor, cached for a day', async () => {
    const sim = makeSim();
    const [game] =
      (await sim.call<GameListResponse>('/wps/game/list?vassalage=PG&pageSize=1')).body.value
        ?.games ?? [];
    const tile = await fetchAsset(sim, game?.iconUrl ?? '');
    expect(tile).toMatchObject({
      status: 200,
      type: 'image/svg+xml',
      cache: 'public, max-age=86400',
    });
    expect(tile.text).toContain(`aria-label="${game?.gameName.replace(/'/g, '&#39;')}"`);
    expect(tile.text).toContain('PG Soft');
  });

  it('draws banners with their title, and reward, QR, vendor, team and avatar pictures', async () => {
    const sim = makeSim();
    const [banner] =
      (await sim.call<AnnouncementsResponse>('/wps/system/announcement?groupName=w_reg')).body.value
        ?.banners ?? [];
    expect((await fetchAsset(sim, banner?.url ?? '')).text).toContain(
      `aria-label="${banner?.title}"`,
    );

    const rewards =
      (await sim.call<{ list: { name: string; imageUrl: string }[] }>('/wps/points/rewards')).body
        .value?.list ?? [];
    expect((await fetchAsset(sim, rewards[0]?.imageUrl ?? '')).text).toContain(
      `aria-label="${rewards[0]?.name}"`,
    );

    const resources = (await sim.call<Resource[]>('/wps/system/resources')).body.value ?? [];
    const android = resources.find((r) => r.resourceType === 'DOWNLOAD_ANDROID');
    const qr = await fetchAsset(sim, android?.qrCodeUrl ?? '');
    expect(qr).toMatchObject({ status: 200, type: 'image/svg+xml' });
    expect(qr.text).toContain(`aria-label="${android?.url}"`);

    const lanes =
      (await sim.call<VendorLanesResponse>('/wps/game/vendor/lanes')).body.value?.data.lanes ?? [];
    const vendorIcon = lanes[0]?.cards[0]?.iconUrl ?? '';
    expect((await fetchAsset(sim, vendorIcon)).status).toBe(200);

    const [match] =
      (await sim.call<HotMatchesResponse>('/wps/sports/hotMatches')).body.value?.list ?? [];
    expect((await fetchAsset(sim, match?.homeTeamImageUrl ?? '')).text).toContain(
      `aria-label="${match?.homeTeam}"`,
    );

    const member = (await sim.call<MemberInfo>('/wps/member/info', { token: await sim.login() }))
      .body.value;
    expect((await fetchAsset(sim, member?.avatarUrl ?? '')).text).toContain('aria-label="player1"');
    expect((await fetchAsset(sim, '/sim-assets/lottery/VN_MB.svg')).type).toBe('image/svg+xml');
  });

  it('escapes names it draws', async () => {
    const sim = makeSim();
    const team = await fetchAsset(
      sim,
      `/sim-assets/team/${encodeURIComponent('<script>x</script>')}.svg`,
    );
    expect(team.text).not.toContain('<script>');
    expect(team.text).toContain('aria-label="&lt;script&gt;x&lt;/script&gt;"');
  });

  it('answers 404 for unknown ids and kinds, names that are not .svg, and overlong names', async () => {
    const sim = makeSim();
    for (const url of [
      '/sim-assets/game/999999.svg',
      '/sim-assets/banner/999999.svg',
      '/sim-assets/reward/999999.svg',
      '/sim-assets/qr/999999.svg',
      '/sim-assets/sound/1.svg',
      '/sim-assets/game/1001.png',
      `/sim-assets/team/${'a'.repeat(101)}.svg`,
    ]) {
      const missing = await sim.app.request(url);
      expect(missing.status, url).toBe(404);
      expect(await missing.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    }
  });
});

describe('the launched game page', () => {
  it('names the game, its vendor and the player, escaped, in real or trial mode', async () => {
    const sim = makeSim();
    const real = await sim.app.request('/sim-game/1500?player=vip1&mode=real');
    expect(real.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await real.text();
    expect(html).toMatch(/<h1>[^<]+<\/h1>/);
    expect(html).toContain('PG Soft');
    expect(html).toContain('<strong data-testid="player">vip1</strong> (real money)');
    const trial = await (
      await sim.app.request(`/sim-game/1500?player=${encodeURIComponent('<b>guest</b>')}&mode=demo`)
    ).text();
    expect(trial).toContain('&lt;b&gt;guest&lt;/b&gt;</strong> (free trial)');
  });

  it('answers 404 for a game that does not exist or an id that is not a number', async () => {
    const sim = makeSim();
    expect((await sim.app.request('/sim-game/999999')).status).toBe(404);
    expect((await sim.app.request('/sim-game/abc')).status).toBe(404);
  });
});
