import { screen } from '@testing-library/react';
import type { Brand } from '@wl/brand-config';
import { describe, expect, it, vi } from 'vitest';
import tiger from '../../../../../../brands/tiger.json';
import { IdentityProviderOverride } from './IdentityProviderContext';
import { renderWithProviders } from '../../testing/renderWithProviders.test-helper';
import { SocialSignInButtons } from './SocialSignInButtons';
import { IdentityProviderError, type IdentityProvider } from './types';

function fakeProvider(signIn: IdentityProvider['signIn']): IdentityProvider {
  return { kind: 'local', buttons: ['facebook', 'google', 'telegram'], signIn };
}

const memberInfo = {
  id: 7,
  account: 'social_g1',
  userName: 'social_g1',
  nickname: 'Gia',
  type: 0,
  toUpline: false,
  memberLabel: [],
  clubLabel: { labelName: 'VIP1', color: '#fff', color2: '#000', rankLevel: 1 },
};

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
    const signIn = vi.fn().mockResolvedValue({ provider: 'google', idToken: 'id-1' });
    const { user, store, calls, location } = await renderWithProviders(
      <IdentityProviderOverride provider={fakeProvider(signIn)}>
        <SocialSignInButtons />
      </IdentityProviderOverride>,
      {
        path: '/login',
        flags: ['PWDEXPFORCECHANGE3'],
        routes: {
          'POST /wps/session/login/identity': {
            token: 'tok-social',
            firstTimeLogin: true,
            passwordExpired: true,
            temporaryPassword: true,
          },
          'GET /wps/member/info': memberInfo,
        },
      },
    );
    await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
    await vi.waitFor(() => expect(location.current).toBe('/'), { timeout: 5_000 });
    expect(signIn).toHaveBeenCalledWith('google');
    expect(calls.find((call) => call.path === '/wps/session/login/identity')?.body).toEqual({
      provider: 'google',
      idToken: 'id-1',
    });
    expect(store.getState().session).toMatchObject({
      token: 'tok-social',
      nickname: 'Gia',
      cpw: false,
    });
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
    const { user, store } = await renderWithProviders(
      <IdentityProviderOverride
        provider={fakeProvider(() => Promise.resolve({ provider: 'facebook', idToken: 'bad' }))}
      >
        <SocialSignInButtons />
      </IdentityProviderOverride>,
      {
        routes: {
          'POST /wps/session/login/identity': () =>
            new Response(
              JSON.stringify({
                success: false,
                value: null,
                message: 'Invalid identity token',
                code: 'IDP_TOKEN_INVALID',
              }),
            ),
        },
      },
    );
    await user.click(screen.getByRole('button', { name: 'Continue with Facebook' }));
    await vi.waitFor(
      () => expect(store.getState().ui.alert?.message).toBe('Invalid identity token'),
      { timeout: 5_000 },
    );
  });
});
