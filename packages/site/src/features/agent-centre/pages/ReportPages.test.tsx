import { screen, waitFor, within } from '@testing-library/react';
import type {
  AgentIncomeResponse,
  Downline,
  Paged,
  TeamBetsResponse,
  TeamOverview,
  TeamTransactionsResponse,
} from '@wl/api-client';
import { formatCurrency } from '@wl/i18n';
import { describe, expect, it } from 'vitest';
import {
  renderWithProviders,
  type PlatformCall,
} from '../../../shared/testing/renderWithProviders.test-helper';
import type { SetUpPlatform, TestPlatform } from '../../../shared/testing/testPlatform.test-helper';
import { AccountDetailsPage } from './AccountDetailsPage';
import { AddAccountPage } from './AddAccountPage';
import { IncomePage } from './IncomePage';
import { OverviewPage } from './OverviewPage';
import { TeamBetsPage } from './TeamBetsPage';

// agent1 of the simulator's seed: a team of 20 on 4 levels with five weeks of bets, money and income
// (README "Agent teams").
const of = (calls: PlatformCall[], path: string) => calls.filter((call) => call.path === path);
const money = (amount: number) => formatCurrency(amount, 'EN');

const render = (ui: React.ReactNode, setUp?: (platform: SetUpPlatform) => unknown) =>
  renderWithProviders(ui, { signedInAs: 'agent1', setUp });

/** The platform's answer to the page's own (last) query of `path`: what the page should show. */
async function answerTo<T>(platform: TestPlatform, calls: PlatformCall[], path: string) {
  let query: URLSearchParams | undefined;
  await waitFor(() => {
    query = of(calls, path).at(-1)?.query;
    expect(query).toBeDefined();
  });
  return platform.get<T>(`${path}?${query}`);
}

describe('team overview', () => {
  it('shows the team, the money and the members per level', async () => {
    const { calls, platform } = await render(<OverviewPage />);
    const team = await screen.findByLabelText('Team');
    const overview = await answerTo<TeamOverview>(platform, calls, '/wps/agent/team/overview');
    expect(overview.teamSize).toBe(20);
    expect(within(team).getByText('Team size').nextSibling).toHaveTextContent('20');
    expect(within(team).getByText(money(overview.teamBalance))).toBeVisible();
    expect(
      within(screen.getByLabelText('Money and bets')).getByText(money(overview.profit)),
    ).toBeVisible();
    const levels = screen.getByRole('table', { name: 'Members per level' });
    expect(within(levels).getAllByRole('row')).toHaveLength(overview.levels.length + 1);
    const level2 = overview.levels.find((level) => level.level === 2)!;
    expect(within(levels).getByRole('row', { name: /Level 2/ })).toHaveTextContent(
      String(level2.members),
    );
  });

  it('an empty team leads to adding an account', async () => {
    // The back office moved agent1's direct downlines (and so its whole team) elsewhere.
    await render(<OverviewPage />, ({ db }) =>
      db
        .prepare(
          "UPDATE members SET upline_id = NULL WHERE upline_id IN (SELECT id FROM members WHERE account = 'agent1')",
        )
        .run(),
    );
    expect(await screen.findByText('There is no one in your team yet')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Add Account' })).toBeVisible();
  });
});

describe('team betting', () => {
  it('totals the whole period and narrows to a level of the team', async () => {
    const { user, calls, platform } = await render(<TeamBetsPage />);
    const totals = await screen.findByLabelText('Totals of the period');
    const bets = await answerTo<TeamBetsResponse>(platform, calls, '/wps/agent/team/bets');
    expect(within(totals).getByText(String(bets.totals.count))).toBeVisible();
    expect(within(totals).getByText(money(bets.totals.profit))).toBeVisible();
    const table = screen.getByRole('table', { name: 'Team Betting' });
    const [first] = bets.list;
    expect(within(table).getAllByText(`${first!.gameName} (${first!.vassalage})`)[0]).toBeVisible();
    // the newest bets of the last half hour are not settled yet, older ones are
    expect(first!.status).toBe('UNSETTLED');
    expect(within(table).getAllByText('Unsettled')[0]).toBeVisible();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Level' }), 'Level 2');
    await waitFor(() =>
      expect(of(calls, '/wps/agent/team/bets').at(-1)?.query.get('level')).toBe('2'),
    );
    const level2 = await answerTo<TeamBetsResponse>(platform, calls, '/wps/agent/team/bets');
    expect(level2.list.every((bet) => bet.level === 2)).toBe(true);
    await waitFor(() =>
      expect(
        within(screen.getByLabelText('Totals of the period')).getByText(
          String(level2.totals.count),
        ),
      ).toBeVisible(),
    );
  });
});

describe('my income', () => {
  it('totals by type and filters by one type', async () => {
    const { user, calls, platform } = await render(<IncomePage />);
    const totals = await screen.findByLabelText('Totals of the period');
    const income = await answerTo<AgentIncomeResponse>(platform, calls, '/wps/agent/income');
    expect(within(totals).getByText(money(income.totals.amount))).toBeVisible();
    // agent1 earns every kind of income
    for (const label of ['Commission', 'Dividend', 'Daily salary', 'Real-time salary'])
      expect(within(totals).getByText(label)).toBeVisible();
    const table = screen.getByRole('table', { name: 'My Income' });
    const [first] = income.list;
    expect(within(table).getAllByText(money(first!.amount))[0]).toBeVisible();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Income type' }), 'Dividend');
    await waitFor(() =>
      expect(of(calls, '/wps/agent/income').at(-1)?.query.get('type')).toBe('DIVIDEND'),
    );
    // only the dividend is left in the totals and the table
    await waitFor(() =>
      expect(
        within(screen.getByLabelText('Totals of the period')).queryByText('Commission'),
      ).toBeNull(),
    );
    const dividends = await answerTo<AgentIncomeResponse>(platform, calls, '/wps/agent/income');
    expect(dividends.list.every((row) => row.type === 'DIVIDEND')).toBe(true);
    expect(
      within(screen.getByRole('table', { name: 'My Income' })).getAllByText('Dividend'),
    ).toHaveLength(dividends.list.length);
  });
});

describe('account details', () => {
  it('lists the team money movements with credit, debit and net totals', async () => {
    const { user, calls, platform } = await render(<AccountDetailsPage />);
    const totals = await screen.findByLabelText('Totals of the period');
    const moves = await answerTo<TeamTransactionsResponse>(
      platform,
      calls,
      '/wps/agent/team/transactions',
    );
    expect(within(totals).getByText('Money out').nextSibling).toHaveTextContent(
      money(moves.totals.debit),
    );
    const table = screen.getByRole('table', { name: 'Account Details' });
    expect(within(table).getAllByText('Withdrawal')[0]).toBeVisible();
    expect(within(table).getAllByText('Pending')[0]).toBeVisible();

    const search = screen.getByRole('search', { name: 'Search an account' });
    await user.type(within(search).getByRole('searchbox', { name: 'Account' }), 'player1');
    await user.click(within(search).getByRole('button', { name: 'Search' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Pending');
    await waitFor(() => {
      const last = of(calls, '/wps/agent/team/transactions').at(-1);
      expect(last?.query.get('account')).toBe('player1');
      expect(last?.query.get('status')).toBe('PENDING');
    });
    const pending = await answerTo<TeamTransactionsResponse>(
      platform,
      calls,
      '/wps/agent/team/transactions',
    );
    expect(pending.list.length).toBeGreaterThan(0);
    expect(pending.list.every((row) => row.account === 'player1' && row.status === 'PENDING')).toBe(
      true,
    );
  });
});

describe('add account', () => {
  it("checks the platform's register rules, then adds a sub-agent and shows its invitation code", async () => {
    const { user, calls, platform } = await render(<AddAccountPage />);
    const form = await screen.findByRole('form', { name: 'New account' });
    // AUR01's rules: a username of 4 - 16 characters, a password of 8 - 64
    await user.type(within(form).getByRole('textbox', { name: 'Account' }), 'ab');
    await user.type(within(form).getByLabelText('Password'), 'Lucky7Stars');
    await user.type(within(form).getByLabelText('Confirm password'), 'Lucky7Starz');
    await user.click(within(form).getByRole('button', { name: 'Add account' }));
    expect(
      await within(form).findByText('Please fill in your username with 4 - 16 characters'),
    ).toBeVisible();
    expect(within(form).getByText('Incorrect confirmation input')).toBeVisible();
    expect(of(calls, '/wps/agent/team/register')).toHaveLength(0);

    await user.type(within(form).getByRole('textbox', { name: 'Account' }), 'cd01');
    await user.clear(within(form).getByLabelText('Confirm password'));
    await user.type(within(form).getByLabelText('Confirm password'), 'Lucky7Stars');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Account type' }), 'Agent');
    await user.click(within(form).getByRole('button', { name: 'Add account' }));
    await waitFor(() =>
      expect(within(form).getByRole('status')).toHaveTextContent(
        /^abcd01 was added to your team as an agent\. Its invitation code is AG[A-Z0-9]{10}\.$/,
      ),
    );
    expect(of(calls, '/wps/agent/team/register').map((call) => call.body)).toEqual([
      { account: 'abcd01', password: 'Lucky7Stars', type: 'agent' },
    ]);
    // the platform lists the new sub-agent among agent1's downlines
    const { list } = await platform.get<Paged<Downline>>('/wps/agent/downlines?account=abcd01');
    expect(list).toEqual([expect.objectContaining({ account: 'abcd01', type: 2 })]);
  });

  it('shows the platform refusal of a taken account', async () => {
    const { user } = await render(<AddAccountPage />);
    const form = await screen.findByRole('form', { name: 'New account' });
    await user.type(within(form).getByRole('textbox', { name: 'Account' }), 'down01');
    await user.type(within(form).getByLabelText('Password'), 'Lucky7Stars');
    await user.type(within(form).getByLabelText('Confirm password'), 'Lucky7Stars');
    await user.click(within(form).getByRole('button', { name: 'Add account' }));
    await waitFor(() =>
      expect(within(form).getByRole('status')).toHaveTextContent('Username already exists'),
    );
  });
});
