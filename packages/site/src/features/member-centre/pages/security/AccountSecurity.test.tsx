import { screen, within } from '@testing-library/react';
import { API_PATHS, SECURITY_PATHS, type LoginResponse, type TwoFactorSetup } from '@wl/api-client';
import type { Brand } from '@wl/brand-config';
import { describe, expect, it, vi } from 'vitest';
import lotus from '../../../../../../../brands/lotus.json';
import tiger from '../../../../../../../brands/tiger.json';
import {
  AUTHENTICATOR_STEP_MS,
  authenticatorCode,
  wrongAuthenticatorCode,
} from '../../../../shared/testing/authenticator.test-helper';
import {
  renderWithProviders,
  type PlatformCall,
} from '../../../../shared/testing/renderWithProviders.test-helper';
import type { SetUpPlatform } from '../../../../shared/testing/testPlatform.test-helper';
import { AccountSecurity } from './AccountSecurity';

const PASSWORD = 'Player123';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const IPHONE_TEXT = 'Safari 17 on iOS, Phone (iPhone)';

/**
 * vip1 signs in on tiger from an iPhone: tiger takes the login unsealed, so the test can send the
 * browser's User-Agent (the in-process sign-in sends none). The platform's answer, or its refusal.
 */
async function signInFromIphone(platform: SetUpPlatform, password = PASSWORD) {
  const answer = await platform.app.request(API_PATHS.login, {
    method: 'POST',
    headers: {
      Merchant: tiger.merchantCode,
      'User-Agent': IPHONE,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ username: 'vip1', password, type: 'username' }),
  });
  return ((await answer.json()) as { value: LoginResponse | null }).value;
}

const enableCalls = (calls: PlatformCall[]) =>
  calls.filter((call) => call.path === SECURITY_PATHS.twoFactorEnable).map((call) => call.body);

const region = (name: string) => screen.getByRole('region', { name });

describe('AccountSecurity: two-step sign-in', () => {
  it('sets up with the QR code and the key, turns on with a code and the password, and shows the recovery codes once', async () => {
    const { user, calls } = await renderWithProviders(<AccountSecurity />, { signedInAs: 'vip1' });
    await screen.findByText('Two-step sign-in is off.');
    const section = region('Two-step sign-in');
    await user.click(within(section).getByRole('button', { name: 'Set up two-step sign-in' }));
    expect(
      await within(section).findByRole('img', { name: 'QR code for your authenticator app' }),
    ).toBeVisible();
    const shownKey = within(section).getByLabelText('Key for typing in').textContent ?? '';
    // in groups of four, easier to type
    expect(shownKey).toMatch(/^([A-Z2-7]{4} )+[A-Z2-7]{4}$/);
    const key = shownKey.replace(/ /g, '');
    const form = within(section).getByRole('form', { name: 'Set up two-step sign-in' });
    // both fields are checked before anything is sent
    await user.click(within(form).getByRole('button', { name: 'Turn on' }));
    expect(within(form).getByText('Enter the 6-digit code')).toBeVisible();
    expect(within(form).getByText('Enter your login password')).toBeVisible();
    expect(enableCalls(calls)).toEqual([]);

    const wrong = wrongAuthenticatorCode(key);
    await user.type(within(form).getByRole('textbox', { name: /Code from the app/ }), wrong);
    await user.type(within(form).getByLabelText(/Login password/), PASSWORD);
    await user.click(within(form).getByRole('button', { name: 'Turn on' }));
    expect(
      await within(form).findByText(
        'The code is wrong or has expired. Check the app and try again.',
      ),
    ).toBeVisible();
    const code = authenticatorCode(key);
    await user.type(
      within(form).getByRole('textbox', { name: /Code from the app/ }),
      `${code.slice(0, 3)} ${code.slice(3)}`,
    );
    await user.click(within(form).getByRole('button', { name: 'Turn on' }));

    const list = await within(section).findByRole('list', { name: 'Recovery codes' });
    const codes = within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent ?? '');
    expect(codes).toHaveLength(10);
    expect(enableCalls(calls)).toEqual([
      { code: wrong, password: PASSWORD },
      { code, password: PASSWORD },
    ]);
    await user.click(within(section).getByRole('button', { name: 'Copy codes' }));
    expect(await navigator.clipboard.readText()).toBe(codes.join('\n'));
    expect(await within(section).findByText('Codes copied.')).toBeVisible();

    const createObjectURL = vi.fn(() => 'blob:codes');
    const revokeObjectURL = vi.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const click = vi
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(() => undefined);
    await user.click(within(section).getByRole('button', { name: 'Download codes' }));
    const blob = (createObjectURL.mock.calls[0] as unknown as [Blob])[0];
    expect(await blob.text()).toBe(`Aurora Play: recovery codes for vip1\n\n${codes.join('\n')}\n`);
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe(
      'aurora-recovery-codes-vip1.txt',
    );
    click.mockRestore();

    await user.click(within(section).getByRole('button', { name: 'I have saved them' }));
    expect(within(section).queryByRole('list', { name: 'Recovery codes' })).toBeNull();
    expect(await within(section).findByText(/On since/)).toBeVisible();
    expect(within(section).getByText('Unused recovery codes: 10')).toBeVisible();

    await user.click(within(section).getByRole('button', { name: 'Turn off two-step sign-in' }));
    const off = within(section).getByRole('form', { name: 'Turn off two-step sign-in' });
    // the app's next code: the one that turned it on is used
    await user.type(
      within(off).getByRole('textbox', { name: /Code from the app/ }),
      authenticatorCode(key, Date.now() + AUTHENTICATOR_STEP_MS),
    );
    await user.type(within(off).getByLabelText(/Login password/), PASSWORD);
    await user.click(within(off).getByRole('button', { name: 'Turn off' }));
    expect(
      await within(section).findByRole('button', { name: 'Set up two-step sign-in' }),
    ).toBeVisible();
    expect(within(section).getAllByText('Two-step sign-in is off.')).toHaveLength(2);
  });

  it('tells an agent of a brand that requires it', async () => {
    await renderWithProviders(<AccountSecurity />, { brand: lotus as Brand, signedInAs: 'agent1' });
    expect(
      await screen.findByText('This site requires two-step sign-in for agent accounts.'),
    ).toBeVisible();
  });
});

describe('AccountSecurity: passkeys, sessions and history', () => {
  it('lists the passkeys and removes one', async () => {
    const { user } = await renderWithProviders(<AccountSecurity />, {
      signedInAs: 'vip1',
      // A passkey is made by a WebAuthn authenticator, which jsdom has none of: the platform's row
      // as a registration leaves it (synced, never used to sign in).
      setUp: ({ app }) => {
        const vip1 = app.sim.queries.access.memberByAccount.get('AUR01', 'vip1');
        app.sim.queries.security.insertPasskey.run(
          vip1!.id,
          'AUR01',
          'credential-work-laptop',
          Buffer.alloc(0),
          0,
          '["internal"]',
          1,
          'platform.test',
          'Work laptop',
          Date.now(),
        );
      },
    });
    const list = await screen.findByRole('list', { name: 'Your passkeys' });
    expect(within(list).getByText('Work laptop')).toBeVisible();
    expect(within(list).getByText(/Not used yet · Synced across your devices/)).toBeVisible();
    await user.click(within(list).getByRole('button', { name: 'Remove passkey Work laptop' }));
    expect(await screen.findByText('Passkey removed.')).toBeVisible();
    expect(await screen.findByText('You have no passkeys yet.')).toBeVisible();
  });

  it('lists the sessions with this device marked, and ends another one', async () => {
    const { user, calls } = await renderWithProviders(<AccountSecurity />, {
      brand: tiger as Brand,
      signedInAs: 'vip1',
      afterSignIn: (platform) => signInFromIphone(platform),
    });
    const list = await screen.findByRole('list', { name: 'Signed-in sessions' });
    // newest first: the phone's, then this one
    const [phone, mine] = within(list).getAllByRole('listitem');
    // this test's own sign-in sent no User-Agent
    expect(mine).toHaveTextContent('Unknown browser, Unknown device');
    expect(mine).toHaveTextContent('This device');
    expect(mine).toHaveTextContent('IP address 127.0.0.1');
    expect(within(mine!).queryByRole('button')).toBeNull();
    expect(phone).toHaveTextContent(IPHONE_TEXT);
    await user.click(within(phone!).getByRole('button', { name: `End session on ${IPHONE_TEXT}` }));
    expect(await screen.findByText('Sessions ended: 1')).toBeVisible();
    expect(await screen.findByText('No other session is signed in.')).toBeVisible();
    const ended = calls.filter(
      (call) => call.method === 'DELETE' && call.path === SECURITY_PATHS.sessions,
    );
    expect(ended).toHaveLength(1);
    expect(ended[0]?.body).toEqual({ id: expect.any(Number) });
  });

  it('shows the sign-in history: time, result, method, device and address', async () => {
    await renderWithProviders(<AccountSecurity />, {
      brand: tiger as Brand,
      signedInAs: 'vip1',
      // then, from an iPhone: a wrong password, and a wrong code once two-step sign-in is on
      afterSignIn: async (platform) => {
        await signInFromIphone(platform, 'Wrong-password1');
        const setup = await platform.post<TwoFactorSetup>(SECURITY_PATHS.twoFactorSetup, {});
        await platform.post(SECURITY_PATHS.twoFactorEnable, {
          code: authenticatorCode(setup.secret),
          password: PASSWORD,
        });
        const ticket = (await signInFromIphone(platform))?.twoFactor?.ticket;
        await platform
          .post(SECURITY_PATHS.twoFactorSignIn, {
            ticket,
            code: wrongAuthenticatorCode(setup.secret),
          })
          .catch(() => undefined);
      },
    });
    const table = await screen.findByRole('table', { name: 'Sign-in attempts' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('Wrong code');
    expect(rows[0]).toHaveTextContent('Authenticator code');
    expect(rows[1]).toHaveTextContent('Wrong password');
    expect(rows[1]).toHaveTextContent(IPHONE_TEXT);
    expect(rows[1]).toHaveTextContent('127.0.0.1');
    expect(rows[2]).toHaveTextContent('Signed in');
    expect(rows[2]).toHaveTextContent('Password');
  });

  it('shows a failed list with a retry', async () => {
    await renderWithProviders(<AccountSecurity />, {
      signedInAs: 'vip1',
      setUp: (platform) =>
        platform.dev('/__sim/faults', { body: { path: SECURITY_PATHS.sessions, status: 503 } }),
    });
    const sessions = await screen.findByRole('region', { name: 'Active sessions' });
    expect(await within(sessions).findByRole('button', { name: 'Retry' })).toBeVisible();
  });
});
