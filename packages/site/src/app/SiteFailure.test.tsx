import { act, render, screen } from '@testing-library/react';
import { createI18n, I18nextProvider } from '@wl/i18n';
import { WlThemeProvider } from '@wl/ui-kit';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScreenLoadError } from '../shared/lazy/lazyScreen';
import { routes } from './router';
import { SiteErrorBoundary } from './SiteFailure';

function Broken({ error }: { error: unknown }): ReactNode {
  throw error;
}

async function renderInShell(ui: ReactNode) {
  const i18n = await createI18n({ supportLanguages: ['EN'], defaultLang: 'EN', storage: null });
  await act(async () => {
    render(
      <I18nextProvider i18n={i18n}>
        <WlThemeProvider>{ui}</WlThemeProvider>
      </I18nextProvider>,
    );
  });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the site-wide error boundaries', () => {
  it('shows the catalogue message and a reload above the router, never a blank page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await renderInShell(
      <SiteErrorBoundary>
        <Broken error={new Error('boom')} />
      </SiteErrorBoundary>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('This part of the page could not be loaded.');
    expect(alert).toHaveTextContent('Unknown error');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });

  it("replaces the router's default error screen for whatever a route throws", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const router = createMemoryRouter([
      {
        errorElement: routes[0]?.errorElement,
        children: [{ index: true, element: <Broken error={new ScreenLoadError('failed')} /> }],
      },
    ]);
    await renderInShell(<RouterProvider router={router} />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This screen failed to load. Please check your network and retry.',
    );
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(screen.queryByText(/Unexpected Application Error/)).not.toBeInTheDocument();
  });
});
