import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createI18n, I18nextProvider } from '@wl/i18n';
import { WlThemeProvider } from '@wl/ui-kit';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LazyRoute } from './LazyRoute';
import { lazyScreen, ScreenLoadError, SCREEN_LOAD_TIMEOUT_MS, withLoadTimeout } from './lazyScreen';

// Files share a worker: a failed assertion must not leave the next file on the fake clock.
afterEach(() => {
  vi.useRealTimers();
});

describe('withLoadTimeout', () => {
  it('fails with a timeout load error after 120 seconds', async () => {
    vi.useFakeTimers();
    const pending = withLoadTimeout(() => new Promise<never>(() => {}));
    const assertion = expect(pending).rejects.toMatchObject({
      name: 'ScreenLoadError',
      reason: 'timeout',
    });
    await vi.advanceTimersByTimeAsync(SCREEN_LOAD_TIMEOUT_MS);
    await assertion;
  });

  it('tells a failed style sheet from a failed script chunk', async () => {
    await expect(
      withLoadTimeout(() => Promise.reject(new Error('Unable to preload CSS for /assets/a.css'))),
    ).rejects.toMatchObject({ reason: 'style' });
    await expect(
      withLoadTimeout(() => Promise.reject(new TypeError('Failed to fetch'))),
    ).rejects.toMatchObject({ reason: 'failed' });
  });

  it('wraps a failed chunk load', async () => {
    await expect(
      withLoadTimeout(() => Promise.reject(new TypeError('Failed to fetch'))),
    ).rejects.toBeInstanceOf(ScreenLoadError);
  });
});

describe('LazyRoute', () => {
  // The boundary logs each failure.
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  /** Renders a route's screen with the English texts and the theme, as the site does. */
  async function renderScreen(ui: ReactNode) {
    const i18n = await createI18n({ supportLanguages: ['EN'], defaultLang: 'EN', storage: null });
    await act(async () => {
      render(
        <I18nextProvider i18n={i18n}>
          <WlThemeProvider>{ui}</WlThemeProvider>
        </I18nextProvider>,
      );
    });
  }

  it('shows a loading state, then an error with retry that loads the screen again', async () => {
    let attempts = 0;
    const screenModule = lazyScreen(async () => {
      attempts += 1;
      if (attempts === 1) throw new TypeError('Failed to fetch dynamically imported module');
      return { default: () => <h1>Promotions</h1> };
    });
    await renderScreen(<LazyRoute screen={screenModule} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('This screen failed to load');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Promotions' })).toBeInTheDocument();
    expect(attempts).toBe(2);
  });

  it('shows the separate style load error when a style sheet of the screen failed', async () => {
    // What Vite's preload helper rejects with when a CSS chunk of the import fails (vite:preloadError).
    const screenModule = lazyScreen<object>(() =>
      Promise.reject(new Error('Unable to preload CSS for /assets/promotions-3f2a.css')),
    );
    await renderScreen(<LazyRoute screen={screenModule} />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The page styles failed to load. Please retry.');
    expect(alert).not.toHaveTextContent('This screen failed to load');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it("leaves a screen's failure behind when the player follows a link to another screen", async () => {
    const promotions = lazyScreen<object>(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    );
    const download = lazyScreen<object>(async () => ({ default: () => <h1>Download</h1> }));
    const router = createMemoryRouter(
      [
        { path: '/promotions', element: <LazyRoute screen={promotions} /> },
        { path: '/down', element: <LazyRoute screen={download} /> },
      ],
      { initialEntries: ['/promotions'] },
    );
    await renderScreen(<RouterProvider router={router} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('This screen failed to load');
    await act(() => router.navigate('/down'));
    expect(await screen.findByRole('heading', { name: 'Download' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // Back on the failed screen, its failure shows again, with its retry.
    await act(() => router.navigate('/promotions'));
    expect(await screen.findByRole('alert')).toHaveTextContent('This screen failed to load');
  });
});
