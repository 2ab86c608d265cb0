import type { ReactElement } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import { WlThemeProvider } from '../theme/WlThemeProvider';
import type { ThemeMode } from '../theme/tokens';

/** Renders inside the kit's theme so styled components have their tokens, as the site does. */
export function renderWithTheme(
  ui: ReactElement,
  options: RenderOptions & { mode?: ThemeMode } = {},
) {
  const { mode = 'dark', ...rest } = options;
  return render(ui, {
    wrapper: ({ children }) => <WlThemeProvider mode={mode}>{children}</WlThemeProvider>,
    ...rest,
  });
}
