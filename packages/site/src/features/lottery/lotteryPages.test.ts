import { describe, expect, it } from 'vitest';
import { menuItem } from './lotteryFixtures.test-helper';
import { LOTTERY_PAGES, gamesOfPage, isPageOffered, playPageOf } from './lotteryPages';

const vnProvince = menuItem({
  gameId: 1,
  code: 'VN_MB',
  vendor: 'TCG_LOTTO_VN',
  prizeMode: 'Lott',
});
const vnFast = menuItem({ gameId: 37, code: 'VN_ST1', vendor: 'TCG_LOTTO_VN', prizeMode: 'ZY' });
const keno = menuItem({
  gameId: 40,
  code: 'KENO_1',
  vendor: 'GPI',
  prizeMode: 'Elott',
  gameType: 'ELOTT',
});
const lott = menuItem({ gameId: 49, code: 'LOTT_1M', vendor: 'LOTT', prizeMode: 'Lott' });
const sea = menuItem({ gameId: 50, code: 'SEA_1M', vendor: 'TCG_SEA', prizeMode: 'SEA' });
const all = [vnProvince, vnFast, keno, lott, sea];

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
