import { screen, waitFor, within } from '@testing-library/react';
import type { RgExclusion, RgLimitView, RgState } from '@wl/api-client';
import { describe, expect, it } from 'vitest';
import { fail, renderWithProviders } from '../../shared/testing/renderWithProviders.test-helper';
import { SaferGamblingPage } from './SaferGamblingPage';

const NOW = Date.parse('2026-11-23T10:00:00Z');
const HOUR = 3_600_000;
const SESSION = { token: 'tok-safer1', account: 'safer1', username: 'safer1', isAgent: 0 };

const limit = (view: Partial<RgLimitView> & Pick<RgLimitView, 'kind' | 'period'>): RgLimitView => ({
  amount: null,
  used: 0,
  remaining: null,
  periodStartsAt: null,
  resetsAt: null,
  pending: null,
  ...view,
});

/** aurora (ukgc): deposit and loss limits per 24 hours, 7 days and month, and the session limit. */
function stateWith(overrides: Partial<RgLimitView>[] = []): RgState {
  const limits = (['deposit', 'loss'] as const).flatMap((kind) =>
    (['day', 'week', 'month'] as const).map((period) => limit({ kind, period })),
  );
  limits.push(limit({ kind: 'session', period: 'session' }));
  for (const change of overrides) {
    const index = limits.findIndex((l) => l.kind === change.kind && l.period === change.period);
    limits[index] = { ...limits[index], ...change } as RgLimitView;
  }
  return {
    profile: 'ukgc',
    operator: 'meridian-gaming',
    limits,
    realityCheckMinutes: 60,
    limitPrompt: { placement: 'registration', due: false },
    serverTime: NOW,
  };
}

const DAY_LIMIT = {
  kind: 'deposit',
  period: 'day',
  amount: 100,
  used: 40,
  remaining: 60,
  periodStartsAt: NOW - HOUR,
  resetsAt: NOW + 23 * HOUR,
} as const;

describe('the safer-gambling page', () => {
  it("shows a player's limits with what is used, when the period resets and a pending raise", async () => {
    await renderWithProviders(<SaferGamblingPage />, {
      session: SESSION,
      routes: {
        'GET /wps/rg/state': stateWith([
          {
            ...DAY_LIMIT,
            pending: {
              amount: 400,
              requestedAt: NOW,
              effectiveAt: NOW + 24 * HOUR,
              confirmable: false,
            },
          },
        ]),
      },
    });
    const item = await screen.findByRole('listitem', { name: 'Deposit limit · 24 hours' });
    expect(within(item).getByText('100.00')).toBeVisible();
    expect(within(item).getByText('40.00 used, 60.00 left')).toBeVisible();
    expect(within(item).getByText(/^Resets /)).toBeVisible();
    expect(within(item).getByText(/^Rises to 400.00: you can confirm it from /)).toBeVisible();
    // not yet: only the way back to the current limit
    expect(within(item).queryByRole('button', { name: 'Confirm change' })).toBeNull();
    expect(within(item).getByRole('button', { name: 'Keep current limit' })).toBeVisible();
    expect(
      within(screen.getByRole('listitem', { name: 'Loss limit · Month' })).getByText('No limit'),
    ).toBeVisible();
  });

  it('confirms a raise once its 24 hours are over', async () => {
    const { user, calls } = await renderWithProviders(<SaferGamblingPage />, {
      session: SESSION,
      routes: {
        'GET /wps/rg/state': stateWith([
          {
            ...DAY_LIMIT,
            pending: {
              amount: 400,
              requestedAt: NOW - 24 * HOUR,
              effectiveAt: NOW,
              confirmable: true,
            },
          },
        ]),
        'POST /wps/rg/limits/confirm': stateWith([{ ...DAY_LIMIT, amount: 400, remaining: 360 }]),
      },
    });
    const item = await screen.findByRole('listitem', { name: 'Deposit limit · 24 hours' });
    await user.click(within(item).getByRole('button', { name: 'Confirm change' }));
    expect(await within(item).findByText('Your new limit applies now.')).toBeVisible();
    expect(within(item).getByText('400.00')).toBeVisible();
    expect(calls.find((call) => call.path === '/wps/rg/limits/confirm')?.body).toEqual({
      kind: 'deposit',
      period: 'day',
    });
  });

  it('says a lower limit applies now, and a higher one when it can be confirmed', async () => {
    let answer = stateWith([{ ...DAY_LIMIT, amount: 50 }]);
    const { user, calls } = await renderWithProviders(<SaferGamblingPage />, {
      session: SESSION,
      routes: {
        'GET /wps/rg/state': stateWith([DAY_LIMIT]),
        'POST /wps/rg/limits': () => answer,
      },
    });
    const form = await screen.findByRole('form', { name: 'Set or change a limit' });
    const amount = within(form).getByRole('textbox', { name: 'Amount' });
    await user.click(within(form).getByRole('button', { name: 'Save limit' }));
    expect(within(form).getByText('Enter an amount')).toBeVisible();
    await user.type(amount, '50');
    await user.click(within(form).getByRole('button', { name: 'Save limit' }));
    expect(await within(form).findByText('Saved: your limit applies now.')).toBeVisible();
    expect(calls.at(-1)?.body).toEqual({ kind: 'deposit', period: 'day', amount: 50 });

    answer = stateWith([
      {
        ...DAY_LIMIT,
        pending: {
          amount: 500,
          requestedAt: NOW,
          effectiveAt: NOW + 24 * HOUR,
          confirmable: false,
        },
      },
    ]);
    await user.selectOptions(
      within(form).getByRole('combobox', { name: 'Limit' }),
      'Deposit limit · 24 hours',
    );
    await user.type(amount, '500');
    await user.click(within(form).getByRole('button', { name: 'Save limit' }));
    expect(
      await within(form).findByText(/^Saved: the change waits 24 hours. You can confirm it from /),
    ).toBeVisible();
  });

  it('asks before a time-out, saying plainly what happens, then signs the player out at once', async () => {
    const exclusion: RgExclusion = {
      kind: 'timeOut',
      period: '7d',
      startedAt: NOW,
      endsAt: NOW + 7 * 24 * HOUR,
      merchants: ['AUR01', 'LTS88'],
    };
    const { user, store, calls } = await renderWithProviders(<SaferGamblingPage />, {
      session: SESSION,
      routes: { 'GET /wps/rg/state': stateWith(), 'POST /wps/rg/exclusion': exclusion },
    });
    const form = await screen.findByRole('form', { name: 'Take a break' });
    await user.selectOptions(
      within(form).getByRole('combobox', { name: 'Length of the break' }),
      '7d',
    );
    await user.click(within(form).getByRole('button', { name: 'Take a break' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Take a break for 7 days?' });
    expect(ask).toHaveTextContent(
      /You will be signed out now, on this site and on every other site of the same operator. You cannot sign in again until .+\. A break cannot be shortened\./,
    );
    // no call until the player confirms
    expect(calls.some((call) => call.path === '/wps/rg/exclusion')).toBe(false);
    await user.click(within(ask).getByRole('button', { name: 'Start my break' }));
    expect(
      await screen.findByText(/^Your break has started and you have been signed out\./),
    ).toBeVisible();
    expect(store.getState().session.token).toBeNull();
    expect(store.getState().ui.modal).toBeNull();
    // and no announcement popup (promotions, offers) comes up for the rest of the visit
    expect(store.getState().session.publicityClose).toBe(true);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(calls.find((call) => call.path === '/wps/rg/exclusion')?.body).toEqual({
      kind: 'timeOut',
      period: '7d',
    });
    // signed out: the guest's view, with no tools
    expect(screen.getByRole('button', { name: 'Log in' })).toBeVisible();
  });

  it('offers the self-exclusion periods of the profile, and shows a refusal in words', async () => {
    const { user } = await renderWithProviders(<SaferGamblingPage />, {
      session: SESSION,
      routes: {
        'GET /wps/rg/state': stateWith(),
        'POST /wps/rg/exclusion': fail('not offered', 'RG_NOT_OFFERED'),
      },
    });
    const form = await screen.findByRole('form', { name: 'Self-exclusion' });
    const periods = within(form).getByRole('combobox', { name: 'Length of the exclusion' });
    expect(
      within(periods)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['6 months', '1 year', '5 years']);
    await user.click(within(form).getByRole('button', { name: 'Exclude myself' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Exclude yourself for 6 months?' });
    expect(ask).toHaveTextContent(/It cannot be shortened or cancelled\./);
    expect(ask).toHaveTextContent(/it reopens 24 hours after you ask/);
    await user.click(within(ask).getByRole('button', { name: 'Yes, exclude me' }));
    expect(await within(form).findByText('This option is not offered on this site.')).toBeVisible();
  });

  it("gives a guest the way in, the return after an exclusion and the brand's help organisations", async () => {
    const { user, store, calls } = await renderWithProviders(<SaferGamblingPage />, {
      routes: { 'POST /wps/rg/exclusion/return': { returnsAt: NOW + 24 * HOUR } },
    });
    const help = await screen.findByRole('region', { name: 'Help and support' });
    expect(
      within(help).getByRole('link', { name: 'GamCare website (opens in a new tab)' }),
    ).toHaveAttribute('href', 'https://www.gamcare.org.uk');
    expect(within(help).getByRole('link', { name: 'Call 0808 8020 133' })).toHaveAttribute(
      'href',
      'tel:08088020133',
    );
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(store.getState().ui.modal?.name).toBe('login');

    const back = screen.getByRole('form', { name: 'Coming back after a self-exclusion' });
    await user.type(within(back).getByRole('textbox', { name: 'Username' }), 'safer3');
    await user.type(within(back).getByLabelText('Password'), 'Player123');
    await user.click(within(back).getByRole('button', { name: 'Ask to come back' }));
    expect(
      await within(back).findByText(/^Your request is recorded. Your account reopens /),
    ).toBeVisible();
    expect(calls.find((call) => call.path === '/wps/rg/exclusion/return')?.body).toEqual({
      username: 'safer3',
      password: 'Player123',
    });
    expect(
      calls.find((call) => call.path === '/wps/rg/exclusion/return')?.headers.has('Authorization'),
    ).toBe(false);
  });

  it('tells a player whose state cannot be read, with a retry', async () => {
    let fails = true;
    const { user } = await renderWithProviders(<SaferGamblingPage />, {
      session: SESSION,
      routes: {
        'GET /wps/rg/state': () =>
          fails ? new Response('{}', { status: 500 }) : stateWith([DAY_LIMIT]),
      },
    });
    const retry = await screen.findByRole('button', { name: 'Retry' });
    fails = false;
    await user.click(retry);
    await waitFor(() =>
      expect(screen.getByRole('listitem', { name: 'Deposit limit · 24 hours' })).toBeVisible(),
    );
  });
});
