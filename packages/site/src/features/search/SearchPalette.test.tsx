import { screen, waitFor, within } from '@testing-library/react';
import type { GameSearchResponse } from '@wl/api-client';
import { afterEach, describe, expect, it } from 'vitest';
import {
  renderWithProviders,
  type RenderWithProvidersOptions,
} from '../../shared/testing/renderWithProviders.test-helper';
import { selectModal } from '../../shared/ui/uiSlice';
import { recentSearchesKey } from './recentSearches';
import { SearchPalette } from './SearchPalette';
import { textsOf } from '../../shared/testing/texts.test-helper';

const palette = <SearchPalette onClose={() => {}} props={{}} />;
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A platform without the cross-vendor search: the path answers 404, as on a platform that lacks it. */
const withoutSearch: RenderWithProvidersOptions['setUp'] = ({ dev }) =>
  dev('/__sim/faults', { body: { path: '/wps/game/search', status: 404 } });

afterEach(() => localStorage.clear());

describe('SearchPalette', () => {
  it("groups the games of every vendor by category with the vendor's name, then the pages; arrows and Enter open one", async () => {
    const { user, store, calls, platform } = await renderWithProviders(palette);
    const input = await screen.findByRole('combobox', { name: 'Search games and pages' });
    expect(input).toHaveFocus();
    await user.type(input, 'dragon');
    const results = screen.getByRole('listbox', { name: 'Search results' });
    // The simulator's seed has dragons in slots, live tables and fishing games.
    const slots = await within(results).findByRole('group', { name: 'Slots' });
    const { games } = await platform.get<GameSearchResponse>('/wps/game/search?q=dragon&limit=50');
    const slot = games.find((game) => game.gameType === 'RNG');
    expect(
      within(slots).getAllByRole('option', {
        name: new RegExp(`^${escaped(slot?.gameName ?? '?')}`),
      })[0],
    ).toBeVisible();
    expect(within(results).getByRole('group', { name: 'Live Casino' })).toBeVisible();
    expect(within(results).getByRole('group', { name: 'Fishing' })).toBeVisible();
    // One call, after typing stopped.
    expect(calls.filter((call) => call.path === '/wps/game/search')).toHaveLength(1);

    const options = within(results).getAllByRole('option');
    expect(input).toHaveAttribute('aria-activedescendant', options[0]?.id);
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', options[1]?.id);
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(input).toHaveAttribute('aria-activedescendant', options.at(-1)?.id);
    await user.keyboard('{Home}{Enter}');
    // A guest launching a game gets the login modal, as from a tile.
    await waitFor(() => expect(selectModal(store.getState())?.name).toBe('login'));
    expect(JSON.parse(localStorage.getItem(recentSearchesKey('AUR01', null)) ?? '[]')).toEqual([
      'dragon',
    ]);
  });

  it("finds the site's pages by name and opens one", async () => {
    const { user, location } = await renderWithProviders(palette);
    const input = await screen.findByRole('combobox', { name: 'Search games and pages' });
    await user.type(input, 'promo');
    const pages = await screen.findByRole('group', { name: 'Pages' });
    await user.click(within(pages).getByRole('option', { name: /Promotions/ }));
    await waitFor(() => expect(location.current).toBe('/promotions'));
  });

  it("falls back to each lobby's own search where the platform has no cross-vendor search", async () => {
    const { user, calls } = await renderWithProviders(palette, { setUp: withoutSearch });
    const input = await screen.findByRole('combobox', { name: 'Search games and pages' });
    await user.type(input, 'baccarat');
    const live = await screen.findByRole('group', { name: 'Live Casino' });
    expect(within(live).getAllByRole('option', { name: /^Baccarat/ })[0]).toBeVisible();
    const asked = calls
      .filter((call) => call.path === '/wps/game/list')
      .map((call) => call.query.get('vassalage'));
    // every lobby vendor of the seed's lanes is asked, slots, live tables and fishing among them
    expect(asked).toEqual(expect.arrayContaining(['PG', 'JILI', 'EVO', 'JILIF']));
    for (const call of calls.filter((c) => c.path === '/wps/game/list'))
      expect(call.query.get('gameName')).toBe('baccarat');
  });

  it("shows this player's recent searches before typing; one fills the search again, Clear empties them", async () => {
    localStorage.setItem(recentSearchesKey('AUR01', 'player1'), JSON.stringify(['tiger', 'koi']));
    localStorage.setItem(recentSearchesKey('AUR01', null), JSON.stringify(['a guest search']));
    const { user } = await renderWithProviders(palette, { signedInAs: 'player1' });
    const recent = await screen.findByRole('group', { name: 'Recent searches' });
    expect(textsOf(recent, 'option')).toEqual(['↺tiger', '↺koi']);
    await user.click(within(recent).getByRole('option', { name: /koi/ }));
    expect(screen.getByRole('combobox', { name: 'Search games and pages' })).toHaveValue('koi');
    await user.clear(screen.getByRole('combobox', { name: 'Search games and pages' }));
    await user.click(screen.getByRole('button', { name: 'Clear recent searches' }));
    expect(screen.queryByRole('group', { name: 'Recent searches' })).toBeNull();
    expect(localStorage.getItem(recentSearchesKey('AUR01', 'player1'))).toBe('[]');
  });
});
