import { screen, within } from '@testing-library/react';
import type { BalanceResponse } from '@wl/api-client';
import { describe, expect, it } from 'vitest';
import {
  renderWithProviders,
  type PlatformCall,
} from '../../shared/testing/renderWithProviders.test-helper';
import { PromotionDetailPage } from './PromotionDetailPage';

// The simulator's promotions (apps/platform-sim/src/db/data/promotions.ts): 1 "Welcome bonus: 88 free credit" is open to join for
// everyone; vip1's entry in 2 "Weekend slots cashback" has reached its target (claim, 50 cash).
const joins = (calls: PlatformCall[]) => calls.filter((c) => c.path === '/wps/promotion/join');
const claims = (calls: PlatformCall[]) =>
  calls.filter((c) => c.path === '/wps/promotion/raffle/claim');

describe('promotion details', () => {
  it('shows the title, period, status and content, and joins for a member', async () => {
    const { user, calls } = await renderWithProviders(<PromotionDetailPage />, {
      signedInAs: 'vip1',
      path: '/promoDetail?id=1',
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome bonus: 88 free credit' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Open to every member once.')).toBeInTheDocument();
    expect(screen.getByText(/^From .*20\d\d to .*20\d\d$/)).toBeInTheDocument();
    expect(screen.getByText('Join')).toBeInTheDocument(); // the status label
    expect(screen.getByText('0 of 1,000')).toBeInTheDocument(); // valid bet progress
    expect(calls.find((c) => c.path === '/wps/promotion/detail')?.query.get('promotionId')).toBe(
      '1',
    );

    await user.click(screen.getByRole('button', { name: 'Join now' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'You have joined Welcome bonus: 88 free credit. Reach the valid bet target to claim your reward.',
    );
    expect(joins(calls)).toHaveLength(1);
    expect(joins(calls)[0]?.body).toEqual({ promotionId: 1 });
    // the details are read again: the player now takes part and has nothing more to press
    expect(await screen.findByText('Joined')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Join now' })).not.toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/wps/promotion/detail')).toHaveLength(2);
  });

  it('asks a guest to log in when they press join, and sends nothing', async () => {
    const { user, calls, store } = await renderWithProviders(<PromotionDetailPage />, {
      path: '/promoDetail?id=1',
    });
    await user.click(await screen.findByRole('button', { name: 'Join now' }));
    expect(store.getState().ui.modal?.name).toBe('login');
    expect(joins(calls)).toHaveLength(0);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('gives a trial player the real-account warning instead of joining', async () => {
    const { user, calls, store } = await renderWithProviders(<PromotionDetailPage />, {
      signedInAs: 'trial',
      path: '/promoDetail?id=1',
    });
    await user.click(await screen.findByRole('button', { name: 'Join now' }));
    expect(store.getState().ui.modal?.name).toBe('realAccountRequired');
    expect(joins(calls)).toHaveLength(0);
  });

  it('shows the refusal when the platform refuses the claim', async () => {
    const { user, calls, platform } = await renderWithProviders(<PromotionDetailPage />, {
      signedInAs: 'vip1',
      path: '/promoDetail?id=2',
    });
    const claim = await screen.findByRole('button', { name: 'Claim reward' });
    // Meanwhile the player claims it on another device: the page's claim comes second.
    await platform.post('/wps/promotion/raffle/claim', { promotionId: 2 });
    await user.click(claim);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This promotion cannot be claimed (claimed)',
    );
    expect(claims(calls)[0]?.body).toEqual({ promotionId: 2 });
  });

  it('credits a claimed cash reward', async () => {
    const { user, platform } = await renderWithProviders(<PromotionDetailPage />, {
      signedInAs: 'vip1',
      path: '/promoDetail?id=2',
    });
    const before = await platform.get<BalanceResponse>('/wps/v2/wallets/balance');
    await user.click(await screen.findByRole('button', { name: 'Claim reward' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Reward claimed: 50.00 has been credited to your balance.',
    );
    expect(await screen.findByText('Claimed')).toBeInTheDocument();
    const after = await platform.get<BalanceResponse>('/wps/v2/wallets/balance');
    expect(after.sumBalance - before.sumBalance).toBeCloseTo(50, 2);
  });

  it('shows a not-found state with a way back for an unknown or missing id', async () => {
    const { calls } = await renderWithProviders(<PromotionDetailPage />, {
      path: '/promoDetail?id=999',
    });
    expect(await screen.findByText('Promotion not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to promotions' })).toHaveAttribute(
      'href',
      '/promotions',
    );
    expect(calls.filter((c) => c.path === '/wps/promotion/detail')).toHaveLength(1);
  });

  it('does not ask the platform about a malformed id', async () => {
    const { calls } = await renderWithProviders(<PromotionDetailPage />, {
      path: '/promoDetail?id=abc',
    });
    expect(await screen.findByText('Promotion not found')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/wps/promotion/detail')).toHaveLength(0);
  });

  it('renders the content sanitised: no script, no event handler attributes', async () => {
    await renderWithProviders(<PromotionDetailPage />, {
      path: '/promoDetail?id=1',
      // The back office saved unsafe HTML in the promotion's content.
      setUp: ({ db }) =>
        db
          .prepare('UPDATE promotions SET content = ? WHERE id = 1')
          .run(
            '<h2>Rules</h2><p>Play <strong>fair</strong>.</p><script>window.__pwned = true</script><img src="x.png" alt="Banner" onerror="window.__pwned = true">',
          ),
    });
    const rules = await screen.findByRole('heading', { name: 'Rules' });
    const content = rules.parentElement!;
    expect(within(content).getByText('fair')).toBeInTheDocument();
    expect(content.querySelector('script')).toBeNull();
    const image = within(content).getByRole('img', { name: 'Banner' });
    expect(image).not.toHaveAttribute('onerror');
    expect(document.body.innerHTML).not.toContain('__pwned');
    expect((window as { __pwned?: boolean }).__pwned).toBeUndefined();
  });
});
