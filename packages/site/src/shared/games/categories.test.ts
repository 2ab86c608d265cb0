import type { GameType, VendorLane, VendorLaneCard } from '@wl/api-client';
import { describe, expect, it } from 'vitest';
import { CATEGORY_ROUTES, categoryOfRoute, deriveCategories } from './categories';

const card = (vassalage: string): VendorLaneCard => ({
  vassalage,
  displayName: `${vassalage} name`,
  isHot: 0,
  gameClassify: '',
  iconUrl: `/sim-assets/vendor/${vassalage}.svg`,
  cardId: 1,
});
const lane = (title: GameType, ...codes: string[]): VendorLane => ({
  title,
  cards: codes.map(card),
});
const summary = (lanes: VendorLane[], esports: string[] = []) =>
  deriveCategories(lanes, esports).map(
    (c) => `${c.category} ${c.route} ${c.gameType}: ${c.vendors.map((v) => v.vassalage).join(',')}`,
  );

describe('deriveCategories', () => {
  it('gives one category per lane present, in lane order, each with its route', () => {
    expect(summary([lane('LIVE', 'EVO', 'DG'), lane('FISH', 'JILIF'), lane('PVP', 'KY')])).toEqual([
      'LIVE /live LIVE: EVO,DG',
      'FISH /fish FISH: JILIF',
      'PVP /pvp PVP: KY',
    ]);
  });

  it('splits the sports vendors the brand lists as e-sports into ESPORTS, right after SPORTS', () => {
    expect(
      summary([lane('SPORTS', 'SABA', 'AV', 'CMD', 'imes'), lane('LIVE', 'EVO')], ['AV', 'IMES']),
    ).toEqual([
      'SPORTS /sports SPORTS: SABA,CMD',
      'ESPORTS /esports SPORTS: AV,imes',
      'LIVE /live LIVE: EVO',
    ]);
  });

  it('follows the brand: another brand with other e-sports codes splits differently', () => {
    const lanes = [lane('SPORTS', 'SABA', 'AV', 'AI', 'TF')];
    expect(summary(lanes, ['AI', 'TF'])).toEqual([
      'SPORTS /sports SPORTS: SABA,AV',
      'ESPORTS /esports SPORTS: AI,TF',
    ]);
    expect(summary(lanes, [])).toEqual(['SPORTS /sports SPORTS: SABA,AV,AI,TF']);
  });

  it('leaves SPORTS out when every sports vendor is an e-sports one', () => {
    expect(summary([lane('SPORTS', 'AV')], ['AV'])).toEqual(['ESPORTS /esports SPORTS: AV']);
  });

  it('merges e-lottery and lottery vendors into LOTTERY, placed right after ELOTT', () => {
    expect(
      summary([lane('LOTTERY', 'LOTT', 'TCG_SEA'), lane('RNG', 'PG'), lane('ELOTT', 'GPI')]),
    ).toEqual([
      'RNG /rng RNG: PG',
      'ELOTT /elott ELOTT: GPI',
      'LOTTERY /lotteryCenter LOTTERY: GPI,LOTT,TCG_SEA',
    ]);
  });

  it('keeps LOTTERY at its own place when there is no e-lottery, and shows none without lottery vendors', () => {
    expect(summary([lane('LOTTERY', 'LOTT'), lane('LIVE', 'EVO')])).toEqual([
      'LOTTERY /lotteryCenter LOTTERY: LOTT',
      'LIVE /live LIVE: EVO',
    ]);
    expect(summary([lane('ELOTT', 'GPI')])).toEqual(['ELOTT /elott ELOTT: GPI']);
  });

  it('adds INHOUSE (the BGS vendor) after RNG only when an RNG vendor BGS exists', () => {
    expect(summary([lane('RNG', 'PG', 'BGS', 'JILI')])).toEqual([
      'RNG /rng RNG: PG,BGS,JILI',
      'INHOUSE /inhouse RNG: BGS',
    ]);
    expect(summary([lane('RNG', 'PG', 'JILI')])).toEqual(['RNG /rng RNG: PG,JILI']);
    // A BGS vendor in another lane is not the in-house one.
    expect(summary([lane('PVP', 'BGS')])).toEqual(['PVP /pvp PVP: BGS']);
  });

  it('skips empty lanes and unknown titles, and merges a repeated title into the first', () => {
    const odd = { title: 'CRASH', cards: [card('X')] } as unknown as VendorLane;
    expect(
      summary([lane('RNG'), odd, lane('LIVE', 'EVO'), lane('FISH', 'F1'), lane('LIVE', 'DG')]),
    ).toEqual(['LIVE /live LIVE: EVO,DG', 'FISH /fish FISH: F1']);
    expect(deriveCategories([], ['AV'])).toEqual([]);
  });
});

describe('category routes', () => {
  it('maps every lobby route back to its category and nothing else', () => {
    for (const [category, route] of Object.entries(CATEGORY_ROUTES))
      expect(categoryOfRoute(route)).toBe(category);
    expect(categoryOfRoute('/game')).toBeUndefined();
    expect(categoryOfRoute('/')).toBeUndefined();
  });
});
