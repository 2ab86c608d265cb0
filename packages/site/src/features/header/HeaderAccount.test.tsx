import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { addListener } from '@reduxjs/toolkit';
import { unauthorized, type MemberInfo } from '@wl/api-client';
import type { Brand } from '@wl/brand-config';
import { afterEach, describe, expect, it, vi } from 'vitest';
import tiger from '../../../../../brands/tiger.json';
import { IdentityProviderOverride } from '../../shared/session/identity/IdentityProviderContext';
import {
  renderWithProviders,
  type PlatformCall,
} from '../../shared/testing/renderWithProviders.test-helper';
import { accountApi } from '../../shared/account/api';
import { headerApi } from './api';
import { HeaderAccount } from './HeaderAccount';

function memberInfo(overrides: Partial<MemberInfo> = {}): MemberInfo {
  return {
    id: 7,
    account: 'player01',
    userName: 'player01',
    nickname: 'Lucky Star',
    type: 0,
    toUpline: false,
    clubLabel: { labelName: 'Gold', color: '#d4af37', color2: '#f5d76e', rankLevel: 3 },
    memberLabel: [{ labelName: 'VIP 3', color: '#222222', color2: '#444444' }],
    temporaryPassword: false,
    passwordExpired: false,
    mobileNum: null,
    countryDialingCode: null,
    email: null,
    currency: 'VND',
    language: 'EN',
    avatarUrl: 'https://cdn.example/avatar/7.png',
    registerTime: '2024-01-01T00:00:00Z',
    lastLoginTime: null,
    ...overrides,
  };
}

function memberRoutes(info: MemberInfo = memberInfo(), balance = 12345.6, unread = 3) {
  return {
    'GET /wps/member/info': info,
    'GET /wps/v2/wallets/balance': { sumBalance: balance, currency: 'VND', wallets: [] },
    'GET /wps/relay/CSP_unreadCount': unread,
    'DELETE /wps/session/logout': null,
  };
}

const member = { token: 'tok-1', nickname: 'Lucky Star', isAgent: 0 };

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

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
    let balance = 12345.6;
    const { user, store, calls } = await renderWithProviders(<HeaderAccount />, {
      session: member,
      routes: {
        ...memberRoutes(),
        'GET /wps/v2/wallets/balance': () => ({
          sumBalance: balance,
          currency: 'VND',
          wallets: [],
        }),
      },
    });
    const group = await screen.findByRole('group', { name: 'Balance' });
    expect(await within(group).findByText('12,345.60')).toBeInTheDocument();
    await user.click(within(group).getByRole('button', { name: 'Hide balance' }));
    expect(within(group).getByText('****')).toBeInTheDocument();
    expect(store.getState().ui.balanceMasked).toBe(true);
    await user.click(within(group).getByRole('button', { name: 'Show balance' }));
    balance = 1000000;
    await user.click(within(group).getByRole('button', { name: 'Refresh balance' }));
    expect(await within(group).findByText('1,000,000.00')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/wps/v2/wallets/balance')).toHaveLength(2);
  });

  it('says why when the balance call fails, instead of "updating" forever; refresh retries it', async () => {
    let down = true;
    const { user } = await renderWithProviders(<HeaderAccount />, {
      session: member,
      routes: {
        ...memberRoutes(),
        'GET /wps/v2/wallets/balance': () =>
          down
            ? new Response('upstream down', { status: 503 })
            : { sumBalance: 42, currency: 'VND', wallets: [] },
      },
    });
    const group = await screen.findByRole('group', { name: 'Balance' });
    // A 5xx is the catalogue's unknown error.
    expect(await within(group).findByText('Unknown error')).toBeInTheDocument();
    expect(within(group).queryByText('Balance updating')).not.toBeInTheDocument();
    down = false;
    await user.click(within(group).getByRole('button', { name: 'Refresh balance' }));
    expect(await within(group).findByText('42.00')).toBeInTheDocument();
  });

  it('links deposit and withdraw to the member centre and shows the unread count', async () => {
    await renderWithProviders(<HeaderAccount />, { session: member, routes: memberRoutes() });
    expect(screen.getByRole('link', { name: 'Deposit' })).toHaveAttribute(
      'href',
      '/member/deposit',
    );
    expect(screen.getByRole('link', { name: 'Withdraw' })).toHaveAttribute(
      'href',
      '/member/withdraw',
    );
    expect(
      await screen.findByRole('link', { name: 'Messages. Unread messages: 3' }),
    ).toHaveAttribute('href', '/member/messages');
  });

  it('on a phone the avatar menu carries deposit, withdraw and messages (the header has no room for them)', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      media: query,
      matches: query === '(max-width: 767px)',
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    const { user } = await renderWithProviders(<HeaderAccount />, {
      session: member,
      routes: memberRoutes(),
    });
    await user.click(screen.getByRole('button', { name: /Account menu$/ }));
    const menu = screen.getByRole('menu', { name: 'Account menu' });
    expect(within(menu).getByRole('menuitem', { name: 'Deposit' })).toHaveAttribute(
      'href',
      '/member/deposit',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Withdraw' })).toHaveAttribute(
      'href',
      '/member/withdraw',
    );
    expect(await within(menu).findByRole('menuitem', { name: 'Messages (3)' })).toHaveAttribute(
      'href',
      '/member/messages',
    );
  });

  it('on a wide screen the avatar menu leaves deposit and withdraw to the header', async () => {
    const { user } = await renderWithProviders(<HeaderAccount />, {
      session: member,
      routes: memberRoutes(),
    });
    await user.click(screen.getByRole('button', { name: /Account menu$/ }));
    const menu = screen.getByRole('menu', { name: 'Account menu' });
    expect(within(menu).queryByRole('menuitem', { name: 'Deposit' })).not.toBeInTheDocument();
  });

  it('the avatar menu button is named by the nickname it shows and "Account menu"', async () => {
    await renderWithProviders(<HeaderAccount />, { session: member, routes: memberRoutes() });
    // WCAG 2.5.3 (axe label-content-name-mismatch): the text a button shows is part of its name.
    const trigger = await screen.findByRole('button', { name: 'Lucky Star Account menu' });
    expect(trigger).toHaveTextContent(/^Lucky StarAccount menu$/);
  });

  it('avatar menu: nickname, rank label, centre links, affiliate link for a non-agent, live chat below VIP rank', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue({ opener: {} } as Window);
    // player1 of the simulator's seed: rank 2 (Silver), a member below VIP rank.
    const { user } = await renderWithProviders(<HeaderAccount />, { signedInAs: 'player1' });
    await user.click(await screen.findByRole('button', { name: /Account menu$/ }));
    expect(await screen.findByText('Silver')).toBeInTheDocument();
    expect(screen.getByText('Player 1', { selector: 'strong' })).toBeInTheDocument();
    const menu = screen.getByRole('menu', { name: 'Account menu' });
    expect(within(menu).getByRole('menuitem', { name: 'Member Centre' })).toHaveAttribute(
      'href',
      '/member',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Account Record' })).toHaveAttribute(
      'href',
      '/member/transactions',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Betting Record' })).toHaveAttribute(
      'href',
      '/member/bets',
    );
    // The platform's affiliate resource (the simulator's seed) wins over the brand's fallback.
    expect(within(menu).getByRole('menuitem', { name: 'Agent Centre' })).toHaveAttribute(
      'href',
      'https://affiliate.example.com/',
    );
    await user.click(within(menu).getByRole('menuitem', { name: 'Live Chat' }));
    expect(open).toHaveBeenCalledWith(
      'https://support.aurora.example/chat',
      'customerService',
      expect.stringMatching(/width=440,height=750/),
    );
  });

  it("never links the status call's affiliate URL unless it is http(s): a javascript: URL is not a link", async () => {
    const status = (url: string) => ({
      status: 0,
      info: {
        customerService: [],
        resources: [
          {
            resourceType: 'AFFILIATE',
            url,
            qrCodeUrl: '',
            labelNameEn: 'Affiliate',
            labelName: '',
          },
        ],
      },
      maintenance: null,
      regionRestriction: null,
      maintenanceEnd: null,
      location: { ip: '203.0.113.9', countryCode: 'VN' },
    });
    const hrefs = () =>
      within(screen.getByRole('menu', { name: 'Account menu' }))
        .getAllByRole('menuitem')
        .map((item) => item.getAttribute('href'));

    // The brand's own affiliate address stands in for the refused one.
    const first = await renderWithProviders(<HeaderAccount />, {
      session: member,
      routes: { ...memberRoutes(), 'GET /wps/system/status': status('javascript:alert(1)') },
    });
    await waitFor(() =>
      expect(first.calls.some((c) => c.path === '/wps/system/status')).toBe(true),
    );
    await screen.findByText('12,345.60');
    await first.user.click(screen.getByRole('button', { name: /Account menu$/ }));
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
      session: member,
      routes: { ...memberRoutes(), 'GET /wps/system/status': status(' JavaScript:alert(1)') },
    });
    await waitFor(() =>
      expect(second.calls.some((c) => c.path === '/wps/system/status')).toBe(true),
    );
    await screen.findByText('12,345.60');
    await second.user.click(screen.getByRole('button', { name: /Account menu$/ }));
    await screen.findByRole('menuitem', { name: 'Member Centre' });
    expect(screen.queryByRole('menuitem', { name: 'Agent Centre' })).not.toBeInTheDocument();
    expect(hrefs().some((href) => /javascript:/i.test(href ?? ''))).toBe(false);
  });

  it('agents get the agent centre route; rank above 4 gets VIP service', async () => {
    const info = memberInfo({
      type: 41,
      clubLabel: { labelName: 'Diamond', color: '#1e90ff', color2: '#87cefa', rankLevel: 5 },
    });
    const { user } = await renderWithProviders(<HeaderAccount />, {
      session: { ...member, isAgent: 41 },
      routes: memberRoutes(info),
    });
    await screen.findByText('12,345.60');
    await user.click(screen.getByRole('button', { name: /Account menu$/ }));
    expect(await screen.findByText('Diamond')).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Agent Centre' })).toHaveAttribute(
      'href',
      '/agent',
    );
    expect(screen.getByRole('menuitem', { name: 'VIP Service' })).toBeInTheDocument();
  });

  it('swaps a broken avatar picture for the brand fallback', async () => {
    const { user } = await renderWithProviders(<HeaderAccount />, {
      session: member,
      routes: memberRoutes(),
    });
    await screen.findByText('12,345.60');
    await user.click(screen.getByRole('button', { name: /Account menu$/ }));
    const avatar = await screen.findByRole('img', { name: 'Avatar of Lucky Star' });
    expect(avatar).toHaveAttribute('src', 'https://cdn.example/avatar/7.png');
    fireEvent.error(avatar);
    expect(screen.getByRole('img', { name: 'Avatar of Lucky Star' })).toHaveAttribute(
      'src',
      '/avatar.svg',
    );
  });

  it('sign out asks first; cancel keeps the session, ok logs out, keeps merchant values and goes to /', async () => {
    const { user, store, calls, location } = await renderWithProviders(<HeaderAccount />, {
      session: member,
      routes: memberRoutes(),
      path: '/lobby',
    });
    await screen.findByText('12,345.60');
    await user.click(screen.getByRole('button', { name: /Account menu$/ }));
    await user.click(screen.getByRole('menuitem', { name: 'Sign out' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Sign out' });
    expect(dialog).toHaveTextContent('Are you sure you want to sign out?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(store.getState().session.token).toBe('tok-1');

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
          c.path === '/wps/session/logout' &&
          c.headers.get('Authorization') === 'Bearer tok-1',
      ),
    ).toBe(true);
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
  /** The player's session keys as a login leaves them in sessionStorage (spec names). */
  const PLAYER_KEYS = {
    token: 'tok-1',
    username: 'player01',
    account: 'player01',
    nickname: 'Lucky Star',
    customerId: '7',
    isAgent: '0',
    memberLabel: 'VIP 3',
    afterLoginPopup: 'true',
  };

  it('ok on the sign-out dialog clears the session keys at once (no reload can restore the token) and keeps them cleared', async () => {
    for (const [key, value] of Object.entries(PLAYER_KEYS)) sessionStorage.setItem(key, value);
    sessionStorage.setItem(
      'persist:wl-session:meta',
      JSON.stringify({ version: -1, rehydrated: true }),
    );
    const { user, store } = await renderWithProviders(<HeaderAccount />, {
      persist: true,
      routes: memberRoutes(),
    });
    expect(store.getState().session.token).toBe('tok-1');
    await screen.findByText('12,345.60');

    // What a reload would find at the moment the session ends, and the moment the header changes.
    const atSignOut: (string | null)[] = [];
    const unsubscribe = store.subscribe(() => {
      if (store.getState().session.token === null && atSignOut.length === 0)
        atSignOut.push(...Object.keys(PLAYER_KEYS).map((key) => sessionStorage.getItem(key)));
    });
    await user.click(screen.getByRole('button', { name: /Account menu$/ }));
    await user.click(screen.getByRole('menuitem', { name: 'Sign out' }));
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'Sign out' })).getByRole('button', {
        name: 'OK',
      }),
    );
    const login = await screen.findByRole('button', { name: 'Log in' });
    const atLogIn = Object.keys(PLAYER_KEYS).map((key) => sessionStorage.getItem(key));
    unsubscribe();
    expect(login).toBeInTheDocument();
    const none = Object.keys(PLAYER_KEYS).map(() => null);
    expect(atSignOut).toEqual(none);
    expect(atLogIn).toEqual(none);

    // redux-persist never writes them back; the merchant values stay (spec).
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 100));
    });
    expect(Object.keys(PLAYER_KEYS).map((key) => sessionStorage.getItem(key))).toEqual(none);
    expect(sessionStorage.getItem('merchantCode')).toBe('AUR01');
    expect(sessionStorage.getItem('merchant')).toBe('AUR01');
  });
});

describe('HeaderAccount for trial users (agent flag 4)', () => {
  it('shows balance and menu but no member-centre links', async () => {
    const { user } = await renderWithProviders(<HeaderAccount />, {
      session: { ...member, isAgent: 4 },
      routes: memberRoutes(memberInfo({ type: 4 })),
    });
    await screen.findByText('12,345.60');
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
      session: { ...member, isAgent: 4 },
      routes: memberRoutes(memberInfo({ type: 4 })),
    });
    await screen.findByText('12,345.60');
    await user.click(screen.getByRole('button', { name: /Account menu$/ }));
    await user.click(screen.getByRole('menuitem', { name: 'Agent Centre' }));
    expect(store.getState().ui.modal).toEqual({ name: 'realAccountRequired' });
  });
});

describe('HeaderAccount across sessions', () => {
  it("a refused token (401) drops the player's cached data, with one login modal for a burst", async () => {
    let expired = false;
    const refused = () =>
      new Response(
        JSON.stringify({ success: false, value: null, message: 'Token expired', code: 401 }),
        { status: 401 },
      );
    const routes = memberRoutes();
    const { store, calls } = await renderWithProviders(<HeaderAccount />, {
      session: member,
      routes: {
        'GET /wps/member/info': () => (expired ? refused() : routes['GET /wps/member/info']),
        'GET /wps/v2/wallets/balance': () =>
          expired ? refused() : routes['GET /wps/v2/wallets/balance'],
        'GET /wps/relay/CSP_unreadCount': () =>
          expired ? refused() : routes['GET /wps/relay/CSP_unreadCount'],
      },
    });
    await screen.findByText('12,345.60');
    const cached = () =>
      Object.values(store.getState().api.queries).filter(
        (entry) =>
          entry?.data !== undefined &&
          /^get(MemberInfo|Balance|UnreadCount)$/.test(entry.endpointName),
      );
    await waitFor(() => expect(cached()).toHaveLength(3));

    const unauthorizedActions = vi.fn();
    store.dispatch(addListener({ actionCreator: unauthorized, effect: unauthorizedActions }));
    expired = true;
    // The token expires: three calls are refused together.
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
    let expired = false;
    const secondPlayer = (headers: Headers) => headers.get('Authorization') === 'Bearer tok-2';
    const provider = {
      kind: 'local' as const,
      buttons: ['google' as const],
      signIn: vi.fn().mockResolvedValue({ provider: 'google', idToken: 'id-2' }),
    };
    const { user } = await renderWithProviders(
      <IdentityProviderOverride provider={provider}>
        <HeaderAccount />
      </IdentityProviderOverride>,
      {
        session: member,
        routes: {
          ...memberRoutes(),
          'GET /wps/v2/wallets/balance': ({ headers }: PlatformCall) =>
            expired
              ? new Response(
                  JSON.stringify({
                    success: false,
                    value: null,
                    message: 'Token expired',
                    code: 401,
                  }),
                  { status: 401 },
                )
              : { sumBalance: secondPlayer(headers) ? 250 : 12345.6, currency: 'VND', wallets: [] },
          'GET /wps/member/info': ({ headers }: PlatformCall) =>
            secondPlayer(headers) ? memberInfo({ nickname: 'Second Player' }) : memberInfo(),
          'POST /wps/session/login/identity': {
            token: 'tok-2',
            firstTimeLogin: false,
            passwordExpired: false,
            temporaryPassword: false,
          },
        },
      },
    );
    const balance = await screen.findByRole('group', { name: 'Balance' });
    expect(await within(balance).findByText('12,345.60')).toBeInTheDocument();

    // The token expires: the refresh is refused and the header falls back to a guest's.
    expired = true;
    await user.click(within(balance).getByRole('button', { name: 'Refresh balance' }));
    const google = await screen.findByRole('button', { name: 'Continue with Google' });
    expired = false;
    await user.click(google);

    expect(await screen.findByText('250.00')).toBeInTheDocument();
    expect(screen.queryByText('12,345.60')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Account menu$/ }));
    expect(await screen.findByText('Second Player', { selector: 'strong' })).toBeInTheDocument();
  });
});
