import { screen, waitFor, within } from '@testing-library/react';
import type { TeamProfitResponse, TeamProfitRow } from '@wl/api-client';
import { describe, expect, it } from 'vitest';
import {
  renderWithProviders,
  type PlatformCall,
} from '../../../shared/testing/renderWithProviders.test-helper';
import { AGENT_ROUTES, AGENT_SESSION } from '../agentCentre.test-helper';
import { UserLossPage } from './UserLossPage';

const amounts = {
  betAmount: 0,
  validBet: 0,
  winAmount: 0,
  profit: 0,
  deposits: 0,
  withdrawals: 0,
  bonus: 0,
  rebate: 0,
};

const row = (account: string, level: number, parent: string, extra: Partial<TeamProfitRow> = {}) =>
  ({
    ...amounts,
    account,
    type: 0,
    level,
    parent,
    teamSize: 0,
    hasChildren: false,
    ...extra,
  }) satisfies TeamProfitRow;

/** agent1 -> down1 (agent, with down1a below), down2; page 2 of level 1 holds down3. */
function answer(call: PlatformCall): TeamProfitResponse {
  const parent = call.query.get('parent');
  const page = Number(call.query.get('pageNo') ?? 1);
  if (parent === 'down1') {
    return {
      list: [row('down1a', 2, 'down1', { betAmount: 300, winAmount: 100, profit: -200 })],
      pageNo: 1,
      pageSize: 10,
      total: 1,
      totalPages: 1,
      totals: { ...amounts, betAmount: 300, winAmount: 100, profit: -200 },
      parent: { account: 'down1', level: 1 },
      path: ['agent1', 'down1'],
    };
  }
  const list =
    page === 1
      ? [
          row('down1', 1, 'agent1', {
            type: 2,
            teamSize: 1,
            hasChildren: true,
            betAmount: 1300,
            validBet: 1250,
            winAmount: 600,
            profit: -700,
            deposits: 2000,
          }),
          row('down2', 1, 'agent1', { betAmount: 200, winAmount: 450, profit: 250 }),
        ]
      : [row('down3', 1, 'agent1')];
  return {
    list,
    pageNo: page,
    pageSize: 10,
    total: 11,
    totalPages: 2,
    totals: {
      ...amounts,
      betAmount: 1500,
      validBet: 1250,
      winAmount: 1050,
      profit: -450,
      deposits: 2000,
      withdrawals: 1234567.5,
    },
    parent: { account: 'agent1', level: 0 },
    path: ['agent1'],
  };
}

const asked = (calls: PlatformCall[]) => calls.filter((c) => c.path === '/wps/agent/team/profit');

describe('user loss report', () => {
  it('shows the totals of the period, pages through the level and drills down and back up', async () => {
    const { user, calls } = await renderWithProviders(<UserLossPage />, {
      session: AGENT_SESSION,
      routes: { ...AGENT_ROUTES, 'GET /wps/agent/team/profit': answer },
    });
    expect(await screen.findByRole('heading', { name: 'User Loss' })).toBeVisible();
    const totals = await screen.findByLabelText('Totals of the period');
    expect(within(totals).getByText('-450.00')).toBeVisible();
    expect(within(totals).getByText('1,234,567.50')).toBeVisible();
    const first = asked(calls)[0];
    expect(first?.query.get('startDate')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(first?.query.get('pageNo')).toBe('1');

    const table = screen.getByRole('table', { name: 'User Loss' });
    const down1 = within(table).getByRole('row', { name: /down1/ });
    expect(within(down1).getByText('Level 1 · Agent')).toBeVisible();
    expect(within(down1).getByText('-700.00')).toBeVisible();
    expect(
      within(within(table).getByRole('row', { name: /down2/ })).queryByRole('button'),
    ).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Page 2 of 2' }));
    expect(await within(table).findByRole('row', { name: /down3/ })).toBeVisible();
    expect(asked(calls).at(-1)?.query.get('pageNo')).toBe('2');

    await user.click(screen.getByRole('button', { name: 'Page 1 of 2' }));
    await user.click(await screen.findByRole('button', { name: 'View downlines of down1' }));
    expect(await screen.findByText('Level 2: the direct downlines of down1')).toBeVisible();
    const drilled = asked(calls).at(-1);
    expect(drilled?.query.get('parent')).toBe('down1');
    expect(drilled?.query.get('pageNo')).toBe('1');
    const trail = screen.getByRole('navigation', { name: 'Team levels' });
    expect(within(trail).getByText('down1')).toHaveAttribute('aria-current', 'location');
    expect(
      within(screen.getByLabelText('Totals of the period')).getByText('-200.00'),
    ).toBeVisible();

    await user.click(within(trail).getByRole('button', { name: 'agent1' }));
    await waitFor(() =>
      expect(screen.queryByRole('navigation', { name: 'Team levels' })).toBeNull(),
    );
    // back on level 1 (answered from the cache of the first visit)
    const level1 = screen.getByRole('table', { name: 'User Loss' });
    expect(within(level1).getByRole('row', { name: /down2/ })).toBeVisible();
  });

  it('says when the period has no records, and refuses a custom range over 90 days', async () => {
    const { user, calls } = await renderWithProviders(<UserLossPage />, {
      session: AGENT_SESSION,
      routes: {
        ...AGENT_ROUTES,
        'GET /wps/agent/team/profit': {
          list: [],
          pageNo: 1,
          pageSize: 10,
          total: 0,
          totalPages: 0,
          totals: amounts,
          parent: { account: 'agent1', level: 0 },
          path: ['agent1'],
        },
      },
    });
    expect(await screen.findByText('No records in this period')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Custom' }));
    const range = screen.getByRole('form', { name: 'Custom period' });
    const before = asked(calls).length;
    await user.clear(within(range).getByLabelText('From'));
    await user.type(within(range).getByLabelText('From'), '2026-01-01');
    await user.clear(within(range).getByLabelText('To'));
    await user.type(within(range).getByLabelText('To'), '2026-04-30');
    await user.click(within(range).getByRole('button', { name: 'Apply' }));
    expect(await within(range).findByRole('alert')).toHaveTextContent(
      'A period can be at most 90 days.',
    );
    expect(asked(calls)).toHaveLength(before);
  });
});
