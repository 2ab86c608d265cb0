import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { unauthorized } from '@wl/api-client';
import { accountApi } from '../account/api';

/** Agent flag of a trial (free play) user. */
export const TRIAL_AGENT_FLAG = 4;

/**
 * Who is signed in, under the spec's session-storage names (one sessionStorage key per field, see
 * `keyedSessionStorage`). Never a password: `cpw` is only the "password change needed" flag.
 */
export interface SessionState {
  token: string | null;
  /** Merchant values: set at start from the brand and kept through logout. */
  merchant: string;
  merchantCode: string;
  platform: string;
  nickname: string | null;
  account: string | null;
  username: string | null;
  customerId: number | null;
  /** Agent flag as a number: 1, 2, 41, 42 agents; 4 trial user; 0 member. */
  isAgent: number | null;
  toUpline: boolean | null;
  memberLabel: string | null;
  memberLabelColor: string | null;
  memberLabelColor2: string | null;
  /** The password must be changed before anything else (temporary or expired password). */
  cpw: boolean;
  /** The public announcement was closed during this logged-in session. */
  publicityClose: boolean;
  /** Shown once after a login: the after-login popup is pending. */
  afterLoginPopup: boolean;
}

/** Field kinds of the session state, for storing each field under its own sessionStorage key. */
export const SESSION_FIELD_KINDS = {
  token: 'string',
  merchant: 'string',
  merchantCode: 'string',
  platform: 'string',
  nickname: 'string',
  account: 'string',
  username: 'string',
  customerId: 'number',
  isAgent: 'number',
  toUpline: 'boolean',
  memberLabel: 'string',
  memberLabelColor: 'string',
  memberLabelColor2: 'string',
  cpw: 'boolean',
  publicityClose: 'boolean',
  afterLoginPopup: 'boolean',
} as const satisfies Record<keyof SessionState, 'string' | 'number' | 'boolean'>;

/** Session fields that survive a logout (spec: "merchant values restored"). */
const MERCHANT_FIELDS: readonly (keyof SessionState)[] = ['merchant', 'merchantCode', 'platform'];

/**
 * The signed-in player's session fields (token, username, customerId, isAgent, ...): what a logout or
 * a refused token clears, under the same sessionStorage names.
 */
export const PLAYER_SESSION_FIELDS = (
  Object.keys(SESSION_FIELD_KINDS) as (keyof SessionState)[]
).filter((field) => !MERCHANT_FIELDS.includes(field));

export function initialSessionState(merchantCode: string, platform: string): SessionState {
  return {
    token: null,
    merchant: merchantCode,
    merchantCode,
    platform,
    nickname: null,
    account: null,
    username: null,
    customerId: null,
    isAgent: null,
    toUpline: null,
    memberLabel: null,
    memberLabelColor: null,
    memberLabelColor2: null,
    cpw: false,
    publicityClose: false,
    afterLoginPopup: false,
  };
}

function signOut(state: SessionState): SessionState {
  return initialSessionState(state.merchantCode, state.platform);
}

export const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState('', 'web'),
  reducers: {
    /** A login, registration, reset by phone or free play answered a token. */
    signedIn(
      state,
      action: PayloadAction<{
        token: string;
        username?: string;
        passwordChangeRequired?: boolean;
        trial?: boolean;
      }>,
    ) {
      state.token = action.payload.token;
      state.username = action.payload.username ?? state.username;
      state.cpw = action.payload.passwordChangeRequired ?? false;
      state.publicityClose = false;
      state.afterLoginPopup = !state.cpw;
      if (action.payload.trial) state.isAgent = TRIAL_AGENT_FLAG;
    },
    passwordChanged(state) {
      state.cpw = false;
    },
    publicityClosed(state) {
      state.publicityClose = true;
    },
    afterLoginPopupShown(state) {
      state.afterLoginPopup = false;
    },
    /** Logout: clears who was signed in, keeps the merchant values (spec). */
    signedOut: signOut,
  },
  extraReducers: (builder) => {
    // The platform refused the token (expired, revoked): the session is over.
    builder.addCase(unauthorized, signOut);
    // Member info arrived: the user info the header and guards read, under the spec's session keys.
    // A late answer after a sign-out is not the current player's.
    builder.addMatcher(
      accountApi.endpoints.getMemberInfo.matchFulfilled,
      (state, { payload: info }) => {
        if (state.token === null) return;
        const label = info.memberLabel[0];
        state.customerId = info.id;
        state.account = info.account;
        state.username = info.userName;
        state.nickname = info.nickname;
        state.isAgent = info.type;
        state.toUpline = info.toUpline;
        state.memberLabel = label?.labelName ?? null;
        state.memberLabelColor = label?.color ?? null;
        state.memberLabelColor2 = label?.color2 ?? null;
      },
    );
  },
  selectors: {
    selectToken: (state) => state.token,
    selectIsLoggedIn: (state) => state.token !== null,
    selectIsTrial: (state) => state.token !== null && state.isAgent === TRIAL_AGENT_FLAG,
    selectAgentFlag: (state) => state.isAgent,
    selectPasswordChangeRequired: (state) => state.cpw,
    selectSession: (state) => state,
  },
});

export const { signedIn, passwordChanged, publicityClosed, afterLoginPopupShown, signedOut } =
  sessionSlice.actions;
export const {
  selectToken,
  selectIsLoggedIn,
  selectIsTrial,
  selectAgentFlag,
  selectPasswordChangeRequired,
  selectSession,
} = sessionSlice.selectors;
