import { useInsertionEffect, useLayoutEffect, useMemo, useRef, type ReactNode } from 'react';
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

/**
 * `transition: none` on everything, as a constructable sheet (CSSOM: the CSP's style-src does not
 * apply). Made once, on the first theme change; null where the browser cannot (jsdom, old engines).
 */
let stillSheet: CSSStyleSheet | null | undefined;
function transitionsOff(): CSSStyleSheet | null {
  if (stillSheet === undefined) {
    try {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync('*, *::before, *::after { transition: none !important; }');
      stillSheet = 'adoptedStyleSheets' in document ? sheet : null;
    } catch {
      stillSheet = null;
    }
  }
  return stillSheet;
}

/**
 * A theme change flips every colour at once, without transitions. With them, the browser starts one
 * for each transitioning element on the page (91 on the home page, about 1 s of main thread on a
 * desktop) and the page shows both themes' colours mixed while they run. The sheet
 * goes in before the new colours are first styled (an insertion effect, ahead of any layout read), and
 * out once the page has been styled with them.
 */
function useStillThemeChange(colours: string) {
  const previous = useRef(colours);
  const applied = useRef<CSSStyleSheet | null>(null);
  useInsertionEffect(() => {
    if (previous.current === colours) return;
    previous.current = colours;
    const sheet = transitionsOff();
    if (!sheet) return;
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    applied.current = sheet;
  }, [colours]);
  useLayoutEffect(() => {
    const sheet = applied.current;
    if (!sheet) return;
    applied.current = null;
    // Styles the page now, with transitions off; taking the sheet out afterwards changes no colour.
    void document.documentElement.offsetHeight;
    document.adoptedStyleSheets = document.adoptedStyleSheets.filter((item) => item !== sheet);
  }, [colours]);
}

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
 * (so portals such as modals and toasts see them too). One provider per page. A change of mode or
 * colours switches at once, with transitions off for that one styling.
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
  useStillThemeChange(`${mode}${declarations}`);
  return (
    <ThemeProvider theme={theme}>
      <ThemeVariables $declarations={declarations} $mode={mode} />
      {withGlobalStyle ? <GlobalStyle /> : null}
      {children}
    </ThemeProvider>
  );
}
