import { fireEvent, screen, waitFor } from '@testing-library/react';
import { API_PATHS, type MemberInfo, type WhitelabelFlag } from '@wl/api-client';
import { describe, expect, it } from 'vitest';
import {
  renderWithProviders,
  type PlatformRoutes,
} from '../../shared/testing/renderWithProviders.test-helper';
import { ForgotPasswordModal, forgotTypes } from './ForgotPasswordModal';

const BOTH_FLAGS: WhitelabelFlag[] = ['CHNGPASSMAIL3', 'CHNGPASSVERIF3'];
/** player1's mobile number in the seed (dialing code 84), and a new password aurora's rules take. */
const PLAYER1_MOBILE = '0912345678';
const NEW_PASSWORD = 'Sunrise-2025';

async function setup(flags: WhitelabelFlag[], routes: PlatformRoutes = {}) {
  const harness = await renderWithProviders(
    <ForgotPasswordModal onClose={() => undefined} props={{}} />,
    { flags, path: '/somewhere', routes },
  );
  await screen.findByRole('dialog', { name: 'Forgot password' });
  return harness;
}

/** The slider-verification step before an SMS send, completed with the keyboard. */
async function completeSlider() {
  const slider = await screen.findByRole('slider');
  fireEvent.keyDown(slider, { key: 'End' });
}

describe('forgotTypes', () => {
  it('offers mobile only when both change-password switches are on', () => {
    expect(forgotTypes({ CHNGPASSMAIL3: true, CHNGPASSVERIF3: true })).toEqual(['email', 'mobile']);
    expect(forgotTypes({ CHNGPASSMAIL3: true, CHNGPASSVERIF3: false })).toEqual(['email']);
    expect(forgotTypes({ CHNGPASSMAIL3: false, CHNGPASSVERIF3: true })).toEqual(['email']);
  });
});

describe('ForgotPasswordModal', () => {
  it('shows only the email form unless both switches are on', async () => {
    await setup(['CHNGPASSMAIL3']);
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveAttribute(
      'placeholder',
      'Enter your username *',
    );
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute(
      'placeholder',
      'Enter the email of your account *',
    );
  });

  it('validates the email form: both required, username rule and email format', async () => {
    const { user, calls } = await setup([]);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Username' })).toHaveAccessibleDescription(
        'Input cannot be empty',
      ),
    );
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'Input cannot be empty',
    );
    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'ab');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'not-an-email');
    await user.tab();
    expect(
      await screen.findByText('Please fill in your username with 4 - 16 characters'),
    ).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(calls.some((call) => call.path === API_PATHS.forgotPasswordEmail)).toBe(false);
  });

  it('sends the email request form-encoded and says it has been sent', async () => {
    const { user, calls, store, platform } = await setup(['CHNGPASSMAIL3']);
    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'player1');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'player1@example.com');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(store.getState().ui.alert).toEqual({
        tone: 'success',
        message: 'Your request has been sent. Please check your email.',
      }),
    );
    const call = calls.find((c) => c.path === API_PATHS.forgotPasswordEmail);
    expect(call?.headers.get('content-type')).toContain('application/x-www-form-urlencoded');
    expect(call?.body).toBe('username=player1&email=player1%40example.com');
    // The platform mailed player1 the reset link.
    expect(await platform.dev('/__sim/email?email=player1@example.com')).toHaveLength(1);
  });

  it('shows the server message when the platform refuses the request', async () => {
    // Neither change-password switch is on: the platform takes no reset mail. (It answers an unknown
    // username and email like a known pair: the form must not tell who has an account.)
    const { user, store } = await setup([]);
    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'player1');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'player1@example.com');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(store.getState().ui.alert).toEqual({
        tone: 'warning',
        message: 'Password reset by email is not enabled for this site',
      }),
    );
  });

  it('validates the mobile form: mobile format, SMS code and new password', async () => {
    const { user } = await setup(BOTH_FLAGS);
    await user.click(await screen.findByRole('tab', { name: 'Mobile number' }));
    const mobile = screen.getByRole('textbox', { name: 'Mobile number' });
    // The platform's mobile rule: 8 to 11 digits.
    await user.type(mobile, '12');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Please enter 8 - 11 characters')).toBeInTheDocument();
    await user.type(mobile, 'ab5678');
    expect(await screen.findByText('Phone number format is incorrect')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid verification code')).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(
      'Input cannot be empty',
    );
  });

  it('sends the SMS code after the slider, counts down, resets and signs the player in', async () => {
    const { user, calls, store, location, platform } = await setup(BOTH_FLAGS);
    await user.click(await screen.findByRole('tab', { name: 'Mobile number' }));
    await user.type(screen.getByRole('textbox', { name: 'Mobile number' }), PLAYER1_MOBILE);
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    await completeSlider();
    // Counted down to the code's expiry, 5 minutes after the platform sent it.
    expect(await screen.findByRole('button', { name: /Resend in (2\d\d|300)s/ })).toBeDisabled();
    expect(calls.find((c) => c.path === API_PATHS.smsForgotPassword)?.body).toMatchObject({
      mobileNum: PLAYER1_MOBILE,
      countryDialingCode: '84',
    });
    const [sms] = await platform.dev<{ code: string; purpose: string }[]>(
      `/__sim/sms?mobile=${PLAYER1_MOBILE}`,
    );
    expect(sms?.purpose).toBe('password');
    await user.type(screen.getByRole('textbox', { name: 'SMS code' }), sms!.code);
    await user.type(screen.getByLabelText('New password'), NEW_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(store.getState().session.token).not.toBeNull());
    const { token } = store.getState().session;
    expect(await platform.get<MemberInfo>(API_PATHS.memberInfo, { token: token })).toMatchObject({
      account: 'player1',
    });
    expect(calls.find((c) => c.path === API_PATHS.resetPasswordByPhone)?.body).toEqual({
      mobileNum: PLAYER1_MOBILE,
      countryDialingCode: '84',
      verificationCode: sms!.code,
      newPassword: NEW_PASSWORD,
    });
    await expect(platform.signIn('player1', NEW_PASSWORD)).resolves.toEqual(expect.any(String));
    await waitFor(() => expect(location.current).toBe('/'));
  });

  it('asks to log in again when the reset answers no session', async () => {
    const { user, store } = await setup(BOTH_FLAGS, {
      // The simulator signs the player in after every reset; a platform may answer without a session.
      [`POST ${API_PATHS.resetPasswordByPhone}`]: {},
    });
    await user.click(await screen.findByRole('tab', { name: 'Mobile number' }));
    await user.type(screen.getByRole('textbox', { name: 'Mobile number' }), '912345678');
    await user.type(screen.getByRole('textbox', { name: 'SMS code' }), '123456');
    await user.type(screen.getByLabelText('New password'), NEW_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(store.getState().ui.alert).toEqual({
        tone: 'success',
        message: 'Your password has been reset. Please log in again.',
      }),
    );
    expect(store.getState().ui.modal).toEqual({ name: 'login' });
    expect(store.getState().session.token).toBeNull();
  });

  it('shows the server message when the SMS cannot be sent', async () => {
    const { user, store } = await setup(BOTH_FLAGS);
    await user.click(await screen.findByRole('tab', { name: 'Mobile number' }));
    // No seeded member has this number.
    await user.type(screen.getByRole('textbox', { name: 'Mobile number' }), '0987654321');
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    await completeSlider();
    await waitFor(() =>
      expect(store.getState().ui.alert).toEqual({
        tone: 'warning',
        message: 'This mobile number is not registered',
      }),
    );
    expect(screen.getByRole('button', { name: 'Get code' })).toBeEnabled();
  });
});
