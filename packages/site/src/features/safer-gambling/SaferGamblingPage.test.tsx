import { screen, waitFor, within } from '@testing-library/react';
import { RG_PATHS } from '@wl/api-client';
import type { Brand } from '@wl/brand-config';
import { describe, expect, it } from 'vitest';
import tiger from '../../../../../brands/tiger.json';
import { fail, renderWithProviders } from '../../shared/testing/renderWithProviders.test-helper';
import type { SetUpPlatform } from '../../shared/testing/testPlatform.test-helper';
import { SaferGamblingPage } from './SaferGamblingPage';
import { textsOf } from '../../shared/testing/texts.test-helper';

const HOUR = 3_600_000;
const PASSWORD = 'Player123';
/** The seed's safer-gambling players (README "Seeded data"): no other test meets their limits. */
const SAFER1 = { account: 'safer1', password: PASSWORD };
const DAY = 24 * HOUR;

/** A limit set through the platform (aurora: ukgc), as the signed-in player or as `token`. */
const setLimit = (
  platform: SetUpPlatform,
  limit: { kind: string; period: string; amount: number | null },
  token?: string,
) => platform.post(RG_PATHS.limits, limit, token ? { token } : {});

describe('the safer-gambling page', () => {
  it("shows a player's limits with what is used, when the period resets and a pending raise", async () => {
    await renderWithProviders(<SaferGamblingPage />, {
      signedInAs: SAFER1,
      afterSignIn: async (platform) => {
        await setLimit(platform, { kind: 'loss', period: 'day', amount: 100 });
        // a game vendor settles a lost round of 40
        await platform.dev('/__sim/bets', {
          body: { merchant: 'AUR01', account: 'safer1', stake: 40, win: 0 },
        });
        await setLimit(platform, { kind: 'loss', period: 'day', amount: 400 });
      },
    });
    const item = await screen.findByRole('listitem', { name: 'Loss limit · 24 hours' });
    expect(within(item).getByText('100.00')).toBeVisible();
    expect(within(item).getByText('40.00 used, 60.00 left')).toBeVisible();
    expect(within(item).getByText(/^Resets /)).toBeVisible();
    expect(within(item).getByText(/^Rises to 400.00: you can confirm it from /)).toBeVisible();
    // not yet: only the way back to the current limit
    expect(within(item).queryByRole('button', { name: 'Confirm change' })).toBeNull();
    expect(within(item).getByRole('button', { name: 'Keep current limit' })).toBeVisible();
    expect(
      within(screen.getByRole('listitem', { name: 'Deposit limit · Month' })).getByText('No limit'),
    ).toBeVisible();
  });

  it('confirms a raise once its 24 hours are over', async () => {
    const { user, calls } = await renderWithProviders(<SaferGamblingPage />, {
      // tiger (basic profile) takes the sign-in unsealed: the in-process sign-in seals on the real
      // clock, which a sealing merchant refuses once the platform's clock has moved a day
      brand: tiger as Brand,
      signedInAs: SAFER1,
      setUp: async (platform) => {
        const token = await platform.signIn('safer1', PASSWORD);
        await setLimit(platform, { kind: 'deposit', period: 'day', amount: 100 }, token);
        await setLimit(platform, { kind: 'deposit', period: 'day', amount: 400 }, token);
        // a day and a minute later on the platform's clock (that session has ended by then)
        await platform.dev('/__sim/now', { body: { advanceMs: DAY + 60_000 } });
      },
    });
    const item = await screen.findByRole('listitem', { name: 'Deposit limit · 24 hours' });
    await user.click(within(item).getByRole('button', { name: 'Confirm change' }));
    expect(await within(item).findByText('Your new limit applies now.')).toBeVisible();
    // The answer's state replaces the cached one a frame after the outcome shows (the store batches
    // RTK Query's notifications to the next animation frame), so the new figure is waited for.
    expect(await within(item).findByText('400.00')).toBeVisible();
    expect(within(item).queryByText(/^Rises to /)).toBeNull();
    expect(calls.find((call) => call.path === RG_PATHS.confirmLimit)?.body).toEqual({
      kind: 'deposit',
      period: 'day',
    });
  });

  it('says a lower limit applies now, and a higher one when it can be confirmed', async () => {
    const { user, calls } = await renderWithProviders(<SaferGamblingPage />, {
      signedInAs: SAFER1,
      afterSignIn: (platform) =>
        setLimit(platform, { kind: 'deposit', period: 'day', amount: 100 }),
    });
    const form = await screen.findByRole('form', { name: 'Set or change a limit' });
    const amount = within(form).getByRole('textbox', { name: 'Amount' });
    await user.click(within(form).getByRole('button', { name: 'Save limit' }));
    expect(within(form).getByText('Enter an amount')).toBeVisible();
    await user.type(amount, '50');
    await user.click(within(form).getByRole('button', { name: 'Save limit' }));
    expect(await within(form).findByText('Saved: your limit applies now.')).toBeVisible();
    expect(calls.at(-1)?.body).toEqual({ kind: 'deposit', period: 'day', amount: 50 });

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
    const { user, store, calls } = await renderWithProviders(<SaferGamblingPage />, {
      signedInAs: SAFER1,
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
    expect(calls.some((call) => call.path === RG_PATHS.exclusion)).toBe(false);
    await user.click(within(ask).getByRole('button', { name: 'Start my break' }));
    expect(
      await screen.findByText(/^Your break has started and you have been signed out\./),
    ).toBeVisible();
    expect(store.getState().session.token).toBeNull();
    expect(store.getState().ui.modal).toBeNull();
    // and no announcement popup (promotions, offers) comes up for the rest of the visit
    expect(store.getState().session.publicityClose).toBe(true);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(calls.find((call) => call.path === RG_PATHS.exclusion)?.body).toEqual({
      kind: 'timeOut',
      period: '7d',
    });
    // signed out: the guest's view, with no tools
    expect(screen.getByRole('button', { name: 'Log in' })).toBeVisible();
  });

  it('offers the self-exclusion periods of the profile, and shows a refusal in words', async () => {
    const { user } = await renderWithProviders(<SaferGamblingPage />, {
      signedInAs: SAFER1,
      // The simulator takes every period it lists for a signed-in player (someone excluded cannot be
      // signed in): the refusal is one it cannot be made to send here.
      routes: { [`POST ${RG_PATHS.exclusion}`]: fail('not offered', 'RG_NOT_OFFERED') },
    });
    const form = await screen.findByRole('form', { name: 'Self-exclusion' });
    const periods = within(form).getByRole('combobox', { name: 'Length of the exclusion' });
    expect(textsOf(periods, 'option')).toEqual(['6 months', '1 year', '5 years']);
    await user.click(within(form).getByRole('button', { name: 'Exclude myself' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Exclude yourself for 6 months?' });
    expect(ask).toHaveTextContent(/It cannot be shortened or cancelled\./);
    expect(ask).toHaveTextContent(/it reopens 24 hours after you ask/);
    await user.click(within(ask).getByRole('button', { name: 'Yes, exclude me' }));
    expect(await within(form).findByText('This option is not offered on this site.')).toBeVisible();
  });

  it("gives a guest the way in, the return after an exclusion and the brand's help organisations", async () => {
    const { user, store, calls } = await renderWithProviders(<SaferGamblingPage />, {
      // safer3 excluded itself for 6 months, and they are over
      setUp: async (platform) => {
        const token = await platform.signIn('safer3', PASSWORD);
        await platform.post(RG_PATHS.exclusion, { kind: 'selfExclusion', period: '6m' }, { token });
        await platform.dev('/__sim/now', { body: { advanceMs: 190 * DAY } });
      },
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
    const asked = calls.find((call) => call.path === RG_PATHS.exclusionReturn);
    expect(asked?.body).toEqual({ username: 'safer3', password: 'Player123' });
    expect(asked?.headers.has('Authorization')).toBe(false);
  });

  it('tells a player whose state cannot be read, with a retry', async () => {
    const { user, platform } = await renderWithProviders(<SaferGamblingPage />, {
      signedInAs: SAFER1,
      setUp: (platform) =>
        platform.dev('/__sim/faults', { body: { path: RG_PATHS.state, status: 500 } }),
    });
    const retry = await screen.findByRole('button', { name: 'Retry' });
    await platform.dev(`/__sim/faults?path=${RG_PATHS.state}`, { method: 'DELETE' });
    await user.click(retry);
    await waitFor(() =>
      expect(screen.getByRole('listitem', { name: 'Deposit limit · 24 hours' })).toBeVisible(),
    );
  });
});
