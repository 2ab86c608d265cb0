import type { Promotion, PromotionDetail } from '@wl/api-client';

/** A promotion as the platform lists it (a cash "join" promotion open to the player), with overrides. */
export const promotion = (overrides: Partial<Promotion> = {}): Promotion => ({
  promotionId: 1,
  title: 'Weekly Reload',
  summary: 'Bet 1,000 this week and get 50 back.',
  imageUrl: '/sim-assets/promotion/1.svg',
  category: 'casino',
  kind: 'join',
  rewardAmount: 50,
  rewardType: 'cash',
  targetValidBet: 1000,
  progressValidBet: 0,
  startTime: '2026-11-01T12:00:00.000Z',
  endTime: '2026-12-31T12:00:00.000Z',
  status: 'join',
  action: 'join',
  ...overrides,
});

/** A promotion's details: `promotion()` with HTML content. */
export const promotionDetail = (overrides: Partial<PromotionDetail> = {}): PromotionDetail => ({
  ...promotion(overrides),
  content: '<p>Bet on any casino game.</p>',
  ...overrides,
});
