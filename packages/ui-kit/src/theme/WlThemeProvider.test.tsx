import { render } from '@testing-library/react';
import styled from 'styled-components';
import { describe, expect, it } from 'vitest';
import lotus from '../../../../brands/lotus.json';
import { WlThemeProvider } from './WlThemeProvider';

const ModeProbe = styled.span`
  &::after {
    content: '${({ theme }) => theme.mode}';
  }
`;

/** Every rule the document's style sheets hold, whitespace removed: read from the CSSOM, where
 * styled-components puts its rules with insertRule (its production path, used in tests too). */
function rootStyles() {
  return Array.from(document.styleSheets)
    .flatMap((sheet) => Array.from(sheet.cssRules, (rule) => rule.cssText))
    .join('\n')
    .replace(/\s+/g, '');
}

describe('WlThemeProvider', () => {
  it('writes the brand tokens for the mode as CSS custom properties on :root', () => {
    const { rerender } = render(<WlThemeProvider mode="dark" brandTheme={lotus.theme} />);
    expect(rootStyles()).toContain('--wl-color-primary:#ff4d73');
    expect(rootStyles()).toContain('color-scheme:dark');
    rerender(<WlThemeProvider mode="light" brandTheme={lotus.theme} />);
    expect(rootStyles()).toContain('--wl-color-primary:#d4264f');
    expect(rootStyles()).not.toContain('--wl-color-primary:#ff4d73');
  });

  it('gives styled components the typed theme', () => {
    const { container } = render(
      <WlThemeProvider mode="light">
        <ModeProbe data-testid="probe" />
      </WlThemeProvider>,
    );
    expect(container.querySelector('span')).not.toBeNull();
    // The CSSOM serialises the string with its own quotes (double, in jsdom 29).
    expect(rootStyles()).toMatch(/content:["']light["']/);
  });

  it('adds the global reset with body colours from tokens', () => {
    render(<WlThemeProvider />);
    expect(rootStyles()).toMatch(/body\{[^}]*background:var\(--wl-color-background\)/);
  });
});
