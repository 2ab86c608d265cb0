import { screen, waitFor, within } from '@testing-library/react';
import type { Contract } from '@wl/api-client';
import { describe, expect, it } from 'vitest';
import {
  renderWithProviders,
  type PlatformCall,
} from '../../../shared/testing/renderWithProviders.test-helper';
import {
  AGENT_ROUTES,
  AGENT_SESSION,
  contract,
  DOWNLINES,
  paged,
} from '../agentCentre.test-helper';
import { ContractPage } from './ContractPage';

/** A platform that keeps the daily-salary contracts and applies offers and decisions. */
function contractPlatform(start: Contract[]) {
  const contracts = [...start];
  return {
    ...AGENT_ROUTES,
    'GET /wps/agent/downlines': paged(DOWNLINES),
    'GET /wps/agent/contract/dailySalary': () => ({
      contracts: [...contracts],
      records: [
        { id: 1, kind: 'dailySalary', amount: 120.5, settledAt: '2026-11-21T00:00:00.000Z' },
        { id: 2, kind: 'dailySalary', amount: 80, settledAt: '2026-11-20T00:00:00.000Z' },
      ],
    }),
    'POST /wps/agent/contract/dailySalary': (call: PlatformCall) => {
      const body = call.body as Record<string, unknown>;
      const offered = contract({
        id: contracts.length + 10,
        downline: String(body.downline),
        rate: Number(body.rate),
        status: 'offered',
      });
      contracts.unshift(offered);
      return offered;
    },
    'POST /wps/member/contracts/decision': (call: PlatformCall) => {
      const { contractId } = call.body as { contractId: number };
      const found = contracts.find((c) => c.id === contractId) as Contract;
      found.status = 'terminated';
      return found;
    },
  };
}

const posts = (calls: PlatformCall[], path: string) =>
  calls.filter((call) => call.method === 'POST' && call.path === path);

describe('contract pages', () => {
  it('lists the contracts offered with their terms and state, and the settlements with totals', async () => {
    await renderWithProviders(<ContractPage kind="dailySalary" />, {
      session: AGENT_SESSION,
      routes: contractPlatform([
        contract(),
        contract({ id: 2, downline: 'subagent', status: 'rejected', period: 'W' }),
        contract({ id: 3, upline: 'boss', downline: 'agent1', status: 'offered' }),
      ]),
    });
    expect(await screen.findByRole('heading', { name: 'Daily Salary' })).toBeVisible();
    const table = await screen.findByRole('table', { name: 'Contracts you offered' });
    const accepted = within(table).getByRole('row', { name: /down1/ });
    expect(within(accepted).getByText('1.2%')).toBeVisible();
    expect(within(accepted).getByText('-2,500.00')).toBeVisible();
    expect(within(table).getByRole('columnheader', { name: 'Daily bet amount' })).toBeVisible();
    expect(within(accepted).getByText('500.00')).toBeVisible();
    expect(within(accepted).getByText('Accepted')).toBeVisible();
    expect(
      within(accepted).getByRole('button', { name: 'Terminate the contract of down1' }),
    ).toBeVisible();
    const rejected = within(table).getByRole('row', { name: /subagent/ });
    expect(within(rejected).getByText('Rejected')).toBeVisible();
    expect(within(rejected).getByText('Weekly')).toBeVisible();
    expect(within(rejected).queryByRole('button')).toBeNull();
    // the contract offered to the agent by its own upline is answered in the member centre
    expect(within(table).queryByRole('row', { name: /boss/ })).toBeNull();
    expect(screen.getByText(/Contracts offered to you by your upline: 1\./)).toBeVisible();

    const totals = screen.getByLabelText('Settlement totals');
    expect(within(totals).getByText('200.50')).toBeVisible();
    expect(screen.getByRole('table', { name: 'Settlements' })).toBeVisible();
  });

  it('checks the offer before sending it, then sends the rate as a fraction and lists the offer', async () => {
    const { user, calls } = await renderWithProviders(<ContractPage kind="dailySalary" />, {
      session: AGENT_SESSION,
      routes: contractPlatform([]),
    });
    expect(
      await screen.findByText('You have not offered a Daily salary contract yet'),
    ).toBeVisible();
    const form = screen.getByRole('form', { name: 'Offer a contract' });
    await user.click(within(form).getByRole('button', { name: 'Offer contract' }));
    expect(
      await within(form).findByText('Enter the account of one of your downlines.'),
    ).toBeVisible();
    expect(
      within(form).getByText('Enter a rate above 0 and below 100, with at most 3 decimals.'),
    ).toBeVisible();
    expect(within(form).getByText('Enter a whole number from 0 to 100000.')).toBeVisible();
    expect(
      within(form).getAllByText('Enter an amount of 0 or more, with at most 2 decimals.'),
    ).toHaveLength(2); // period valid bet and the daily bet amount
    expect(posts(calls, '/wps/agent/contract/dailySalary')).toHaveLength(0);

    await user.type(within(form).getByRole('combobox', { name: 'Downline account' }), 'down1');
    await user.type(within(form).getByRole('textbox', { name: 'Rate (%)' }), '150');
    await user.type(within(form).getByRole('textbox', { name: 'Active members' }), '5');
    await user.type(within(form).getByRole('textbox', { name: 'Valid bet in period' }), '10000');
    await user.type(
      within(form).getByRole('textbox', { name: 'Profit and loss in period' }),
      '-2500.5',
    );
    await user.type(within(form).getByRole('textbox', { name: 'Daily bet amount' }), '500');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Period' }), 'Weekly');
    await user.click(within(form).getByRole('button', { name: 'Offer contract' }));
    expect(
      await within(form).findByText('Enter a rate above 0 and below 100, with at most 3 decimals.'),
    ).toBeVisible();
    await user.clear(within(form).getByRole('textbox', { name: 'Rate (%)' }));
    await user.type(within(form).getByRole('textbox', { name: 'Rate (%)' }), '1.2');
    await user.click(within(form).getByRole('button', { name: 'Offer contract' }));

    expect(await within(form).findByRole('status')).toHaveTextContent(
      'The contract was offered to down1. It starts once they accept it.',
    );
    expect(posts(calls, '/wps/agent/contract/dailySalary').map((call) => call.body)).toEqual([
      {
        downline: 'down1',
        rate: 0.012,
        activeMembers: 5,
        periodValidBet: 10000,
        periodProfitLoss: -2500.5,
        betAmount: 500,
        period: 'W',
      },
    ]);
    const table = await screen.findByRole('table', { name: 'Contracts you offered' });
    expect(
      within(within(table).getByRole('row', { name: /down1/ })).getByText('Offered'),
    ).toBeVisible();
    expect(within(form).getByRole('textbox', { name: 'Rate (%)' })).toHaveValue('');
  });

  it('has no bet amount for a dividend', async () => {
    await renderWithProviders(<ContractPage kind="dividend" />, {
      session: AGENT_SESSION,
      routes: {
        ...AGENT_ROUTES,
        'GET /wps/agent/downlines': paged(DOWNLINES),
        'GET /wps/agent/contract/dividend': { contracts: [], records: [] },
      },
    });
    const form = await screen.findByRole('form', { name: 'Offer a contract' });
    expect(within(form).getByRole('combobox', { name: 'Period' })).toHaveValue('M');
    expect(within(form).queryByRole('textbox', { name: /bet amount/i })).toBeNull();
    expect(await screen.findByText('Nothing has been settled under this kind yet')).toBeVisible();
  });

  it('terminates an accepted contract only after the confirmation', async () => {
    const { user, calls } = await renderWithProviders(<ContractPage kind="dailySalary" />, {
      session: AGENT_SESSION,
      routes: contractPlatform([contract()]),
    });
    await user.click(
      await screen.findByRole('button', { name: 'Terminate the contract of down1' }),
    );
    let dialog = await screen.findByRole('alertdialog', { name: 'Terminate this contract?' });
    expect(dialog).toHaveTextContent(
      'The Daily salary contract with down1 ends now and pays nothing more.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    await waitFor(() =>
      expect(screen.queryByRole('alertdialog', { name: 'Terminate this contract?' })).toBeNull(),
    );
    expect(posts(calls, '/wps/member/contracts/decision')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Terminate the contract of down1' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Terminate this contract?' });
    await user.click(within(dialog).getByRole('button', { name: 'Terminate' }));
    expect(await screen.findByText('The contract with down1 was terminated.')).toBeVisible();
    expect(posts(calls, '/wps/member/contracts/decision').map((call) => call.body)).toEqual([
      { contractId: 1, decision: 'terminate' },
    ]);
    const table = screen.getByRole('table', { name: 'Contracts you offered' });
    expect(await within(table).findByText('Terminated')).toBeVisible();
    expect(within(table).queryByRole('button', { name: /Terminate/ })).toBeNull();
  });
});
