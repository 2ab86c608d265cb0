import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { API_PATHS, type MemberInfo, type WhitelabelFlag } from '@wl/api-client';
import type { Brand } from '@wl/brand-config';
import { AGENT_AFFILIATE_CODE } from '@wl/platform-sim/in-process';
import { describe, expect, it } from 'vitest';
import lotus from '../../../../../brands/lotus.json';
import {
  renderWithProviders,
  type PlatformCall,
} from '../../shared/testing/renderWithProviders.test-helper';
import { RegisterForm } from './RegisterForm';
import { RegisterSuccessModal } from './RegisterSuccessModal';
import { textsOf } from '../../shared/testing/texts.test-helper';

interface Setup {
  brand?: Brand;
  flags?: WhitelabelFlag[];
  path?: string;
  variant?: 'modal' | 'page';
}

/**
 * The form on the simulator with the merchant's own registration rules (aurora: username 4-16,
 * password 8-64, optional real name, email, LINE and WhatsApp, a captcha) and only `flags` on.
 */
async function setup({
  brand,
  flags = ['USERNAMEREG3'],
  path = '/register',
  variant = 'modal',
}: Setup = {}) {
  const harness = await renderWithProviders(<RegisterForm variant={variant} />, {
    brand,
    flags,
    path,
  });
  await screen.findByRole('button', { name: 'Register' });
  return harness;
}

type Harness = Awaited<ReturnType<typeof setup>>;

const registerCalls = (calls: PlatformCall[]) =>
  calls.filter((call) => call.path.startsWith(API_PATHS.register));

/** The answer of the captcha the form shows now (the simulator's outbox of captchas). */
async function captchaAnswer({ calls, platform }: Harness) {
  const key = calls.findLast((call) => call.path === API_PATHS.captcha)?.query.get('key');
  return (await platform.dev<{ answer: string }>(`/__sim/captcha?key=${key}`)).answer;
}

/** A new password aurora and lotus take: 8 characters, their minimum. */
const PASSWORD = 'Sun#2025';

async function fillValidUsernameForm(harness: Harness, username = 'player01') {
  const { user } = harness;
  await user.type(screen.getByLabelText('Username'), username);
  await user.type(screen.getByLabelText('Password'), PASSWORD);
  await user.type(screen.getByLabelText('Confirm password'), PASSWORD);
  await user.type(screen.getByLabelText('Verification code'), await captchaAnswer(harness));
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
    // aurora's rules enable an optional mobile number for username registration too.
    expect(screen.getByRole('textbox', { name: 'Mobile number' })).toHaveAttribute(
      'placeholder',
      'Enter your mobile number',
    );
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
      await screen.findByText('Please fill in your username with 4 - 16 characters'),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText('Password'), 'abc');
    await user.tab();
    expect(
      await screen.findByText('Please fill in your password with 8 - 64 characters'),
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
    cleanup();

    // One number when min and max are equal: lotus's transaction password has 6 digits.
    const lotusForm = await setup({ brand: lotus as Brand });
    await lotusForm.user.type(screen.getByLabelText(/^Transaction password/), '123');
    await lotusForm.user.tab();
    expect(
      await screen.findByText('Please fill in your transaction password with 6 characters'),
    ).toBeInTheDocument();
  });

  it('shows the mobile tab only when mobile registration is on, with a required mobile number and SMS code', async () => {
    const { user } = await setup({ flags: ['USERNAMEREG3', 'MOBILENUMREG3', 'REGMOBVERF3'] });
    const tabs = screen.getByRole('tablist', { name: 'Register' });
    expect(textsOf(tabs, 'tab')).toEqual(['Username registration', 'Mobile registration']);
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
    // Only the username form's optional mobile number, without an SMS code.
    expect(screen.getByRole('textbox', { name: 'Mobile number' })).toHaveAttribute(
      'placeholder',
      'Enter your mobile number',
    );
    expect(screen.queryByRole('textbox', { name: 'SMS code' })).not.toBeInTheDocument();
  });

  it('registers by mobile number and password: the mobile number is the account and the success notice shows it', async () => {
    // lotus asks for no captcha: the slider runs before the registration call.
    const harness = await setup({
      brand: lotus as Brand,
      flags: ['USERNAMEREG3', 'MOBILENUMREG3', 'MOBILENUMPASSREG3', 'REGMOBVERF3'],
    });
    const { user, calls, store, platform } = harness;
    await user.click(screen.getByRole('tab', { name: 'Mobile registration' }));
    expect(screen.queryByRole('textbox', { name: 'Username' })).not.toBeInTheDocument();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Country code' }), '+66');
    await user.type(screen.getByRole('textbox', { name: 'Mobile number' }), '912345678');
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    fireEvent.keyDown(await screen.findByRole('slider'), { key: 'End' });
    // The platform's codes live 5 minutes.
    expect(await screen.findByRole('button', { name: /Resend in 300s/ })).toBeDisabled();
    expect(calls.find((call) => call.path === API_PATHS.smsRegisterMobile)?.body).toMatchObject({
      mobileNum: '912345678',
      countryDialingCode: '66',
    });
    const [sms] = await platform.dev<{ code: string }[]>('/__sim/sms?mobile=912345678');
    await user.type(screen.getByRole('textbox', { name: 'SMS code' }), sms!.code);
    await user.type(screen.getByLabelText('Password'), PASSWORD);
    await user.type(screen.getByLabelText('Confirm password'), PASSWORD);
    // lotus requires the real name.
    await user.type(screen.getByLabelText(/^Real name/), 'Ann Lee');
    await user.click(screen.getByRole('checkbox', { name: /User Agreement/ }));
    await user.click(screen.getByRole('checkbox', { name: /at least 21 years old/ }));
    await user.click(screen.getByRole('button', { name: 'Register' }));
    fireEvent.keyDown(await screen.findByRole('slider'), { key: 'End' });
    await waitFor(() =>
      expect(store.getState().ui.modal).toEqual({
        name: 'registerSuccess',
        props: { account: '912345678', mobileOnly: true, needsLogin: false },
      }),
    );
    expect(calls.find((call) => call.path === API_PATHS.registerMobile)?.body).toMatchObject({
      username: '912345678',
      mobileNum: '912345678',
      countryDialingCode: '66',
      verificationCode: sms!.code,
      payeeName: 'Ann Lee',
      validate: 'slider',
      login: true,
    });
    // The new member is signed in.
    const { token } = store.getState().session;
    expect(await platform.get<MemberInfo>(API_PATHS.memberInfo, { token: token })).toMatchObject({
      account: '912345678',
    });
  });

  it('prefills the invitation code from the link and refuses an invalid one with the warning dialog', async () => {
    const harness = await setup({ path: '/register?code=BADCODE' });
    const { user, calls, store } = harness;
    expect(screen.getByLabelText('Invitation code')).toHaveValue('BADCODE');
    await fillValidUsernameForm(harness);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() =>
      expect(store.getState().ui.alert).toEqual({
        tone: 'warning',
        message: 'Invalid invitation code',
      }),
    );
    const check = calls.find((call) => call.path === API_PATHS.affiliateCheck);
    expect(check?.query.get('code')).toBe('BADCODE');
    expect(check?.query.get('domain')).toBe(window.location.hostname);
    expect(registerCalls(calls)).toHaveLength(0);
  });

  it('registers, signs the player in, goes to / and opens the success modal', async () => {
    // agent1's invitation code and player1's referral code of the seed.
    const harness = await setup({
      path: `/register?affiliateCode=${AGENT_AFFILIATE_CODE}&referralCode=RAUR01PLAYER1`,
    });
    const { user, calls, store, location, platform } = harness;
    await fillValidUsernameForm(harness);
    const captcha = (screen.getByLabelText('Verification code') as HTMLInputElement).value;
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
      password: PASSWORD,
      confirmPassword: PASSWORD,
      payeeName: 'Ann Lee',
      affiliateCode: AGENT_AFFILIATE_CODE,
      referralCode: 'RAUR01PLAYER1',
      captcha,
      registerMethod: 'WEB',
      login: true,
      domain: window.location.hostname,
    });
    expect((call?.body as { captchaKey?: string }).captchaKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(call?.body).not.toHaveProperty('email');
    // Signed in as the new member, agent1's downline.
    const { token } = store.getState().session;
    expect(await platform.get<MemberInfo>(API_PATHS.memberInfo, { token: token })).toMatchObject({
      account: 'player01',
      toUpline: true,
    });
    await waitFor(() => expect(location.current).toBe('/'));
  });

  it('shows the server refusal and asks for a new captcha', async () => {
    const harness = await setup();
    const { user, store, calls } = harness;
    // player1 is a seeded account.
    await fillValidUsernameForm(harness, 'player1');
    const captchaCalls = () => calls.filter((call) => call.path === API_PATHS.captcha).length;
    const before = captchaCalls();
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() =>
      expect(store.getState().ui.alert).toEqual({
        tone: 'warning',
        message: 'Username already exists',
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
