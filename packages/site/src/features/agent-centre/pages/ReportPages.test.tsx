import { screen, waitFor, within } from '@testing-library/react';
import type { TeamOverview } from '@wl/api-client';
import { describe, expect, it } from 'vitest';
import {
  fail,
  renderWithProviders,
  type PlatformCall,
} from '../../../shared/testing/renderWithProviders.test-helper';
import { AGENT_ROUTES, AGENT_SESSION } from '../agentCentre.test-helper';
import { AccountDetailsPage } from './AccountDetailsPage';
import { AddAccountPage } from './AddAccountPage';
import { IncomePage } from './IncomePage';
import { OverviewPage } from './OverviewPage';
import { TeamBetsPage } from './TeamBetsPage';

const OVERVIEW: TeamOverview = {
  startDate: '2026-10-24',
  endDate: '2026-11-22',
  directMembers: 4,
  teamSize: 9,
  agents: 2,
  newMembers: 3,
  activeMembers: 6,
  teamBalance: 15250.75,
  deposits: 20000,
  withdrawals: 5000,
  betAmount: 80000,
  validBet: 76000,
  winAmount: 71000,
  profit: -9000,
  levels: [
    { level: 1, members: 4, agents: 1, newMembers: 2, activeMembers: 3 },
    { level: 2, members: 5, agents: 1, newMembers: 1, activeMembers: 3 },
  ],
};

const of = (calls: PlatformCall[], path: string) => calls.filter((call) => call.path === path);

const render = (ui: React.ReactNode, routes = {}) =>
  renderWithProviders(ui, {
    session: AGENT_SESSION,
    routes: { ...AGENT_ROUTES, 'GET /wps/agent/team/overview': OVERVIEW, ...routes },
  });

describe('team overview', () => {
  it('shows the team, the money and the members per level', async () => {
    await render(<OverviewPage />);
    const team = await screen.findByLabelText('Team');
    expect(within(team).getByText('Team size').nextSibling).toHaveTextContent('9');
    expect(within(team).getByText('15,250.75')).toBeVisible();
    expect(within(screen.getByLabelText('Money and bets')).getByText('-9,000.00')).toBeVisible();
    const levels = screen.getByRole('table', { name: 'Members per level' });
    expect(within(levels).getAllByRole('row')).toHaveLength(3);
    expect(within(levels).getByRole('row', { name: /Level 2/ })).toHaveTextContent('5');
  });

  it('an empty team leads to adding an account', async () => {
    await render(<OverviewPage />, {
      'GET /wps/agent/team/overview': { ...OVERVIEW, teamSize: 0, directMembers: 0, levels: [] },
    });
    expect(await screen.findByText('There is no one in your team yet')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Add Account' })).toBeVisible();
  });
});

describe('team betting', () => {
  it('totals the whole period and narrows to a level of the team', async () => {
    const { user, calls } = await render(<TeamBetsPage />, {
      'GET /wps/agent/team/bets': {
        list: [
          {
            id: 1,
            account: 'down1',
            level: 1,
            gameName: 'Lucky Slots',
            vassalage: 'PG',
            gameType: 'RNG',
            betAmount: 100,
            validBet: 100,
            winAmount: 40,
            profit: -60,
            betTime: '2026-11-22T08:00:00.000Z',
            status: 'SETTLED',
          },
        ],
        pageNo: 1,
        pageSize: 10,
        total: 31,
        totalPages: 4,
        totals: { count: 31, betAmount: 3100, validBet: 3000, winAmount: 2800, profit: -300 },
      },
    });
    const totals = await screen.findByLabelText('Totals of the period');
    expect(within(totals).getByText('31')).toBeVisible();
    expect(within(totals).getByText('-300.00')).toBeVisible();
    const table = screen.getByRole('table', { name: 'Team Betting' });
    expect(within(table).getByText('Lucky Slots (PG)')).toBeVisible();
    expect(within(table).getByText('Settled')).toBeVisible();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Level' }), 'Level 2');
    await waitFor(() =>
      expect(of(calls, '/wps/agent/team/bets').at(-1)?.query.get('level')).toBe('2'),
    );
  });
});

describe('my income', () => {
  it('totals by type and filters by one type', async () => {
    const { user, calls } = await render(<IncomePage />, {
      'GET /wps/agent/income': {
        list: [{ date: '2026-11-21', type: 'REALTIME_SALARY', amount: 28.8, records: 288 }],
        pageNo: 1,
        pageSize: 10,
        total: 1,
        totalPages: 1,
        totals: {
          amount: 128.8,
          records: 289,
          byType: [
            { type: 'REALTIME_SALARY', amount: 28.8, records: 288 },
            { type: 'DIVIDEND', amount: 100, records: 1 },
            { type: 'COMMISSION', amount: 0, records: 0 },
          ],
        },
      },
    });
    const totals = await screen.findByLabelText('Totals of the period');
    expect(within(totals).getByText('128.80')).toBeVisible();
    expect(within(totals).getByText('Dividend')).toBeVisible();
    expect(within(totals).queryByText('Commission')).toBeNull();
    const table = screen.getByRole('table', { name: 'My Income' });
    expect(within(table).getByText('Real-time salary')).toBeVisible();
    expect(within(table).getByText('288')).toBeVisible();
    expect(within(table).getByText('Nov 21, 2026')).toBeVisible();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Income type' }), 'Dividend');
    await waitFor(() =>
      expect(of(calls, '/wps/agent/income').at(-1)?.query.get('type')).toBe('DIVIDEND'),
    );
  });
});

describe('account details', () => {
  it('lists the team money movements with credit, debit and net totals', async () => {
    const { user, calls } = await render(<AccountDetailsPage />, {
      'GET /wps/agent/team/transactions': {
        list: [
          {
            id: 9,
            account: 'down2',
            level: 1,
            type: 'WITHDRAW',
            amount: -50,
            balanceAfter: 150,
            status: 'PENDING',
            createdAt: '2026-11-22T08:00:00.000Z',
            remark: 'bank',
          },
        ],
        pageNo: 1,
        pageSize: 10,
        total: 1,
        totalPages: 1,
        totals: { count: 1, amount: -50, credit: 0, debit: -50 },
      },
    });
    const totals = await screen.findByLabelText('Totals of the period');
    expect(within(totals).getByText('Money out').nextSibling).toHaveTextContent('-50.00');
    const table = screen.getByRole('table', { name: 'Account Details' });
    expect(within(table).getByText('Withdrawal')).toBeVisible();
    expect(within(table).getByText('Pending')).toBeVisible();

    const search = screen.getByRole('search', { name: 'Search an account' });
    await user.type(within(search).getByRole('searchbox', { name: 'Account' }), 'down2');
    await user.click(within(search).getByRole('button', { name: 'Search' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Pending');
    await waitFor(() => {
      const last = of(calls, '/wps/agent/team/transactions').at(-1);
      expect(last?.query.get('account')).toBe('down2');
      expect(last?.query.get('status')).toBe('PENDING');
    });
  });
});

const RULES = {
  username: {
    enabled: true,
    required: true,
    acceptedPattern: '*',
    patternId: 1,
    minLength: 4,
    maxLength: 12,
  },
  password: {
    enabled: true,
    required: true,
    acceptedPattern: '*',
    patternId: 4,
    minLength: 6,
    maxLength: 16,
  },
};

describe('add account', () => {
  it('checks the register rules, then adds a sub-agent and shows its invitation code', async () => {
    const { user, calls } = await render(<AddAccountPage />, {
      'GET /wps/system/setting/register': RULES,
      'POST /wps/agent/team/register': (call: PlatformCall) => ({
        account: (call.body as { account: string }).account,
        type: 'agent',
        agentFlag: 2,
        upline: 'agent1',
        affiliateCode: 'SUB123',
        registerTime: '2026-11-22T08:00:00.000Z',
      }),
    });
    const form = await screen.findByRole('form', { name: 'New account' });
    await user.type(within(form).getByRole('textbox', { name: 'Account' }), 'ab');
    await user.type(within(form).getByLabelText('Password'), 'secret1');
    await user.type(within(form).getByLabelText('Confirm password'), 'secret2');
    await user.click(within(form).getByRole('button', { name: 'Add account' }));
    expect(
      await within(form).findByText('Please fill in your username with 4 - 12 characters'),
    ).toBeVisible();
    expect(within(form).getByText('Incorrect confirmation input')).toBeVisible();
    expect(of(calls, '/wps/agent/team/register')).toHaveLength(0);

    await user.type(within(form).getByRole('textbox', { name: 'Account' }), 'cd01');
    await user.clear(within(form).getByLabelText('Confirm password'));
    await user.type(within(form).getByLabelText('Confirm password'), 'secret1');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Account type' }), 'Agent');
    await user.click(within(form).getByRole('button', { name: 'Add account' }));
    expect(await within(form).findByRole('status')).toHaveTextContent(
      'abcd01 was added to your team as an agent. Its invitation code is SUB123.',
    );
    expect(of(calls, '/wps/agent/team/register').map((call) => call.body)).toEqual([
      { account: 'abcd01', password: 'secret1', type: 'agent' },
    ]);
  });

  it('shows the platform refusal of a taken account', async () => {
    const { user } = await render(<AddAccountPage />, {
      'GET /wps/system/setting/register': RULES,
      'POST /wps/agent/team/register': fail('The account already exists', 'USERNAME_TAKEN'),
    });
    const form = await screen.findByRole('form', { name: 'New account' });
    await user.type(within(form).getByRole('textbox', { name: 'Account' }), 'down1');
    await user.type(within(form).getByLabelText('Password'), 'secret1');
    await user.type(within(form).getByLabelText('Confirm password'), 'secret1');
    await user.click(within(form).getByRole('button', { name: 'Add account' }));
    expect(await within(form).findByRole('status')).toHaveTextContent('The account already exists');
  });
});
