import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RegisterRule, RegisterRules, WhitelabelFlag } from '@wl/api-client';
import { describe, expect, it } from 'vitest';
import {
  fail,
  renderWithProviders,
  type PlatformCall,
} from '../../shared/testing/renderWithProviders.test-helper';
import { RegisterForm } from './RegisterForm';
import { RegisterSuccessModal } from './RegisterSuccessModal';

const off: RegisterRule = {
  enabled: false,
  required: false,
  acceptedPattern: '*',
  patternId: 0,
  minLength: 0,
  maxLength: 0,
};
const on = (overrides: Partial<RegisterRule> = {}): RegisterRule => ({
  ...off,
  enabled: true,
  required: true,
  ...overrides,
});

function rulesWith(overrides: Partial<RegisterRules> = {}): RegisterRules {
  return {
    username: on({ patternId: 1, minLength: 4, maxLength: 12 }),
    password: on({ patternId: 4, minLength: 6, maxLength: 6 }),
    confirmPassword: on(),
    payeeName: on({ required: false, patternId: 12 }),
    email: on({ required: false, patternId: 3 }),
    qqNum: off,
    mobileNum: off,
    paymentPassword: off,
    line: off,
    whatsapp: off,
    zalo: off,
    facebook: off,
    wechat: off,
    idNumber: off,
    affiliateCode: on({ required: false }),
    captcha: on(),
    verificationCode: off,
    ...overrides,
  };
}

interface Setup {
  rules?: RegisterRules;
  flags?: WhitelabelFlag[];
  path?: string;
  variant?: 'modal' | 'page';
  routes?: Record<string, unknown>;
}

async function setup({
  rules = rulesWith(),
  flags = ['USERNAMEREG3'],
  path = '/register',
  variant = 'modal',
  routes = {},
}: Setup = {}) {
  const harness = await renderWithProviders(<RegisterForm variant={variant} />, {
    flags,
    path,
    routes: {
      'GET /wps/system/setting/register': rules,
      'GET /wps/member/info': {
        id: 7,
        account: 'newplayer',
        userName: 'newplayer',
        nickname: 'newplayer',
        type: 0,
        toUpline: false,
        memberLabel: [],
      },
      ...routes,
    },
  });
  await screen.findByRole('button', { name: 'Register' });
  return harness;
}

const registerCalls = (calls: PlatformCall[]) =>
  calls.filter((call) => call.path.startsWith('/wps/member/register'));

async function fillValidUsernameForm(user: Awaited<ReturnType<typeof setup>>['user']) {
  await user.type(screen.getByLabelText('Username'), 'player01');
  await user.type(screen.getByLabelText('Password'), 'abc123');
  await user.type(screen.getByLabelText('Confirm password'), 'abc123');
  await user.type(screen.getByLabelText('Verification code'), 'K7P2');
  await user.click(screen.getByRole('checkbox', { name: /User Agreement/ }));
  await user.click(screen.getByRole('checkbox', { name: /at least 21 years old/ }));
}

describe('RegisterForm', { timeout: 20_000 }, () => {
  it('shows only the fields the server enables, with a star in the placeholder of required ones', async () => {
    await setup();
    expect(screen.getByLabelText('Username')).toHaveAttribute('placeholder', 'Enter a username *');
    expect(screen.getByLabelText('Password')).toHaveAttribute('placeholder', 'Enter a password *');
    expect(screen.getByLabelText('Real name')).toHaveAttribute(
      'placeholder',
      'Enter your real name as on your bank account',
    );
    expect(screen.getByLabelText('Email')).toHaveAttribute(
      'placeholder',
      'Enter your email address',
    );
    expect(screen.queryByLabelText('QQ')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Mobile number' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Transaction password')).not.toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Click the image to get a new code' }),
    ).toBeInTheDocument();
    // One tab only: no tab list.
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });

  it('tells the player what is missing: empty required fields, terms and the age confirmation', async () => {
    const { user, calls } = await setup();
    await user.click(screen.getByRole('button', { name: 'Register' }));
    const username = screen.getByLabelText('Username');
    await waitFor(() => expect(username).toHaveAccessibleDescription('Input cannot be empty'));
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Input cannot be empty');
    expect(
      screen.getByText('Please read and agree to the terms and conditions'),
    ).toBeInTheDocument();
    expect(screen.getByText('Please confirm you are 21 years old')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).not.toHaveAccessibleDescription();
    expect(registerCalls(calls)).toHaveLength(0);
  });

  it('shows length messages with (min) - (max), one number when equal, and the confirmation check on blur', async () => {
    const { user } = await setup();
    await user.type(screen.getByLabelText('Username'), 'ab');
    await user.tab();
    expect(
      await screen.findByText('Please fill in your username with 4 - 12 characters'),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText('Password'), 'abc');
    await user.tab();
    expect(
      await screen.findByText('Please fill in your password with 6 characters'),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText('Confirm password'), 'abd');
    await user.tab();
    expect(await screen.findByText('Incorrect confirmation input')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.tab();
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    // Field-level on change: fixing the username clears its message while typing.
    await user.type(screen.getByLabelText('Username'), 'cd');
    await waitFor(() => expect(screen.queryByText(/your username with/)).not.toBeInTheDocument());
  });

  it('shows the mobile tab only when mobile registration is on, with a required mobile number and SMS code', async () => {
    const { user } = await setup({ flags: ['USERNAMEREG3', 'MOBILENUMREG3', 'REGMOBVERF3'] });
    const tabs = screen.getByRole('tablist', { name: 'Register' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Username registration', 'Mobile registration']);
    await user.click(screen.getByRole('tab', { name: 'Mobile registration' }));
    const mobile = await screen.findByRole('textbox', { name: 'Mobile number' });
    expect(mobile).toHaveAttribute('placeholder', 'Enter your mobile number *');
    expect(screen.getByRole('textbox', { name: 'SMS code' })).toHaveAttribute(
      'placeholder',
      'Enter the SMS code *',
    );
    expect(await screen.findByRole('combobox', { name: 'Country code' })).toHaveValue('+84');
    expect(screen.getByRole('button', { name: 'Get code' })).toBeEnabled();
    // The mobile number is the account; without MOBILENUMPASSREG3 no password is asked for either.
    expect(screen.queryByRole('textbox', { name: 'Username' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    await user.type(mobile, '12ab5678');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Phone number format is incorrect')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'SMS code' })).toHaveAccessibleDescription(
      'Input cannot be empty',
    );
  });

  it('has no mobile tab without mobile registration', async () => {
    await setup({ flags: ['USERNAMEREG3', 'MOBILENUMPASSREG3'] });
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Mobile number' })).not.toBeInTheDocument();
  });

  it('registers by mobile number and password: the mobile number is the account and the success notice shows it', async () => {
    const { user, calls, store } = await setup({
      flags: ['USERNAMEREG3', 'MOBILENUMREG3', 'MOBILENUMPASSREG3', 'REGMOBVERF3'],
      rules: rulesWith({ captcha: off }),
      routes: {
        'POST /wps/verification/sms/register/mobile': { expiredMinutes: 5 },
        'PUT /wps/member/register/mobile': {
          account: '912345678',
          token: 'tok-m',
          firstTimeLogin: true,
          passwordExpired: false,
        },
      },
    });
    await user.click(screen.getByRole('tab', { name: 'Mobile registration' }));
    expect(screen.queryByRole('textbox', { name: 'Username' })).not.toBeInTheDocument();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Country code' }), '+66');
    await user.type(screen.getByRole('textbox', { name: 'Mobile number' }), '912345678');
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    fireEvent.keyDown(await screen.findByRole('slider'), { key: 'End' });
    expect(await screen.findByRole('button', { name: /Resend in 300s/ })).toBeDisabled();
    expect(
      calls.find((call) => call.path === '/wps/verification/sms/register/mobile')?.body,
    ).toMatchObject({
      mobileNum: '912345678',
      countryDialingCode: '66',
    });
    await user.type(screen.getByRole('textbox', { name: 'SMS code' }), '123456');
    await user.type(screen.getByLabelText('Password'), 'abc123');
    await user.type(screen.getByLabelText('Confirm password'), 'abc123');
    await user.click(screen.getByRole('checkbox', { name: /User Agreement/ }));
    await user.click(screen.getByRole('checkbox', { name: /at least 21 years old/ }));
    await user.click(screen.getByRole('button', { name: 'Register' }));
    // No captcha on this form: the slider runs before the registration call.
    fireEvent.keyDown(await screen.findByRole('slider'), { key: 'End' });
    await waitFor(() =>
      expect(store.getState().ui.modal).toEqual({
        name: 'registerSuccess',
        props: { account: '912345678', mobileOnly: true, needsLogin: false },
      }),
    );
    expect(calls.find((call) => call.path === '/wps/member/register/mobile')?.body).toMatchObject({
      username: '912345678',
      mobileNum: '912345678',
      countryDialingCode: '66',
      verificationCode: '123456',
      validate: 'slider',
      login: true,
    });
  });

  it('prefills the invitation code from the link and refuses an invalid one with the warning dialog', async () => {
    const { user, calls, store } = await setup({
      path: '/register?code=BADCODE',
      routes: { 'GET /wps/agent/affiliate': fail('Invalid invitation code', 'AFFILIATE_INVALID') },
    });
    expect(screen.getByLabelText('Invitation code')).toHaveValue('BADCODE');
    await fillValidUsernameForm(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() =>
      expect(store.getState().ui.alert).toEqual({
        tone: 'warning',
        message: 'Invalid invitation code',
      }),
    );
    const check = calls.find((call) => call.path === '/wps/agent/affiliate');
    expect(check?.query.get('code')).toBe('BADCODE');
    expect(check?.query.get('domain')).toBe(window.location.hostname);
    expect(registerCalls(calls)).toHaveLength(0);
  });

  it('registers, signs the player in, goes to / and opens the success modal', async () => {
    const { user, calls, store, location } = await setup({
      path: '/register?affiliateCode=AGENT1&referralCode=REF9',
      routes: {
        'GET /wps/agent/affiliate': { valid: true },
        'PUT /wps/member/register': {
          account: 'player01',
          token: 'tok-123',
          firstTimeLogin: true,
          passwordExpired: false,
        },
      },
    });
    await fillValidUsernameForm(user);
    await user.type(screen.getByLabelText('Real name'), '  Ann Lee ');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() =>
      expect(store.getState().ui.modal).toEqual({
        name: 'registerSuccess',
        props: { account: 'player01', mobileOnly: false, needsLogin: false },
      }),
    );
    const [call] = registerCalls(calls);
    expect(call?.method).toBe('PUT');
    expect(call?.body).toMatchObject({
      username: 'player01',
      password: 'abc123',
      confirmPassword: 'abc123',
      payeeName: 'Ann Lee',
      affiliateCode: 'AGENT1',
      referralCode: 'REF9',
      captcha: 'K7P2',
      registerMethod: 'WEB',
      login: true,
      domain: window.location.hostname,
    });
    expect((call?.body as { captchaKey?: string }).captchaKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(call?.body).not.toHaveProperty('email');
    expect(store.getState().session.token).toBe('tok-123');
    await waitFor(() => expect(location.current).toBe('/'));
  });

  it('shows the server refusal and asks for a new captcha', async () => {
    const { user, store, calls } = await setup({
      routes: {
        'PUT /wps/member/register': fail('This username is already taken', 'USERNAME_TAKEN'),
      },
    });
    await fillValidUsernameForm(user);
    const captchaCalls = () => calls.filter((call) => call.path === '/wps/captcha').length;
    const before = captchaCalls();
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() =>
      expect(store.getState().ui.alert).toEqual({
        tone: 'warning',
        message: 'This username is already taken',
      }),
    );
    await waitFor(() => expect(captchaCalls()).toBe(before + 1));
    expect(store.getState().session.token).toBeNull();
  });

  it('has a login link in the modal and a reset button on the page', async () => {
    const modal = await setup();
    expect(screen.queryByRole('button', { name: 'Reset' })).not.toBeInTheDocument();
    await modal.user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(modal.store.getState().ui.modal).toEqual({ name: 'login' });
  });

  it('resets the page form', async () => {
    const { user } = await setup({ variant: 'page' });
    expect(screen.queryByRole('button', { name: 'Log in' })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Username'), 'player01');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByLabelText('Username')).toHaveValue('');
  });
});

describe('RegisterSuccessModal', () => {
  it('shows the generated account after a mobile registration', async () => {
    await renderWithProviders(
      <RegisterSuccessModal
        onClose={() => undefined}
        props={{ account: '912345678', mobileOnly: true, needsLogin: false }}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Registration successful' });
    expect(dialog).toHaveTextContent('Your account is 912345678');
    expect(within(dialog).getByRole('button', { name: 'Start playing' })).toBeInTheDocument();
  });
});
