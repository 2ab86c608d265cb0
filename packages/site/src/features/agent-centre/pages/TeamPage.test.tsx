import { screen, waitFor, within } from '@testing-library/react';
import type { BalanceResponse, Downline, Paged } from '@wl/api-client';
import { formatCurrency } from '@wl/i18n';
import { describe, expect, it } from 'vitest';
import {
  renderWithProviders,
  type PlatformCall,
} from '../../../shared/testing/renderWithProviders.test-helper';
import type { SetUpPlatform } from '../../../shared/testing/testPlatform.test-helper';
import { TeamPage } from './TeamPage';

// agent1 of the simulator's seed: ten direct downlines (down01 and down02 sub-agents, down03 and
// down06 never signed in), a main balance of 25,000.00 and the seeded payment password.
const PAYMENT_PASSWORD = '123456';
const DOWNLINES = '/wps/agent/downlines';
const money = (amount: number) => formatCurrency(amount, 'EN');
const transfers = (calls: PlatformCall[]) =>
  calls.filter((call) => call.method === 'POST' && call.path === '/wps/agent/transfer');

/** Two more direct downlines, added through the platform: twelve, two pages of ten. */
async function twelveDirect(platform: SetUpPlatform) {
  const token = await platform.signInAs('agent1');
  for (const account of ['zz1newbie', 'zz2newbie'])
    await platform.post(
      '/wps/agent/team/register',
      { account, password: 'Lucky7Stars', type: 'member' },
      { token },
    );
}

const renderTeam = (setUp?: (platform: SetUpPlatform) => unknown) =>
  renderWithProviders(<TeamPage />, { signedInAs: 'agent1', setUp });

describe('team management', () => {
  it('lists the downlines with level and balance, and searches by account from page 1', async () => {
    const { user, calls, platform } = await renderTeam(twelveDirect);
    const table = await screen.findByRole('table', { name: 'Downlines' });
    const { list, totalPages } = await platform.get<Paged<Downline>>(
      `${DOWNLINES}?pageNo=1&pageSize=10`,
    );
    expect(totalPages).toBe(2);
    const member = list.find((d) => d.account === 'down08')!;
    const down08 = within(table).getByRole('row', { name: /down08/ });
    expect(within(down08).getByText('Member')).toBeVisible();
    expect(within(down08).getByText(money(member.balance))).toBeVisible();
    const agent = list.find((d) => d.account === 'down01')!;
    const sub = within(table).getByRole('row', { name: /down01/ });
    expect(within(sub).getByText('Agent')).toBeVisible();
    expect(within(sub).getByText(money(agent.balance))).toBeVisible();
    expect(
      within(within(table).getByRole('row', { name: /down06/ })).getByText('Never'),
    ).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'Team pages' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Page 2 of 2' }));
    await waitFor(() => expect(calls.at(-1)?.query.get('pageNo')).toBe('2'));
    const search = screen.getByRole('search', { name: 'Search the team' });
    await user.type(within(search).getByRole('searchbox', { name: 'Account' }), ' newbie ');
    await user.click(within(search).getByRole('button', { name: 'Search' }));
    await waitFor(() => {
      const last = calls.filter((call) => call.path === DOWNLINES).at(-1);
      expect(last?.query.get('account')).toBe('newbie');
      expect(last?.query.get('pageNo')).toBe('1');
    });
    const found = await screen.findByRole('table', { name: 'Downlines' });
    await waitFor(() =>
      expect(
        within(found)
          .getAllByRole('row')
          .slice(1)
          .map((row) => within(row).getByText(/newbie/).textContent),
      ).toEqual(['zz2newbie', 'zz1newbie']),
    );
  });

  it('transfers to a downline with the payment password and says how much went to whom', async () => {
    const { user, calls, platform } = await renderTeam();
    const { sumBalance } = await platform.get<BalanceResponse>('/wps/v2/wallets/balance');
    await user.click(await screen.findByRole('button', { name: 'Transfer to down01' }));
    const dialog = await screen.findByRole('dialog', { name: 'Transfer to down01' });
    await user.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    expect(await within(dialog).findByText('Enter an amount.')).toBeVisible();
    expect(within(dialog).getByText('Enter your payment password.')).toBeVisible();

    await user.type(within(dialog).getByRole('textbox', { name: 'Amount' }), '30000');
    await user.type(within(dialog).getByLabelText('Payment password'), PAYMENT_PASSWORD);
    await user.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    expect(
      await within(dialog).findByText(
        `The amount must not exceed your balance of ${money(sumBalance)}.`,
      ),
    ).toBeVisible();
    expect(transfers(calls)).toHaveLength(0);

    await user.clear(within(dialog).getByRole('textbox', { name: 'Amount' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Amount' }), '1234.5');
    await user.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        '1,234.50 has been transferred to down01',
      ),
    );
    expect(screen.queryByRole('dialog', { name: 'Transfer to down01' })).toBeNull();
    expect(transfers(calls).map((call) => call.body)).toEqual([
      { downline: 'down01', amount: 1234.5, paymentPassword: PAYMENT_PASSWORD },
    ]);
    // the platform moved it
    const after = await platform.get<BalanceResponse>('/wps/v2/wallets/balance');
    expect(sumBalance - after.sumBalance).toBeCloseTo(1234.5, 2);
  });

  it('shows a refusal of the platform in the dialog', async () => {
    const { user, calls } = await renderTeam();
    await user.click(await screen.findByRole('button', { name: 'Transfer to down02' }));
    const dialog = await screen.findByRole('dialog', { name: 'Transfer to down02' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Amount' }), '100');
    await user.type(within(dialog).getByLabelText('Payment password'), '654321');
    await user.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The payment password is incorrect',
    );
    expect(transfers(calls).map((call) => call.body)).toEqual([
      { downline: 'down02', amount: 100, paymentPassword: '654321' },
    ]);
  });

  it('sends an agent without a payment password to set one first, and moves nothing', async () => {
    const { user, calls } = await renderTeam(({ db }) =>
      db.prepare("UPDATE members SET payment_password_hash = NULL WHERE account = 'agent1'").run(),
    );
    await user.click(await screen.findByRole('button', { name: 'Transfer to down01' }));
    const dialog = await screen.findByRole('dialog', { name: 'Transfer to down01' });
    // once the platform has said the agent has none
    expect(
      await within(dialog).findByText(
        'Transfers are confirmed with your payment password. Set one in the member centre first.',
      ),
    ).toBeVisible();
    expect(within(dialog).queryByRole('textbox', { name: 'Amount' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Transfer' })).toBeNull();
    expect(within(dialog).getByRole('link', { name: 'Set payment password' })).toHaveAttribute(
      'href',
      '/member/account',
    );
    expect(transfers(calls)).toHaveLength(0);
  });

  it('says so when no account matches', async () => {
    const { user } = await renderTeam(({ db }) =>
      // The back office moved agent1's direct downlines elsewhere: an empty team.
      db
        .prepare(
          "UPDATE members SET upline_id = NULL WHERE upline_id IN (SELECT id FROM members WHERE account = 'agent1')",
        )
        .run(),
    );
    expect(await screen.findByText('No downlines found')).toBeVisible();
    const search = screen.getByRole('search', { name: 'Search the team' });
    await user.type(within(search).getByRole('searchbox', { name: 'Account' }), 'zzz');
    await user.click(within(search).getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No account in your team matches “zzz”.')).toBeVisible();
  });
});
