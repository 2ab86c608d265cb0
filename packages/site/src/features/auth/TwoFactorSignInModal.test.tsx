import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  fail,
  renderWithProviders,
  type PlatformRoutes,
} from '../../shared/testing/renderWithProviders.test-helper';
import { modalOpened } from '../../shared/ui/uiSlice';
import { TwoFactorSignInModal } from './TwoFactorSignInModal';

const memberInfo = {
  id: 1,
  account: 'player1',
  userName: 'player1',
  nickname: 'Player One',
  type: 0,
  toUpline: false,
  memberLabel: [],
  clubLabel: { labelName: 'Gold', color: '#fc0', color2: '#a80', rankLevel: 3 },
};
const session = {
  token: 'tok-2fa',
  firstTimeLogin: false,
  passwordExpired: false,
  temporaryPassword: false,
};
const SIGN_IN_MS = 30_000;

const rateLimited = (retryAfterSeconds: number) =>
  new Response(
    JSON.stringify({
      success: false,
      value: { retryAfterSeconds },
      message: 'Too many wrong codes for this account: please try again in 15 minutes',
      code: 'RATE_LIMITED',
    }),
    { status: 429, headers: { 'content-type': 'application/json' } },
  );

async function renderStep(
  routes: PlatformRoutes,
  props: Record<string, string | boolean> = { ticket: 'ticket-1', method: 'username' },
) {
  const onClose = vi.fn();
  const opened = { username: 'player1', ...props };
  const rendered = await renderWithProviders(
    <TwoFactorSignInModal onClose={onClose} props={opened} />,
    { path: '/lobby', routes: { 'GET /wps/member/info': memberInfo, ...routes } },
  );
  // as the app's ModalHost has it: the open modal is this one, with these props
  act(() => {
    rendered.store.dispatch(modalOpened({ name: 'twoFactorSignIn', props: opened }));
  });
  const dialog = await screen.findByRole('dialog', { name: 'Two-step sign-in' });
  return { ...rendered, dialog, onClose };
}

const twoFactorCalls = (calls: { path: string; body: unknown }[]) =>
  calls.filter((call) => call.path === '/wps/session/login/twoFactor').map((call) => call.body);

describe('TwoFactorSignInModal', () => {
  it('signs in with the app code: the ticket and the code, then the session, member info and home', async () => {
    const { user, calls, store, location } = await renderStep({
      'POST /wps/session/login/twoFactor': session,
    });
    expect(screen.getByText(/Enter the 6-digit code your authenticator app shows/)).toBeVisible();
    const field = screen.getByRole('textbox', { name: 'Authenticator code' });
    expect(field).toHaveFocus();
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    await user.type(field, '12a3 456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await vi.waitFor(() => expect(store.getState().session.token).toBe('tok-2fa'), {
      timeout: SIGN_IN_MS,
    });
    expect(twoFactorCalls(calls)).toEqual([{ ticket: 'ticket-1', code: '123 456' }]);
    expect(store.getState().session.username).toBe('player1');
    expect(calls.some((call) => call.path === '/wps/member/info')).toBe(true);
    await vi.waitFor(() => expect(location.current).toBe('/'));
    expect(store.getState().ui.modal).toBeNull();
  });

  it('says a wrong code in the player words and stays; the wait after too many says how long', async () => {
    let tries = 0;
    const { user } = await renderStep({
      'POST /wps/session/login/twoFactor': () => {
        tries += 1;
        return tries === 1
          ? fail('The code is wrong or has expired, please try again', 'TWO_FACTOR_INVALID')
          : rateLimited(900);
      },
    });
    const field = screen.getByRole('textbox', { name: 'Authenticator code' });
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter the 6-digit code');
    await user.type(field, '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The code is wrong or has expired. Check the app and try again.',
    );
    expect(field).toHaveValue('');
    await user.type(field, '111111');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Too many failed attempts. Try again in 15 min.')).toBeVisible();
  });

  it('takes a recovery code instead, and back; a session that expired on a page stays there', async () => {
    const { user, calls, store, location } = await renderStep(
      { 'POST /wps/session/login/twoFactor': session },
      { ticket: 'ticket-1', method: 'username', sessionExpired: true },
    );
    await user.click(screen.getByRole('button', { name: 'Use a recovery code' }));
    const field = screen.getByRole('textbox', { name: 'Recovery code' });
    expect(field).toHaveFocus();
    expect(screen.getByText(/Each one works once/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Use the authenticator app instead' }));
    expect(screen.getByRole('textbox', { name: 'Authenticator code' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Use a recovery code' }));
    await user.type(screen.getByRole('textbox', { name: 'Recovery code' }), ' abcde-fghjk ');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await vi.waitFor(() => expect(store.getState().session.token).toBe('tok-2fa'), {
      timeout: SIGN_IN_MS,
    });
    expect(twoFactorCalls(calls)).toEqual([{ ticket: 'ticket-1', recoveryCode: 'abcde-fghjk' }]);
    await vi.waitFor(() => expect(store.getState().ui.modal).toBeNull());
    expect(location.current).toBe('/lobby');
  });

  it('offers the login again once the ticket has expired, keeping why the login came up', async () => {
    const { user, store, location } = await renderStep(
      {
        'POST /wps/session/login/twoFactor': () =>
          fail('This sign-in has expired, please log in again', 'TWO_FACTOR_TICKET_INVALID'),
      },
      { ticket: 'old', method: 'username', sessionExpired: true },
    );
    await user.type(screen.getByRole('textbox', { name: 'Authenticator code' }), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This sign-in has expired. Log in again.',
    );
    expect(screen.queryByRole('button', { name: 'Verify' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Back to login' }));
    expect(store.getState().ui.modal).toEqual({ name: 'login', props: { sessionExpired: true } });
    expect(location.current).toBe('/lobby');
    expect(store.getState().session.token).toBeFalsy();
  });
});
