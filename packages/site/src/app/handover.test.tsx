import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Brand } from '@wl/brand-config';
import { API_PATHS, type HandoverCode, type MemberInfo } from '@wl/api-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import aurora from '../../../../brands/aurora.json';
import lotus from '../../../../brands/lotus.json';
import type { SessionState } from '../shared/session/sessionSlice';
import {
  createTestPlatform,
  TEST_PLATFORM_URL,
  type TestPlatform,
  type TestPlayer,
} from '../shared/testing/testPlatform.test-helper';
import { mountSite } from './mountSite';
import { renderSite as renderSiteOf } from './renderSite.test-helper';

const EXCHANGE = API_PATHS.sessionHandoverExchange;
/** The simulator's refusal of a code that is not live. */
const REFUSAL = 'This sign-in link is invalid, expired or already used, please log in';

/** A sign-in vip1 hands over from another device: a code that works once, within a minute. */
async function handoverCodeOfVip1(platform: TestPlatform): Promise<string> {
  const token = await platform.signInAs('vip1');
  const answer = await platform.app.request(API_PATHS.sessionHandover, {
    method: 'POST',
    headers: {
      Merchant: platform.merchant,
      Authorization: `Bearer ${token}`,
      'Content-Type': 'application/json',
    },
    body: '{}',
  });
  return ((await answer.json()) as { value: HandoverCode }).value.code;
}

/** The code used up elsewhere (its exchange by another device). */
async function useUp(platform: TestPlatform, code: string) {
  await platform.app.request(EXCHANGE, {
    method: 'POST',
    headers: { Merchant: platform.merchant, 'Content-Type': 'application/json' },
    body: JSON.stringify({ code }),
  });
}

/**
 * The whole site opened at `path(code)` with vip1's handover code, as a guest or with the stored
 * session of `signedInAs` (its token, and `session`'s fields).
 */
async function renderSite(
  path: (code: string) => string,
  {
    signedInAs,
    session,
    brand = aurora as Brand,
  }: { signedInAs?: TestPlayer; session?: Partial<SessionState>; brand?: Brand } = {},
) {
  let code = '';
  const site = await renderSiteOf(
    brand,
    async (platform) => {
      code = await handoverCodeOfVip1(platform);
      return path(code);
    },
    { signedInAs, session },
  );
  const exchanges = () => site.calls.filter((call) => call.path === EXCHANGE);
  return { ...site, code, exchanges };
}

/** The code in the address of a light page (the help centre): the handover is the site's, on any page. */
const withCode = (code: string) => `/helpmc?handover=${code}`;

describe('sign-in handed over in the address (?handover=<code>)', () => {
  it('asks a guest "Sign in as …?" first, then signs in and loads member info, while the access guard waits', async () => {
    // lotus sends guests to /login (loginedToHomePage): the question and the exchange must win that race
    const { store, exchanges, user, code, platform } = await renderSite((c) => `/?handover=${c}`, {
      brand: lotus as Brand,
    });
    const dialog = await screen.findByRole('alertdialog', { name: 'Sign in as vip1?' });
    expect(dialog).toHaveTextContent('This link signs you in as vip1 on this device.');
    expect(exchanges()).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(store.getState().session).toMatchObject({ account: 'vip1' }));
    const { token } = store.getState().session;
    expect(await platform.get<MemberInfo>(API_PATHS.memberInfo, { token: token })).toMatchObject({
      account: 'vip1',
    });
    const [call] = exchanges();
    expect(call?.body).toEqual({ code });
    expect(call?.headers.get('Authorization')).toBeNull();
    expect(exchanges()).toHaveLength(1);
    expect(screen.queryByRole('heading', { name: 'Log in' })).not.toBeInTheDocument();
  });

  it('leaves a guest who answers "Not now" signed out, the code unused', async () => {
    const { store, exchanges, user } = await renderSite(withCode);
    const dialog = await screen.findByRole('alertdialog', { name: 'Sign in as vip1?' });
    await user.click(within(dialog).getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(exchanges()).toHaveLength(0);
    expect(store.getState().session.token).toBeNull();
  });

  it('asks a signed-in player first; "Stay signed in" keeps the session and never uses the code', async () => {
    const { store, exchanges, user, platform } = await renderSite(withCode, {
      signedInAs: 'player1',
      session: { account: 'player1', username: 'player1' },
    });
    const dialog = await screen.findByRole('alertdialog', { name: 'Switch account?' });
    expect(dialog).toHaveTextContent('You are signed in as player1.');
    expect(exchanges()).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Stay signed in' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(store.getState().session).toMatchObject({ token: platform.token, account: 'player1' });
    expect(exchanges()).toHaveLength(0);
  });

  it('names the signed-in player once member info brings the account the stored session lacked', async () => {
    await renderSite(withCode, { signedInAs: 'player1' });
    const dialog = await screen.findByRole('alertdialog', { name: 'Switch account?' });
    await waitFor(() => expect(dialog).toHaveTextContent('You are signed in as player1.'));
  });

  it('replaces the session on "Switch account": the old token is signed out, the new player loaded', async () => {
    const { store, calls, exchanges, user, platform } = await renderSite(withCode, {
      signedInAs: 'player1',
      session: { account: 'player1', username: 'player1' },
    });
    const own = platform.token;
    const dialog = await screen.findByRole('alertdialog', { name: 'Switch account?' });
    await user.click(within(dialog).getByRole('button', { name: 'Switch account' }));
    const vip1 = platform.db
      .prepare("SELECT id FROM members WHERE merchant_code = ? AND account = 'vip1'")
      .get(platform.merchant) as { id: number };
    await waitFor(() =>
      expect(store.getState().session).toMatchObject({ account: 'vip1', customerId: vip1.id }),
    );
    expect(exchanges()).toHaveLength(1);
    const logout = calls.find((call) => call.path === API_PATHS.logout);
    expect(logout?.headers.get('Authorization')).toBe(`Bearer ${own}`);
    // The platform revoked player1's token.
    await expect(platform.get(API_PATHS.memberInfo, { token: own })).rejects.toThrow();
    expect(screen.queryByRole('alertdialog', { name: 'Switch account?' })).not.toBeInTheDocument();
  });

  it("shows the platform's message for a refused code and leaves the guest signed out", async () => {
    const { store, exchanges } = await renderSite(() => '/helpmc?handover=never-issued-code');
    const alert = await screen.findByRole('alertdialog');
    expect(alert).toHaveTextContent(REFUSAL);
    expect(store.getState().session.token).toBeNull();
    expect(exchanges()).toHaveLength(0);
  });

  it('keeps a signed-in player when the confirmed code is refused', async () => {
    const { store, calls, user, platform, code } = await renderSite(withCode, {
      signedInAs: 'player1',
      session: { account: 'player1', username: 'player1' },
    });
    const dialog = await screen.findByRole('alertdialog', { name: 'Switch account?' });
    // Meanwhile the link was used on another device.
    await useUp(platform, code);
    await user.click(within(dialog).getByRole('button', { name: 'Switch account' }));
    expect(await screen.findByText(REFUSAL)).toBeInTheDocument();
    expect(store.getState().session).toMatchObject({ token: platform.token, account: 'player1' });
    expect(calls.some((call) => call.path === API_PATHS.logout)).toBe(false);
  });
});

describe('mountSite with a handover code in the address bar', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    window.sessionStorage.clear();
    window.history.replaceState(null, '', '/');
  });

  it('takes the code out of the address before the first call, then exchanges it', async () => {
    const platform = await createTestPlatform(aurora as Brand);
    const code = await handoverCodeOfVip1(platform);
    window.history.replaceState(null, '', `/help?handover=${code}&topic=2#faq`);
    const seen: { path: string; address: string }[] = [];
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(input, init);
      seen.push({ path: new URL(request.url).pathname, address: window.location.href });
      return platform.fetch(request);
    });
    const container = document.createElement('div');
    document.body.append(container);
    const brand: Brand = {
      ...(aurora as Brand),
      api: { ...aurora.api, baseUrl: TEST_PLATFORM_URL },
    };
    const root = await act(async () => mountSite(container, brand));
    const dialog = await screen.findByRole('alertdialog', { name: 'Sign in as vip1?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(seen.some((call) => call.path === EXCHANGE)).toBe(true));
    expect(seen.length).toBeGreaterThan(1);
    for (const call of seen) expect(call.address).not.toContain('handover');
    expect(window.location.pathname + window.location.search + window.location.hash).toBe(
      '/help?topic=2#faq',
    );
    await waitFor(() => expect(window.sessionStorage.getItem('token')).toBeTruthy());
    // The stored token is vip1's session.
    const token = window.sessionStorage.getItem('token');
    expect(await platform.get<MemberInfo>(API_PATHS.memberInfo, { token: token })).toMatchObject({
      account: 'vip1',
    });
    act(() => root.unmount());
    container.remove();
  });
});
