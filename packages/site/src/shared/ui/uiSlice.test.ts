import { describe, expect, it } from 'vitest';
import { alertShown, initialUiState, modalOpened, uiSlice, type UiState } from './uiSlice';

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
