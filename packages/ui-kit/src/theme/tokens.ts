/**
 * Design tokens (artsy/palette style): plain `as const` objects, types derived from them.
 * Colour values live per mode; every other scale is shared by both modes.
 */

/** Colour names a brand may override in `brands/<code>.json` (`theme.dark` / `theme.light`). */
export const BRAND_COLOUR_TOKENS = [
  'primary',
  'onPrimary',
  'accent',
  'background',
  'surface',
  'surfaceRaised',
  'text',
  'textMuted',
  'border',
  'headerBackground',
  'sideMenuBackground',
] as const;

export type BrandColourTokenName = (typeof BRAND_COLOUR_TOKENS)[number];

/** Colours owned by the kit (status, focus, overlay...) plus the ones derived for readability. */
export const KIT_COLOUR_TOKENS = [
  'onAccent',
  'primaryText',
  'accentText',
  'success',
  'onSuccess',
  'warning',
  'onWarning',
  'danger',
  'onDanger',
  'dangerText',
  'successText',
  'info',
  'focus',
  'overlay',
  'shadow',
  'skeleton',
  'inputBackground',
  'qrForeground',
  'qrBackground',
] as const;

export type KitColourTokenName = (typeof KIT_COLOUR_TOKENS)[number];
export type ColourTokenName = BrandColourTokenName | KitColourTokenName;
export type ColourTokens = Record<ColourTokenName, string>;

export const COLOUR_TOKENS: readonly ColourTokenName[] = [
  ...BRAND_COLOUR_TOKENS,
  ...KIT_COLOUR_TOKENS,
];

export const THEME_MODES = ['dark', 'light'] as const;
export type ThemeMode = (typeof THEME_MODES)[number];

export const darkColours: ColourTokens = {
  primary: '#3b82f6',
  onPrimary: '#ffffff',
  accent: '#f5c451',
  onAccent: '#1a1300',
  primaryText: '#7fb0ff',
  accentText: '#f5c451',
  background: '#0f1115',
  surface: '#171a21',
  surfaceRaised: '#222734',
  text: '#f2f4f8',
  textMuted: '#aab2c3',
  border: '#3a4152',
  headerBackground: '#141821',
  sideMenuBackground: '#131720',
  success: '#34c77b',
  onSuccess: '#03200f',
  successText: '#5fdc98',
  warning: '#f5a524',
  onWarning: '#241500',
  danger: '#ff5c6c',
  onDanger: '#21040a',
  dangerText: '#ff8a96',
  info: '#5aa9ff',
  focus: '#7fb0ff',
  overlay: 'rgba(0, 0, 0, 0.64)',
  shadow: 'rgba(0, 0, 0, 0.48)',
  skeleton: '#2a3040',
  inputBackground: '#10131a',
  // QR codes stay dark-on-light in both modes: phone scanners read inverted codes badly.
  qrForeground: '#000000',
  qrBackground: '#ffffff',
};

export const lightColours: ColourTokens = {
  primary: '#1d5fd1',
  onPrimary: '#ffffff',
  accent: '#b7791f',
  onAccent: '#ffffff',
  primaryText: '#1a56bd',
  accentText: '#8a5a12',
  background: '#f5f6f8',
  surface: '#ffffff',
  surfaceRaised: '#eef0f4',
  text: '#14171f',
  textMuted: '#525a6a',
  border: '#c5cad5',
  headerBackground: '#ffffff',
  sideMenuBackground: '#ffffff',
  success: '#1d8a4f',
  onSuccess: '#ffffff',
  successText: '#17703f',
  // Text too (contract states): at least 4.5:1 on the light surfaces, skeleton grey included.
  warning: '#9e5200',
  onWarning: '#ffffff',
  danger: '#c62337',
  onDanger: '#ffffff',
  dangerText: '#b11f31',
  info: '#1d5fd1',
  focus: '#1d5fd1',
  overlay: 'rgba(10, 12, 18, 0.56)',
  shadow: 'rgba(20, 23, 31, 0.18)',
  skeleton: '#e2e5eb',
  inputBackground: '#ffffff',
  qrForeground: '#000000',
  qrBackground: '#ffffff',
};

export const space = {
  none: '0',
  xxs: '2px',
  xs: '4px',
  sm: '8px',
  md: '12px',
  lg: '16px',
  xl: '24px',
  xxl: '32px',
  xxxl: '48px',
} as const;

export const radius = {
  none: '0',
  sm: '4px',
  md: '8px',
  lg: '12px',
  xl: '16px',
  pill: '999px',
  round: '50%',
} as const;

export const typography = {
  fontFamily:
    "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Noto Sans Thai', 'Noto Sans Bengali', sans-serif",
  monoFamily: "ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace",
  size: { xs: '12px', sm: '14px', md: '16px', lg: '18px', xl: '22px', xxl: '28px' },
  weight: { regular: '400', medium: '500', bold: '700' },
  lineHeight: { tight: '1.2', normal: '1.5' },
} as const;

export const elevation = {
  none: 'none',
  low: '0 1px 2px var(--wl-color-shadow)',
  medium: '0 4px 12px var(--wl-color-shadow)',
  high: '0 12px 32px var(--wl-color-shadow)',
} as const;

export const zIndex = {
  base: 0,
  raised: 10,
  dropdown: 1000,
  sticky: 1100,
  sideMenu: 1200,
  header: 1300,
  overlay: 1400,
  modal: 1500,
  toast: 1600,
  loader: 1700,
} as const;

/** Min-width breakpoints in px; 390 is the narrow phone the site is checked at. */
export const breakpoints = { xs: 390, sm: 576, md: 768, lg: 1024, xl: 1280 } as const;

export const motion = {
  fast: '120ms',
  normal: '200ms',
  slow: '320ms',
  easing: 'cubic-bezier(0.2, 0, 0, 1)',
} as const;

export type Space = keyof typeof space;
export type Radius = keyof typeof radius;
export type Breakpoint = keyof typeof breakpoints;

/** `@media (min-width: ...)` strings for styled-components templates. */
export const media = Object.fromEntries(
  Object.entries(breakpoints).map(([name, px]) => [name, `@media (min-width: ${px}px)`]),
) as Record<Breakpoint, string>;
