import type { Game, GameType, VendorLane } from '@wl/api-client';
import { describe, expect, it } from 'vitest';
import { deriveCategories } from '../../shared/games';
import { categoryOfGame, groupResults, optionsInOrder } from './groupResults';
import { isSearchShortcut } from './SearchShortcuts';
import {
  RECENT_SEARCHES_KEPT,
  readRecentSearches,
  recentSearchesKey,
  rememberSearch,
} from './recentSearches';
import { MEMBER_CENTRE_PAGE_LABELS } from './sitePages';
import { MEMBER_CENTRE_SLUGS } from '../../shared/routes/centrePaths';
import centre from '@wl/i18n/locales/EN/centre.json';

// A small catalogue for these pure functions (the palette's own tests search the simulator's seed).
const card = (vassalage: string, displayName: string) => ({
  vassalage,
  displayName,
  isHot: 0 as const,
  gameClassify: '',
  iconUrl: `/sim-assets/vendor/${vassalage}.svg`,
  cardId: 1,
});
const LANES: VendorLane[] = [
  { title: 'RNG', cards: [card('PG', 'PG Studio'), card('BGS', 'BGS Studio')] },
  { title: 'LIVE', cards: [card('EVO', 'Evolution')] },
  { title: 'SPORTS', cards: [card('SABA', 'SABA Sports'), card('AV', 'AVIA E-sports')] },
];
const typeOf = (vassalage: string): GameType =>
  LANES.find((lane) => lane.cards.some((c) => c.vassalage === vassalage))?.title ?? 'RNG';
function makeGame(vassalage: string, index: number): Game {
  const id = vassalage.charCodeAt(0) * 1000 + index;
  return {
    gameId: id,
    nodeId: 50_000 + id,
    gameType: typeOf(vassalage),
    vassalage,
    gameName: `${vassalage} Game ${index}`,
    displayName: `${vassalage} Game ${index}`,
    gameClassify: 'VP',
    iconUrl: `/sim-assets/game/${id}.svg`,
    showIcon: `/sim-assets/game/${id}.svg`,
    lagerIcon: `/sim-assets/game/${id}.svg`,
    nodeName: vassalage,
    supportPlay: 1,
    minBet: 0.1,
    isHot: 0,
    isNew: 0,
    isGame: 'GAME',
    favourite: false,
  };
}

const categories = deriveCategories(LANES, ['AV', 'IMES']);

describe('groupResults', () => {
  it("puts each game under its vendor's category, in the brand's menu order, with the vendor's name and icon", () => {
    const games = [makeGame('EVO', 1), makeGame('PG', 1), makeGame('AV', 1), makeGame('BGS', 1)];
    const groups = groupResults('game', games, categories, []);
    expect(groups.map((group) => group.category)).toEqual(['RNG', 'LIVE', 'ESPORTS']);
    const [slots] = groups;
    expect(slots?.options.map((option) => option.kind === 'game' && option.game.vassalage)).toEqual(
      ['PG', 'BGS'],
    );
    expect(slots?.options[0]).toMatchObject({
      vendorName: 'PG Studio',
      iconUrl: '/sim-assets/vendor/PG.svg',
    });
    expect(categoryOfGame(makeGame('BGS', 2), categories)?.category).toBe('RNG');
  });

  it('adds the pages whose name contains the text, after the games, and drops a game twice listed', () => {
    const pages = [
      { id: 'home', label: 'Home', path: '/' },
      { id: 'promotions', label: 'Promotions', path: '/promotions' },
    ];
    const game = makeGame('PG', 1);
    const groups = groupResults('PROMO', [game, game], categories, pages);
    expect(groups.map((group) => group.id)).toEqual(['category-RNG', 'pages']);
    expect(optionsInOrder(groups).map((option) => option.id)).toEqual([
      `game-${game.gameId}`,
      'page-promotions',
    ]);
  });
});

describe('recent searches', () => {
  it('keeps the newest first, once in any case, at most eight, per player', () => {
    const key = recentSearchesKey('AUR01', 'player1');
    expect(recentSearchesKey('AUR01', null)).not.toBe(key);
    for (let i = 0; i < 10; i += 1) rememberSearch(key, `game ${i}`);
    rememberSearch(key, ' GAME 3 ');
    const list = readRecentSearches(key);
    expect(list).toHaveLength(RECENT_SEARCHES_KEPT);
    expect(list.slice(0, 2)).toEqual(['GAME 3', 'game 9']);
    expect(list.filter((item) => item.toLowerCase() === 'game 3')).toHaveLength(1);
    localStorage.setItem(key, '{not json');
    expect(readRecentSearches(key)).toEqual([]);
    localStorage.clear();
  });
});

describe('isSearchShortcut', () => {
  const key = (init: KeyboardEventInit, target?: Element) => {
    const event = new KeyboardEvent('keydown', init);
    if (target) Object.defineProperty(event, 'target', { value: target });
    return event;
  };
  it('is / outside a text field and Ctrl+K or Cmd+K anywhere', () => {
    const field = document.createElement('input');
    expect(isSearchShortcut(key({ key: '/' }, document.body))).toBe(true);
    expect(isSearchShortcut(key({ key: '/' }, field))).toBe(false);
    expect(isSearchShortcut(key({ key: 'k', ctrlKey: true }, field))).toBe(true);
    expect(isSearchShortcut(key({ key: 'K', metaKey: true }, document.body))).toBe(true);
    expect(isSearchShortcut(key({ key: 'k' }, document.body))).toBe(false);
    expect(isSearchShortcut(key({ key: 'k', ctrlKey: true, shiftKey: true }))).toBe(false);
  });
});

describe('member-centre pages', () => {
  it("names every entry of the centre's menu (but the two some players have) with a label the centre has", () => {
    const labelled = Object.keys(MEMBER_CENTRE_PAGE_LABELS);
    expect(MEMBER_CENTRE_SLUGS.filter((slug) => !labelled.includes(slug))).toEqual([
      'upline',
      'contracts',
    ]);
    for (const key of Object.values(MEMBER_CENTRE_PAGE_LABELS))
      expect(centre.member).toHaveProperty(key.replace('centre:member.', ''));
  });
});
