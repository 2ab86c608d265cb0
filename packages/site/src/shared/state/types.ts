import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { SessionState } from './sessionSlice';
import type { UiState } from './uiSlice';

/**
 * The store's state as shared code and features see it. The `api` slice is RTK Query's; features
 * read it only through their generated hooks.
 */
export interface RootState {
  api: unknown;
  ui: UiState;
  session: SessionState;
}

export type AppDispatch = ThunkDispatch<RootState, unknown, UnknownAction>;
