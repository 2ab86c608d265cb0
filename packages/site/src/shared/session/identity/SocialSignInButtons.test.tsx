import { screen } from '@testing-library/react';
import { API_PATHS, type LoginResponse, type MemberInfo } from '@wl/api-client';
import type { Brand } from '@wl/brand-config';
import { describe, expect, it, vi } from 'vitest';
import tiger from '../../../../../../brands/tiger.json';
import { IdentityProviderOverride } from './IdentityProviderContext';
import {
  renderWithProviders,
  type RouteHandler,
} from '../../testing/renderWithProviders.test-helper';
import { SocialSignInButtons } from './SocialSignInButtons';
import { IdentityProviderError, type IdentityProvider } from './types';

function fakeProvider(signIn: IdentityProvider['signIn']): IdentityProvider {
  return { kind: 'local', buttons: ['facebook', 'google', 'telegram'], signIn };
}

describe('SocialSignInButtons', () => {
  it('shows the brand buttons by accessible name', async () => {
    await renderWithProviders(<SocialSignInButtons />);
    expect(screen.getByRole('button', { name: 'Continue with Facebook' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue with Telegram' })).toBeInTheDocument();
  });

  it('renders nothing for a brand without an identity provider', async () => {
    await renderWithProviders(<SocialSignInButtons />, { brand: tiger as Brand });
    expect(screen.queryByRole('group', { name: 'Or continue with' })).not.toBeInTheDocument();
  });

  it('compact buttons keep the accessible names', async () => {
    await renderWithProviders(<SocialSignInButtons variant="compact" />);
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeInTheDocument();
  });

  it('exchanges the ID token for a session and signs the player in without a forced password change', async () => {
    // The local identity provider's test identity "alex" (Alex Nguyen), minted once the platform runs.
    let idToken = '';
    const signIn = vi.fn(async () => ({ provider: 'google' as const, idToken }));
    const { user, store, calls, location, platform } = await renderWithProviders(
      <IdentityProviderOverride provider={fakeProvider(signIn)}>
        <SocialSignInButtons />
      </IdentityProviderOverride>,
      {
        path: '/login',
        flags: ['PWDEXPFORCECHANGE3'],
        routes: {
          // The simulator's exchange, answered as if the password were expired and temporary (it never
          // says so for a social sign-in; a platform may): a social sign-in is never forced to change it.
          [`POST ${API_PATHS.identityLogin}`]: (async (_call, simulator) => {
            const { value } = (await (await simulator()).json()) as { value: LoginResponse };
            return { ...value, passwordExpired: true, temporaryPassword: true };
          }) satisfies RouteHandler,
        },
      },
    );
    idToken = await platform.identityToken('google', 'alex');
    await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
    await vi.waitFor(() => expect(location.current).toBe('/'), { timeout: 5_000 });
    expect(signIn).toHaveBeenCalledWith('google');
    expect(calls.find((call) => call.path === API_PATHS.identityLogin)?.body).toEqual({
      provider: 'google',
      idToken,
    });
    const { token } = store.getState().session;
    expect(await platform.get<MemberInfo>(API_PATHS.memberInfo, { token: token })).toMatchObject({
      account: 'google_alex',
    });
    expect(store.getState().session).toMatchObject({ nickname: 'Alex Nguyen', cpw: false });
    expect(store.getState().ui.modal).toBeNull();
  });

  it.each([
    ['popup-closed', 'The sign-in window was closed. Login failed, please try again.'],
    ['popup-blocked', 'Popup blocked. Please allow pop-ups for this site and try again.'],
    ['too-many-requests', 'Too many requests, please try again after 5 minutes'],
  ] as const)('a %s failure opens the warning with the catalogue text', async (code, text) => {
    const { user, store } = await renderWithProviders(
      <IdentityProviderOverride
        provider={fakeProvider(() => Promise.reject(new IdentityProviderError(code)))}
      >
        <SocialSignInButtons />
      </IdentityProviderOverride>,
    );
    await user.click(screen.getByRole('button', { name: 'Continue with Telegram' }));
    await vi.waitFor(
      () => expect(store.getState().ui.alert).toEqual({ tone: 'warning', message: text }),
      { timeout: 5_000 },
    );
    expect(store.getState().session.token).toBeNull();
  });

  it('a refused exchange shows the server message', async () => {
    // An ID token the identity provider never issued.
    const { user, store } = await renderWithProviders(
      <IdentityProviderOverride
        provider={fakeProvider(() => Promise.resolve({ provider: 'facebook', idToken: 'bad' }))}
      >
        <SocialSignInButtons />
      </IdentityProviderOverride>,
    );
    await user.click(screen.getByRole('button', { name: 'Continue with Facebook' }));
    await vi.waitFor(
      () =>
        expect(store.getState().ui.alert?.message).toBe(
          'The identity token is invalid or has expired, please sign in again',
        ),
      { timeout: 5_000 },
    );
    expect(store.getState().session.token).toBeNull();
  });
});
