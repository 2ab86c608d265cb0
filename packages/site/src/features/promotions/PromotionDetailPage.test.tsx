import { screen, within } from '@testing-library/react';
import type { PromotionDetail } from '@wl/api-client';
import { describe, expect, it } from 'vitest';
import {
  fail,
  renderWithProviders,
  type PlatformCall,
} from '../../shared/testing/renderWithProviders.test-helper';
import { promotionDetail } from './promotionFixtures.test-helper';
import { PromotionDetailPage } from './PromotionDetailPage';

const member = { token: 'tok', username: 'vip1', account: 'vip1', isAgent: 0 };

/** A platform with one promotion whose status follows a join. */
function platform(start: PromotionDetail = promotionDetail()) {
  let current = start;
  return {
    'GET /wps/promotion/detail': (call: PlatformCall) =>
      Number(call.query.get('promotionId')) === current.promotionId
        ? current
        : fail('Promotion not found', 'NOT_FOUND_ENTITY'),
    'POST /wps/promotion/join': () => {
      current = { ...current, status: 'joined', action: null };
      return current;
    },
  };
}

const joins = (calls: PlatformCall[]) => calls.filter((c) => c.path === '/wps/promotion/join');

describe('promotion details', () => {
  it('shows the title, period, status and content, and joins for a member', async () => {
    const { user, calls } = await renderWithProviders(<PromotionDetailPage />, {
      session: member,
      path: '/promoDetail?id=1',
      routes: platform(),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Weekly Reload' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Bet on any casino game.')).toBeInTheDocument();
    expect(screen.getByText(/^From .*2026 to .*2026$/)).toBeInTheDocument();
    expect(screen.getByText('Join')).toBeInTheDocument(); // the status label
    expect(screen.getByText('0 of 1,000')).toBeInTheDocument(); // valid bet progress
    expect(calls.find((c) => c.path === '/wps/promotion/detail')?.query.get('promotionId')).toBe(
      '1',
    );

    await user.click(screen.getByRole('button', { name: 'Join now' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'You have joined Weekly Reload. Reach the valid bet target to claim your reward.',
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
      routes: platform(),
    });
    await user.click(await screen.findByRole('button', { name: 'Join now' }));
    expect(store.getState().ui.modal?.name).toBe('login');
    expect(joins(calls)).toHaveLength(0);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('gives a trial player the real-account warning instead of joining', async () => {
    const { user, calls, store } = await renderWithProviders(<PromotionDetailPage />, {
      session: { ...member, isAgent: 4 },
      path: '/promoDetail?id=1',
      routes: platform(),
    });
    await user.click(await screen.findByRole('button', { name: 'Join now' }));
    expect(store.getState().ui.modal?.name).toBe('realAccountRequired');
    expect(joins(calls)).toHaveLength(0);
  });

  it('claims a reward and shows the refusal when the platform refuses the claim', async () => {
    const { user, calls } = await renderWithProviders(<PromotionDetailPage />, {
      session: member,
      path: '/promoDetail?id=4',
      routes: {
        ...platform(
          promotionDetail({
            promotionId: 4,
            title: 'VIP Cashback',
            status: 'claim',
            action: 'claim',
          }),
        ),
        'POST /wps/promotion/raffle/claim': () =>
          fail('This promotion cannot be claimed (claimed)', 'VALIDATION_FAILED', {
            status: 'claimed',
          }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Claim reward' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This promotion cannot be claimed (claimed)',
    );
    expect(calls.filter((c) => c.path === '/wps/promotion/raffle/claim')[0]?.body).toEqual({
      promotionId: 4,
    });
  });

  it('credits a claimed cash reward', async () => {
    let status: PromotionDetail['status'] = 'claim';
    const { user } = await renderWithProviders(<PromotionDetailPage />, {
      session: member,
      path: '/promoDetail?id=4',
      routes: {
        'GET /wps/promotion/detail': () =>
          promotionDetail({
            promotionId: 4,
            status,
            action: status === 'claim' ? 'claim' : null,
          }),
        'POST /wps/promotion/raffle/claim': () => {
          status = 'claimed';
          return { amount: 50, status };
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Claim reward' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Reward claimed: 50.00 has been credited to your balance.',
    );
    expect(await screen.findByText('Claimed')).toBeInTheDocument();
  });

  it('shows a not-found state with a way back for an unknown or missing id', async () => {
    const { calls } = await renderWithProviders(<PromotionDetailPage />, {
      path: '/promoDetail?id=999',
      routes: platform(),
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
      routes: platform(),
    });
    expect(await screen.findByText('Promotion not found')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/wps/promotion/detail')).toHaveLength(0);
  });

  it('renders the content sanitised: no script, no event handler attributes', async () => {
    await renderWithProviders(<PromotionDetailPage />, {
      path: '/promoDetail?id=1',
      routes: platform(
        promotionDetail({
          content:
            '<h2>Rules</h2><p>Play <strong>fair</strong>.</p><script>window.__pwned = true</script><img src="x.png" alt="Banner" onerror="window.__pwned = true">',
        }),
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
