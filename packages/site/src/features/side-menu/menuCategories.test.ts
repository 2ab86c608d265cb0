import type { VendorLane } from '@wl/api-client';
import { describe, expect, it } from 'vitest';
import { GAME_CATEGORIES, deriveCategories } from '../../shared/games';
import { menuCategories, selectedVendorCode, vendorLobbyPath } from './menuCategories';

const card = (vassalage: string, displayName = vassalage) => ({
  vassalage,
  displayName,
  isHot: 0 as const,
  gameClassify: '',
  iconUrl: `/icons/${vassalage}.svg`,
  cardId: 1,
});

const LANES: VendorLane[] = [
  { title: 'RNG', cards: [card('BGS', 'BGS Studio'), card('PG', 'PG Soft')] },
  { title: 'SPORTS', cards: [card('SABA'), card('AV'), card('TF')] },
  { title: 'ELOTT', cards: [card('GPI')] },
  { title: 'LOTTERY', cards: [card('LOTT')] },
  { title: 'LIVE', cards: [card('EVO')] },
];

describe('menuCategories', () => {
  it('links each tab lobby vendor to its tab and lets sports and lottery vendors start their game', () => {
    const menu = menuCategories(deriveCategories(LANES, ['AV']));
    expect(menu.map((entry) => entry.category)).toEqual([
      'RNG',
      'INHOUSE',
      'SPORTS',
      'ESPORTS',
      'ELOTT',
      'LOTTERY',
      'LIVE',
    ]);
    const rng = menu.find((entry) => entry.category === 'RNG');
    expect(rng?.route).toBe('/rng');
    expect(rng?.vendors).toEqual([
      { code: 'BGS', name: 'BGS Studio', iconUrl: '/icons/BGS.svg', lobbyPath: '/rng?page=BGS' },
      { code: 'PG', name: 'PG Soft', iconUrl: '/icons/PG.svg', lobbyPath: '/rng?page=PG' },
    ]);
    expect(
      menu.find((entry) => entry.category === 'INHOUSE')?.vendors.map((v) => v.lobbyPath),
    ).toEqual(['/inhouse?page=BGS']);
    expect(menu.find((entry) => entry.category === 'ESPORTS')?.vendors).toEqual([
      { code: 'AV', name: 'AV', iconUrl: '/icons/AV.svg', lobbyPath: undefined },
    ]);
    // LOTTERY lists the e-lottery vendors too, right after ELOTT.
    expect(
      menu.find((entry) => entry.category === 'LOTTERY')?.vendors.map((v) => [v.code, v.lobbyPath]),
    ).toEqual([
      ['GPI', undefined],
      ['LOTT', undefined],
    ]);
  });

  it('leaves out categories without a page (no entry leads to Not Found)', () => {
    const categories = deriveCategories(LANES, ['AV']);
    const withoutLottery = new Set(GAME_CATEGORIES.filter((name) => !/LOTT/.test(name)));
    expect(menuCategories(categories, withoutLottery).map((entry) => entry.category)).toEqual([
      'RNG',
      'INHOUSE',
      'SPORTS',
      'ESPORTS',
      'LIVE',
    ]);
  });

  it('reads the selected vendor from ?page= in any case', () => {
    expect(vendorLobbyPath('/live', 'EVO')).toBe('/live?page=EVO');
    expect(selectedVendorCode('?page=pg')).toBe('PG');
    expect(selectedVendorCode('')).toBe('');
  });
});
