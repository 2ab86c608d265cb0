import { screen, waitFor, within } from '@testing-library/react';
import type { BalanceResponse } from '@wl/api-client';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../shared/testing/renderWithProviders.test-helper';
import { PointsMallPage } from './PointsMallPage';

// player1 of the simulator's seed: 5,000 points, three redemptions (In Process, Approved, Rejected)
// and a points record; the seeded rewards (10 bonus credit 500 points ... Smartphone 60,000, a gift
// card out of stock); the payment password of the seeded accounts.
const PAYMENT_PASSWORD = '123456';

describe('points mall', () => {
  it('shows the points balance, the exchange ratio and the rewards a player can afford', async () => {
    await renderWithProviders(<PointsMallPage />, { signedInAs: 'player1' });
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

  it('redeems with the payment password: another is refused, it lowers the balance and lists the request In Process', async () => {
    const { user, calls } = await renderWithProviders(<PointsMallPage />, {
      signedInAs: 'player1',
    });
    await user.click(await screen.findByRole('button', { name: 'Redeem 10 bonus credit' }));
    const dialog = screen.getByRole('dialog', { name: 'Redeem 10 bonus credit' });
    expect(within(dialog).getByText('4,500')).toBeInTheDocument(); // points after redemption
    const password = within(dialog).getByLabelText(/^Password/);
    expect(password).toHaveAccessibleDescription(/Your payment password/);

    await user.click(within(dialog).getByRole('button', { name: 'Confirm redemption' }));
    expect(within(dialog).getByText('Please enter your password')).toBeInTheDocument();
    expect(calls.some((call) => call.path === '/wps/points/redeem')).toBe(false);

    // the login password never pays
    await user.type(password, 'Player123');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm redemption' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The password is incorrect');

    await user.clear(password);
    await user.type(password, PAYMENT_PASSWORD);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm redemption' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      '10 bonus credit redeemed for 500 points. Your request is In Process',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/wps/points/redeem').at(-1)?.body).toEqual({
      rewardId: 1,
      password: PAYMENT_PASSWORD,
    });
    const summary = screen.getByRole('region', { name: 'Your points' });
    expect(await within(summary).findByText('4,500')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Redeem history' }));
    const history = await screen.findByRole('table', { name: 'Redeem history' });
    // the new request heads the history, above the seeded ones
    await waitFor(() =>
      expect(within(history).getAllByRole('row', { name: /bonus credit|spins/ })).toHaveLength(4),
    );
    const newest = within(history).getAllByRole('row', { name: /10 bonus credit/ })[0]!;
    expect(within(newest).getByText('In Process')).toBeInTheDocument();
  });

  it('lists the redeem history with each status and pages through it', async () => {
    const { user, calls } = await renderWithProviders(<PointsMallPage />, {
      signedInAs: 'player1',
      path: '/pointMall?tab=history',
      // Eight more redemptions of player1 (another device): eleven in all, two pages of ten.
      setUp: async (platform) => {
        const token = await platform.signInAs('player1');
        for (let made = 0; made < 8; made += 1)
          await platform.post(
            '/wps/points/redeem',
            { rewardId: 1, password: PAYMENT_PASSWORD },
            { token },
          );
      },
    });
    const history = await screen.findByRole('table', { name: 'Redeem history' });
    expect(within(history).getByRole('row', { name: /Free spins pack/ })).toHaveTextContent(
      'Approved',
    );
    await user.click(screen.getByRole('button', { name: 'Page 2 of 2' }));
    expect(
      await within(await screen.findByRole('table', { name: 'Redeem history' })).findByRole('row', {
        name: /50 bonus credit.*Rejected/,
      }),
    ).toBeInTheDocument();
    expect(calls.at(-1)?.query.get('pageNo')).toBe('2');
  });

  it('converts points at the exchange ratio after checking the amount, and says what was credited', async () => {
    const { user, calls, platform } = await renderWithProviders(<PointsMallPage />, {
      signedInAs: 'player1',
      // The back office credited player1 50 more points: 5,050, of which 5,000 convert.
      setUp: ({ db }) =>
        db.prepare("UPDATE members SET points = points + 50 WHERE account = 'player1'").run(),
    });
    const balanceBefore = await platform.get<BalanceResponse>('/wps/v2/wallets/balance');
    // The button waits for the balance and the exchange ratio.
    const open = await screen.findByRole('button', { name: 'Convert points' });
    await waitFor(() => expect(open).toBeEnabled());
    await user.click(open);
    const dialog = screen.getByRole('dialog', { name: 'Convert points to balance' });
    const amount = within(dialog).getByRole('textbox', { name: /Points to convert/ });

    await user.type(amount, '150');
    await user.type(within(dialog).getByLabelText(/^Password/), PAYMENT_PASSWORD);
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
      password: PAYMENT_PASSWORD,
    });
    expect(
      await within(screen.getByRole('region', { name: 'Your points' })).findByText('50'),
    ).toBeInTheDocument();
    const balanceAfter = await platform.get<BalanceResponse>('/wps/v2/wallets/balance');
    expect(balanceAfter.sumBalance - balanceBefore.sumBalance).toBeCloseTo(50, 2);
  });

  it('shows the points record with signed changes', async () => {
    await renderWithProviders(<PointsMallPage />, {
      signedInAs: 'player1',
      path: '/pointMall?tab=record',
    });
    const record = await screen.findByRole('table', { name: 'Points record' });
    expect(within(record).getAllByRole('row', { name: /Redeem reward/ })[0]).toHaveTextContent(
      '-500',
    );
    expect(within(record).getAllByRole('row', { name: /Daily bets/ })[0]).toHaveTextContent('+300');
  });

  it('says so when nothing was redeemed yet, and offers a retry when the rewards fail to load', async () => {
    // vip1 has never redeemed a reward.
    const { user, platform } = await renderWithProviders(<PointsMallPage />, {
      signedInAs: 'vip1',
      setUp: (sim) =>
        sim.dev('/__sim/faults', { body: { path: '/wps/points/rewards', status: 500 } }),
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Unknown error');
    await platform.dev('/__sim/faults', { method: 'DELETE' });
    await user.click(await within(alert).findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: 'Rewards' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Redeem history' }));
    expect(
      await screen.findByRole('heading', { name: 'You have not redeemed any rewards yet' }),
    ).toBeInTheDocument();
  });
});
