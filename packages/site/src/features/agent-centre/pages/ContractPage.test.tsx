import { screen, waitFor, within } from '@testing-library/react';
import type { Contract, ContractListResponse } from '@wl/api-client';
import { formatCurrency } from '@wl/i18n';
import { describe, expect, it } from 'vitest';
import {
  renderWithProviders,
  type PlatformCall,
} from '../../../shared/testing/renderWithProviders.test-helper';
import type { SetUpPlatform } from '../../../shared/testing/testPlatform.test-helper';
import { ContractPage } from './ContractPage';

// The simulator's agent teams (README "Agent teams"): agent1 has offered player1 a daily salary and
// down02 holds an accepted one; down01 and down02 are sub-agents of agent1 (password Player123) with
// teams of their own and no daily salary or dividend contract of their own to offer.
const DAILY = '/wps/agent/contract/dailySalary';
const DOWN01 = { account: 'down01', password: 'Player123' };
const DOWN02 = { account: 'down02', password: 'Player123' };
const money = (amount: number) => formatCurrency(amount, 'EN');
const posts = (calls: PlatformCall[], path: string) =>
  calls.filter((call) => call.method === 'POST' && call.path === path);

/** agent1 offers down03 a weekly daily salary, which down03 rejects. */
async function rejectedByDown03(platform: SetUpPlatform) {
  const agent = await platform.signInAs('agent1');
  const offered = await platform.post<Contract>(
    DAILY,
    { downline: 'down03', rate: 0.02, period: 'W' },
    { token: agent },
  );
  await platform.post(
    '/wps/member/contracts/decision',
    { contractId: offered.id, decision: 'reject' },
    { token: await platform.signIn('down03', 'Player123') },
  );
}

describe('contract pages', () => {
  it('lists the contracts offered with their terms and state, and the settlements with totals', async () => {
    const { platform } = await renderWithProviders(<ContractPage kind="dailySalary" />, {
      signedInAs: 'agent1',
      setUp: rejectedByDown03,
    });
    expect(await screen.findByRole('heading', { name: 'Daily Salary' })).toBeVisible();
    const table = await screen.findByRole('table', { name: 'Contracts you offered' });
    const { records } = await platform.get<ContractListResponse>(DAILY);
    const accepted = within(table).getByRole('row', { name: /down02/ });
    expect(within(accepted).getByText('1.2%')).toBeVisible();
    expect(within(accepted).getByText('-5,000.00')).toBeVisible();
    expect(within(table).getByRole('columnheader', { name: 'Daily bet amount' })).toBeVisible();
    expect(within(accepted).getByText('Accepted')).toBeVisible();
    expect(
      within(accepted).getByRole('button', { name: 'Terminate the contract of down02' }),
    ).toBeVisible();
    const offered = within(table).getByRole('row', { name: /player1/ });
    expect(within(offered).getByText('Offered')).toBeVisible();
    const rejected = within(table).getByRole('row', { name: /down03/ });
    expect(within(rejected).getByText('Rejected')).toBeVisible();
    expect(within(rejected).getByText('Weekly')).toBeVisible();
    expect(within(rejected).queryByRole('button')).toBeNull();

    const totals = screen.getByLabelText('Settlement totals');
    expect(records.length).toBeGreaterThan(0);
    expect(
      within(totals).getByText(money(records.reduce((sum, record) => sum + record.amount, 0))),
    ).toBeVisible();
    expect(screen.getByRole('table', { name: 'Settlements' })).toBeVisible();
  });

  it('answers a contract offered to the agent by its own upline in the member centre, not here', async () => {
    await renderWithProviders(<ContractPage kind="dailySalary" />, {
      signedInAs: DOWN01,
      // agent1, down01's upline, offers it a daily salary
      setUp: async (platform) =>
        platform.post(
          DAILY,
          { downline: 'down01', rate: 0.015 },
          { token: await platform.signInAs('agent1') },
        ),
    });
    expect(await screen.findByText(/Contracts offered to you by your upline: 1\./)).toBeVisible();
    expect(screen.queryByRole('row', { name: /agent1/ })).toBeNull();
  });

  it('checks the offer before sending it, then sends the rate as a fraction and lists the offer', async () => {
    const { user, calls } = await renderWithProviders(<ContractPage kind="dailySalary" />, {
      signedInAs: DOWN01,
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
    expect(posts(calls, DAILY)).toHaveLength(0);

    await user.type(within(form).getByRole('combobox', { name: 'Downline account' }), 'team2a');
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

    await waitFor(() =>
      expect(within(form).getByRole('status')).toHaveTextContent(
        'The contract was offered to team2a. It starts once they accept it.',
      ),
    );
    expect(posts(calls, DAILY).map((call) => call.body)).toEqual([
      {
        downline: 'team2a',
        rate: 0.012,
        activeMembers: 5,
        periodValidBet: 10000,
        periodProfitLoss: -2500.5,
        betAmount: 500,
        period: 'W',
      },
    ]);
    const table = await screen.findByRole('table', { name: 'Contracts you offered' });
    const row = within(table).getByRole('row', { name: /team2a/ });
    expect(within(row).getByText('Offered')).toBeVisible();
    expect(within(row).getByText('1.2%')).toBeVisible();
    expect(within(form).getByRole('textbox', { name: 'Rate (%)' })).toHaveValue('');
  });

  it('has no bet amount for a dividend', async () => {
    await renderWithProviders(<ContractPage kind="dividend" />, { signedInAs: DOWN02 });
    const form = await screen.findByRole('form', { name: 'Offer a contract' });
    expect(within(form).getByRole('combobox', { name: 'Period' })).toHaveValue('M');
    expect(within(form).queryByRole('textbox', { name: /bet amount/i })).toBeNull();
    expect(await screen.findByText('Nothing has been settled under this kind yet')).toBeVisible();
  });

  it('terminates an accepted contract only after the confirmation', async () => {
    const { user, calls, platform } = await renderWithProviders(
      <ContractPage kind="dailySalary" />,
      { signedInAs: 'agent1' },
    );
    const { contracts } = await platform.get<ContractListResponse>(DAILY);
    const down02 = contracts.find((c) => c.downline === 'down02' && c.status === 'accepted')!;
    await user.click(
      await screen.findByRole('button', { name: 'Terminate the contract of down02' }),
    );
    let dialog = await screen.findByRole('alertdialog', { name: 'Terminate this contract?' });
    expect(dialog).toHaveTextContent(
      'The Daily salary contract with down02 ends now and pays nothing more.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    await waitFor(() =>
      expect(screen.queryByRole('alertdialog', { name: 'Terminate this contract?' })).toBeNull(),
    );
    expect(posts(calls, '/wps/member/contracts/decision')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Terminate the contract of down02' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Terminate this contract?' });
    await user.click(within(dialog).getByRole('button', { name: 'Terminate' }));
    expect(await screen.findByText('The contract with down02 was terminated.')).toBeVisible();
    expect(posts(calls, '/wps/member/contracts/decision').map((call) => call.body)).toEqual([
      { contractId: down02.id, decision: 'terminate' },
    ]);
    const table = screen.getByRole('table', { name: 'Contracts you offered' });
    const row = within(table).getByRole('row', { name: /down02/ });
    expect(await within(row).findByText('Terminated')).toBeVisible();
    expect(within(row).queryByRole('button', { name: /Terminate/ })).toBeNull();
  });
});
