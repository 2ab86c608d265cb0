import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import type { Brand } from '@wl/brand-config';
import type { RgSessionSummary, RgState } from '@wl/api-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import lotus from '../../../../../brands/lotus.json';
import { renderWithProviders } from '../../shared/testing/renderWithProviders.test-helper';
import { modalClosed, modalOpened } from '../../shared/ui/uiSlice';
import { REALITY_CHECK_STORAGE_KEY } from './realityCheckTimer';
import { SaferGamblingHost } from './SaferGamblingHost';

const NOW = Date.parse('2026-11-23T10:00:00Z');
const MINUTE = 60_000;
const SESSION = { token: 'tok-safer1', account: 'safer1', username: 'safer1', isAgent: 0 };

/** A session that started 10 minutes ago on the platform's clock, checked every 15 minutes. */
const summary = (extra: Partial<RgSessionSummary> = {}): RgSessionSummary => ({
  startedAt: NOW - 10 * MINUTE,
  serverTime: NOW,
  netResult: -25,
  stakes: 30,
  realityCheckMinutes: 15,
  sessionEndsAt: null,
  ...extra,
});

const state = (placement: 'registration' | 'firstDeposit', due: boolean): RgState => ({
  profile: placement === 'registration' ? 'ukgc' : 'mga',
  operator: 'meridian-gaming',
  limits: [],
  realityCheckMinutes: 60,
  limitPrompt: { placement, due },
  serverTime: NOW,
});

const advance = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers({ shouldAdvanceTime: true, now: NOW });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the reality check', () => {
  it('comes over the page at the interval with the time played and the net result, then again after Continue', async () => {
    const { user } = await renderWithProviders(<SaferGamblingHost />, {
      session: SESSION,
      routes: { 'GET /wps/rg/session': summary() },
    });
    // 10 of the 15 minutes were played before this page loaded
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
    await renderWithProviders(<SaferGamblingHost />, {
      session: SESSION,
      routes: { 'GET /wps/rg/session': summary() },
    });
    await waitFor(() => expect(localStorage.getItem(REALITY_CHECK_STORAGE_KEY)).not.toBeNull());
    await advance(3 * MINUTE);
    cleanup(); // the reload: the platform still answers the same session start
    await renderWithProviders(<SaferGamblingHost />, {
      session: SESSION,
      routes: { 'GET /wps/rg/session': summary({ serverTime: NOW + 3 * MINUTE }) },
    });
    await advance(2 * MINUTE);
    expect(await screen.findByRole('alertdialog', { name: 'Reality check' })).toBeVisible();
  });

  it('closes in this tab when another tab acknowledged it', async () => {
    await renderWithProviders(<SaferGamblingHost />, {
      session: SESSION,
      routes: { 'GET /wps/rg/session': summary() },
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
      session: SESSION,
      routes: { 'GET /wps/rg/session': summary({ sessionEndsAt: NOW + 2 * MINUTE }) },
    });
    await waitFor(() => expect(localStorage.getItem(REALITY_CHECK_STORAGE_KEY)).not.toBeNull());
    await advance(2 * MINUTE);
    expect(await screen.findByRole('dialog', { name: 'Session time limit reached' })).toBeVisible();
    expect(store.getState().session.token).toBeNull();
  });
});

describe('the limit prompt', () => {
  it('asks a new player on aurora once the registration dialog closes; Not now is remembered', async () => {
    const { store, calls, user } = await renderWithProviders(<SaferGamblingHost />, {
      session: SESSION,
      routes: {
        'GET /wps/rg/session': summary(),
        'GET /wps/rg/state': state('registration', true),
        'POST /wps/rg/limit-prompt': state('registration', false),
      },
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
    expect(calls.find((call) => call.path === '/wps/rg/limit-prompt')?.body).toEqual({
      answer: 'declined',
    });
  });

  it('asks on lotus at the deposit page before the first deposit, and sets the limit', async () => {
    const { calls, user } = await renderWithProviders(<SaferGamblingHost />, {
      brand: lotus as Brand,
      session: SESSION,
      path: '/member/deposit',
      routes: {
        'GET /wps/rg/session': summary(),
        'GET /wps/rg/state': state('firstDeposit', true),
        'POST /wps/rg/limits': state('firstDeposit', true),
        'POST /wps/rg/limit-prompt': state('firstDeposit', false),
      },
    });
    const prompt = await screen.findByRole('dialog', { name: 'Set a deposit limit' });
    await user.selectOptions(within(prompt).getByRole('combobox', { name: 'Period' }), 'week');
    await user.type(within(prompt).getByRole('textbox', { name: 'Amount' }), '300');
    await user.click(within(prompt).getByRole('button', { name: 'Set limit' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((call) => call.path === '/wps/rg/limits')?.body).toEqual({
      kind: 'deposit',
      period: 'week',
      amount: 300,
    });
    expect(calls.find((call) => call.path === '/wps/rg/limit-prompt')?.body).toEqual({
      answer: 'set',
    });
  });

  it('asks nobody whose prompt is answered, and no trial player at all', async () => {
    const { calls } = await renderWithProviders(<SaferGamblingHost />, {
      session: { ...SESSION, isAgent: 4 },
      path: '/member/deposit',
      routes: { 'GET /wps/rg/state': state('registration', true) },
    });
    await advance(MINUTE);
    expect(calls.filter((call) => call.path.startsWith('/wps/rg/'))).toEqual([]);
  });
});
