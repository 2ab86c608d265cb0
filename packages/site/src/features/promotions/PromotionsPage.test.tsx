import { screen, waitFor, within } from '@testing-library/react';
import type { PromotionListResponse } from '@wl/api-client';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../shared/testing/renderWithProviders.test-helper';
import { PromotionsPage } from './PromotionsPage';

const LIST = '/wps/promotion/list';

/** The label each status of the platform shows as. */
const STATUS_LABELS: Record<string, string> = {
  join: 'Join',
  claim: 'Claim',
  applying: 'Applying',
  close: 'Closed',
  rejected: 'Rejected',
  issued: 'Issued',
  claimed: 'Claimed',
  process: 'Processing',
  signed: 'Signed up',
  'coming soon': 'Coming soon',
  joined: 'Joined',
};

const cardsOf = async () =>
  within(await screen.findByRole('list', { name: 'Promotions list' })).getAllByRole('listitem');

describe('promotions list', () => {
  it('shows each promotion with its period, translated status label and a details link (guests too)', async () => {
    const { platform } = await renderWithProviders(<PromotionsPage />, { path: '/promotions' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Promotions' }),
    ).toBeInTheDocument();
    // The simulator's 13 promotions: to a guest, open ones say Join, one is coming and one is over.
    const { list } = await platform.get<PromotionListResponse>(LIST);
    const cards = await cardsOf();
    expect(cards).toHaveLength(list.length);
    const shown = within(screen.getByRole('list', { name: 'Promotions list' }));
    expect(shown.getAllByRole('heading').map((heading) => heading.textContent)).toEqual(
      list.map((promotion) => promotion.title),
    );
    expect(
      shown
        .getAllByRole('link')
        .map((link) => [link.getAttribute('aria-label'), link.getAttribute('href')]),
    ).toEqual(
      list.map((promotion) => [
        `Details of ${promotion.title}`,
        `/promoDetail?id=${promotion.promotionId}`,
      ]),
    );
    cards.forEach((card, index) =>
      expect(within(card).getByText(STATUS_LABELS[list[index]!.status]!)).toBeInTheDocument(),
    );
    expect(new Set(list.map((promotion) => promotion.status))).toEqual(
      new Set(['join', 'coming soon', 'close']),
    );
    const welcome = cards[0]!;
    expect(
      within(welcome).getByRole('heading', { name: 'Welcome bonus: 88 free credit' }),
    ).toBeInTheDocument();
    expect(within(welcome).getByText(/^From .*20\d\d to .*20\d\d$/)).toBeInTheDocument();
  });

  it("shows a member's own status on each promotion", async () => {
    // vip1's seeded entries cover every status a player can be in.
    const { platform } = await renderWithProviders(<PromotionsPage />, {
      path: '/promotions',
      signedInAs: 'vip1',
    });
    const { list } = await platform.get<PromotionListResponse>(LIST);
    const cards = await cardsOf();
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(
      list.map((promotion) => promotion.title),
    );
    cards.forEach((card, index) =>
      expect(within(card).getByText(STATUS_LABELS[list[index]!.status]!)).toBeInTheDocument(),
    );
    expect(list.map((promotion) => promotion.status)).toEqual(
      expect.arrayContaining(['claim', 'joined', 'applying', 'issued', 'signed', 'claimed']),
    );
  });

  it('filters by category: the choice is sent as the category query and kept in the address', async () => {
    const { user, calls, location, platform } = await renderWithProviders(<PromotionsPage />, {
      path: '/promotions',
    });
    await screen.findByRole('list', { name: 'Promotions list' });
    const filter = screen.getByRole('group', { name: 'Category' });
    expect(within(filter).getByRole('button', { name: 'All' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(calls.filter((c) => c.path === LIST)[0]?.query.has('category')).toBe(false);

    await user.click(within(filter).getByRole('button', { name: 'Slots' }));
    const slots = await platform.get<PromotionListResponse>(`${LIST}?category=slots`);
    await waitFor(async () =>
      expect(
        (await cardsOf()).map((card) => within(card).getByRole('heading').textContent),
      ).toEqual(slots.list.map((promotion) => promotion.title)),
    );
    expect(slots.list.length).toBeGreaterThan(0);
    expect(
      calls
        .filter((c) => c.path === LIST)
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
      // The back office has withdrawn the lottery promotions.
      setUp: ({ db }) =>
        db.exec(`
          DELETE FROM promotion_entries
            WHERE promotion_id IN (SELECT id FROM promotions WHERE category = 'lottery');
          DELETE FROM promotions WHERE category = 'lottery';
        `),
    });
    await user.click(await screen.findByRole('button', { name: 'Lottery' }));
    expect(await screen.findByText('No promotions right now')).toBeInTheDocument();
  });

  it('shows the catalogue message with a retry when the list fails', async () => {
    const { user, platform } = await renderWithProviders(<PromotionsPage />, {
      path: '/promotions',
      setUp: (sim) => sim.dev('/__sim/faults', { body: { path: LIST, status: 503 } }),
    });
    expect(await screen.findByText('Unknown error')).toBeInTheDocument();
    await platform.dev(`/__sim/faults?path=${LIST}`, { method: 'DELETE' });
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: 'Promotions list' })).toBeInTheDocument();
  });
});
