import type { Brand } from '@wl/brand-config';
import type { LotteryMenuItem, LotteryMenusResponse } from '@wl/api-client';
import { CLOSED_COUNTDOWN, DAY_MS, formatCountdown } from '@wl/lottery-engine';
import { beforeAll, describe, expect, it } from 'vitest';
import aurora from '../../../../../brands/aurora.json';
import { createTestPlatform } from '../../shared/testing/testPlatform.test-helper';
import {
  cardTiming,
  countdownText,
  drawTargets,
  mergeMenus,
  previewNumbers,
  reloadInputs,
} from './menuTiming';

const now = Date.UTC(2025, 5, 2, 10, 0, 0);

/** A menu item as the simulator answers it (Lucky 5 Balls 1 phút), with the fields a case sets. */
let answered: LotteryMenuItem;
beforeAll(async () => {
  const platform = await createTestPlatform(aurora as Brand);
  const { list } = await platform.get<LotteryMenusResponse>('/lgw/games/game_menus?prizeMode=Lott');
  answered = list.find((game) => game.code === 'LOTT_1M')!;
});
const menuItem = (fields: Partial<LotteryMenuItem>): LotteryMenuItem => ({
  ...answered,
  ...fields,
});

describe('mergeMenus', () => {
  it('lists each game once, in menu order', () => {
    const a = menuItem({ gameId: 3, gameMenuSort: 2 });
    const b = menuItem({ gameId: 1, gameMenuSort: 0 });
    const again = menuItem({ gameId: 3, gameMenuSort: 9, labelName: 'later copy' });
    expect(
      mergeMenus([
        { list: [a], receivedAt: now, rttMs: 0 },
        { list: [b, again], receivedAt: now, rttMs: 0 },
      ]),
    ).toEqual([b, a]);
  });
});

describe('drawTargets', () => {
  it('counts down to now + remaining - rtt/2 - lock, from the answer the game came in', () => {
    const game = menuItem({ gameId: 49, remainTime: 40_000, lockTime: 10 });
    const targets = drawTargets([{ list: [game], receivedAt: now, rttMs: 200 }], new Map(), now);
    expect(targets.get(49)).toBe(now + 40_000 - 100 - 10_000);
  });

  it('keeps the target on screen when a reload measures the same draw slightly later', () => {
    const shown = new Map([[49, now + 20_000]]);
    const reloaded = menuItem({ gameId: 49, remainTime: 30_500, lockTime: 10 });
    const targets = drawTargets([{ list: [reloaded], receivedAt: now, rttMs: 0 }], shown, now);
    expect(targets.get(49)).toBe(now + 20_000);
  });

  it('moves on to the next draw once the shown one has passed', () => {
    const shown = new Map([[49, now - 3_000]]);
    const nextRound = menuItem({ gameId: 49, remainTime: 58_000, lockTime: 10 });
    const targets = drawTargets([{ list: [nextRound], receivedAt: now, rttMs: 0 }], shown, now);
    expect(targets.get(49)).toBe(now + 48_000);
  });
});

describe('reloadInputs', () => {
  it('gives the smallest remaining time, less the time since its answer, with its round trip', () => {
    const answers = [
      { list: [menuItem({ gameId: 1, remainTime: 50_000 })], receivedAt: now, rttMs: 100 },
      { list: [menuItem({ gameId: 2, remainTime: 20_000 })], receivedAt: now - 5_000, rttMs: 300 },
    ];
    expect(reloadInputs(answers, now)).toEqual({ minRemainMs: 15_000, rttMs: 300 });
  });

  it('has no remaining time without games', () => {
    expect(reloadInputs([], now).minRemainMs).toBe(Number.POSITIVE_INFINITY);
    expect(reloadInputs([{ list: [], receivedAt: now, rttMs: 10 }], now).minRemainMs).toBe(
      Number.POSITIVE_INFINITY,
    );
  });
});

describe('cardTiming', () => {
  const game = { isSale: true, lockTime: 10 };

  it('ticks down from the target and closes under a second', () => {
    expect(cardTiming(game, now + 61_000, now).countdown.text).toBe('00:01:01');
    expect(cardTiming(game, now + 999, now).countdown.text).toBe(CLOSED_COUNTDOWN);
    expect(cardTiming(game, undefined, now).countdown.text).toBe(CLOSED_COUNTDOWN);
    expect(cardTiming({ ...game, isSale: false }, now + 61_000, now).countdown.text).toBe(
      CLOSED_COUNTDOWN,
    );
  });

  it('is on-class while the sale closes within a day', () => {
    expect(cardTiming(game, now + DAY_MS - 1, now).onClass).toBe(true);
    expect(cardTiming(game, now + DAY_MS, now).onClass).toBe(false);
    expect(cardTiming(game, undefined, now).onClass).toBe(false);
  });
});

describe('previewNumbers', () => {
  it('shows the first group, at most 6 values', () => {
    expect(previewNumbers('123456~12345~54321')).toEqual(['123456']);
    expect(previewNumbers('01,05,09,12,20,33,41,50')).toEqual(['01', '05', '09', '12', '20', '33']);
    expect(previewNumbers('82345167')).toEqual(['8', '2', '3', '4', '5', '1']);
    expect(previewNumbers('')).toEqual([]);
  });
});

describe('countdownText', () => {
  it('translates days and hours and keeps the clock as it is', () => {
    const days = formatCountdown(2 * DAY_MS + 5 * 3_600_000, true);
    expect(countdownText(days, ({ days: d, hours }) => `${d} ngày ${hours} giờ`)).toBe(
      '2 ngày 05 giờ',
    );
    expect(countdownText(formatCountdown(65_000, true), () => 'unused')).toBe('00:01:05');
  });
});
