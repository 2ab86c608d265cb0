import type { BrandColourTokens } from '@wl/brand-config';
import { ensureContrast, mix, readableOn } from './color';
import {
  BRAND_COLOUR_TOKENS,
  breakpoints,
  darkColours,
  elevation,
  lightColours,
  media,
  motion,
  radius,
  space,
  typography,
  zIndex,
  type ColourTokens,
  type ThemeMode,
} from './tokens';

export interface WlTheme {
  mode: ThemeMode;
  colors: ColourTokens;
  space: typeof space;
  radius: typeof radius;
  typography: typeof typography;
  elevation: typeof elevation;
  zIndex: typeof zIndex;
  breakpoints: typeof breakpoints;
  media: typeof media;
  motion: typeof motion;
}

export const BASE_COLOURS: Record<ThemeMode, ColourTokens> = {
  dark: darkColours,
  light: lightColours,
};

/** Keeps only the brand-overridable names with a string value (JSON may carry anything). */
function pickBrandOverrides(overrides: BrandColourTokens | undefined): BrandColourTokens {
  const picked: BrandColourTokens = {};
  if (!overrides) return picked;
  for (const name of BRAND_COLOUR_TOKENS) {
    const value = overrides[name];
    if (typeof value === 'string' && value.trim() !== '') picked[name] = value.trim();
  }
  return picked;
}

/**
 * Builds the theme for one mode with a brand's colour overrides on top.
 * Colours the brand did not set but that depend on the ones it did (text on primary, raised surfaces,
 * readable link colours, muted text) are derived so every brand stays WCAG AA readable.
 */
export function createTheme(mode: ThemeMode = 'dark', overrides?: BrandColourTokens): WlTheme {
  const brand = pickBrandOverrides(overrides);
  const colors: ColourTokens = { ...BASE_COLOURS[mode], ...brand };
  const towardsText = colors.text;

  if (brand.primary && !brand.onPrimary) colors.onPrimary = readableOn(colors.primary);
  if (brand.accent) colors.onAccent = readableOn(colors.accent);
  if (brand.surface && !brand.surfaceRaised) {
    colors.surfaceRaised = mix(colors.surface, colors.text, mode === 'dark' ? 0.07 : 0.04);
  }
  if (brand.surface && !brand.headerBackground) colors.headerBackground = colors.surface;
  if (brand.surface && !brand.sideMenuBackground) colors.sideMenuBackground = colors.surface;
  if (brand.background)
    colors.inputBackground = mode === 'dark' ? colors.background : colors.surface;
  if (brand.surface || brand.background) {
    colors.skeleton = mix(colors.surface, colors.text, mode === 'dark' ? 0.12 : 0.08);
  }

  // Text-coloured variants must read on every surface they can sit on; the raised surface is the
  // one with the least contrast in both modes, the background the other extreme.
  const readable = (colour: string) =>
    ensureContrast(
      ensureContrast(colour, colors.surfaceRaised, towardsText),
      colors.background,
      towardsText,
    );
  colors.primaryText = readable(brand.primary ? colors.primary : colors.primaryText);
  colors.accentText = readable(brand.accent ? colors.accent : colors.accentText);
  colors.textMuted = readable(colors.textMuted);
  colors.dangerText = readable(colors.dangerText);
  colors.successText = readable(colors.successText);
  colors.focus = ensureContrast(colors.primary, colors.background, towardsText, 3);

  return { mode, colors, space, radius, typography, elevation, zIndex, breakpoints, media, motion };
}
