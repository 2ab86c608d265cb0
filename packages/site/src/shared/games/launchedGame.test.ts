import { afterEach, describe, expect, it } from 'vitest';
import {
  LAUNCHED_GAME_KEYS,
  clearLaunchedGame,
  readLaunchedGame,
  saveLaunchedGame,
} from './launchedGame';

afterEach(() => sessionStorage.clear());

describe('readLaunchedGame over corrupt storage', () => {
  it('reads a saved game back', () => {
    saveLaunchedGame({ url: 'https://games.example/play?t=1', name: 'Lucky', returnTo: '/rng' });
    expect(readLaunchedGame()).toEqual({
      status: 'ok',
      game: { url: 'https://games.example/play?t=1', name: 'Lucky', returnTo: '/rng' },
    });
  });

  it('refuses a foreign address, the same on every read; clearing removes every key', () => {
    sessionStorage.setItem(LAUNCHED_GAME_KEYS.url, 'javascript:alert(1)');
    sessionStorage.setItem(LAUNCHED_GAME_KEYS.name, '{"broken":');
    sessionStorage.setItem(LAUNCHED_GAME_KEYS.returnTo, '//evil.example');
    expect(readLaunchedGame()).toEqual({ status: 'invalid' });
    // A second read (a render React threw away and ran again) still says invalid.
    expect(readLaunchedGame()).toEqual({ status: 'invalid' });
    clearLaunchedGame();
    expect(Object.values(LAUNCHED_GAME_KEYS).map((key) => sessionStorage.getItem(key))).toEqual([
      null,
      null,
      null,
    ]);
    expect(readLaunchedGame()).toEqual({ status: 'none' });
  });

  it('never leads back to another site', () => {
    saveLaunchedGame({ url: 'https://games.example/', name: '', returnTo: '//evil.example/x' });
    const stored = readLaunchedGame();
    expect(stored.status === 'ok' && stored.game.returnTo).toBe('/');
  });
});
