import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { RG_PATHS, type RgState } from '@wl/api-client';
import type { Brand } from '@wl/brand-config';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import tiger from '../../../../../brands/tiger.json';
import { renderWithProviders } from '../../shared/testing/renderWithProviders.test-helper';
import type { SetUpPlatform } from '../../shared/testing/testPlatform.test-helper';
import { modalClosed, modalOpened } from '../../shared/ui/uiSlice';
import { REALITY_CHECK_STORAGE_KEY } from './realityCheckTimer';
import { SaferGamblingHost } from './SaferGamblingHost';

const MINUTE = 60_000;
const PASSWORD = 'Player123';
/** The seed's safer-gambling player (README "Seeded data"): no other test meets its settings. */
const SAFER1 = { account: 'safer1', password: PASSWORD };

/** Time passes (fake timers: the site's and the in-process platform's clock alike). */
const advance = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });

/**
 * safer1 checked every 15 minutes: a round lost (30 staked, 5 won) since signing in, and 10 minutes
 * of the session played before the page loads.
 */
async function tenMinutesPlayed(platform: SetUpPlatform) {
  await platform.post(RG_PATHS.realityCheck, { minutes: 15 }, { method: 'PUT' });
  await platform.dev('/__sim/bets', {
    body: { merchant: 'AUR01', account: 'safer1', stake: 30, win: 5 },
  });
  vi.setSystemTime(Date.now() + 10 * MINUTE);
}

/** A new member under agent1 (an account under a day old), signed in as the test's player. */
async function newMember(platform: SetUpPlatform, player: { account: string; password: string }) {
  const token = await platform.signInAs('agent1');
  await platform.post('/wps/agent/team/register', { ...player, type: 'member' }, { token });
}
const NEW_MEMBER = { account: 'fresh01', password: 'Fresh2play' };

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the reality check', () => {
  it('comes over the page at the interval with the time played and the net result, then again after Continue', async () => {
    const { user } = await renderWithProviders(<SaferGamblingHost />, {
      signedInAs: SAFER1,
      afterSignIn: tenMinutesPlayed,
    });
    await waitFor(() => expect(localStorage.getItem(REALITY_CHECK_STORAGE_KEY)).not.toBeNull());
    await advance(4 * MINUTE);
    expect(screen.queryByRole('alertdialog', { name: 'Reality check' })).toBeNull();
    await advance(MINUTE);
    const check = await screen.findByRole('alertdialog', { name: 'Reality check' });
    expect(within(check).getByText('Time played this session').nextSibling).toHaveTextContent(
      '15 min',
    );
    expect(within(check).getByText('-25.00')).toBeVisible();
    expect(within(check).getByRole('button', { name: 'View history' })).toBeVisible();
    expect(within(check).getByRole('button', { name: 'Sign out' })).toBeVisible();
    await user.click(within(check).getByRole('button', { name: 'Continue' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await advance(15 * MINUTE);
    expect(await screen.findByRole('alertdialog', { name: 'Reality check' })).toBeVisible();
  });

  it('keeps its timer across a reload', async () => {
    const { platform } = await renderWithProviders(<SaferGamblingHost />, {
      signedInAs: SAFER1,
      afterSignIn: tenMinutesPlayed,
    });
    await waitFor(() => expect(localStorage.getItem(REALITY_CHECK_STORAGE_KEY)).not.toBeNull());
    await advance(3 * MINUTE);
    cleanup(); // the reload: the same session on the same platform
    await renderWithProviders(<SaferGamblingHost />, { platform });
    await advance(2 * MINUTE);
    expect(await screen.findByRole('alertdialog', { name: 'Reality check' })).toBeVisible();
  });

  it('closes in this tab when another tab acknowledged it', async () => {
    await renderWithProviders(<SaferGamblingHost />, {
      signedInAs: SAFER1,
      afterSignIn: tenMinutesPlayed,
    });
    await waitFor(() => expect(localStorage.getItem(REALITY_CHECK_STORAGE_KEY)).not.toBeNull());
    await advance(5 * MINUTE);
    await screen.findByRole('alertdialog', { name: 'Reality check' });
    const record = JSON.parse(localStorage.getItem(REALITY_CHECK_STORAGE_KEY) ?? '{}') as {
      dueAt: number;
    };
    act(() => {
      window.dispatchEvent(
        new StorageEvent('storage', {
          key: REALITY_CHECK_STORAGE_KEY,
          newValue: JSON.stringify({ ...record, dueAt: Date.now() + 15 * MINUTE }),
        }),
      );
    });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('signs out at the session time limit and says why', async () => {
    const { store } = await renderWithProviders(<SaferGamblingHost />, {
      signedInAs: SAFER1,
      // a 30-minute session limit, 28 minutes into the session
      afterSignIn: async (platform) => {
        await platform.post(RG_PATHS.limits, { kind: 'session', period: 'session', amount: 30 });
        vi.setSystemTime(Date.now() + 28 * MINUTE);
      },
    });
    await waitFor(() => expect(localStorage.getItem(REALITY_CHECK_STORAGE_KEY)).not.toBeNull());
    await advance(2 * MINUTE);
    expect(await screen.findByRole('dialog', { name: 'Session time limit reached' })).toBeVisible();
    expect(store.getState().session.token).toBeNull();
  });
});

describe('the limit prompt', () => {
  it('asks a new player on aurora once the registration dialog closes; Not now is remembered', async () => {
    const { store, calls, user, platform } = await renderWithProviders(<SaferGamblingHost />, {
      setUp: (platform) => newMember(platform, NEW_MEMBER),
      signedInAs: NEW_MEMBER,
    });
    act(() => {
      store.dispatch(modalOpened({ name: 'registerSuccess', props: {} }));
    });
    expect(screen.queryByRole('dialog', { name: 'Set a deposit limit' })).toBeNull();
    act(() => {
      store.dispatch(modalClosed());
    });
    const prompt = await screen.findByRole('dialog', { name: 'Set a deposit limit' });
    await user.click(within(prompt).getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((call) => call.path === RG_PATHS.limitPrompt)?.body).toEqual({
      answer: 'declined',
    });
    expect((await platform.get<RgState>(RG_PATHS.state)).limitPrompt.due).toBe(false);
  });

  // tiger: a first-deposit profile whose agents may open the agent centre without two-step sign-in
  it('asks on tiger at the deposit page before the first deposit, and sets the limit', async () => {
    const { calls, user, platform } = await renderWithProviders(<SaferGamblingHost />, {
      brand: tiger as Brand,
      setUp: (platform) => newMember(platform, NEW_MEMBER),
      signedInAs: NEW_MEMBER,
      path: '/member/deposit',
    });
    const prompt = await screen.findByRole('dialog', { name: 'Set a deposit limit' });
    await user.selectOptions(within(prompt).getByRole('combobox', { name: 'Period' }), 'week');
    await user.type(within(prompt).getByRole('textbox', { name: 'Amount' }), '300');
    await user.click(within(prompt).getByRole('button', { name: 'Set limit' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((call) => call.path === RG_PATHS.limits)?.body).toEqual({
      kind: 'deposit',
      period: 'week',
      amount: 300,
    });
    expect(calls.find((call) => call.path === RG_PATHS.limitPrompt)?.body).toEqual({
      answer: 'set',
    });
    const { limits } = await platform.get<RgState>(RG_PATHS.state);
    expect(limits.find((l) => l.kind === 'deposit' && l.period === 'week')?.amount).toBe(300);
  });

  it('asks nobody whose prompt is answered, and no trial player at all', async () => {
    const { calls } = await renderWithProviders(<SaferGamblingHost />, {
      signedInAs: 'trial',
      path: '/member/deposit',
    });
    await advance(MINUTE);
    expect(calls.filter((call) => call.path.startsWith('/wps/rg/'))).toEqual([]);
  });
});
