import { useMemo, type ReactNode } from 'react';
import type { BrandColourTokens, BrandTheme } from '@wl/brand-config';
import { createGlobalStyle, ThemeProvider } from 'styled-components';
import { createTheme, type WlTheme } from './createTheme';
import { cssVarsText } from './cssVars';
import { GlobalStyle } from './GlobalStyle';
import type { ThemeMode } from './tokens';

const ThemeVariables = createGlobalStyle<{ $declarations: string; $mode: ThemeMode }>`
  :root {
    ${({ $declarations }) => $declarations}
    color-scheme: ${({ $mode }) => $mode};
  }
`;

export interface WlThemeProviderProps {
  /** Colour mode; the product default is dark. */
  mode?: ThemeMode;
  /** A brand's `theme` block from `brands/<code>.json`; the entry for `mode` overrides the kit colours. */
  brandTheme?: Pick<BrandTheme, 'dark' | 'light'>;
  /** Extra colour overrides on top of the brand's (e.g. a preview of unsaved brand colours). */
  overrides?: BrandColourTokens;
  /** Adds the reset and body styles; turn off when the host page already has its own. */
  withGlobalStyle?: boolean;
  children?: ReactNode;
}

/**
 * The theme root: styled-components' ThemeProvider plus the tokens as CSS custom properties on `:root`
 * (so portals such as modals and toasts see them too). One provider per page.
 */
export function WlThemeProvider({
  mode = 'dark',
  brandTheme,
  overrides,
  withGlobalStyle = true,
  children,
}: WlThemeProviderProps) {
  const brandModeTokens = brandTheme?.[mode];
  const theme: WlTheme = useMemo(
    () => createTheme(mode, { ...brandModeTokens, ...overrides }),
    [mode, brandModeTokens, overrides],
  );
  const declarations = useMemo(() => cssVarsText(theme), [theme]);
  return (
    <ThemeProvider theme={theme}>
      <ThemeVariables $declarations={declarations} $mode={mode} />
      {withGlobalStyle ? <GlobalStyle /> : null}
      {children}
    </ThemeProvider>
  );
}
