import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { unauthorized } from '@wl/api-client';
import type { ThemeMode } from '@wl/brand-config';

export type SideMenuState = 'open' | 'mini';

/**
 * The spec's modals, opened by name so features never import each other: the app's ModalHost maps a
 * name to the feature component that renders it.
 */
export const MODAL_NAMES = [
  'login',
  'register',
  'registerSuccess',
  'forgotPassword',
  'changePassword',
  'public',
  'notice',
  'download',
  'help',
  'realAccountRequired',
  'gamePopup',
] as const;
export type ModalName = (typeof MODAL_NAMES)[number];

export interface OpenModal {
  name: ModalName;
  /** Small serialisable options, e.g. `{ forced: true }` for the forced change-password modal. */
  props?: Record<string, string | number | boolean>;
}

/** A warning or notice dialog over whatever is open (invalid invitation code, SMS failure, success texts). */
export interface AlertDialog {
  tone: 'warning' | 'success' | 'info' | 'error';
  /** Already translated text. */
  message: string;
  title?: string;
}

export interface UiState {
  theme: ThemeMode;
  sideMenu: SideMenuState;
  balanceMasked: boolean;
  /** Language code of the brand list (EN, BN, ZH-TW, ...), mirrored from i18n for request headers. */
  language: string;
  modal: OpenModal | null;
  alert: AlertDialog | null;
}

export const THEME_STORAGE_KEY = 'theme';

/** The login modal's prop when a refused token opened it (see `unauthorized` below). */
export const SESSION_EXPIRED = 'sessionExpired';

export function initialUiState(defaultTheme: ThemeMode, language: string): UiState {
  return {
    theme: defaultTheme,
    sideMenu: 'open',
    balanceMasked: false,
    language,
    modal: null,
    alert: null,
  };
}

export const uiSlice = createSlice({
  name: 'ui',
  initialState: initialUiState('dark', 'EN'),
  reducers: {
    themeToggled(state) {
      state.theme = state.theme === 'dark' ? 'light' : 'dark';
    },
    themeSet(state, action: PayloadAction<ThemeMode>) {
      state.theme = action.payload;
    },
    sideMenuToggled(state) {
      state.sideMenu = state.sideMenu === 'open' ? 'mini' : 'open';
    },
    sideMenuSet(state, action: PayloadAction<SideMenuState>) {
      state.sideMenu = action.payload;
    },
    balanceMaskToggled(state) {
      state.balanceMasked = !state.balanceMasked;
    },
    languageChanged(state, action: PayloadAction<string>) {
      state.language = action.payload;
    },
    modalOpened(state, action: PayloadAction<ModalName | OpenModal>) {
      const modal = typeof action.payload === 'string' ? { name: action.payload } : action.payload;
      // One modal at a time: the public announcement opens by itself, so it waits for whatever the
      // player has open (a modal or an alert) and never replaces it.
      if (modal.name === 'public' && (state.modal !== null || state.alert !== null)) return;
      // Asking for the login modal while it is open keeps it as it is (and why it opened).
      if (modal.name === 'login' && state.modal?.name === 'login') return;
      state.modal = modal;
    },
    modalClosed(state, action: PayloadAction<ModalName | undefined>) {
      // Closing by name leaves a modal that replaced it in the meantime alone.
      if (action.payload === undefined || state.modal?.name === action.payload) state.modal = null;
    },
    alertShown(state, action: PayloadAction<AlertDialog>) {
      state.alert = action.payload;
    },
    alertDismissed(state) {
      state.alert = null;
    },
  },
  extraReducers: (builder) => {
    // A refused token opens the login modal (once per burst: the api client dedupes). Marked, so that
    // signing in again leaves the player on the page they were on instead of sending them home.
    builder.addCase(unauthorized, (state) => {
      state.modal = { name: 'login', props: { [SESSION_EXPIRED]: true } };
    });
  },
  selectors: {
    selectTheme: (state) => state.theme,
    selectSideMenu: (state) => state.sideMenu,
    selectBalanceMasked: (state) => state.balanceMasked,
    selectLanguage: (state) => state.language,
    selectModal: (state) => state.modal,
    /** The login modal is open because the session expired on this page (not a guest's choice). */
    selectSessionExpiredLogin: (state) =>
      state.modal?.name === 'login' && state.modal.props?.[SESSION_EXPIRED] === true,
    selectAlert: (state) => state.alert,
  },
});

export const {
  themeToggled,
  themeSet,
  sideMenuToggled,
  sideMenuSet,
  balanceMaskToggled,
  languageChanged,
  modalOpened,
  modalClosed,
  alertShown,
  alertDismissed,
} = uiSlice.actions;
export const {
  selectTheme,
  selectSideMenu,
  selectBalanceMasked,
  selectLanguage,
  selectModal,
  selectSessionExpiredLogin,
  selectAlert,
} = uiSlice.selectors;
