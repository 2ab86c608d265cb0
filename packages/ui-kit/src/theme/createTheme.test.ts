import { describe, expect, it } from 'vitest';
import aurora from '../../../../brands/aurora.json';
import lotus from '../../../../brands/lotus.json';
import tiger from '../../../../brands/tiger.json';
import { contrastRatio } from './color';
import { createTheme } from './createTheme';
import { themeToCssVars } from './cssVars';
import { BRAND_COLOUR_TOKENS, COLOUR_TOKENS, darkColours, lightColours } from './tokens';

describe('createTheme', () => {
  it('defaults to the dark mode with the kit colours', () => {
    const theme = createTheme();
    expect(theme.mode).toBe('dark');
    expect(theme.colors.background).toBe(darkColours.background);
    expect(createTheme('light').colors.background).toBe(lightColours.background);
  });

  it('names every colour a brand may override', () => {
    expect([...BRAND_COLOUR_TOKENS].sort()).toEqual(
      [
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
      ].sort(),
    );
  });

  it('applies brand overrides for the chosen mode', () => {
    const dark = createTheme('dark', aurora.theme.dark);
    expect(dark.colors.primary).toBe('#0fb5ae');
    expect(dark.colors.background).toBe('#0b1220');
    const light = createTheme('light', aurora.theme.light);
    expect(light.colors.primary).toBe('#087a76');
  });

  it('ignores empty or unknown override keys', () => {
    const theme = createTheme('dark', { primary: '', nonsense: '#fff' } as never);
    expect(theme.colors.primary).toBe(darkColours.primary);
    expect(theme.colors).not.toHaveProperty('nonsense');
  });

  it('derives text on primary when a brand gives only the primary', () => {
    expect(createTheme('light', { primary: '#ffe14d' }).colors.onPrimary).toBe('#0b0d12');
    expect(createTheme('light', { primary: '#102a6b' }).colors.onPrimary).toBe('#ffffff');
  });

  it.each([aurora, lotus, tiger])(
    'keeps link, muted and error text readable (AA) for $code',
    (brand) => {
      for (const mode of ['dark', 'light'] as const) {
        const { colors } = createTheme(mode, brand.theme[mode]);
        for (const name of ['primaryText', 'textMuted', 'dangerText', 'accentText'] as const) {
          expect(contrastRatio(colors[name], colors.surfaceRaised)).toBeGreaterThanOrEqual(4.5);
          expect(contrastRatio(colors[name], colors.background)).toBeGreaterThanOrEqual(4.5);
        }
        expect(contrastRatio(colors.text, colors.surface)).toBeGreaterThanOrEqual(7);
      }
    },
  );

  it.each([aurora, lotus, tiger])(
    'carries button and selected-tab text on the primary at AA for $code',
    (brand) => {
      for (const mode of ['dark', 'light'] as const) {
        const { colors } = createTheme(mode, brand.theme[mode]);
        expect(contrastRatio(colors.onPrimary, colors.primary)).toBeGreaterThanOrEqual(4.5);
      }
    },
  );

  it('exposes every colour token as a CSS custom property', () => {
    const declarations = themeToCssVars(createTheme('dark', tiger.theme.dark));
    expect(declarations['--wl-color-primary']).toBe('#ff7a00');
    expect(declarations['--wl-color-surface-raised']).toBeDefined();
    expect(declarations['--wl-color-side-menu-background']).toBeDefined();
    expect(Object.keys(declarations).filter((k) => k.startsWith('--wl-color-'))).toHaveLength(
      COLOUR_TOKENS.length,
    );
    expect(declarations['--wl-space-lg']).toBe('16px');
  });
});
