import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { WhitelabelFlag } from '@wl/api-client';
import { describe, expect, it } from 'vitest';
import { fail, renderWithProviders } from '../../shared/testing/renderWithProviders.test-helper';
import { ForgotPasswordModal, forgotTypes } from './ForgotPasswordModal';

const RULES = {
  username: {
    enabled: true,
    required: true,
    acceptedPattern: '*',
    patternId: 1,
    minLength: 4,
    maxLength: 12,
  },
  password: {
    enabled: true,
    required: true,
    acceptedPattern: '*',
    patternId: 4,
    minLength: 6,
    maxLength: 16,
  },
  email: {
    enabled: true,
    required: false,
    acceptedPattern: '*',
    patternId: 3,
    minLength: 0,
    maxLength: 0,
  },
};

const BOTH_FLAGS: WhitelabelFlag[] = ['CHNGPASSMAIL3', 'CHNGPASSVERIF3'];

async function setup(flags: WhitelabelFlag[], routes: Record<string, unknown> = {}) {
  const harness = await renderWithProviders(
    <ForgotPasswordModal onClose={() => undefined} props={{}} />,
    {
      flags,
      path: '/somewhere',
      routes: {
        'GET /wps/system/setting/register': RULES,
        'GET /wps/member/info': {
          id: 3,
          account: 'mobileuser',
          userName: 'mobileuser',
          nickname: 'M',
          type: 0,
          toUpline: false,
          memberLabel: [],
        },
        ...routes,
      },
    },
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
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'nope');
    await user.tab();
    expect(
      await screen.findByText('Please fill in your username with 4 - 12 characters'),
    ).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(calls.some((call) => call.path === '/wps/member/password/email')).toBe(false);
  });

  it('sends the email request form-encoded and says it has been sent', async () => {
    const { user, calls, store } = await setup([], { 'POST /wps/member/password/email': true });
    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'player01');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'p1@example.com');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(store.getState().ui.alert).toEqual({
        tone: 'success',
        message: 'Your request has been sent. Please check your email.',
      }),
    );
    const call = calls.find((c) => c.path === '/wps/member/password/email');
    expect(call?.headers.get('content-type')).toContain('application/x-www-form-urlencoded');
    expect(call?.body).toBe('username=player01&email=p1%40example.com');
  });

  it('shows the server message when the username or email does not exist', async () => {
    const { user, store } = await setup([], {
      'POST /wps/member/password/email': fail('Username/Email does not exist', 'NOT_FOUND'),
    });
    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'player01');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'p1@example.com');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(store.getState().ui.alert).toEqual({
        tone: 'warning',
        message: 'Username/Email does not exist',
      }),
    );
  });

  it('validates the mobile form: mobile format, SMS code and new password', async () => {
    const { user } = await setup(BOTH_FLAGS);
    await user.click(await screen.findByRole('tab', { name: 'Mobile number' }));
    await user.type(screen.getByRole('textbox', { name: 'Mobile number' }), '12');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Please enter a valid mobile number')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid verification code')).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(
      'Input cannot be empty',
    );
  });

  it('sends the SMS code after the slider, counts down, resets and signs the player in', async () => {
    // The code expires 120 s after the server sends it (not after the test starts: typing is slow under load).
    const { user, calls, store, location } = await setup(BOTH_FLAGS, {
      'POST /wps/verification/sms/password': () => ({
        expirationTime: new Date(Date.now() + 120_000).toISOString(),
      }),
      'POST /wps/member/password/verification': { token: 'reset-token', username: 'mobileuser' },
    });
    await user.click(await screen.findByRole('tab', { name: 'Mobile number' }));
    await user.type(screen.getByRole('textbox', { name: 'Mobile number' }), '912345678');
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    await completeSlider();
    expect(await screen.findByRole('button', { name: /Resend in 1(1\d|20)s/ })).toBeDisabled();
    expect(calls.find((c) => c.path === '/wps/verification/sms/password')?.body).toMatchObject({
      mobileNum: '912345678',
      countryDialingCode: '84',
    });
    await user.type(screen.getByRole('textbox', { name: 'SMS code' }), '123456');
    await user.type(screen.getByLabelText('New password'), 'newpass1');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(store.getState().session.token).toBe('reset-token'));
    expect(calls.find((c) => c.path === '/wps/member/password/verification')?.body).toEqual({
      mobileNum: '912345678',
      countryDialingCode: '84',
      verificationCode: '123456',
      newPassword: 'newpass1',
    });
    await waitFor(() => expect(location.current).toBe('/'));
  });

  it('asks to log in again when the reset answers no session', async () => {
    const { user, store } = await setup(BOTH_FLAGS, {
      'POST /wps/member/password/verification': {},
    });
    await user.click(await screen.findByRole('tab', { name: 'Mobile number' }));
    await user.type(screen.getByRole('textbox', { name: 'Mobile number' }), '912345678');
    await user.type(screen.getByRole('textbox', { name: 'SMS code' }), '123456');
    await user.type(screen.getByLabelText('New password'), 'newpass1');
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
    const { user, store } = await setup(BOTH_FLAGS, {
      'POST /wps/verification/sms/password': fail(
        'This mobile number is not registered',
        'MOBILE_NOT_FOUND',
      ),
    });
    await user.click(await screen.findByRole('tab', { name: 'Mobile number' }));
    await user.type(screen.getByRole('textbox', { name: 'Mobile number' }), '912345678');
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
