import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  INITIAL_WIDGET_VIEW,
  buildLotteryTabs,
  chooseListMode,
  chooseTag,
  favouriteMenus,
  isGpiElottery,
  itemsForTag,
  orderRecentByMenus,
  pageOfTag,
  type LotteryMenuLike,
} from './widget';

const menus: LotteryMenuLike[] = [
  { gameId: 11, tag: 'Miền Bắc' },
  { gameId: 12, tag: 'Miền Nam' },
  { gameId: 13, tag: 'Miền Nam' },
  { gameId: 14, tag: ' Miền Trung ' },
  { gameId: 15, tag: null },
  { gameId: 16, tag: 'all' },
];
const gpiKeno: LotteryMenuLike = { gameId: 'K1', vendor: 'GPI', gameType: 'ELOTT' };

describe('buildLotteryTabs', () => {
  it('shows ALL and one tab per Vietnamese tag, in menu order', () => {
    const tabs = buildLotteryTabs(menus);
    expect(tabs.tags).toEqual(['ALL', 'Miền Bắc', 'Miền Nam', 'Miền Trung']);
    expect(tabs.pages).toEqual([['ALL', 'Miền Bắc', 'Miền Nam', 'Miền Trung']]);
    expect(tabs.showArrows).toBe(false);
  });

  it('adds KENO only when a GPI-vendor e-lottery exists', () => {
    expect(buildLotteryTabs(menus, [gpiKeno]).tags.at(-1)).toBe('KENO');
    expect(
      buildLotteryTabs(menus, [{ gameId: 'X', vendor: 'TCG', gameType: 'ELOTT' }]).tags,
    ).not.toContain('KENO');
    expect(buildLotteryTabs([{ gameId: 1, tag: 'keno' }]).tags).toEqual(['ALL']);
  });

  it('pages 5 tabs per view and shows arrows beyond 5', () => {
    const many = ['A', 'B', 'C', 'D', 'E'].map((tag, i) => ({ gameId: i, tag }));
    const tabs = buildLotteryTabs(many, [gpiKeno]);
    expect(tabs.pages).toEqual([
      ['ALL', 'A', 'B', 'C', 'D'],
      ['E', 'KENO'],
    ]);
    expect(tabs.showArrows).toBe(true);
    expect(pageOfTag(tabs, 'KENO')).toBe(1);
    expect(pageOfTag(tabs, 'C')).toBe(0);
    expect(pageOfTag(tabs, 'missing')).toBe(0);
  });

  it('always starts with ALL, never repeats a tab and keeps every page at most 5 long', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            gameId: fc.nat(),
            tag: fc.option(fc.constantFrom('A', 'B', 'C', 'D', 'E', 'F', 'G', 'KENO', '')),
          }),
        ),
        fc.boolean(),
        (list, keno) => {
          const tabs = buildLotteryTabs(list, keno ? [gpiKeno] : []);
          expect(tabs.tags[0]).toBe('ALL');
          expect(new Set(tabs.tags).size).toBe(tabs.tags.length);
          expect(tabs.pages.flat()).toEqual(tabs.tags);
          for (const page of tabs.pages) expect(page.length).toBeLessThanOrEqual(5);
          expect(tabs.tags.includes('KENO')).toBe(keno);
        },
      ),
    );
  });
});

describe('isGpiElottery and itemsForTag', () => {
  it('recognises GPI e-lotteries by vendor or vassalage', () => {
    expect(isGpiElottery({ vassalage: 'gpi' })).toBe(true);
    expect(isGpiElottery({ vendor: 'GPI', gameType: 'LOTTERY' })).toBe(false);
    expect(isGpiElottery({})).toBe(false);
  });

  it('lists every menu under ALL, GPI games under KENO and tagged menus otherwise', () => {
    expect(itemsForTag('ALL', menus)).toHaveLength(6);
    expect(itemsForTag('KENO', menus, [gpiKeno, { gameId: 'T', vendor: 'TCG' }])).toEqual([
      gpiKeno,
    ]);
    expect(itemsForTag('Miền Nam', menus).map((m) => m.gameId)).toEqual([12, 13]);
    expect(itemsForTag('Miền Trung', menus).map((m) => m.gameId)).toEqual([14]);
  });
});

describe('list modes', () => {
  it('chooses hot, fav or recent and returns to normal when the active mode is chosen again', () => {
    const hot = chooseListMode(INITIAL_WIDGET_VIEW, 'hot');
    expect(hot).toEqual({ tag: 'ALL', mode: 'hot' });
    expect(chooseListMode(hot, 'fav').mode).toBe('fav');
    expect(chooseListMode(hot, 'hot').mode).toBe('normal');
  });

  it('resets the mode when the tab changes, not when the same tab is chosen', () => {
    const recent = chooseListMode(INITIAL_WIDGET_VIEW, 'recent');
    expect(chooseTag(recent, 'Miền Nam')).toEqual({ tag: 'Miền Nam', mode: 'normal' });
    expect(chooseTag(recent, 'ALL')).toBe(recent);
  });

  it('orders recent lotteries as the server answered, matched to menus by gameId', () => {
    const recent = [{ gameId: '14' }, { gameId: 99 }, { gameId: 11 }, { gameId: 14 }];
    const withDuplicateMenu = [...menus, { gameId: '11', tag: 'dup' }];
    expect(orderRecentByMenus(recent, withDuplicateMenu).map((m) => m.gameId)).toEqual([14, 11]);
  });

  it('lists favourites in menu order', () => {
    expect(favouriteMenus(menus, ['13', '11']).map((m) => m.gameId)).toEqual([11, 13]);
  });
});
