import { screen, waitFor, within } from '@testing-library/react';
import type { TeamProfitResponse } from '@wl/api-client';
import { formatCurrency } from '@wl/i18n';
import { describe, expect, it } from 'vitest';
import {
  renderWithProviders,
  type PlatformCall,
} from '../../../shared/testing/renderWithProviders.test-helper';
import type { SetUpPlatform } from '../../../shared/testing/testPlatform.test-helper';
import { UserLossPage } from './UserLossPage';

const PROFIT = '/wps/agent/team/profit';
const asked = (calls: PlatformCall[]) => calls.filter((c) => c.path === PROFIT);
const money = (amount: number) => formatCurrency(amount, 'EN');

/**
 * agent1's ten direct downlines of the seed (down01 and down02 sub-agents with teams of their own),
 * and an eleventh it adds through the platform, so level 1 has two pages of ten.
 */
async function elevenDirect(platform: SetUpPlatform) {
  const token = await platform.signInAs('agent1');
  await platform.post(
    '/wps/agent/team/register',
    { account: 'zz1newbie', password: 'Lucky7Stars', type: 'member' },
    { token },
  );
}

describe('user loss report', () => {
  it('shows the totals of the period, pages through the level and drills down and back up', async () => {
    const { user, calls, platform } = await renderWithProviders(<UserLossPage />, {
      signedInAs: 'agent1',
      setUp: elevenDirect,
    });
    expect(await screen.findByRole('heading', { name: 'User Loss' })).toBeVisible();
    const totals = await screen.findByLabelText('Totals of the period');
    const first = asked(calls)[0];
    expect(first?.query.get('startDate')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(first?.query.get('pageNo')).toBe('1');
    const level1 = await platform.get<TeamProfitResponse>(`${PROFIT}?${first?.query}`);
    expect(level1.totalPages).toBe(2);
    expect(within(totals).getByText(money(level1.totals.profit))).toBeVisible();
    expect(within(totals).getByText(money(level1.totals.withdrawals))).toBeVisible();

    const table = screen.getByRole('table', { name: 'User Loss' });
    const down01 = level1.list.find((row) => row.account === 'down01')!;
    const row = within(table).getByRole('row', { name: /down01/ });
    expect(within(row).getByText('Level 1 · Agent')).toBeVisible();
    expect(within(row).getByText(money(down01.profit))).toBeVisible();
    // down03 has no downlines: nothing to open
    expect(
      within(within(table).getByRole('row', { name: /down03/ })).queryByRole('button'),
    ).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Page 2 of 2' }));
    const page2 = await platform.get<TeamProfitResponse>(
      `${PROFIT}?${new URLSearchParams({ ...Object.fromEntries(first!.query), pageNo: '2' })}`,
    );
    const [last] = page2.list;
    expect(
      await within(table).findByRole('row', { name: new RegExp(last!.account) }),
    ).toBeVisible();
    expect(asked(calls).at(-1)?.query.get('pageNo')).toBe('2');

    await user.click(screen.getByRole('button', { name: 'Page 1 of 2' }));
    await user.click(await screen.findByRole('button', { name: 'View downlines of down01' }));
    expect(await screen.findByText('Level 2: the direct downlines of down01')).toBeVisible();
    const drilled = asked(calls).at(-1);
    expect(drilled?.query.get('parent')).toBe('down01');
    expect(drilled?.query.get('pageNo')).toBe('1');
    const level2 = await platform.get<TeamProfitResponse>(`${PROFIT}?${drilled?.query}`);
    expect(level2.list.map((entry) => entry.account)).toEqual(['team2a', 'team2b', 'team2c']);
    const trail = screen.getByRole('navigation', { name: 'Team levels' });
    expect(within(trail).getByText('down01')).toHaveAttribute('aria-current', 'location');
    expect(
      within(screen.getByLabelText('Totals of the period')).getByText(money(level2.totals.profit)),
    ).toBeVisible();
    expect(
      within(screen.getByRole('table', { name: 'User Loss' })).getByRole('row', { name: /team2a/ }),
    ).toBeVisible();

    await user.click(within(trail).getByRole('button', { name: 'agent1' }));
    await waitFor(() =>
      expect(screen.queryByRole('navigation', { name: 'Team levels' })).toBeNull(),
    );
    // back on level 1 (answered from the cache of the first visit)
    const back = screen.getByRole('table', { name: 'User Loss' });
    expect(within(back).getByRole('row', { name: /down02/ })).toBeVisible();
  });

  it('says when the period has no records, and refuses a custom range over 90 days', async () => {
    const { user, calls } = await renderWithProviders(<UserLossPage />, {
      signedInAs: 'agent1',
      // The back office moved agent1's direct downlines (and so its whole team) elsewhere.
      setUp: ({ db }) =>
        db
          .prepare(
            "UPDATE members SET upline_id = NULL WHERE upline_id IN (SELECT id FROM members WHERE account = 'agent1')",
          )
          .run(),
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
