import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ThemeMode } from '@wl/brand-config';

export type SideMenuState = 'open' | 'mini';

export interface UiState {
  theme: ThemeMode;
  sideMenu: SideMenuState;
  balanceMasked: boolean;
  /** Language code of the brand list (EN, BN, ZH-TW, ...), mirrored from i18n for request headers. */
  language: string;
}

export const THEME_STORAGE_KEY = 'theme';

export function initialUiState(defaultTheme: ThemeMode, language: string): UiState {
  return { theme: defaultTheme, sideMenu: 'open', balanceMasked: false, language };
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
  },
  selectors: {
    selectTheme: (state) => state.theme,
    selectSideMenu: (state) => state.sideMenu,
    selectBalanceMasked: (state) => state.balanceMasked,
    selectLanguage: (state) => state.language,
  },
});

export const { themeToggled, themeSet, sideMenuToggled, sideMenuSet, balanceMaskToggled, languageChanged } =
  uiSlice.actions;
export const { selectTheme, selectSideMenu, selectBalanceMasked, selectLanguage } = uiSlice.selectors;
