import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { addListener } from '@reduxjs/toolkit';
import { API_PATHS, unauthorized, type MemberInfo } from '@wl/api-client';
import type { InProcessPlatform } from '@wl/platform-sim/in-process';
import type { Brand } from '@wl/brand-config';
import { afterEach, describe, expect, it, vi } from 'vitest';
import tiger from '../../../../../brands/tiger.json';
import { IdentityProviderOverride } from '../../shared/session/identity/IdentityProviderContext';
import {
  renderWithProviders,
  type RenderWithProvidersOptions,
} from '../../shared/testing/renderWithProviders.test-helper';
import { accountApi } from '../../shared/account/api';
import { headerApi } from './api';
import { HeaderAccount } from './HeaderAccount';

/**
 * The back office sets player1's wallet: `cents` in the main wallet and nothing in vendor wallets, so
 * the header's total is exactly that.
 */
function setBalanceOfPlayer1(db: InProcessPlatform['db'], cents: number) {
  db.prepare("UPDATE members SET balance_cents = ? WHERE account = 'player1'").run(cents);
  db.prepare(
    "DELETE FROM vendor_wallets WHERE member_id IN (SELECT id FROM members WHERE account = 'player1')",
  ).run();
}
const player1With = (cents: number): RenderWithProvidersOptions => ({
  signedInAs: 'player1',
  setUp: ({ db }) => setBalanceOfPlayer1(db, cents),
});

/** The back office points the platform's affiliate resource at `url`. */
const affiliateAt =
  (url: string): RenderWithProvidersOptions['setUp'] =>
  ({ db }) =>
    db.prepare("UPDATE resources SET url = ? WHERE resource_type = 'AFFILIATE'").run(url);

afterEach(() => {
  vi.restoreAllMocks();
});

/** Each link (or menu item) of `scope` named in `hrefs` goes where it says. */
function expectHrefs(scope: HTMLElement, role: 'link' | 'menuitem', hrefs: Record<string, string>) {
  for (const [name, href] of Object.entries(hrefs))
    expect(within(scope).getByRole(role, { name })).toHaveAttribute('href', href);
}

describe('HeaderAccount for guests', () => {
  it('opens the login modal; no register button while DIRECTREG3 is off', async () => {
    const { user, store } = await renderWithProviders(<HeaderAccount />);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(store.getState().ui.modal).toEqual({ name: 'login' });
    expect(screen.queryByRole('button', { name: 'Register' })).not.toBeInTheDocument();
  });

  it('shows the register button with DIRECTREG3 and opens the register modal', async () => {
    const { user, store } = await renderWithProviders(<HeaderAccount />, { flags: ['DIRECTREG3'] });
    await user.click(await screen.findByRole('button', { name: 'Register' }));
    expect(store.getState().ui.modal).toEqual({ name: 'register' });
  });

  it("shows the brand's social sign-in buttons (aurora: Facebook, Google, Telegram; tiger: none)", async () => {
    await renderWithProviders(<HeaderAccount />);
    // The buttons' code loads beside the header (a lazy chunk): wait for it.
    expect(await screen.findByRole('button', { name: /Facebook/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Google/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Telegram/ })).toBeInTheDocument();
  });

  it('tiger has no social buttons', async () => {
    await renderWithProviders(<HeaderAccount />, { brand: tiger as Brand });
    expect(screen.queryByRole('button', { name: /Google/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
  });
});

describe('HeaderAccount for members', () => {
  it('shows the balance with 2 decimals and thousands commas, masks it and refreshes it', async () => {
    const { user, store, calls, platform } = await renderWithProviders(
      <HeaderAccount />,
      player1With(1_234_560),
    );
    const group = await screen.findByRole('group', { name: 'Balance' });
    expect(await within(group).findByText('12,345.60')).toBeInTheDocument();
    await user.click(within(group).getByRole('button', { name: 'Hide balance' }));
    expect(within(group).getByText('****')).toBeInTheDocument();
    expect(store.getState().ui.balanceMasked).toBe(true);
    await user.click(within(group).getByRole('button', { name: 'Show balance' }));
    // A deposit is credited meanwhile.
    setBalanceOfPlayer1(platform.db, 100_000_000);
    await user.click(within(group).getByRole('button', { name: 'Refresh balance' }));
    expect(await within(group).findByText('1,000,000.00')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === API_PATHS.balance)).toHaveLength(2);
  });

  it('says why when the balance call fails, instead of "updating" forever; refresh retries it', async () => {
    const { user, platform } = await renderWithProviders(<HeaderAccount />, {
      signedInAs: 'player1',
      setUp: (sim) => {
        setBalanceOfPlayer1(sim.db, 4_200);
        return sim.dev('/__sim/faults', { body: { path: API_PATHS.balance, status: 503 } });
      },
    });
    const group = await screen.findByRole('group', { name: 'Balance' });
    // A 5xx is the catalogue's unknown error.
    expect(await within(group).findByText('Unknown error')).toBeInTheDocument();
    expect(within(group).queryByText('Balance updating')).not.toBeInTheDocument();
    await platform.dev(`/__sim/faults?path=${API_PATHS.balance}`, { method: 'DELETE' });
    await user.click(within(group).getByRole('button', { name: 'Refresh balance' }));
    expect(await within(group).findByText('42.00')).toBeInTheDocument();
  });

  it('links deposit and withdraw to the member centre and shows the unread count', async () => {
    // player1 of the seed has 3 unread messages.
    await renderWithProviders(<HeaderAccount />, { signedInAs: 'player1' });
    expectHrefs(document.body, 'link', {
      Deposit: '/member/deposit',
      Withdraw: '/member/withdraw',
    });
    expect(
      await screen.findByRole('link', { name: 'Messages. Unread messages: 3' }),
    ).toHaveAttribute('href', '/member/messages');
  });

  it('on a phone the avatar menu carries deposit, withdraw and messages (the header has no room for them)', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          media: query,
          matches: query === '(max-width: 767px)',
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
        }) as unknown as MediaQueryList,
    );
    const { user } = await renderWithProviders(<HeaderAccount />, { signedInAs: 'player1' });
    await user.click(screen.getByRole('button', { name: /Account menu$/ }));
    const menu = screen.getByRole('menu', { name: 'Account menu' });
    expectHrefs(menu, 'menuitem', { Deposit: '/member/deposit', Withdraw: '/member/withdraw' });
    expect(await within(menu).findByRole('menuitem', { name: 'Messages (3)' })).toHaveAttribute(
      'href',
      '/member/messages',
    );
  });

  it('on a wide screen the avatar menu leaves deposit and withdraw to the header', async () => {
    const { user } = await renderWithProviders(<HeaderAccount />, { signedInAs: 'player1' });
    await user.click(screen.getByRole('button', { name: /Account menu$/ }));
    const menu = screen.getByRole('menu', { name: 'Account menu' });
    expect(within(menu).queryByRole('menuitem', { name: 'Deposit' })).not.toBeInTheDocument();
  });

  it('the avatar menu button is named by the nickname it shows and "Account menu"', async () => {
    // player1's nickname in the seed is "Player 1".
    await renderWithProviders(<HeaderAccount />, { signedInAs: 'player1' });
    // WCAG 2.5.3 (axe label-content-name-mismatch): the text a button shows is part of its name.
    const trigger = await screen.findByRole('button', { name: 'Player 1 Account menu' });
    expect(trigger).toHaveTextContent(/^Player 1Account menu$/);
  });

  it('avatar menu: nickname, rank label, centre links, affiliate link for a non-agent, live chat below VIP rank', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue({ opener: {} } as Window);
    // player1 of the simulator's seed: rank 2 (Silver), a member below VIP rank.
    const { user } = await renderWithProviders(<HeaderAccount />, { signedInAs: 'player1' });
    await user.click(await screen.findByRole('button', { name: /Account menu$/ }));
    expect(await screen.findByText('Silver')).toBeInTheDocument();
    expect(screen.getByText('Player 1', { selector: 'strong' })).toBeInTheDocument();
    const menu = screen.getByRole('menu', { name: 'Account menu' });
    expectHrefs(menu, 'menuitem', {
      'Member Centre': '/member',
      'Account Record': '/member/transactions',
      'Betting Record': '/member/bets',
      // The platform's affiliate resource (the simulator's seed) wins over the brand's fallback.
      'Agent Centre': 'https://affiliate.example.com/',
    });
    await user.click(within(menu).getByRole('menuitem', { name: 'Live Chat' }));
    expect(open).toHaveBeenCalledWith(
      'https://support.aurora.example/chat',
      'customerService',
      expect.stringMatching(/width=440,height=750/),
    );
  });

  it("never links the status call's affiliate URL unless it is http(s): a javascript: URL is not a link", async () => {
    const hrefs = () =>
      within(screen.getByRole('menu', { name: 'Account menu' }))
        .getAllByRole('menuitem')
        .map((item) => item.getAttribute('href'));

    // The brand's own affiliate address stands in for the refused one.
    const first = await renderWithProviders(<HeaderAccount />, {
      signedInAs: 'player1',
      setUp: affiliateAt('javascript:alert(1)'),
    });
    await waitFor(() => expect(first.calls.some((c) => c.path === API_PATHS.status)).toBe(true));
    await first.user.click(await screen.findByRole('button', { name: /Account menu$/ }));
    expect(await screen.findByRole('menuitem', { name: 'Agent Centre' })).toHaveAttribute(
      'href',
      'https://partners.aurora.example',
    );
    expect(hrefs().some((href) => /^\s*javascript:/i.test(href ?? ''))).toBe(false);
    first.router.dispose();
    cleanup();

    // Without a brand address (tiger has none) there is no affiliate entry at all.
    const second = await renderWithProviders(<HeaderAccount />, {
      brand: tiger as Brand,
      signedInAs: 'player1',
      setUp: affiliateAt(' JavaScript:alert(1)'),
    });
    await waitFor(() => expect(second.calls.some((c) => c.path === API_PATHS.status)).toBe(true));
    await second.user.click(await screen.findByRole('button', { name: /Account menu$/ }));
    await screen.findByRole('menuitem', { name: 'Member Centre' });
    expect(screen.queryByRole('menuitem', { name: 'Agent Centre' })).not.toBeInTheDocument();
    expect(hrefs().some((href) => /javascript:/i.test(href ?? ''))).toBe(false);
  });

  it('agents get the agent centre route; rank above 4 gets VIP service', async () => {
    const { user } = await renderWithProviders(<HeaderAccount />, {
      signedInAs: 'agent1',
      // agent1 of the seed is rank 4 (Platinum); the back office raises it to 5 (Diamond).
      setUp: ({ db }) =>
        db.prepare("UPDATE members SET rank_level = 5 WHERE account = 'agent1'").run(),
    });
    await user.click(await screen.findByRole('button', { name: /Account menu$/ }));
    expect(await screen.findByText('Diamond')).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Agent Centre' })).toHaveAttribute(
      'href',
      '/agent',
    );
    expect(screen.getByRole('menuitem', { name: 'VIP Service' })).toBeInTheDocument();
  });

  it('swaps a broken avatar picture for the brand fallback', async () => {
    const { user, platform } = await renderWithProviders(<HeaderAccount />, {
      signedInAs: 'player1',
    });
    const { avatarUrl } = await platform.get<MemberInfo>(API_PATHS.memberInfo, {
      token: platform.token,
    });
    await user.click(await screen.findByRole('button', { name: /Account menu$/ }));
    const avatar = await screen.findByRole('img', { name: 'Avatar of Player 1' });
    expect(avatar).toHaveAttribute('src', avatarUrl);
    fireEvent.error(avatar);
    expect(screen.getByRole('img', { name: 'Avatar of Player 1' })).toHaveAttribute(
      'src',
      '/avatar.svg',
    );
  });

  it('sign out asks first; cancel keeps the session, ok logs out, keeps merchant values and goes to /', async () => {
    const { user, store, calls, location, platform } = await renderWithProviders(
      <HeaderAccount />,
      { signedInAs: 'player1', path: '/lobby' },
    );
    const token = platform.token;
    await user.click(await screen.findByRole('button', { name: /Account menu$/ }));
    await user.click(screen.getByRole('menuitem', { name: 'Sign out' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Sign out' });
    expect(dialog).toHaveTextContent('Are you sure you want to sign out?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(store.getState().session.token).toBe(token);

    await user.click(screen.getByRole('button', { name: /Account menu$/ }));
    await user.click(screen.getByRole('menuitem', { name: 'Sign out' }));
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'Sign out' })).getByRole('button', {
        name: 'OK',
      }),
    );
    await waitFor(() => expect(store.getState().session.token).toBeNull());
    expect(
      calls.some(
        (c) =>
          c.method === 'DELETE' &&
          c.path === API_PATHS.logout &&
          c.headers.get('Authorization') === `Bearer ${token}`,
      ),
    ).toBe(true);
    // The platform revoked the token.
    await expect(platform.get(API_PATHS.memberInfo, { token: token })).rejects.toThrow();
    expect(store.getState().session).toMatchObject({
      merchantCode: 'AUR01',
      merchant: 'AUR01',
      nickname: null,
      isAgent: null,
    });
    expect(store.getState().api.queries['getBalance(undefined)']).toBeUndefined();
    await waitFor(() => expect(location.current).toBe('/'));
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
  });
});

describe('HeaderAccount sign-out and session storage', () => {
  /** The player's session keys as a login leaves them in sessionStorage (spec names), but the token. */
  const PLAYER_KEYS = {
    username: 'player1',
    account: 'player1',
    nickname: 'Player 1',
    isAgent: '0',
    afterLoginPopup: 'true',
  };
  const KEYS = ['token', ...Object.keys(PLAYER_KEYS)];

  it('ok on the sign-out dialog clears the session keys at once (no reload can restore the token) and keeps them cleared', async () => {
    const { user, store } = await renderWithProviders(<HeaderAccount />, {
      persist: true,
      // player1 signed in on this tab before the reload.
      setUp: async (sim) => {
        sessionStorage.setItem('token', await sim.signIn('player1', 'Player123'));
        for (const [key, value] of Object.entries(PLAYER_KEYS)) sessionStorage.setItem(key, value);
        sessionStorage.setItem(
          'persist:wl-session:meta',
          JSON.stringify({ version: -1, rehydrated: true }),
        );
      },
    });
    expect(store.getState().session.token).toBe(sessionStorage.getItem('token'));
    await screen.findByRole('button', { name: 'Player 1 Account menu' });

    // What a reload would find at the moment the session ends, and the moment the header changes.
    const atSignOut: (string | null)[] = [];
    const unsubscribe = store.subscribe(() => {
      if (store.getState().session.token === null && atSignOut.length === 0)
        atSignOut.push(...KEYS.map((key) => sessionStorage.getItem(key)));
    });
    await user.click(screen.getByRole('button', { name: /Account menu$/ }));
    await user.click(screen.getByRole('menuitem', { name: 'Sign out' }));
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'Sign out' })).getByRole('button', {
        name: 'OK',
      }),
    );
    const login = await screen.findByRole('button', { name: 'Log in' });
    const atLogIn = KEYS.map((key) => sessionStorage.getItem(key));
    unsubscribe();
    expect(login).toBeInTheDocument();
    const none = KEYS.map(() => null);
    expect(atSignOut).toEqual(none);
    expect(atLogIn).toEqual(none);

    // redux-persist never writes them back; the merchant values stay (spec).
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 100));
    });
    expect(KEYS.map((key) => sessionStorage.getItem(key))).toEqual(none);
    expect(sessionStorage.getItem('merchantCode')).toBe('AUR01');
    expect(sessionStorage.getItem('merchant')).toBe('AUR01');
  });
});

describe('HeaderAccount for trial users (agent flag 4)', () => {
  it('shows balance and menu but no member-centre links', async () => {
    const { user } = await renderWithProviders(<HeaderAccount />, { signedInAs: 'trial' });
    // A trial player's demo balance.
    expect(await screen.findByText('2,000.00')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Deposit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Messages/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Account menu$/ }));
    expect(screen.queryByRole('menuitem', { name: 'Member Centre' })).not.toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Betting Record' })).not.toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Sign out' })).toBeInTheDocument();
  });

  it('tiger lists 4 among agent flags: the agent link gives the real-account warning', async () => {
    const { user, store } = await renderWithProviders(<HeaderAccount />, {
      brand: tiger as Brand,
      signedInAs: 'trial',
    });
    await screen.findByText('2,000.00');
    await user.click(screen.getByRole('button', { name: /Account menu$/ }));
    await user.click(screen.getByRole('menuitem', { name: 'Agent Centre' }));
    expect(store.getState().ui.modal).toEqual({ name: 'realAccountRequired' });
  });
});

describe('HeaderAccount across sessions', () => {
  it("a refused token (401) drops the player's cached data, with one login modal for a burst", async () => {
    const { store, calls, platform } = await renderWithProviders(<HeaderAccount />, {
      signedInAs: 'player1',
    });
    await screen.findByRole('button', { name: 'Player 1 Account menu' });
    const cached = () =>
      Object.values(store.getState().api.queries).filter(
        (entry) =>
          entry?.data !== undefined &&
          /^get(MemberInfo|Balance|UnreadCount)$/.test(entry.endpointName),
      );
    await waitFor(() => expect(cached()).toHaveLength(3));

    const unauthorizedActions = vi.fn();
    store.dispatch(addListener({ actionCreator: unauthorized, effect: unauthorizedActions }));
    // The token expires: three calls are refused together.
    await platform.dev('/__sim/tokens/expire', { body: { token: platform.token } });
    await act(async () => {
      await Promise.all([
        store.dispatch(
          accountApi.endpoints.getMemberInfo.initiate(undefined, { forceRefetch: true }),
        ),
        store.dispatch(accountApi.endpoints.getBalance.initiate(undefined, { forceRefetch: true })),
        store.dispatch(
          headerApi.endpoints.getUnreadCount.initiate(undefined, { forceRefetch: true }),
        ),
      ]);
    });
    expect(unauthorizedActions).toHaveBeenCalledTimes(1);
    expect(store.getState().session.token).toBeNull();
    expect(store.getState().ui.modal).toEqual({ name: 'login', props: { sessionExpired: true } });
    expect(cached()).toEqual([]);
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
    // Nothing keeps asking the platform as a guest (no refetch loop after the reset).
    const sent = calls.length;
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(calls.length).toBe(sent);
  });

  it("after an expired session, the next player's sign-in shows their own balance and name, not the cached ones", async () => {
    // The local identity provider's test identity "alex" (Alex Nguyen), minted once the platform runs.
    let mintIdToken = async () => '';
    const provider = {
      kind: 'local' as const,
      buttons: ['google' as const],
      signIn: vi.fn(async () => ({ provider: 'google' as const, idToken: await mintIdToken() })),
    };
    const { user, platform } = await renderWithProviders(
      <IdentityProviderOverride provider={provider}>
        <HeaderAccount />
      </IdentityProviderOverride>,
      player1With(1_234_560),
    );
    mintIdToken = () => platform.identityToken('google', 'alex');
    const balance = await screen.findByRole('group', { name: 'Balance' });
    expect(await within(balance).findByText('12,345.60')).toBeInTheDocument();

    // The token expires: the refresh is refused and the header falls back to a guest's.
    await platform.dev('/__sim/tokens/expire', { body: { token: platform.token } });
    await user.click(within(balance).getByRole('button', { name: 'Refresh balance' }));
    await user.click(await screen.findByRole('button', { name: 'Continue with Google' }));

    // A new member of the platform: an empty wallet and the identity's name.
    expect(await screen.findByText('0.00')).toBeInTheDocument();
    expect(screen.queryByText('12,345.60')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Account menu$/ }));
    expect(await screen.findByText('Alex Nguyen', { selector: 'strong' })).toBeInTheDocument();
  });
});
