import type { WlTheme } from './createTheme';
import {
  COLOUR_TOKENS,
  radius,
  space,
  typography,
  type ColourTokenName,
  type Radius,
  type Space,
} from './tokens';

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

export const colourVarName = (name: ColourTokenName) => `--wl-color-${kebab(name)}`;

function varsOf<K extends string>(prefix: string, keys: readonly K[]): Record<K, string> {
  return Object.fromEntries(
    keys.map((key) => [key, `var(--wl-${prefix}-${kebab(key)})`]),
  ) as Record<K, string>;
}

/**
 * `var(--wl-...)` references for styled templates. Components use these instead of the theme object, so
 * switching brand or mode only rewrites the custom properties on `:root`, not every component's CSS.
 */
export const vars = {
  color: varsOf('color', COLOUR_TOKENS),
  space: varsOf('space', Object.keys(space) as Space[]),
  radius: varsOf('radius', Object.keys(radius) as Radius[]),
  font: {
    family: 'var(--wl-font-family)',
    mono: 'var(--wl-font-mono)',
  },
} as const;

/** The custom-property declarations for a theme, as a plain object (`{ '--wl-color-primary': '#...' }`). */
export function themeToCssVars(theme: WlTheme): Record<string, string> {
  const declarations: Record<string, string> = {};
  for (const name of COLOUR_TOKENS) declarations[colourVarName(name)] = theme.colors[name];
  for (const [key, value] of Object.entries(theme.space))
    declarations[`--wl-space-${kebab(key)}`] = value;
  for (const [key, value] of Object.entries(theme.radius))
    declarations[`--wl-radius-${kebab(key)}`] = value;
  declarations['--wl-font-family'] = typography.fontFamily;
  declarations['--wl-font-mono'] = typography.monoFamily;
  return declarations;
}

/** The same declarations as one CSS text block body. */
export function cssVarsText(theme: WlTheme): string {
  return Object.entries(themeToCssVars(theme))
    .map(([name, value]) => `${name}: ${value};`)
    .join('\n');
}
