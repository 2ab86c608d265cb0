import { describe, expect, it } from 'vitest';
import { unauthorized } from '@wl/api-client';
import {
  alertShown,
  initialUiState,
  modalOpened,
  sideMenuMiniHeld,
  sideMenuMiniReleased,
  sideMenuSet,
  drawerClosed,
  drawerToggled,
  sideMenuToggled,
  uiSlice,
  type UiState,
} from './uiSlice';

const reduce = (state: UiState, ...actions: Parameters<typeof uiSlice.reducer>[1][]) =>
  actions.reduce(uiSlice.reducer, state);

describe('uiSlice modals: one at a time', () => {
  const start = initialUiState('dark', 'EN');

  it('opens the public announcement when nothing is open', () => {
    expect(reduce(start, modalOpened('public')).modal).toEqual({ name: 'public' });
  });

  it('never lets the public announcement replace an open modal', () => {
    const state = reduce(start, modalOpened('login'), modalOpened('public'));
    expect(state.modal).toEqual({ name: 'login' });
  });

  it('never opens the public announcement over an alert', () => {
    const state = reduce(
      start,
      alertShown({ tone: 'info', message: 'Welcome to your new account.' }),
      modalOpened('public'),
    );
    expect(state.modal).toBeNull();
  });

  it('a modal the player asks for still replaces the open one (login -> register)', () => {
    const state = reduce(start, modalOpened('login'), modalOpened('register'));
    expect(state.modal).toEqual({ name: 'register' });
  });
});

describe('uiSlice side menu: a page holds the mini form, the player keeps their choice', () => {
  const start = initialUiState('dark', 'EN');
  const shown = (state: UiState) => uiSlice.selectors.selectSideMenu({ ui: state });

  it('shows mini while a page holds it and the choice again once released', () => {
    const held = reduce(start, sideMenuMiniHeld());
    expect(shown(held)).toBe('mini');
    expect(held.sideMenu).toBe('open'); // what is persisted: a reload elsewhere shows it open
    expect(shown(reduce(held, sideMenuMiniReleased()))).toBe('open');
  });

  it('counts holds (a page mounted twice in development releases twice)', () => {
    const twice = reduce(start, sideMenuMiniHeld(), sideMenuMiniHeld(), sideMenuMiniReleased());
    expect(shown(twice)).toBe('mini');
    expect(shown(reduce(twice, sideMenuMiniReleased(), sideMenuMiniReleased()))).toBe('open');
  });

  it("the player's toggle on a holding page expands it and ends the hold", () => {
    const expanded = reduce(start, sideMenuMiniHeld(), sideMenuToggled());
    expect(shown(expanded)).toBe('open');
    expect(shown(reduce(expanded, sideMenuMiniReleased()))).toBe('open');
    const collapsedChoice = reduce(start, sideMenuSet('mini'), sideMenuMiniHeld());
    expect(shown(reduce(collapsedChoice, sideMenuMiniReleased()))).toBe('mini');
  });
});

describe('uiSlice phone drawer', () => {
  const start = initialUiState('dark', 'EN');

  it("opens and closes without touching the wide screens' persisted choice", () => {
    const opened = reduce(start, drawerToggled());
    expect(opened.drawerOpen).toBe(true);
    const closed = reduce(opened, drawerClosed());
    expect(closed.drawerOpen).toBe(false);
    expect(closed.sideMenu).toBe('open');
    expect(reduce(start, sideMenuSet('mini'), drawerToggled(), drawerToggled()).sideMenu).toBe(
      'mini',
    );
  });
});

describe('uiSlice: a refused token opens the login', () => {
  const start = initialUiState('dark', 'EN');
  const refused = (code: string) =>
    unauthorized({ endpoint: 'getBalance', status: 401, code, message: 'not logged in' });

  it('marks it as the session having expired on this page', () => {
    expect(reduce(start, refused('UNAUTHORIZED')).modal).toEqual({
      name: 'login',
      props: { sessionExpired: true },
    });
  });

  it('says when the session was ended from another of the player sessions', () => {
    const state = reduce(start, refused('SIGNED_OUT_ELSEWHERE'));
    expect(state.modal).toEqual({
      name: 'login',
      props: { sessionExpired: true, signedOutElsewhere: true },
    });
    expect(uiSlice.selectors.selectSessionExpiredLogin({ ui: state })).toBe(true);
  });

  it('keeps the page the two-step code came up on (from an expired session)', () => {
    const state = reduce(
      start,
      modalOpened({ name: 'twoFactorSignIn', props: { ticket: 't', sessionExpired: true } }),
    );
    expect(uiSlice.selectors.selectSessionExpiredLogin({ ui: state })).toBe(true);
    const chosen = reduce(start, modalOpened({ name: 'twoFactorSignIn', props: { ticket: 't' } }));
    expect(uiSlice.selectors.selectSessionExpiredLogin({ ui: chosen })).toBe(false);
  });
});
