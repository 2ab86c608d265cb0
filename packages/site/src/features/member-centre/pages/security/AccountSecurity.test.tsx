import { screen, within } from '@testing-library/react';
import type { ActiveSession, Passkey, SecurityOverview, SignInAttempt } from '@wl/api-client';
import { describe, expect, it, vi } from 'vitest';
import {
  fail,
  renderWithProviders,
  type PlatformCall,
  type PlatformRoutes,
} from '../../../../shared/testing/renderWithProviders.test-helper';
import { CENTRE_ROUTES, MEMBER_SESSION } from '../../memberCentre.test-helper';
import { AccountSecurity } from './AccountSecurity';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const CODES = Array.from({ length: 10 }, (_, i) => `ABCD${i}-EFGH${i}`);
const CHROME = {
  browser: 'Chrome',
  browserVersion: '140',
  os: 'Linux',
  deviceType: 'desktop',
} as const;
const IPHONE = {
  browser: 'Safari',
  browserVersion: '17',
  os: 'iOS',
  deviceType: 'mobile',
  deviceModel: 'iPhone',
} as const;

/** A platform that keeps the member's security as the simulator does (two-step, passkeys, sessions). */
function securityPlatform({ required = false } = {}) {
  let overview: SecurityOverview = {
    twoFactor: { enabled: false, enabledAt: null, recoveryCodesLeft: 0 },
    twoFactorRequired: required,
    passkeys: [
      {
        id: 3,
        name: 'Work laptop',
        createdAt: '2026-11-20T10:00:00.000Z',
        lastUsedAt: null,
        backedUp: true,
      } satisfies Passkey,
    ],
  };
  let sessions: ActiveSession[] = [
    {
      id: 11,
      ...CHROME,
      deviceModel: '',
      ip: '10.0.0.1',
      signedInAt: '2026-11-29T08:00:00.000Z',
      lastActiveAt: '2026-11-29T09:00:00.000Z',
      current: true,
    },
    {
      id: 12,
      ...IPHONE,
      ip: '10.0.0.2',
      signedInAt: '2026-11-28T08:00:00.000Z',
      lastActiveAt: '2026-11-28T09:30:00.000Z',
      current: false,
    },
  ];
  const history: SignInAttempt[] = [
    {
      at: '2026-11-29T08:00:00.000Z',
      result: 'signedIn',
      method: 'password',
      ip: '10.0.0.1',
      ...CHROME,
      deviceModel: '',
    },
    {
      at: '2026-11-29T07:59:00.000Z',
      result: 'wrongPassword',
      method: 'password',
      ip: '10.0.0.9',
      ...IPHONE,
    },
    {
      at: '2026-11-29T07:58:00.000Z',
      result: 'locked',
      method: 'twoFactor',
      ip: '10.0.0.9',
      ...IPHONE,
    },
  ];
  const routes: PlatformRoutes = {
    ...CENTRE_ROUTES,
    'GET /wps/member/security': () => overview,
    'POST /wps/member/security/twoFactor/setup': {
      secret: SECRET,
      uri: `otpauth://totp/Aurora%20Play:vip1?issuer=Aurora%20Play&secret=${SECRET}&algorithm=SHA1&digits=6&period=30`,
      issuer: 'Aurora Play',
      account: 'vip1',
    },
    'POST /wps/member/security/twoFactor/enable': (call: PlatformCall) => {
      const { code, password } = call.body as { code: string; password: string };
      if (password !== 'Player123') return fail('The password is incorrect', 'PASSWORD_INVALID');
      if (code !== '123456') return fail('The code is wrong', 'TWO_FACTOR_INVALID');
      overview = {
        ...overview,
        twoFactor: { enabled: true, enabledAt: '2026-11-29T10:00:00.000Z', recoveryCodesLeft: 10 },
      };
      return { recoveryCodes: CODES };
    },
    'POST /wps/member/security/twoFactor/disable': () => {
      overview = {
        ...overview,
        twoFactor: { enabled: false, enabledAt: null, recoveryCodesLeft: 0 },
      };
      return null;
    },
    'DELETE /wps/member/security/passkeys': (call: PlatformCall) => {
      const { id } = call.body as { id: number };
      overview = { ...overview, passkeys: overview.passkeys.filter((p) => p.id !== id) };
      return null;
    },
    'GET /wps/member/security/sessions': () => sessions,
    'DELETE /wps/member/security/sessions': (call: PlatformCall) => {
      const body = call.body as { id?: number; others?: boolean };
      const before = sessions.length;
      sessions = sessions.filter((s) => s.current || (body.id !== undefined && s.id !== body.id));
      return { ended: before - sessions.length };
    },
    'GET /wps/member/security/history': history,
  };
  return routes;
}

const renderSecurity = (routes = securityPlatform()) =>
  renderWithProviders(<AccountSecurity />, { session: MEMBER_SESSION, routes });

const region = (name: string) => screen.getByRole('region', { name });

describe('AccountSecurity: two-step sign-in', () => {
  it('sets up with the QR code and the key, turns on with a code and the password, and shows the recovery codes once', async () => {
    const { user, calls } = await renderSecurity();
    await screen.findByText('Two-step sign-in is off.');
    const section = region('Two-step sign-in');
    await user.click(within(section).getByRole('button', { name: 'Set up two-step sign-in' }));
    expect(
      await within(section).findByRole('img', { name: 'QR code for your authenticator app' }),
    ).toBeVisible();
    expect(within(section).getByLabelText('Key for typing in')).toHaveTextContent(
      'JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP',
    );
    const form = within(section).getByRole('form', { name: 'Set up two-step sign-in' });
    // both fields are checked before anything is sent
    await user.click(within(form).getByRole('button', { name: 'Turn on' }));
    expect(within(form).getByText('Enter the 6-digit code')).toBeVisible();
    expect(within(form).getByText('Enter your login password')).toBeVisible();
    expect(calls.some((call) => call.path.endsWith('/twoFactor/enable'))).toBe(false);

    await user.type(within(form).getByRole('textbox', { name: /Code from the app/ }), '654321');
    await user.type(within(form).getByLabelText(/Login password/), 'Player123');
    await user.click(within(form).getByRole('button', { name: 'Turn on' }));
    expect(
      await within(form).findByText(
        'The code is wrong or has expired. Check the app and try again.',
      ),
    ).toBeVisible();
    await user.type(within(form).getByRole('textbox', { name: /Code from the app/ }), '123 456');
    await user.click(within(form).getByRole('button', { name: 'Turn on' }));

    const list = await within(section).findByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CODES);
    expect(
      calls.filter((call) => call.path.endsWith('/twoFactor/enable')).map((call) => call.body),
    ).toEqual([
      { code: '654321', password: 'Player123' },
      { code: '123456', password: 'Player123' },
    ]);
    await user.click(within(section).getByRole('button', { name: 'Copy codes' }));
    expect(await navigator.clipboard.readText()).toBe(CODES.join('\n'));
    expect(await within(section).findByText('Codes copied.')).toBeVisible();

    const createObjectURL = vi.fn(() => 'blob:codes');
    const revokeObjectURL = vi.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const click = vi
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(() => undefined);
    await user.click(within(section).getByRole('button', { name: 'Download codes' }));
    const blob = (createObjectURL.mock.calls[0] as unknown as [Blob])[0];
    expect(await blob.text()).toBe(`Aurora Play: recovery codes for vip1\n\n${CODES.join('\n')}\n`);
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
    await user.type(within(off).getByRole('textbox', { name: /Code from the app/ }), '222333');
    await user.type(within(off).getByLabelText(/Login password/), 'Player123');
    await user.click(within(off).getByRole('button', { name: 'Turn off' }));
    expect(
      await within(section).findByRole('button', { name: 'Set up two-step sign-in' }),
    ).toBeVisible();
    expect(within(section).getAllByText('Two-step sign-in is off.')).toHaveLength(2);
  });

  it('tells an agent of a brand that requires it', async () => {
    await renderSecurity(securityPlatform({ required: true }));
    expect(
      await screen.findByText('This site requires two-step sign-in for agent accounts.'),
    ).toBeVisible();
  });
});

describe('AccountSecurity: passkeys, sessions and history', () => {
  it('lists the passkeys and removes one', async () => {
    const { user } = await renderSecurity();
    const list = await screen.findByRole('list', { name: 'Your passkeys' });
    expect(within(list).getByText('Work laptop')).toBeVisible();
    expect(within(list).getByText(/Not used yet · Synced across your devices/)).toBeVisible();
    await user.click(within(list).getByRole('button', { name: 'Remove passkey Work laptop' }));
    expect(await screen.findByText('Passkey removed.')).toBeVisible();
    expect(await screen.findByText('You have no passkeys yet.')).toBeVisible();
  });

  it('lists the sessions with this device marked, and ends another one', async () => {
    const { user, calls } = await renderSecurity();
    const list = await screen.findByRole('list', { name: 'Signed-in sessions' });
    const [mine, phone] = within(list).getAllByRole('listitem');
    expect(mine).toHaveTextContent('Chrome 140 on Linux, Computer');
    expect(mine).toHaveTextContent('This device');
    expect(mine).toHaveTextContent('IP address 10.0.0.1');
    expect(within(mine!).queryByRole('button')).toBeNull();
    expect(phone).toHaveTextContent('Safari 17 on iOS, Phone (iPhone)');
    await user.click(
      within(phone!).getByRole('button', {
        name: 'End session on Safari 17 on iOS, Phone (iPhone)',
      }),
    );
    expect(await screen.findByText('Sessions ended: 1')).toBeVisible();
    expect(await screen.findByText('No other session is signed in.')).toBeVisible();
    expect(
      calls
        .filter((call) => call.method === 'DELETE' && call.path.endsWith('/sessions'))
        .map((c) => c.body),
    ).toEqual([{ id: 12 }]);
  });

  it('shows the sign-in history: time, result, method, device and address', async () => {
    await renderSecurity();
    const table = await screen.findByRole('table', { name: 'Sign-in attempts' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('Signed in');
    expect(rows[0]).toHaveTextContent('Password');
    expect(rows[1]).toHaveTextContent('Wrong password');
    expect(rows[1]).toHaveTextContent('Safari 17 on iOS, Phone (iPhone)');
    expect(rows[1]).toHaveTextContent('10.0.0.9');
    expect(rows[2]).toHaveTextContent('Locked: too many attempts');
    expect(rows[2]).toHaveTextContent('Authenticator code');
  });

  it('shows a failed list with a retry', async () => {
    const routes = securityPlatform();
    routes['GET /wps/member/security/sessions'] = () => new Response('', { status: 503 });
    await renderSecurity(routes);
    const sessions = await screen.findByRole('region', { name: 'Active sessions' });
    expect(await within(sessions).findByRole('button', { name: 'Retry' })).toBeVisible();
  });
});
