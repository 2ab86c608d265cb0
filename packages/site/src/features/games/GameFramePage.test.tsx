import { cleanup, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { LAUNCHED_GAME_KEYS, saveLaunchedGame } from '../../shared/games';
import { renderWithProviders } from '../../shared/testing/renderWithProviders.test-helper';
import { GameFramePage } from './GameFramePage';
import { selectSideMenu } from '../../shared/ui/uiSlice';

const GAME = {
  url: 'https://games.example.com/play/1001?player=player1',
  name: 'Golden Gems',
  returnTo: '/rng?page=PG',
};

beforeEach(() => sessionStorage.clear());

describe('game pages', () => {
  it('frames the launched game with its title and a close control (/game)', async () => {
    saveLaunchedGame(GAME);
    await renderWithProviders(<GameFramePage variant="game" />, { path: '/game' });
    const frame = await screen.findByTitle('Game: Golden Gems');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', GAME.url);
    expect(screen.getByRole('heading', { level: 1, name: 'Golden Gems' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close the game' })).toBeInTheDocument();
  });

  it('keeps the game through a reload: the address is read from session storage again', async () => {
    saveLaunchedGame(GAME);
    const first = await renderWithProviders(<GameFramePage variant="seamless" />, {
      path: '/seamless',
    });
    expect(await screen.findByTitle('Game: Golden Gems')).toHaveAttribute('src', GAME.url);
    // A reload: a new app (store, router) on the same tab's session storage.
    cleanup();
    first.router.dispose();
    await renderWithProviders(<GameFramePage variant="seamless" />, { path: '/seamless' });
    expect(await screen.findByTitle('Game: Golden Gems')).toHaveAttribute('src', GAME.url);
  });

  it('starts the side menu in mini form on /seamless', async () => {
    saveLaunchedGame(GAME);
    const { store } = await renderWithProviders(<GameFramePage variant="seamless" />, {
      path: '/seamless',
    });
    await screen.findByTitle('Game: Golden Gems');
    // The page holds the menu in an effect after its paint: on a loaded machine that can come later.
    await waitFor(() => expect(selectSideMenu(store.getState())).toBe('mini'));
  });

  it('closes the game back to where it was started and forgets it', async () => {
    saveLaunchedGame(GAME);
    const { user, location } = await renderWithProviders(<GameFramePage variant="game" />, {
      path: '/game',
    });
    await user.click(await screen.findByRole('button', { name: 'Close the game' }));
    await waitFor(() => expect(location.current).toBe('/rng?page=PG'));
    expect(sessionStorage.getItem(LAUNCHED_GAME_KEYS.url)).toBeNull();
  });

  it('never frames a stored address that is not http(s)', async () => {
    sessionStorage.setItem(LAUNCHED_GAME_KEYS.url, 'javascript:alert(1)');
    sessionStorage.setItem(LAUNCHED_GAME_KEYS.name, 'Evil');
    await renderWithProviders(<GameFramePage variant="game" />, {
      path: '/game',
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Invalid URL, please contact customer service',
    );
    expect(document.querySelector('iframe')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    // Shown, then repaired (in an effect after the paint): the tampered keys are gone.
    await waitFor(() => expect(sessionStorage.getItem(LAUNCHED_GAME_KEYS.url)).toBeNull());
    expect(sessionStorage.getItem(LAUNCHED_GAME_KEYS.name)).toBeNull();
  });

  it('says so when no game is open, and removes a title or return path left without an address', async () => {
    sessionStorage.setItem(LAUNCHED_GAME_KEYS.name, '{"broken":');
    sessionStorage.setItem(LAUNCHED_GAME_KEYS.returnTo, '{"broken":');
    await renderWithProviders(<GameFramePage variant="game" />, {
      path: '/game',
    });
    expect(
      await screen.findByRole('heading', { level: 3, name: 'No game is open' }),
    ).toBeInTheDocument();
    expect(document.querySelector('iframe')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    await waitFor(() => expect(sessionStorage.getItem(LAUNCHED_GAME_KEYS.name)).toBeNull());
    expect(sessionStorage.getItem(LAUNCHED_GAME_KEYS.returnTo)).toBeNull();
  });
});
