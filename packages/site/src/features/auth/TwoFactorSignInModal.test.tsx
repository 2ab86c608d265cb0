import { act, screen } from '@testing-library/react';
import {
  API_PATHS,
  SECURITY_PATHS,
  type LoginResponse,
  type RecoveryCodes,
  type TwoFactorSetup,
} from '@wl/api-client';
import type { Brand } from '@wl/brand-config';
import { describe, expect, it, vi } from 'vitest';
import tiger from '../../../../../brands/tiger.json';
import {
  AUTHENTICATOR_STEP_MS,
  authenticatorCode,
  wrongAuthenticatorCode,
} from '../../shared/testing/authenticator.test-helper';
import {
  renderWithProviders,
  type PlatformCall,
} from '../../shared/testing/renderWithProviders.test-helper';
import type { SetUpPlatform } from '../../shared/testing/testPlatform.test-helper';
import { modalOpened } from '../../shared/ui/uiSlice';
import { TwoFactorSignInModal } from './TwoFactorSignInModal';

const PASSWORD = 'Player123';
/** What the password step left for the second one: the ticket, and player1's key and recovery codes. */
interface Step {
  ticket: string;
  secret: string;
  recoveryCodes: string[];
}

/**
 * player1 turns two-step sign-in on (a code of the key's current step), then signs in with the
 * password: the platform answers a ticket instead of a session. Tiger takes the login unsealed.
 */
async function passwordStep(platform: SetUpPlatform, step: Step) {
  const token = await platform.signInAs('player1');
  const setup = await platform.post<TwoFactorSetup>(SECURITY_PATHS.twoFactorSetup, {}, { token });
  const { recoveryCodes } = await platform.post<RecoveryCodes>(
    SECURITY_PATHS.twoFactorEnable,
    { code: authenticatorCode(setup.secret), password: PASSWORD },
    { token },
  );
  const login = await platform.post<LoginResponse>(API_PATHS.login, {
    username: 'player1',
    password: PASSWORD,
    type: 'username',
  });
  Object.assign(step, { ticket: login.twoFactor!.ticket, secret: setup.secret, recoveryCodes });
}

async function renderStep({
  ticket,
  sessionExpired = false,
  setUp,
}: {
  ticket?: string;
  sessionExpired?: boolean;
  setUp?: (platform: SetUpPlatform, step: Step) => Promise<unknown>;
} = {}) {
  const onClose = vi.fn();
  const step: Step = { ticket: ticket ?? '', secret: '', recoveryCodes: [] };
  const opened = () => ({
    username: 'player1',
    method: 'username',
    ticket: step.ticket,
    ...(sessionExpired ? { sessionExpired } : {}),
  });
  // the ticket is the platform's, known once it is set up: the modal reads it when it renders
  function Step() {
    return <TwoFactorSignInModal onClose={onClose} props={opened()} />;
  }
  const rendered = await renderWithProviders(<Step />, {
    brand: tiger as Brand,
    path: '/lobby',
    setUp: async (platform) => {
      if (!ticket) await passwordStep(platform, step);
      await setUp?.(platform, step);
    },
  });
  // as the app's ModalHost has it: the open modal is this one, with these props
  act(() => {
    rendered.store.dispatch(modalOpened({ name: 'twoFactorSignIn', props: opened() }));
  });
  const dialog = await screen.findByRole('dialog', { name: 'Two-step sign-in' });
  return { ...rendered, dialog, onClose, step };
}

const twoFactorCalls = (calls: PlatformCall[]) =>
  calls.filter((call) => call.path === SECURITY_PATHS.twoFactorSignIn).map((call) => call.body);

describe('TwoFactorSignInModal', () => {
  it('signs in with the app code: the ticket and the code, then the session, member info and home', async () => {
    const { user, calls, store, location, step } = await renderStep();
    expect(screen.getByText(/Enter the 6-digit code your authenticator app shows/)).toBeVisible();
    const field = screen.getByRole('textbox', { name: 'Authenticator code' });
    expect(field).toHaveFocus();
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    // the app's next code: the set-up took this step's (a code is good once)
    const code = authenticatorCode(step.secret, Date.now() + AUTHENTICATOR_STEP_MS);
    await user.type(field, `${code.slice(0, 2)}a${code.slice(2, 3)} ${code.slice(3)}`);
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await vi.waitFor(() => expect(store.getState().session.token).toBeTruthy());
    expect(twoFactorCalls(calls)).toEqual([
      { ticket: step.ticket, code: `${code.slice(0, 3)} ${code.slice(3)}` },
    ]);
    expect(store.getState().session.username).toBe('player1');
    expect(calls.some((call) => call.path === API_PATHS.memberInfo)).toBe(true);
    await vi.waitFor(() => expect(location.current).toBe('/'));
    expect(store.getState().ui.modal).toBeNull();
  });

  it('says a wrong code in the player words and stays; the wait after too many says how long', async () => {
    const { user, step } = await renderStep({
      // three misses already, from another try: the fourth is still answered, the fifth waits
      setUp: async (platform, { ticket, secret }) => {
        for (let miss = 0; miss < 3; miss += 1)
          await platform
            .post(SECURITY_PATHS.twoFactorSignIn, { ticket, code: wrongAuthenticatorCode(secret) })
            .catch(() => undefined);
      },
    });
    const field = screen.getByRole('textbox', { name: 'Authenticator code' });
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter the 6-digit code');
    await user.type(field, wrongAuthenticatorCode(step.secret));
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The code is wrong or has expired. Check the app and try again.',
    );
    expect(field).toHaveValue('');
    await user.type(field, wrongAuthenticatorCode(step.secret));
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Too many failed attempts. Try again in 15 min.')).toBeVisible();
  });

  it('takes a recovery code instead, and back; a session that expired on a page stays there', async () => {
    const { user, calls, store, location, step } = await renderStep({ sessionExpired: true });
    await user.click(screen.getByRole('button', { name: 'Use a recovery code' }));
    const field = screen.getByRole('textbox', { name: 'Recovery code' });
    expect(field).toHaveFocus();
    expect(screen.getByText(/Each one works once/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Use the authenticator app instead' }));
    expect(screen.getByRole('textbox', { name: 'Authenticator code' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Use a recovery code' }));
    const [recoveryCode] = step.recoveryCodes;
    await user.type(screen.getByRole('textbox', { name: 'Recovery code' }), ` ${recoveryCode} `);
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await vi.waitFor(() => expect(store.getState().session.token).toBeTruthy());
    expect(twoFactorCalls(calls)).toEqual([{ ticket: step.ticket, recoveryCode }]);
    await vi.waitFor(() => expect(store.getState().ui.modal).toBeNull());
    expect(location.current).toBe('/lobby');
  });

  it('offers the login again once the ticket has expired, keeping why the login came up', async () => {
    const { user, store, location } = await renderStep({ ticket: 'old', sessionExpired: true });
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
