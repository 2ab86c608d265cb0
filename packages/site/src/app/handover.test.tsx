import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Brand } from '@wl/brand-config';
import { afterEach, describe, expect, it, vi } from 'vitest';
import aurora from '../../../../brands/aurora.json';
import lotus from '../../../../brands/lotus.json';
import { initialSessionState, type SessionState } from '../shared/session/sessionSlice';
import { makeStore } from '../shared/store/makeStore';
import { createSiteTestI18n } from '../shared/testing/siteI18n.test-helper';
import {
  FAKE_PLATFORM_URL,
  fail,
  fakePlatform,
  type PlatformCall,
  type PlatformRoutes,
  type RouteAnswer,
} from '../shared/testing/fakePlatform.test-helper';
import { mountSite } from './mountSite';
import { Site } from './Site';

const EXCHANGE = '/wps/session/handover/exchange';
const PREVIEW = '/wps/session/handover/preview';
const REFUSAL = 'This sign-in link is invalid, expired or already used, please log in';

const memberInfo = (account: string, id: number) => ({
  id,
  account,
  userName: account,
  nickname: account,
  type: 0,
  toUpline: false,
  memberLabel: [],
  clubLabel: { labelName: '', color: '', color2: '', rankLevel: 0 },
});

const platformRoutes = (
  exchange: RouteAnswer,
  preview: RouteAnswer = { account: 'player2' },
): PlatformRoutes => ({
  'GET /wps/system/status': {
    status: 0,
    info: { customerService: [] },
    maintenance: null,
    regionRestriction: null,
    maintenanceEnd: null,
    location: { ip: '203.0.113.9', countryCode: 'VN' },
  },
  'GET /wps/system/whitelabel': [],
  [`POST ${EXCHANGE}`]: exchange,
  [`POST ${PREVIEW}`]: preview,
  'GET /wps/member/info': (call: PlatformCall) =>
    call.headers.get('Authorization') === 'Bearer handed-token'
      ? memberInfo('player2', 22)
      : memberInfo('player1', 11),
  'DELETE /wps/session/logout': null,
});

const handedOver = {
  token: 'handed-token',
  firstTimeLogin: false,
  passwordExpired: false,
  temporaryPassword: false,
};

async function renderSite(
  path: string,
  {
    session,
    exchange = handedOver,
    preview,
    brand = aurora as Brand,
  }: {
    session?: Partial<SessionState>;
    exchange?: RouteAnswer;
    preview?: RouteAnswer;
    brand?: Brand;
  } = {},
) {
  const plain: Brand = { ...brand, api: { ...brand.api, cipher: false } };
  const platform = fakePlatform(platformRoutes(exchange, preview));
  const { store } = makeStore({
    brand: plain,
    persist: false,
    transport: { fetch: platform.fetch, baseUrl: FAKE_PLATFORM_URL, retry: { limit: 0 } },
    preloadedState: {
      session: { ...initialSessionState(plain.merchantCode, plain.platform), ...session },
    },
  });
  const i18n = await createSiteTestI18n(plain);
  await act(async () => {
    render(<Site brand={plain} initialPath={path} i18n={i18n} store={store} />);
  });
  const exchanges = () => platform.calls.filter((call) => call.path === EXCHANGE);
  return { store, calls: platform.calls, exchanges, user: userEvent.setup() };
}

describe('sign-in handed over in the address (?handover=<code>)', () => {
  it('asks a guest "Sign in as …?" first, then signs in and loads member info, while the access guard waits', async () => {
    // lotus sends guests to /login (loginedToHomePage): the question and the exchange must win that race
    const { store, exchanges, user } = await renderSite('/?handover=code-1', {
      brand: lotus as Brand,
    });
    const dialog = await screen.findByRole('alertdialog', { name: 'Sign in as player2?' });
    expect(dialog).toHaveTextContent('This link signs you in as player2 on this device.');
    expect(exchanges()).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(store.getState().session).toMatchObject({ account: 'player2' }));
    expect(store.getState().session.token).toBe('handed-token');
    const [call] = exchanges();
    expect(call?.body).toEqual({ code: 'code-1' });
    expect(call?.headers.get('Authorization')).toBeNull();
    expect(exchanges()).toHaveLength(1);
    expect(screen.queryByRole('heading', { name: 'Log in' })).not.toBeInTheDocument();
  });

  it('leaves a guest who answers "Not now" signed out, the code unused', async () => {
    const { store, exchanges, user } = await renderSite('/?handover=code-5');
    const dialog = await screen.findByRole('alertdialog', { name: 'Sign in as player2?' });
    await user.click(within(dialog).getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(exchanges()).toHaveLength(0);
    expect(store.getState().session.token).toBeNull();
  });

  it('asks a signed-in player first; "Stay signed in" keeps the session and never uses the code', async () => {
    const { store, exchanges, user } = await renderSite('/?handover=code-2', {
      session: { token: 'own-token', account: 'player1', username: 'player1' },
    });
    const dialog = await screen.findByRole('alertdialog', { name: 'Switch account?' });
    expect(dialog).toHaveTextContent('You are signed in as player1.');
    expect(exchanges()).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Stay signed in' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(store.getState().session).toMatchObject({ token: 'own-token', account: 'player1' });
    expect(exchanges()).toHaveLength(0);
  });

  it('names the signed-in player once member info brings the account the stored session lacked', async () => {
    await renderSite('/?handover=code-5', { session: { token: 'own-token' } });
    const dialog = await screen.findByRole('alertdialog', { name: 'Switch account?' });
    await waitFor(() => expect(dialog).toHaveTextContent('You are signed in as player1.'));
  });

  it('replaces the session on "Switch account": the old token is signed out, the new player loaded', async () => {
    const { store, calls, exchanges, user } = await renderSite('/?handover=code-3', {
      session: { token: 'own-token', account: 'player1', username: 'player1' },
    });
    const dialog = await screen.findByRole('alertdialog', { name: 'Switch account?' });
    await user.click(within(dialog).getByRole('button', { name: 'Switch account' }));
    await waitFor(() =>
      expect(store.getState().session).toMatchObject({
        token: 'handed-token',
        account: 'player2',
        customerId: 22,
      }),
    );
    expect(exchanges()).toHaveLength(1);
    const logout = calls.find((call) => call.path === '/wps/session/logout');
    expect(logout?.headers.get('Authorization')).toBe('Bearer own-token');
    expect(screen.queryByRole('alertdialog', { name: 'Switch account?' })).not.toBeInTheDocument();
  });

  it("shows the platform's message for a refused code and leaves the guest signed out", async () => {
    const { store, exchanges } = await renderSite('/?handover=used-code', {
      preview: () => fail(REFUSAL, 'HANDOVER_INVALID'),
    });
    const alert = await screen.findByRole('alertdialog');
    expect(alert).toHaveTextContent(REFUSAL);
    expect(store.getState().session.token).toBeNull();
    expect(exchanges()).toHaveLength(0);
  });

  it('keeps a signed-in player when the confirmed code is refused', async () => {
    const { store, calls, user } = await renderSite('/?handover=late-code', {
      session: { token: 'own-token', account: 'player1', username: 'player1' },
      exchange: () => fail(REFUSAL, 'HANDOVER_INVALID'),
    });
    const dialog = await screen.findByRole('alertdialog', { name: 'Switch account?' });
    await user.click(within(dialog).getByRole('button', { name: 'Switch account' }));
    expect(await screen.findByText(REFUSAL)).toBeInTheDocument();
    expect(store.getState().session).toMatchObject({ token: 'own-token', account: 'player1' });
    expect(calls.some((call) => call.path === '/wps/session/logout')).toBe(false);
  });
});

describe('mountSite with a handover code in the address bar', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    window.sessionStorage.clear();
    window.history.replaceState(null, '', '/');
  });

  it('takes the code out of the address before the first call, then exchanges it', async () => {
    window.history.replaceState(null, '', '/help?handover=code-4&topic=2#faq');
    const seen: { path: string; address: string }[] = [];
    const platform = fakePlatform(platformRoutes(handedOver));
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(input, init);
      seen.push({ path: new URL(request.url).pathname, address: window.location.href });
      return platform.fetch(request);
    });
    const container = document.createElement('div');
    document.body.append(container);
    const plain: Brand = {
      ...(aurora as Brand),
      api: { ...aurora.api, cipher: false, baseUrl: FAKE_PLATFORM_URL },
    };
    const root = await act(async () => mountSite(container, plain));
    const dialog = await screen.findByRole('alertdialog', { name: 'Sign in as player2?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(seen.some((call) => call.path === EXCHANGE)).toBe(true));
    expect(seen.length).toBeGreaterThan(1);
    for (const call of seen) expect(call.address).not.toContain('handover');
    expect(window.location.pathname + window.location.search + window.location.hash).toBe(
      '/help?topic=2#faq',
    );
    await waitFor(() => expect(window.sessionStorage.getItem('token')).toContain('handed-token'));
    act(() => root.unmount());
    container.remove();
  });
});
