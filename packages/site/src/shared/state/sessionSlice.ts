import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** Who is signed in. Persisted in sessionStorage only; never a password. */
export interface SessionState {
  token: string | null;
  merchantCode: string;
  platform: string;
  username: string | null;
  nickname: string | null;
  /** Agent flag as a number (1, 2, 41, 42 agents; 4 trial user). */
  isAgent: number | null;
}

export function initialSessionState(merchantCode: string, platform: string): SessionState {
  return { token: null, merchantCode, platform, username: null, nickname: null, isAgent: null };
}

export const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState('', 'web'),
  reducers: {
    signedIn(state, action: PayloadAction<{ token: string; username?: string; nickname?: string; isAgent?: number }>) {
      state.token = action.payload.token;
      state.username = action.payload.username ?? state.username;
      state.nickname = action.payload.nickname ?? state.nickname;
      state.isAgent = action.payload.isAgent ?? state.isAgent;
    },
    /** Clears who was signed in but keeps the merchant values (spec: logout restores them). */
    signedOut(state) {
      return initialSessionState(state.merchantCode, state.platform);
    },
  },
  selectors: {
    selectToken: (state) => state.token,
    selectIsLoggedIn: (state) => state.token !== null,
    selectMerchantCode: (state) => state.merchantCode,
  },
});

export const { signedIn, signedOut } = sessionSlice.actions;
export const { selectToken, selectIsLoggedIn, selectMerchantCode } = sessionSlice.selectors;
