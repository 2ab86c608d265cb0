import { act, screen, waitFor, within } from '@testing-library/react';
import { API_PATHS } from '@wl/api-client';
import type { Brand } from '@wl/brand-config';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import aurora from '../../../../../brands/aurora.json';
import tiger from '../../../../../brands/tiger.json';
import {
  renderWithProviders,
  type RenderWithProvidersOptions,
} from '../../shared/testing/renderWithProviders.test-helper';
import type { TestPlatform } from '../../shared/testing/testPlatform.test-helper';
import { NARROW_SCREEN_QUERY } from '../../shared/media/useMediaQuery';
import { drawerToggled } from '../../shared/ui/uiSlice';
import { MemberEntries } from './MemberEntries';
import { SideMenu } from './SideMenu';
import { textsOf } from '../../shared/testing/texts.test-helper';

/** The back office sets player1's rank (the seed's is 2). */
const rankOfPlayer1 =
  (rank: number): RenderWithProvidersOptions['setUp'] =>
  ({ db }) =>
    db.prepare("UPDATE members SET rank_level = ? WHERE account = 'player1'").run(rank);

/** The failing vendor lanes call, cleared again by `recover`. */
const lanesFail: RenderWithProvidersOptions['setUp'] = (sim) =>
  sim.dev('/__sim/faults', { body: { path: API_PATHS.vendorLanes, status: 500 } });
const recover = (platform: TestPlatform) =>
  platform.dev(`/__sim/faults?path=${API_PATHS.vendorLanes}`, { method: 'DELETE' });

async function renderMenu(options: RenderWithProvidersOptions = {}) {
  const rendered = await renderWithProviders(<SideMenu />, options);
  const nav = screen.getByRole('navigation', { name: 'Main menu' });
  return { ...rendered, nav };
}

/** The vendor names listed under a category once its list is expanded. */
async function vendorsOf(
  nav: HTMLElement,
  category: string,
  user: Awaited<ReturnType<typeof renderMenu>>['user'],
) {
  const toggle = await within(nav).findByRole('button', { name: `${category} providers` });
  if (toggle.getAttribute('aria-expanded') !== 'true') await user.click(toggle);
  const list = await within(nav).findByRole('list', { name: `${category} providers`, busy: false });
  return (await within(list).findAllByRole('listitem')).map((item) => item.textContent);
}

// The menu's lazy chunks are transformed on first import: do it once up front, not inside a test's wait.
beforeAll(async () => {
  await Promise.all([import('./MenuBody'), import('./DownloadCodes')]);
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('side menu: game categories', () => {
  it("splits the sports vendors by the brand's e-sports codes", async () => {
    const first = await renderMenu({ brand: aurora as Brand });
    expect(await vendorsOf(first.nav, 'E-Sports', first.user)).toEqual([
      'All',
      'AVIA E-sports',
      'IM E-sports',
    ]);
    expect(await vendorsOf(first.nav, 'Sports', first.user)).toEqual([
      'All',
      'SABA Sports',
      'CMD368',
      'BTi Sports',
      'AI E-sports',
      'TF Gaming',
      'IA E-sports',
    ]);
  });

  it('groups differently for a brand with other e-sports codes', async () => {
    const { nav, user } = await renderMenu({ brand: tiger as Brand });
    expect(await vendorsOf(nav, 'E-Sports', user)).toEqual(['All', 'IM E-sports', 'TF Gaming']);
    expect(await vendorsOf(nav, 'Sports', user)).toEqual([
      'All',
      'SABA Sports',
      'CMD368',
      'BTi Sports',
      'AVIA E-sports',
      'AI E-sports',
      'IA E-sports',
    ]);
  });

  it('lists the categories in lane order, with In-House only when an RNG vendor BGS exists', async () => {
    const { nav } = await renderMenu();
    await within(nav).findByRole('link', { name: 'Slots' });
    // The menu's main list: its entries, not the social links at the bottom.
    const [mainList] = within(nav).getAllByRole('list');
    const names = textsOf(mainList!, 'link');
    expect(names).toEqual([
      'Home',
      'Slots',
      'In-House Games',
      'Card Games',
      'Live Casino',
      'Fishing',
      'Sports',
      'E-Sports',
      'E-Lottery',
      'Lottery',
      'Betting Record',
      'Rewards Centre',
      'Invite Friends',
      'Points Mall',
      'Promotions',
    ]);
    expect(within(nav).getByRole('link', { name: 'In-House Games' })).toHaveAttribute(
      'href',
      '/inhouse',
    );
  });

  it('has no In-House entry without the BGS vendor', async () => {
    const { nav } = await renderMenu({
      // The back office takes the in-house vendor and its games off the platform.
      setUp: ({ db }) => {
        db.prepare("DELETE FROM games WHERE vendor_code = 'BGS'").run();
        db.prepare("DELETE FROM vendors WHERE code = 'BGS'").run();
      },
    });
    await within(nav).findByRole('link', { name: 'Slots' });
    expect(within(nav).queryByRole('link', { name: 'In-House Games' })).not.toBeInTheDocument();
  });

  it('leads E-Lottery and Lottery to their pages; a lottery vendor entry enters the vendor', async () => {
    const { nav, user, store } = await renderMenu({ path: '/lotteryCenter' });
    expect(await within(nav).findByRole('link', { name: 'E-Lottery' })).toHaveAttribute(
      'href',
      '/elott',
    );
    expect(within(nav).getByRole('link', { name: 'Lottery' })).toHaveAttribute(
      'href',
      '/lotteryCenter',
    );
    // Lottery lists the e-lottery vendors too; a guest entering one is asked to log in first.
    const vendors = await within(nav).findByRole('list', {
      name: 'Lottery providers',
      busy: false,
    });
    expect(within(vendors).getByRole('button', { name: 'GPI Keno' })).toBeInTheDocument();
    await user.click(within(vendors).getByRole('button', { name: 'Lottery' }));
    expect(store.getState().ui.modal).toEqual({ name: 'login' });
  });

  it("opens a vendor's lobby tab and marks the page and the vendor current", async () => {
    const { nav, user, location } = await renderMenu({ path: '/rng' });
    // On its own page the category is current and its vendors are listed at once.
    expect(await within(nav).findByRole('link', { name: 'Slots' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const vendors = await within(nav).findByRole('list', { name: 'Slots providers', busy: false });
    expect(within(vendors).getByRole('link', { name: 'All' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    const pg = within(vendors).getByRole('link', { name: 'PG Soft' });
    expect(pg).toHaveAttribute('href', '/rng?page=PG');

    await user.click(pg);
    expect(location.current).toBe('/rng?page=PG');
    expect(within(vendors).getByRole('link', { name: 'PG Soft' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(within(vendors).getByRole('link', { name: 'All' })).not.toHaveAttribute('aria-current');

    // The category entry goes back to its page from the start, with no vendor chosen.
    await user.click(within(nav).getByRole('link', { name: 'Slots' }));
    expect(location.current).toBe('/rng');
    await user.click(within(nav).getByRole('link', { name: 'Home' }));
    expect(location.current).toBe('/');
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  });

  it('lets a sports vendor enter its book: a guest is asked to log in first', async () => {
    const { nav, user, store } = await renderMenu({ path: '/sports' });
    const vendors = await within(nav).findByRole('list', { name: 'Sports providers', busy: false });
    await user.click(within(vendors).getByRole('button', { name: 'SABA Sports' }));
    expect(store.getState().ui.modal).toEqual({ name: 'login' });
  });

  it('shows the failure with a retry when the vendor lanes do not load', async () => {
    const { nav, user, platform } = await renderMenu({ setUp: lanesFail });
    const alert = await within(nav).findByRole('alert');
    expect(alert).toHaveTextContent('Unknown error');
    await recover(platform);
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await within(nav).findByRole('link', { name: 'Slots' })).toBeInTheDocument();
  });
});

describe('side menu: phone drawer', () => {
  it('closes without collapsing the menu a wider window shows', async () => {
    let narrow = true;
    const listeners = new Set<() => void>();
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          get matches() {
            return query === NARROW_SCREEN_QUERY && narrow;
          },
          media: query,
          addEventListener: (_: string, listener: () => void) => listeners.add(listener),
          removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
        }) as unknown as MediaQueryList,
    );
    const { nav, user, store } = await renderMenu();
    await within(nav).findByRole('link', { name: 'Slots' });
    act(() => {
      store.dispatch(drawerToggled()); // the header's menu button
    });
    expect(nav).toContainElement(document.activeElement as HTMLElement); // focus moved in
    await user.keyboard('{Escape}');
    expect(store.getState().ui.drawerOpen).toBe(false);
    expect(store.getState().ui.sideMenu).toBe('open'); // the persisted choice of wider windows

    narrow = false;
    act(() => listeners.forEach((listener) => listener()));
    expect(within(nav).getByRole('button', { name: 'Collapse menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(within(nav).getByRole('link', { name: 'Slots' })).toHaveTextContent('Slots');
  });
});

describe('side menu: mini form', () => {
  it('shows icons named by their entries and expands again', async () => {
    const { nav, user, store } = await renderMenu();
    await within(nav).findByRole('link', { name: 'Slots' });
    await user.click(within(nav).getByRole('button', { name: 'Collapse menu' }));
    expect(store.getState().ui.sideMenu).toBe('mini');
    const slots = within(nav).getByRole('link', { name: 'Slots' });
    expect(slots).toHaveAttribute('title', 'Slots');
    expect(slots).not.toHaveTextContent('Slots');
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('title', 'Home');
    expect(within(nav).getByRole('button', { name: 'Customer service' })).toHaveAttribute(
      'title',
      'Customer service',
    );
    expect(within(nav).queryByRole('button', { name: 'Slots providers' })).not.toBeInTheDocument();

    await user.click(within(nav).getByRole('button', { name: 'Expand menu' }));
    expect(store.getState().ui.sideMenu).toBe('open');
    expect(within(nav).getByRole('link', { name: 'Slots' })).toHaveTextContent('Slots');
  });

  it('keeps the failure message in the alert when mini: read out, and as the retry icon’s tooltip', async () => {
    const { nav, user, store, platform } = await renderMenu({ setUp: lanesFail });
    await within(nav).findByRole('alert');
    await user.click(within(nav).getByRole('button', { name: 'Collapse menu' }));
    expect(store.getState().ui.sideMenu).toBe('mini');
    const alert = within(nav).getByRole('alert');
    expect(alert).toHaveTextContent('Unknown error');
    const retry = within(alert).getByRole('button', { name: 'Retry' });
    expect(retry).toHaveAttribute('title', alert.textContent);
    // a list item holds the alert (a list has only list items)
    expect(alert.closest('li')?.getAttribute('role')).toBeNull();

    await recover(platform);
    await user.click(retry);
    expect(await within(nav).findByRole('link', { name: 'Slots' })).toBeInTheDocument();
  });
});

describe('side menu: bottom lists', () => {
  it('offers VIP service above rank 4 and opens it in the service window', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue({ opener: window } as unknown as Window);
    const { nav, user } = await renderMenu({ signedInAs: 'player1', setUp: rankOfPlayer1(5) });
    await user.click(await within(nav).findByRole('button', { name: 'Customer service' }));
    await user.click(await within(nav).findByRole('button', { name: 'VIP service' }));
    expect(open).toHaveBeenCalledWith(
      aurora.customerService.vipServiceUrl,
      'customerService',
      expect.stringContaining('width=440,height=750'),
    );
    expect(within(nav).queryByRole('button', { name: 'VIP service' })).not.toBeInTheDocument();
  });

  it('offers live chat up to rank 4, and to guests', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { nav, user, store } = await renderMenu({
      signedInAs: 'player1',
      setUp: rankOfPlayer1(4),
    });
    await user.click(await within(nav).findByRole('button', { name: 'Customer service' }));
    await user.click(await within(nav).findByRole('button', { name: 'Live chat' }));
    expect(open).toHaveBeenCalledWith(
      aurora.customerService.liveChatUrl,
      'customerService',
      expect.any(String),
    );
    // A blocked popup says so.
    expect(store.getState().ui.alert?.message).toMatch(/Popup blocked/);
  });

  it('opens the help modal from the customer-service list', async () => {
    const { nav, user, store } = await renderMenu();
    await user.click(await within(nav).findByRole('button', { name: 'Customer service' }));
    await user.click(await within(nav).findByRole('button', { name: 'Help centre' }));
    expect(store.getState().ui.modal).toEqual({ name: 'help' });
  });

  it('shows the Android and iOS QR codes and closes the list with Escape', async () => {
    const { nav, user, store } = await renderMenu();
    const button = await within(nav).findByRole('button', { name: 'App download' });
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(
      await within(nav).findByRole('img', { name: 'QR code to download the Android app' }),
    ).toBeInTheDocument();
    expect(
      within(nav).getByRole('img', { name: 'QR code to download the iOS app' }),
    ).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Android (opens in a new tab)' })).toHaveAttribute(
      'href',
      'https://download.example.com/app.apk',
    );

    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
    expect(within(nav).queryByRole('img', { name: /QR code/ })).not.toBeInTheDocument();

    await user.click(button);
    await user.click(within(nav).getByRole('button', { name: 'How to install' }));
    expect(store.getState().ui.modal).toEqual({ name: 'download' });
  });

  it('says so when the platform has no app to download', async () => {
    const { nav, user } = await renderMenu({
      // Only an Android "app" whose address is a script: nothing to download.
      setUp: ({ db }) => {
        db.prepare(
          "DELETE FROM resources WHERE resource_type IN ('DOWNLOAD_IOS', 'DOWNLOAD_LITE')",
        ).run();
        db.prepare(
          "UPDATE resources SET url = 'javascript:alert(1)' WHERE resource_type = 'DOWNLOAD_ANDROID'",
        ).run();
      },
    });
    await user.click(await within(nav).findByRole('button', { name: 'App download' }));
    expect(
      await within(nav).findByText('The app is not available for download yet.'),
    ).toBeInTheDocument();
    expect(within(nav).queryByRole('img', { name: /QR code/ })).not.toBeInTheDocument();
  });

  it("lists the brand's languages and switches the whole menu", async () => {
    const { nav, user, i18n } = await renderMenu({ brand: aurora as Brand });
    const button = await within(nav).findByRole('button', { name: /Language/ });
    await user.click(button);
    const list = await within(nav).findByRole('list', { name: 'Language' });
    expect(textsOf(list, 'button')).toEqual(['English', 'বাংলা']);
    expect(within(list).getByRole('button', { name: 'English' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await user.click(within(list).getByRole('button', { name: 'বাংলা' }));
    await waitFor(() => expect(i18n.language).toBe('bn'));
    expect(await within(nav).findByRole('link', { name: 'হোম' })).toBeInTheDocument();
    expect(within(nav).queryByRole('list', { name: 'Language' })).not.toBeInTheDocument();
  });

  it('links only http(s) social addresses, in a new tab without access to the site', async () => {
    const brand = {
      ...aurora,
      social: {
        telegram: 'https://t.me/brand',
        facebook: 'javascript:alert(1)',
        line: 'http://line.me/brand',
        youtube: '//youtube.com/x',
      },
    } as Brand;
    const { nav } = await renderMenu({ brand });
    const social = await within(nav).findByRole('list', { name: 'Follow us' });
    const links = within(social).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('aria-label'))).toEqual([
      'Telegram (opens in a new tab)',
      'LINE (opens in a new tab)',
    ]);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('shows the chat room only when the platform offers one', async () => {
    const { nav } = await renderMenu({
      setUp: ({ db }) =>
        db
          .prepare(
            "INSERT INTO resources (resource_type, url, qr_code_url, label_name_en, label_name) VALUES ('CHAT_ROOM', 'https://room.example.com/lobby', '', 'Chat room', 'Chat room')",
          )
          .run(),
    });
    const room = await within(nav).findByRole('link', { name: 'Chat room (opens in a new tab)' });
    expect(room).toHaveAttribute('href', 'https://room.example.com/lobby');
    expect(room).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('has no chat room entry without one', async () => {
    const { nav } = await renderMenu();
    await within(nav).findByRole('button', { name: 'App download' });
    expect(within(nav).queryByRole('link', { name: /Chat room/ })).not.toBeInTheDocument();
  });
});

describe('member-centre entries', () => {
  it('asks a guest to log in before an entry that needs it', async () => {
    const { user, store, location } = await renderWithProviders(
      <ul>
        <MemberEntries
          mini={false}
          entries={[
            {
              id: 'mall',
              labelKey: 'customerService.help',
              path: '/somewhere',
              icon: 'gift',
              requiresLogin: true,
            },
            {
              id: 'open',
              labelKey: 'chatRoom',
              path: '/elsewhere',
              icon: 'record',
              requiresLogin: false,
            },
          ]}
        />
      </ul>,
    );
    await user.click(await screen.findByRole('link', { name: 'Help centre' }));
    expect(store.getState().ui.modal).toEqual({ name: 'login' });
    expect(location.current).toBe('/');
    await user.click(screen.getByRole('link', { name: 'Chat room' }));
    expect(location.current).toBe('/elsewhere');
  });
});
