import { waitFor } from '@testing-library/react';
import type { Brand } from '@wl/brand-config';
import { afterEach, describe, expect, it } from 'vitest';
import aurora from '../../../../brands/aurora.json';
import lotus from '../../../../brands/lotus.json';
import { makeStore } from '../shared/store/makeStore';
import { createTestPlatform, TEST_PLATFORM_URL } from '../shared/testing/testPlatform.test-helper';
import { startArrival } from './arrival';

/** The first calls of a visit to `pathname`, answered by the simulator. */
async function arrive(brand: Brand, pathname: string, search = '') {
  const platform = await createTestPlatform(brand);
  const { store } = makeStore({
    brand,
    persist: false,
    transport: { fetch: platform.fetch, baseUrl: TEST_PLATFORM_URL, retry: { limit: 0 } },
  });
  startArrival(store, brand, { pathname, search, host: 'play.example' });
  const paths = () => platform.calls.map((call) => call.path);
  return { platform, store, paths };
}

afterEach(() =>
  document.head.querySelectorAll('link[rel="preload"]').forEach((link) => link.remove()),
);

describe('startArrival', () => {
  it("starts a lobby's calls together, before anything renders: status, flags, banners, the arrival announcement, lanes, then the vendor's first page", async () => {
    const { platform, store, paths } = await arrive(aurora as Brand, '/rng', '?page=jili');
    await waitFor(() => expect(paths()).toContain('/wps/game/list'));
    expect(paths()).toEqual(
      expect.arrayContaining([
        '/wps/system/status',
        '/wps/system/whitelabel',
        '/wps/system/announcement',
        '/wps/game/vendor/lanes',
      ]),
    );
    const status = platform.calls.find((call) => call.path === '/wps/system/status');
    expect(status?.query.get('url')).toBe('play.example');
    const banners = platform.calls.find((call) => call.query.get('groupName'));
    expect(banners?.query.get('groupName')).toBe('w_rng');
    // The address names its vendor: the page goes out beside the lanes, once (the lanes agree).
    const lists = platform.calls.filter((call) => call.path === '/wps/game/list');
    expect(lists).toHaveLength(1);
    expect(paths().indexOf('/wps/game/list')).toBeLessThan(
      paths().indexOf('/wps/game/vendor/lanes'),
    );
    const list = lists[0];
    expect(Object.fromEntries(list?.query ?? [])).toMatchObject({
      gameType: 'RNG',
      vassalage: 'JILI',
      gameClassify: 'ALL',
      pageNo: '1',
      pageSize: '42',
    });
    // In the cache under the lobby's own arguments, so its hook finds it instead of asking again.
    await waitFor(() =>
      expect(
        Object.keys(store.getState().api.queries).some((key) => key.startsWith('getGameList(')),
      ).toBe(true),
    );
    // The first tiles' pictures and the lobby's first banner are asked for before any of them exists.
    const preloads = () =>
      Array.from(
        document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]'),
      );
    await waitFor(() => expect(preloads()).toHaveLength(7));
    expect(preloads().filter((link) => link.href.includes('/sim-assets/game/'))).toHaveLength(6);
  });

  it("asks for no lobby list off a lobby, and a guarded brand's guest gets only what /login needs", async () => {
    const home = await arrive(aurora as Brand, '/');
    await waitFor(() => expect(home.paths()).toContain('/wps/game/vendor/lanes'));
    expect(home.paths()).not.toContain('/wps/game/list');
    const guest = await arrive(lotus as Brand, '/rng');
    await waitFor(() => expect(guest.paths()).toContain('/wps/system/status'));
    await waitFor(() => expect(guest.paths()).toContain('/wps/game/vendor/lanes'));
    expect(guest.paths()).not.toContain('/wps/game/list');
    expect(guest.paths()).not.toContain('/wps/system/announcement');
  });
});
