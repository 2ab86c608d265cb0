import { Suspense } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import { API_PATHS, type Banner } from '@wl/api-client';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../shared/testing/renderWithProviders.test-helper';
import BannerCarousel from './BannerCarousel';
import { GroupBanners } from './RouteBanners';

const banner = (
  bannerId: number,
  title: string,
  linkageType: Banner['linkageType'],
  linkageValue: string | null,
): Banner => ({
  bannerId,
  url: `/sim-assets/banner/${bannerId}.svg`,
  groupName: 'w_home',
  linkageType,
  linkageValue,
  title,
  sort: bannerId,
});

const HOME_BANNERS = [
  banner(1, 'Weekly cashback', 'URL', 'https://example.com/promo'),
  banner(2, 'Slots festival', 'ROUTE', '/rng'),
  banner(3, 'Get the app', 'ROUTE', 'modal:download'),
  banner(4, 'Plain picture', null, null),
  banner(5, 'Old promotion', 'ROUTE', '/promotions'),
  banner(6, 'Sneaky', 'URL', 'javascript:alert(1)'),
];
const isSitePath = (path: string) => path.startsWith('/rng');

/** The picture of a banner (the control around it, if any, is a link or a button). */
const pictureOf = (name: string) => screen.findByRole('img', { name });

/** The carousel as the page shows it, once its namespace is loaded. */
const carousel = (banners: Banner[]) => (
  <Suspense fallback={null}>
    <BannerCarousel banners={banners} isSitePath={isSitePath} />
  </Suspense>
);

describe('BannerCarousel', () => {
  it('makes http(s) banners links in a new tab, site targets buttons, the rest pictures', async () => {
    await renderWithProviders(carousel(HOME_BANNERS));

    const link = (await pictureOf('Weekly cashback')).closest('a');
    expect(link).toHaveAttribute('href', 'https://example.com/promo');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');

    expect((await pictureOf('Slots festival')).closest('button')).not.toBeNull();
    expect((await pictureOf('Get the app')).closest('button')).not.toBeNull();

    for (const name of ['Plain picture', 'Old promotion', 'Sneaky']) {
      expect((await pictureOf(name)).closest('a, button'), name).toBeNull();
    }
    expect(screen.getByRole('region', { name: 'Promotions' })).toBeInTheDocument();
  });

  it('goes to the in-site page or opens the modal a button banner names', async () => {
    const { user, location, store } = await renderWithProviders(carousel(HOME_BANNERS));
    await user.click(await pictureOf('Slots festival'));
    expect(location.current).toBe('/rng');
    await user.click(await pictureOf('Get the app'));
    expect(store.getState().ui.modal).toEqual({ name: 'download' });
  });

  it('starts a game banner like a game tile: a guest gets the login modal', async () => {
    const { user, store, calls } = await renderWithProviders(
      carousel([banner(7, 'Fortune Tiger', 'GAME', 'RNG:PG:1024')]),
    );
    await user.click(await pictureOf('Fortune Tiger'));
    expect(store.getState().ui.modal).toEqual({ name: 'login' });
    expect(calls.some((call) => call.path.includes('launchGame'))).toBe(false);
  });
});

describe('GroupBanners', () => {
  it("asks for the route group's banners and shows them in the platform's sort order", async () => {
    const { calls } = await renderWithProviders(
      <GroupBanners group="w_rng" isSitePath={isSitePath} />,
      {
        // The back office moves the group's first banner to the end.
        setUp: ({ db }) =>
          db.prepare("UPDATE banners SET sort = 100 WHERE title = 'RNG highlight 1'").run(),
      },
    );
    const slides = await screen.findAllByRole('group');
    expect(slides.map((slide) => within(slide).getByRole('img'))).toEqual([
      screen.getByRole('img', { name: 'RNG highlight 2' }),
      screen.getByRole('img', { name: 'RNG highlight 3' }),
      screen.getByRole('img', { name: 'RNG highlight 1' }),
    ]);
    const query = calls.find((call) => call.path === API_PATHS.announcements)?.query;
    expect(query?.get('groupName')).toBe('w_rng');
    expect(query?.get('platform')).toBe('W');
  });

  it('leaves no empty box when the group has no banners', async () => {
    const { calls } = await renderWithProviders(
      <div data-testid="banner-area">
        <GroupBanners group="w_help" isSitePath={isSitePath} />
      </div>,
      { setUp: ({ db }) => db.prepare("DELETE FROM banners WHERE group_name = 'w_help'").run() },
    );
    await waitFor(() =>
      expect(calls.some((call) => call.path === API_PATHS.announcements)).toBe(true),
    );
    await waitFor(() => expect(screen.getByTestId('banner-area')).toBeEmptyDOMElement());
  });

  it('shows the catalogue message with a retry when the call fails', async () => {
    const { user, platform } = await renderWithProviders(
      <GroupBanners group="w_home" isSitePath={isSitePath} />,
      {
        setUp: (sim) =>
          sim.dev('/__sim/faults', { body: { path: API_PATHS.announcements, drop: true } }),
      },
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Network link is abnormal, please try again');
    await platform.dev(`/__sim/faults?path=${API_PATHS.announcements}`, { method: 'DELETE' });
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('img', { name: 'HOME highlight 1' })).toBeInTheDocument();
  });
});
