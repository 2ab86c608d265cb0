import { screen, waitFor, within } from '@testing-library/react';
import type { Promotion } from '@wl/api-client';
import { describe, expect, it } from 'vitest';
import { fail, renderWithProviders } from '../../shared/testing/renderWithProviders.test-helper';
import { promotion } from './promotionFixtures.test-helper';
import { PromotionsPage } from './PromotionsPage';

const LIST: Promotion[] = [
  promotion(),
  promotion({
    promotionId: 2,
    title: 'Slots Tournament',
    category: 'slots',
    kind: 'sign',
    status: 'signed',
    action: null,
  }),
  promotion({
    promotionId: 3,
    title: 'New Year Draw',
    category: 'general',
    status: 'coming soon',
    action: null,
  }),
  promotion({
    promotionId: 4,
    title: 'VIP Cashback',
    kind: 'apply',
    status: 'issued',
    action: 'claim',
  }),
];

const byCategory = (call: { query: URLSearchParams }) => {
  const category = call.query.get('category');
  return { list: category ? LIST.filter((p) => p.category === category) : LIST };
};

describe('promotions list', () => {
  it('shows each promotion with its period, translated status label and a details link (guests too)', async () => {
    await renderWithProviders(<PromotionsPage />, {
      path: '/promotions',
      routes: { 'GET /wps/promotion/list': byCategory },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Promotions' }),
    ).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Promotions list' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(4);

    const reload = cards[0]!;
    expect(within(reload).getByRole('heading', { name: 'Weekly Reload' })).toBeInTheDocument();
    expect(within(reload).getByText('Join')).toBeInTheDocument();
    expect(within(reload).getByText(/^From .*2026 to .*2026$/)).toBeInTheDocument();
    expect(within(reload).getByRole('link', { name: 'Details of Weekly Reload' })).toHaveAttribute(
      'href',
      '/promoDetail?id=1',
    );
    expect(within(cards[1]!).getByText('Signed up')).toBeInTheDocument();
    expect(within(cards[2]!).getByText('Coming soon')).toBeInTheDocument();
    expect(within(cards[3]!).getByText('Issued')).toBeInTheDocument();
  });

  it('filters by category: the choice is sent as the category query and kept in the address', async () => {
    const { user, calls, location } = await renderWithProviders(<PromotionsPage />, {
      path: '/promotions',
      routes: { 'GET /wps/promotion/list': byCategory },
    });
    await screen.findByRole('list', { name: 'Promotions list' });
    const filter = screen.getByRole('group', { name: 'Category' });
    expect(within(filter).getByRole('button', { name: 'All' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(calls.filter((c) => c.path === '/wps/promotion/list')[0]?.query.has('category')).toBe(
      false,
    );

    await user.click(within(filter).getByRole('button', { name: 'Slots' }));
    const list = await screen.findByRole('list', { name: 'Promotions list' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(within(list).getByRole('heading', { name: 'Slots Tournament' })).toBeInTheDocument();
    expect(
      calls
        .filter((c) => c.path === '/wps/promotion/list')
        .at(-1)
        ?.query.get('category'),
    ).toBe('slots');
    expect(within(filter).getByRole('button', { name: 'Slots' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(location.current).toBe('/promotions?category=slots');
  });

  it('says so when a category has no promotions', async () => {
    const { user } = await renderWithProviders(<PromotionsPage />, {
      path: '/promotions',
      routes: { 'GET /wps/promotion/list': byCategory },
    });
    await user.click(await screen.findByRole('button', { name: 'Lottery' }));
    expect(await screen.findByText('No promotions right now')).toBeInTheDocument();
  });

  it('shows the catalogue message with a retry when the list fails', async () => {
    let failing = true;
    const { user } = await renderWithProviders(<PromotionsPage />, {
      path: '/promotions',
      routes: {
        'GET /wps/promotion/list': (call: { query: URLSearchParams }) =>
          failing
            ? fail('The service is busy, please try again later', 'SYSTEM_BUSY')
            : byCategory(call),
      },
    });
    expect(
      await screen.findByText('The service is busy, please try again later'),
    ).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: 'Promotions list' })).toBeInTheDocument();
  });
});
