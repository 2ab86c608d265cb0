import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { API_PATHS, unauthorized, type MemberInfo } from '@wl/api-client';
import { describe, expect, it, vi } from 'vitest';
import { IdentityProviderOverride } from '../../shared/session/identity/IdentityProviderContext';
import type { IdentityProvider } from '../../shared/session/identity/types';
import {
  renderWithProviders,
  type RenderWithProvidersOptions,
  type RouteHandler,
} from '../../shared/testing/renderWithProviders.test-helper';
import { LoginForm } from './LoginForm';
import { LAST_USER_KEY, LOGIN_TYPE_SMS_KEY, REMEMBER_ME_TTL_MS } from './rememberMe';

/** Renders the form and waits until it is there (it waits for the whitelabel flags itself). */
async function renderLogin(options: RenderWithProvidersOptions = {}) {
  const rendered = await renderWithProviders(<LoginForm mode="modal" />, {
    path: '/login',
    ...options,
  });
  await screen.findByRole('button', { name: 'Log in' });
  return rendered;
}

/**
 * How long a sign-in may take to land in the store: its calls, the slider and the notices, on a CI
 * machine running other suites beside this one (vi.waitFor's own default is 1 s; 5 s, then 15 s, fell
 * short there).
 */
const SIGN_IN_MS = 30_000;

type User = Awaited<ReturnType<typeof renderLogin>>['user'];

/**
 * The slider step that runs before a username login or an SMS send. Its dialog's focus trap starts
 * after the dialog shows and moves the focus into it: the handle is focused once it has (on a loaded
 * machine, a focus set earlier was moved to the Close button and End pressed there).
 */
async function completeSlider(user: User) {
  const slider = await screen.findByRole('slider', { name: 'Slide to complete the puzzle' });
  const dialog = slider.closest<HTMLElement>('[role="dialog"]');
  await waitFor(() => expect(dialog?.contains(document.activeElement)).toBe(true));
  slider.focus();
  await user.keyboard('{End}');
}

async function fillUsernameForm(user: User, username = 'player1', password = 'Player123') {
  await user.type(screen.getByRole('textbox', { name: /Username/ }), username);
  await user.type(screen.getByLabelText(/^Password/), password);
}

const loginCalls = (calls: { path: string; body: unknown }[]) =>
  calls.filter((call) => call.path === API_PATHS.login);

describe('LoginForm: username tab', () => {
  it('shows the required messages for empty fields and does not call the platform', async () => {
    const { user, calls } = await renderLogin();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findAllByText('Input cannot be empty')).toHaveLength(2);
    expect(loginCalls(calls)).toHaveLength(0);
  });

  it('after an expired session (the modal a 401 opened) keeps the player on their page', async () => {
    const { user, store, location } = await renderLogin({ path: '/member/transactions' });
    store.dispatch(unauthorized({ endpoint: 'getBalance', status: 401, message: 'expired' }));
    await fillUsernameForm(user);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await completeSlider(user);
    await vi.waitFor(() => expect(store.getState().ui.modal).toBeNull(), { timeout: SIGN_IN_MS });
    expect(store.getState().session).toMatchObject({ account: 'player1' });
    expect(store.getState().session.token).toEqual(expect.any(String));
    expect(location.current).toBe('/member/transactions');
  });

  it('a failed flags call shows the catalogue message with a retry, asked once and not in a loop', async () => {
    const { user, calls, platform } = await renderWithProviders(<LoginForm mode="modal" />, {
      path: '/login',
      setUp: (sim) =>
        sim.dev('/__sim/faults', { body: { path: API_PATHS.whitelabel, drop: true } }),
    });
    expect(
      await screen.findByText('Network link is abnormal, please try again'),
    ).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 300));
    const flagCalls = () => calls.filter((call) => call.path === API_PATHS.whitelabel).length;
    expect(flagCalls()).toBe(1);
    await platform.dev(`/__sim/faults?path=${API_PATHS.whitelabel}`, { method: 'DELETE' });
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(flagCalls()).toBe(2);
  });

  it('treats whitespace-only input as empty (trimmed)', async () => {
    const { user } = await renderLogin();
    await fillUsernameForm(user, '   ', '   ');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findAllByText('Input cannot be empty')).toHaveLength(2);
  });

  it('logs in after the slider: username type, trimmed values, session stored, member info loaded, home', async () => {
    const { user, calls, store, location, platform } = await renderLogin();
    await fillUsernameForm(user, '  player1 ');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await completeSlider(user);
    await vi.waitFor(() => expect(location.current).toBe('/'), { timeout: SIGN_IN_MS });
    expect(loginCalls(calls)[0]?.body).toMatchObject({
      username: 'player1',
      password: 'Player123',
      type: 'username',
      validate: 'slider',
    });
    const { token } = store.getState().session;
    const info = await platform.get<MemberInfo>(API_PATHS.memberInfo, { token: token });
    expect(info.account).toBe('player1');
    expect(store.getState().session).toMatchObject({
      nickname: 'Player 1',
      memberLabel: info.memberLabel[0]?.labelName,
      afterLoginPopup: true,
    });
  });

  it('asks to complete the verification when the slider is closed', async () => {
    const { user, calls } = await renderLogin();
    await fillUsernameForm(user);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    const slider = await screen.findByRole('dialog', { name: 'Slide to complete the puzzle' });
    await user.click(within(slider).getByRole('button', { name: /close/i }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please complete verification first',
    );
    expect(loginCalls(calls)).toHaveLength(0);
  });

  it('shows the server message when the login is refused, with no captcha until the server asks', async () => {
    const { user } = await renderLogin();
    await fillUsernameForm(user, 'player1', 'Wrong1234');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await completeSlider(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'wrong account, password or email format',
    );
    expect(screen.queryByRole('textbox', { name: /Verification code/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows the captcha once a failure carries the captcha flag, and sends its answer with the key', async () => {
    const { user, calls, platform } = await renderLogin({
      // Someone tried player1's password three times: the platform now asks for a captcha.
      setUp: async (sim) => {
        for (let i = 0; i < 3; i++)
          await expect(sim.signIn('player1', 'Wrong1234')).rejects.toThrow();
      },
    });
    await fillUsernameForm(user);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await completeSlider(user);
    const captcha = await screen.findByRole('textbox', { name: /Verification code/ });
    const image = screen.getByRole('button', { name: 'Click the image to get a new code' });
    await vi.waitFor(
      () =>
        expect(image.querySelector('img')).toHaveAttribute(
          'src',
          expect.stringMatching(/^data:image\/png;base64,/),
        ),
      { timeout: SIGN_IN_MS },
    );
    const captchaKey = calls.findLast((call) => call.path === API_PATHS.captcha)?.query.get('key');
    expect(captchaKey).toBeTruthy();
    const { answer } = await platform.dev<{ answer: string }>(`/__sim/captcha?key=${captchaKey}`);

    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Input cannot be empty')).toBeInTheDocument();
    await user.type(captcha, ` ${answer} `);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await completeSlider(user);
    await vi.waitFor(() => expect(loginCalls(calls)).toHaveLength(2), { timeout: SIGN_IN_MS });
    expect(loginCalls(calls)[1]?.body).toMatchObject({ captcha: answer, captchaKey });
  });

  it('opens the forced change-password modal for a temporary password', async () => {
    // temp1 of the seed signs in with a temporary password.
    const { user, store } = await renderLogin();
    await fillUsernameForm(user, 'temp1', 'Temp1234');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await completeSlider(user);
    await vi.waitFor(
      () =>
        expect(store.getState().ui.modal).toEqual({
          name: 'changePassword',
          props: { forced: true },
        }),
      { timeout: SIGN_IN_MS },
    );
    expect(store.getState().session.cpw).toBe(true);
  });

  it('welcomes a first login with a notice', async () => {
    const { user, store } = await renderLogin({
      // player1 has never signed in before.
      setUp: ({ db }) =>
        db.prepare("UPDATE members SET last_login_at = NULL WHERE account = 'player1'").run(),
    });
    await fillUsernameForm(user);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await completeSlider(user);
    await vi.waitFor(
      () => expect(store.getState().ui.alert).toMatchObject({ tone: 'success', title: 'Welcome!' }),
      { timeout: SIGN_IN_MS },
    );
  });
});

describe('LoginForm: flags', () => {
  it('shows a loading state until the flags arrive, then the form with the tabs they decide', async () => {
    let answerFlags = () => {};
    const flagsAnswered = new Promise<void>((resolve) => (answerFlags = resolve));
    await renderWithProviders(<LoginForm mode="modal" />, {
      path: '/login',
      flags: ['MOBILEVERCODELOGIN3'],
      routes: {
        // Held open until the test lets the simulator answer.
        [`GET ${API_PATHS.whitelabel}`]: (async (_call, simulator) => {
          await flagsAnswered;
          return simulator();
        }) satisfies RouteHandler,
      },
    });
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    // No form yet: one the flags then replace by tabs would drop what the player typed.
    expect(screen.queryByRole('textbox', { name: /Username/ })).not.toBeInTheDocument();
    answerFlags();
    expect(await screen.findByRole('tab', { name: 'SMS login' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Username/ })).toBeInTheDocument();
  });

  it('shows the SMS tab only with MOBILEVERCODELOGIN3', async () => {
    await renderLogin();
    expect(screen.queryByRole('tab', { name: 'SMS login' })).not.toBeInTheDocument();
  });

  it('has no forgot-password link without a password-change flag', async () => {
    await renderLogin();
    expect(screen.queryByRole('button', { name: 'Forgot password?' })).not.toBeInTheDocument();
  });

  it.each(['CHNGPASSMAIL3', 'CHNGPASSVERIF3'] as const)(
    'shows the forgot-password link with %s, opening the forgot modal',
    async (flag) => {
      const { user, store } = await renderLogin({ flags: [flag] });
      await user.click(await screen.findByRole('button', { name: 'Forgot password?' }));
      expect(store.getState().ui.modal).toEqual({ name: 'forgotPassword' });
    },
  );

  it('free play (FREEPLAY3) signs in a trial user and goes home', async () => {
    const { user, store, location, calls, platform } = await renderLogin({ flags: ['FREEPLAY3'] });
    await user.click(await screen.findByRole('button', { name: 'Free trial' }));
    await vi.waitFor(() => expect(location.current).toBe('/'), { timeout: SIGN_IN_MS });
    expect(calls.find((call) => call.path === API_PATHS.freePlay)?.body).toMatchObject({
      platform: 'W',
      gatewayVersion: 3,
    });
    // A new trial player of the platform (agent flag 4).
    const { token } = store.getState().session;
    expect(await platform.get<MemberInfo>(API_PATHS.memberInfo, { token: token })).toMatchObject({
      type: 4,
    });
    expect(store.getState().session).toMatchObject({
      isAgent: 4,
      cpw: false,
      afterLoginPopup: true,
    });
  });

  it('has no free-play button without the flag', async () => {
    await renderLogin();
    expect(screen.queryByRole('button', { name: 'Free trial' })).not.toBeInTheDocument();
  });
});

describe('LoginForm: SMS tab', () => {
  const smsFlags: RenderWithProvidersOptions = { flags: ['MOBILEVERCODELOGIN3'] };

  it('validates the mobile number and the code', async () => {
    const { user } = await renderLogin(smsFlags);
    await user.click(await screen.findByRole('tab', { name: 'SMS login' }));
    await user.type(screen.getByRole('textbox', { name: /Mobile number/ }), '12ab');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Please enter a valid mobile number')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid verification code')).toBeInTheDocument();
  });

  it('sends the code after the slider, counts down server minutes x 60 and logs in with type sms', async () => {
    // player1's mobile number in the seed; the platform's codes live 5 minutes.
    const { user, calls, location, platform } = await renderLogin(smsFlags);
    await user.click(await screen.findByRole('tab', { name: 'SMS login' }));
    const picker = await screen.findByRole('combobox', { name: 'Country code' });
    await user.selectOptions(picker, within(picker).getByRole('option', { name: /\+84/ }));
    await user.type(screen.getByRole('textbox', { name: /Mobile number/ }), '0912345678');
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    await completeSlider(user);
    expect(await screen.findByRole('button', { name: 'Resend in 300s' })).toBeDisabled();
    expect(calls.find((call) => call.path === API_PATHS.smsLoginCode)?.body).toMatchObject({
      mobileNum: '0912345678',
      countryDialingCode: '84',
    });
    const [sms] = await platform.dev<{ code: string }[]>('/__sim/sms?mobile=0912345678');
    await user.type(screen.getByRole('textbox', { name: /SMS code/ }), sms!.code);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await vi.waitFor(() => expect(location.current).toBe('/'), { timeout: SIGN_IN_MS });
    expect(loginCalls(calls)[0]?.body).toEqual({
      username: '0912345678',
      password: sms!.code,
      type: 'sms',
      countryDialingCode: '84',
    });
  });

  it('does not send a code for an invalid mobile number', async () => {
    const { user, calls } = await renderLogin(smsFlags);
    await user.click(await screen.findByRole('tab', { name: 'SMS login' }));
    await user.type(screen.getByRole('textbox', { name: /Mobile number/ }), '12');
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    expect(await screen.findByText('Please enter a valid mobile number')).toBeInTheDocument();
    expect(screen.queryByRole('slider')).not.toBeInTheDocument();
    expect(calls.some((call) => call.path === API_PATHS.smsLoginCode)).toBe(false);
  });

  it('uses the identity provider for codes when it sends them: 60 s countdown, login with its ID token', async () => {
    const sendCode = vi.fn().mockResolvedValue(undefined);
    const confirmCode = vi.fn().mockResolvedValue('firebase-id-token');
    const identity: IdentityProvider = {
      kind: 'local',
      buttons: [],
      signIn: vi.fn(),
      sms: { sendCode, confirmCode },
    };
    // The simulator takes no Firebase ID tokens: player1's session stands in for its answer.
    let player1Session = async () => ({});
    const { user, calls, location, store, platform } = await renderWithProviders(
      <IdentityProviderOverride provider={identity}>
        <LoginForm mode="modal" />
      </IdentityProviderOverride>,
      {
        ...smsFlags,
        routes: { [`POST ${API_PATHS.login}`]: () => player1Session() },
      },
    );
    let token = '';
    player1Session = async () => {
      token = await platform.signInAs('player1');
      return { token, firstTimeLogin: false, passwordExpired: false, temporaryPassword: false };
    };
    await user.click(await screen.findByRole('tab', { name: 'SMS login' }));
    await user.type(screen.getByRole('textbox', { name: /Mobile number/ }), '0912345678');
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    expect(await screen.findByRole('button', { name: 'Resend in 60s' })).toBeDisabled();
    expect(sendCode).toHaveBeenCalledWith({ mobileNum: '0912345678', countryDialingCode: '84' });
    await user.type(screen.getByRole('textbox', { name: /SMS code/ }), '654321');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await vi.waitFor(() => expect(store.getState().session.token).toBe(token), {
      timeout: SIGN_IN_MS,
    });
    expect(token).not.toBe('');
    expect(location.current).toBe('/');
    expect(confirmCode).toHaveBeenCalledWith('654321');
    expect(loginCalls(calls)[0]?.body).toMatchObject({
      type: 'sms',
      firebaseChannel: 'sms',
      firebaseIdToken: 'firebase-id-token',
    });
  });
});

describe('LoginForm: remember me', () => {
  function storedValues(): string[] {
    const values: string[] = [];
    for (const area of [window.localStorage, window.sessionStorage]) {
      for (let i = 0; i < area.length; i += 1)
        values.push(`${area.key(i)}=${area.getItem(area.key(i) ?? '')}`);
    }
    return values.concat(document.cookie);
  }

  it('keeps the username for a day, restores it, and never stores the password', async () => {
    const first = await renderLogin();
    await fillUsernameForm(first.user, 'player1', 'Player123');
    await first.user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await first.user.click(screen.getByRole('button', { name: 'Log in' }));
    await completeSlider(first.user);
    await vi.waitFor(() => expect(first.location.current).toBe('/'), { timeout: SIGN_IN_MS });
    const stored = JSON.parse(window.localStorage.getItem(LAST_USER_KEY) ?? '{}') as {
      value: string;
      expiresAt: number;
    };
    expect(stored.value).toBe('player1');
    expect(stored.expiresAt - Date.now()).toBeGreaterThan(REMEMBER_ME_TTL_MS - 60_000);
    expect(stored.expiresAt - Date.now()).toBeLessThanOrEqual(REMEMBER_ME_TTL_MS);
    for (const value of storedValues()) expect(value).not.toContain('Player123');

    cleanup();
    await renderLogin();
    expect(screen.getByRole('textbox', { name: /Username/ })).toHaveValue('player1');
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
    expect(screen.getByLabelText(/^Password/)).toHaveValue('');
  });

  it('forgets an entry older than one day', async () => {
    window.localStorage.setItem(
      LAST_USER_KEY,
      JSON.stringify({ value: 'player1', expiresAt: Date.now() - 1 }),
    );
    await renderLogin();
    expect(screen.getByRole('textbox', { name: /Username/ })).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).not.toBeChecked();
    expect(window.localStorage.getItem(LAST_USER_KEY)).toBeNull();
  });

  it('keeps the mobile number and dialing code of the SMS tab', async () => {
    window.localStorage.setItem(
      LOGIN_TYPE_SMS_KEY,
      JSON.stringify({
        value: { mobileNum: '0912345678', countryDialingCode: '66' },
        expiresAt: Date.now() + 60_000,
      }),
    );
    const { user } = await renderLogin({ flags: ['MOBILEVERCODELOGIN3'] });
    await user.click(await screen.findByRole('tab', { name: 'SMS login' }));
    expect(screen.getByRole('textbox', { name: /Mobile number/ })).toHaveValue('0912345678');
    await vi.waitFor(
      () => expect(screen.getByRole('combobox', { name: 'Country code' })).toHaveValue('+66'),
      { timeout: SIGN_IN_MS },
    );
  });

  it('unticking remember-me forgets the username', async () => {
    window.localStorage.setItem(
      LAST_USER_KEY,
      JSON.stringify({ value: 'player1', expiresAt: Date.now() + 60_000 }),
    );
    const { user, location } = await renderLogin();
    await user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await user.type(screen.getByLabelText(/^Password/), 'Player123');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await completeSlider(user);
    await vi.waitFor(() => expect(location.current).toBe('/'), { timeout: SIGN_IN_MS });
    expect(window.localStorage.getItem(LAST_USER_KEY)).toBeNull();
  });
});

describe('LoginForm: two-step sign-in', () => {
  it('asks for the code when the account has it on: no session yet, the code dialog with the ticket', async () => {
    // player1 has two-step sign-in on (the simulator's table, as its set-up leaves it)
    const { user, store, calls } = await renderLogin({
      setUp: ({ db }) =>
        db
          .prepare(
            "INSERT INTO totp_secrets (member_id, secret, created_at, enabled_at) SELECT id, 'JBSWY3DPEHPK3PXP', 1, 1 FROM members WHERE account = 'player1' AND merchant_code = 'AUR01'",
          )
          .run(),
    });
    await fillUsernameForm(user);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await completeSlider(user);
    await vi.waitFor(
      () =>
        expect(store.getState().ui.modal).toEqual({
          name: 'twoFactorSignIn',
          props: { ticket: expect.any(String), method: 'username', username: 'player1' },
        }),
      { timeout: SIGN_IN_MS },
    );
    expect(store.getState().session.token).toBeFalsy();
    expect(calls.some((call) => call.path === '/wps/member/info')).toBe(false);
    // no welcome: the player is not in yet
    expect(store.getState().ui.alert).toBeNull();
  });
});
