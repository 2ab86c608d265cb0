import { Suspense } from 'react';
import { screen, waitFor } from '@testing-library/react';
import { SKIP_WAITING_MESSAGE } from '@wl/service-worker';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerServiceWorker } from '../../shared/pwa/serviceWorker';
import { renderWithProviders } from '../../shared/testing/renderWithProviders.test-helper';
import { AppUpdate } from './AppUpdate';

/** A browser whose service worker registration already has a new version waiting. */
function browserWithWaitingVersion() {
  const waiting = { postMessage: vi.fn(), state: 'installed' };
  const registration = {
    waiting,
    installing: null,
    addEventListener: vi.fn(),
    update: vi.fn(() => Promise.resolve()),
  };
  const container = Object.assign(new EventTarget(), {
    controller: { scriptURL: '/sw.js' },
    register: vi.fn(() => Promise.resolve(registration)),
  });
  vi.stubGlobal('navigator', Object.assign(Object.create(navigator), { serviceWorker: container }));
  return { waiting, container };
}

afterEach(() => vi.unstubAllGlobals());

describe('AppUpdate', () => {
  it('offers a waiting new version, and Reload hands the page over to it', async () => {
    const { waiting, container } = browserWithWaitingVersion();
    registerServiceWorker();
    expect(container.register).toHaveBeenCalledWith('/sw.js');
    const { user } = await renderWithProviders(
      <Suspense fallback={null}>
        <AppUpdate />
      </Suspense>,
    );
    const banner = await screen.findByRole('status');
    expect(banner).toHaveTextContent('A new version of Aurora Play is available.');
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(waiting.postMessage).toHaveBeenCalledWith(SKIP_WAITING_MESSAGE));
  });
});
