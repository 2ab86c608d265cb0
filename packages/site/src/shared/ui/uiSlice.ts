import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { unauthorized, type ERROR_CODES } from '@wl/api-client';
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
  'twoFactorSignIn',
  'search',
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
  /** The player's choice (persisted). */
  sideMenu: SideMenuState;
  /**
   * Pages open now that show the menu in mini form (/vnLottery, /seamless). Not persisted: a reload
   * elsewhere, or leaving the page, gives the player's own choice back.
   */
  sideMenuMiniHolds: number;
  /**
   * The phone drawer is open. Apart from the wide screens' choice and not persisted: closing the drawer
   * on a phone never collapses the menu a wider window shows.
   */
  drawerOpen: boolean;
  balanceMasked: boolean;
  /** Language code of the brand list (EN, BN, ZH-TW, ...), mirrored from i18n for request headers. */
  language: string;
  modal: OpenModal | null;
  alert: AlertDialog | null;
}

export const THEME_STORAGE_KEY = 'theme';

/** The login modal's prop when a refused token opened it (see `unauthorized` below). */
export const SESSION_EXPIRED = 'sessionExpired';
/** Also set when the platform said the session was ended from another of the player's sessions. */
export const SIGNED_OUT_ELSEWHERE = 'signedOutElsewhere';
// The code as a literal, typed by the contract: the whole ERROR_CODES table would join the first chunk.
const ENDED_ELSEWHERE_CODE: typeof ERROR_CODES.SIGNED_OUT_ELSEWHERE = 'SIGNED_OUT_ELSEWHERE';

export function initialUiState(defaultTheme: ThemeMode, language: string): UiState {
  return {
    theme: defaultTheme,
    sideMenu: 'open',
    sideMenuMiniHolds: 0,
    drawerOpen: false,
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
    /** The player's toggle: from what they see, and it outranks a page's mini form. */
    sideMenuToggled(state) {
      const shown = state.sideMenuMiniHolds > 0 ? 'mini' : state.sideMenu;
      state.sideMenu = shown === 'open' ? 'mini' : 'open';
      state.sideMenuMiniHolds = 0;
    },
    sideMenuSet(state, action: PayloadAction<SideMenuState>) {
      state.sideMenu = action.payload;
      state.sideMenuMiniHolds = 0;
    },
    /** A page that shows the menu in mini form while it is open (released when it closes). */
    sideMenuMiniHeld(state) {
      state.sideMenuMiniHolds += 1;
    },
    sideMenuMiniReleased(state) {
      state.sideMenuMiniHolds = Math.max(0, state.sideMenuMiniHolds - 1);
    },
    drawerToggled(state) {
      state.drawerOpen = !state.drawerOpen;
    },
    drawerClosed(state) {
      state.drawerOpen = false;
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
    builder.addCase(unauthorized, (state, action) => {
      const elsewhere = action.payload.code === ENDED_ELSEWHERE_CODE;
      state.modal = {
        name: 'login',
        props: { [SESSION_EXPIRED]: true, ...(elsewhere ? { [SIGNED_OUT_ELSEWHERE]: true } : {}) },
      };
    });
  },
  selectors: {
    selectTheme: (state) => state.theme,
    /** The form shown: mini while a page holds it, else the player's choice. */
    selectSideMenu: (state): SideMenuState =>
      state.sideMenuMiniHolds > 0 ? 'mini' : state.sideMenu,
    selectDrawerOpen: (state) => state.drawerOpen,
    selectBalanceMasked: (state) => state.balanceMasked,
    selectLanguage: (state) => state.language,
    selectModal: (state) => state.modal,
    /**
     * The login modal (or the two-step code that follows it) is open because the session expired on
     * this page (not a guest's choice).
     */
    selectSessionExpiredLogin: (state) =>
      (state.modal?.name === 'login' || state.modal?.name === 'twoFactorSignIn') &&
      state.modal.props?.[SESSION_EXPIRED] === true,
    selectAlert: (state) => state.alert,
  },
});

export const {
  themeToggled,
  themeSet,
  sideMenuToggled,
  sideMenuSet,
  sideMenuMiniHeld,
  sideMenuMiniReleased,
  drawerToggled,
  drawerClosed,
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
  selectDrawerOpen,
  selectBalanceMasked,
  selectLanguage,
  selectModal,
  selectSessionExpiredLogin,
  selectAlert,
} = uiSlice.selectors;
