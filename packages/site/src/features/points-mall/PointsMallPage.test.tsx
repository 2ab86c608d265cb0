import { screen, waitFor, within } from '@testing-library/react';
import type { PointReward, Redemption } from '@wl/api-client';
import { describe, expect, it } from 'vitest';
import { fail, renderWithProviders } from '../../shared/testing/renderWithProviders.test-helper';
import { PointsMallPage } from './PointsMallPage';

const member = { token: 'tok', username: 'vip1', account: 'vip1', isAgent: 0 };

const REWARDS: PointReward[] = [
  { rewardId: 1, name: '10 bonus credit', imageUrl: '/r/1.svg', points: 500, stock: 999 },
  { rewardId: 5, name: 'Smartphone', imageUrl: '/r/5.svg', points: 60000, stock: 3 },
  { rewardId: 8, name: 'Gift card', imageUrl: '/r/8.svg', points: 4500, stock: 0 },
];

const redemption = (id: number, status: Redemption['status'], name: string): Redemption => ({
  id,
  rewardId: 1,
  rewardName: name,
  points: 500,
  status,
  createdAt: '2026-11-20T10:00:00.000Z',
});

const paged = <T,>(list: T[], totalPages = 1) => ({
  list,
  pageNo: 1,
  pageSize: 10,
  total: list.length,
  totalPages,
});

/** A points mall platform whose balance and history follow the redemptions and conversions made. */
function mall(startPoints = 5000) {
  let points = startPoints;
  const redeemed: Redemption[] = [];
  return {
    'GET /wps/points/balance': () => ({ points, exchangeRatio: 100 }),
    'GET /wps/points/config': { exchangeRatio: 100, minConvert: 100 },
    'GET /wps/points/rewards': { list: REWARDS },
    'GET /wps/points/redemptions': () => paged(redeemed),
    'GET /wps/points/transactions': paged([]),
    'POST /wps/points/redeem': (call: { body: unknown }) => {
      const { rewardId, password } = call.body as { rewardId: number; password: string };
      if (password !== 'Player123') return fail('The password is incorrect', 'PASSWORD_INVALID');
      const reward = REWARDS.find((r) => r.rewardId === rewardId)!;
      points -= reward.points;
      const made = redemption(redeemed.length + 1, 'In Process', reward.name);
      redeemed.unshift(made);
      return made;
    },
    'POST /wps/points/convert': (call: { body: unknown }) => {
      const { points: converting } = call.body as { points: number };
      points -= converting;
      return { points, credited: converting / 100 };
    },
  };
}

describe('points mall', () => {
  it('shows the points balance, the exchange ratio and the rewards a player can afford', async () => {
    await renderWithProviders(<PointsMallPage />, { session: member, routes: mall() });
    const summary = await screen.findByRole('region', { name: 'Your points' });
    expect(await within(summary).findByText('5,000')).toBeInTheDocument();
    expect(within(summary).getByText('100 points = 1.00')).toBeInTheDocument();
    const rewards = await screen.findByRole('list', { name: 'Rewards' });
    expect(within(rewards).getByRole('button', { name: 'Redeem 10 bonus credit' })).toBeEnabled();
    expect(within(rewards).getByText('In stock: 999')).toBeInTheDocument();
    // 60,000 points needed, 5,000 held; the gift card is out of stock
    expect(within(rewards).getByRole('button', { name: 'Redeem Smartphone' })).toBeDisabled();
    expect(within(rewards).getByText('You need 55,000 more points')).toBeInTheDocument();
    expect(within(rewards).getByRole('button', { name: 'Redeem Gift card' })).toBeDisabled();
    expect(within(rewards).getByText('Out of stock')).toBeInTheDocument();
  });

  it('redeems with the password: a wrong one is refused, the right one lowers the balance and lists the request In Process', async () => {
    const { user, calls } = await renderWithProviders(<PointsMallPage />, {
      session: member,
      routes: mall(),
    });
    await user.click(await screen.findByRole('button', { name: 'Redeem 10 bonus credit' }));
    const dialog = screen.getByRole('dialog', { name: 'Redeem 10 bonus credit' });
    expect(within(dialog).getByText('4,500')).toBeInTheDocument(); // points after redemption

    await user.click(within(dialog).getByRole('button', { name: 'Confirm redemption' }));
    expect(within(dialog).getByText('Please enter your password')).toBeInTheDocument();
    expect(calls.some((call) => call.path === '/wps/points/redeem')).toBe(false);

    await user.type(within(dialog).getByLabelText(/^Password/), 'wrong');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm redemption' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The password is incorrect');

    await user.clear(within(dialog).getByLabelText(/^Password/));
    await user.type(within(dialog).getByLabelText(/^Password/), 'Player123');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm redemption' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      '10 bonus credit redeemed for 500 points. Your request is In Process',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/wps/points/redeem').at(-1)?.body).toEqual({
      rewardId: 1,
      password: 'Player123',
    });
    const summary = screen.getByRole('region', { name: 'Your points' });
    expect(await within(summary).findByText('4,500')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Redeem history' }));
    const history = await screen.findByRole('table', { name: 'Redeem history' });
    const row = within(history).getByRole('row', { name: /10 bonus credit/ });
    expect(within(row).getByText('In Process')).toBeInTheDocument();
  });

  it('lists the redeem history with each status and pages through it', async () => {
    const { user, calls } = await renderWithProviders(<PointsMallPage />, {
      session: member,
      path: '/pointMall?tab=history',
      routes: {
        ...mall(),
        'GET /wps/points/redemptions': (call: { query: URLSearchParams }) =>
          call.query.get('pageNo') === '2'
            ? { ...paged([redemption(9, 'Approved', 'VIP day pass')], 2), pageNo: 2 }
            : paged(
                [
                  redemption(1, 'In Process', '10 bonus credit'),
                  redemption(2, 'Rejected', 'Free spins pack'),
                ],
                2,
              ),
      },
    });
    const history = await screen.findByRole('table', { name: 'Redeem history' });
    expect(within(history).getByRole('row', { name: /Free spins pack/ })).toHaveTextContent(
      'Rejected',
    );
    await user.click(screen.getByRole('button', { name: 'Page 2 of 2' }));
    expect(
      await within(await screen.findByRole('table', { name: 'Redeem history' })).findByRole('row', {
        name: /VIP day pass.*Approved/,
      }),
    ).toBeInTheDocument();
    expect(calls.at(-1)?.query.get('pageNo')).toBe('2');
  });

  it('converts points at the exchange ratio after checking the amount, and says what was credited', async () => {
    const { user, calls } = await renderWithProviders(<PointsMallPage />, {
      session: member,
      routes: mall(5050),
    });
    // The button waits for the balance and the exchange ratio.
    const open = await screen.findByRole('button', { name: 'Convert points' });
    await waitFor(() => expect(open).toBeEnabled());
    await user.click(open);
    const dialog = screen.getByRole('dialog', { name: 'Convert points to balance' });
    const amount = within(dialog).getByRole('textbox', { name: /Points to convert/ });

    await user.type(amount, '150');
    await user.type(within(dialog).getByLabelText(/^Password/), 'Player123');
    await user.click(within(dialog).getByRole('button', { name: 'Convert' }));
    expect(within(dialog).getByText('Points convert in steps of 100')).toBeInTheDocument();
    expect(calls.some((call) => call.path === '/wps/points/convert')).toBe(false);

    await user.click(within(dialog).getByRole('button', { name: 'Max' }));
    expect(amount).toHaveValue('5000');
    expect(within(dialog).getByText('50.00')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Convert' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      '5,000 points converted. 50.00 has been added to your balance.',
    );
    expect(calls.find((call) => call.path === '/wps/points/convert')?.body).toEqual({
      points: 5000,
      password: 'Player123',
    });
    expect(
      await within(screen.getByRole('region', { name: 'Your points' })).findByText('50'),
    ).toBeInTheDocument();
  });

  it('shows the points record with signed changes', async () => {
    await renderWithProviders(<PointsMallPage />, {
      session: member,
      path: '/pointMall?tab=record',
      routes: {
        ...mall(),
        'GET /wps/points/transactions': paged([
          {
            id: 1,
            changedPoints: -500,
            balanceAfter: 4500,
            reason: 'Redeem 10 bonus credit',
            createdAt: '2026-11-20T10:00:00.000Z',
          },
          {
            id: 2,
            changedPoints: 300,
            balanceAfter: 5000,
            reason: 'Daily bets',
            createdAt: '2026-11-19T10:00:00.000Z',
          },
        ]),
      },
    });
    const record = await screen.findByRole('table', { name: 'Points record' });
    expect(within(record).getByRole('row', { name: /Redeem 10 bonus credit/ })).toHaveTextContent(
      '-500',
    );
    expect(within(record).getByRole('row', { name: /Daily bets/ })).toHaveTextContent('+300');
  });

  it('says so when nothing was redeemed yet, and offers a retry when the rewards fail to load', async () => {
    let rewardCalls = 0;
    const { user } = await renderWithProviders(<PointsMallPage />, {
      session: member,
      routes: {
        ...mall(),
        'GET /wps/points/rewards': () =>
          ++rewardCalls === 1 ? fail('Unknown error', 'SERVER_ERROR') : { list: REWARDS },
      },
    });
    await user.click(
      await within(await screen.findByRole('alert')).findByRole('button', { name: 'Retry' }),
    );
    expect(await screen.findByRole('list', { name: 'Rewards' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Redeem history' }));
    expect(
      await screen.findByRole('heading', { name: 'You have not redeemed any rewards yet' }),
    ).toBeInTheDocument();
  });
});
