import type { Brand } from '@wl/brand-config';
import type { LotteryMenuItem, LotteryMenusResponse } from '@wl/api-client';
import { beforeAll, describe, expect, it } from 'vitest';
import lotus from '../../../../../brands/lotus.json';
import { createTestPlatform } from '../../shared/testing/testPlatform.test-helper';
import { LOTTERY_PAGES, gamesOfPage, isPageOffered, playPageOf } from './lotteryPages';

/** Menu items as the simulator answers them: one game of each page's kind (lotus sells all four modes). */
let vnProvince: LotteryMenuItem;
let vnFast: LotteryMenuItem;
let keno: LotteryMenuItem;
let lott: LotteryMenuItem;
let sea: LotteryMenuItem;
let all: LotteryMenuItem[];
beforeAll(async () => {
  const platform = await createTestPlatform(lotus as Brand);
  const menus: LotteryMenuItem[] = [];
  for (const prizeMode of lotus.prizeModes)
    menus.push(
      ...(await platform.get<LotteryMenusResponse>(`/lgw/games/game_menus?prizeMode=${prizeMode}`))
        .list,
    );
  const byCode = (code: string) => menus.find((game) => game.code === code)!;
  [vnProvince, vnFast, keno, lott, sea] = ['VN_MB', 'VN_ST1', 'KENO_1', 'LOTT_1M', 'SEA_1M'].map(
    byCode,
  ) as [LotteryMenuItem, LotteryMenuItem, LotteryMenuItem, LotteryMenuItem, LotteryMenuItem];
  all = [vnProvince, vnFast, keno, lott, sea];
});

describe('isPageOffered', () => {
  it('offers a page only to brands selling one of its prize modes', () => {
    const offered = (modes: Parameters<typeof isPageOffered>[1]) =>
      LOTTERY_PAGES.filter((page) => isPageOffered(page, modes));
    // aurora, tiger and lotus
    expect(offered(['Lott', 'Elott'])).toEqual(['lottery', 'vnLottery', 'lotteryCenter', 'elott']);
    expect(offered(['Lott', 'ZY'])).toEqual(['lottery', 'vnLottery', 'lotteryCenter']);
    expect(offered(['Lott', 'ZY', 'Elott', 'SEA'])).toEqual([...LOTTERY_PAGES]);
    expect(offered(['SEA'])).toEqual(['seaLottery', 'lotteryCenter']);
    expect(offered(['ZY'])).toEqual(['vnLottery', 'lotteryCenter']);
  });
});

describe('playPageOf', () => {
  it('plays Vietnamese games on /vnLottery, SEA games on /seaLottery and the rest on /lottery', () => {
    expect(playPageOf(vnProvince)).toBe('vnLottery');
    expect(playPageOf(sea)).toBe('seaLottery');
    expect(playPageOf(lott)).toBe('lottery');
    expect(playPageOf(keno)).toBe('lottery');
    expect(playPageOf({ vendor: '', vassalage: 'tcg_sea' })).toBe('seaLottery');
  });
});

describe('gamesOfPage', () => {
  it("lists each page's games", () => {
    expect(gamesOfPage('vnLottery', all)).toEqual([vnProvince, vnFast]);
    expect(gamesOfPage('seaLottery', all)).toEqual([sea]);
    expect(gamesOfPage('lottery', all)).toEqual([keno, lott]);
    expect(gamesOfPage('elott', all)).toEqual([keno]);
    expect(gamesOfPage('lotteryCenter', all)).toEqual(all);
  });

  it('leaves out a game of a prize mode the page does not show', () => {
    const seaMislabelled = { ...sea, prizeMode: 'Lott' as const };
    expect(gamesOfPage('seaLottery', [seaMislabelled])).toEqual([]);
  });
});
