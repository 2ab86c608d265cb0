import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../shared/testing/renderWithProviders.test-helper';
import { alertShown, modalOpened } from '../shared/ui/uiSlice';
import type { HostedModalProps } from '../shared/ui/modals';

// The login modal's chunk: the first load fails the way a chunk gone after a deploy does.
const loginModalLoads = vi.hoisted(() => ({ count: 0, failures: 1 }));
vi.mock('../features/auth', () => ({
  loadLoginModal: async () => {
    loginModalLoads.count += 1;
    if (loginModalLoads.count <= loginModalLoads.failures)
      throw new TypeError('Failed to fetch dynamically imported module: /assets/LoginModal.js');
    return {
      default: ({ onClose }: HostedModalProps) => (
        <div role="dialog" aria-label="Log in">
          <button onClick={onClose}>Close login</button>
        </div>
      ),
    };
  },
}));

afterEach(() => {
  vi.restoreAllMocks();
});

/** A fresh host module per test: the lazily loaded modals live at module level. */
async function freshHost() {
  vi.resetModules();
  return import('./ModalHost');
}

describe('ModalHost', () => {
  it('shows a failed modal chunk as a load error in a dialog; Retry loads the modal again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {}); // the boundary logs the failure
    loginModalLoads.count = 0;
    const { ModalHost } = await freshHost();
    const { user, store } = await renderWithProviders(<ModalHost />);
    act(() => void store.dispatch(modalOpened('login')));

    const failed = await screen.findByRole('alertdialog', {
      name: 'This part of the page could not be loaded.',
    });
    expect(failed).toHaveTextContent(
      'This screen failed to load. Please check your network and retry.',
    );
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
    // The dialog moves focus once it has mounted (a frame later on a busy machine).
    await waitFor(() => expect(screen.getByRole('button', { name: 'Retry' })).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(loginModalLoads.count).toBe(2);
  });

  it('closes the load error with Close or Escape; the next opening imports the modal again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    loginModalLoads.count = 0;
    loginModalLoads.failures = 2;
    const { ModalHost } = await freshHost();
    const { user, store } = await renderWithProviders(<ModalHost />);
    act(() => void store.dispatch(modalOpened('login')));
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    expect(store.getState().ui.modal).toBeNull();

    act(() => void store.dispatch(modalOpened('login')));
    await screen.findByRole('alertdialog');
    await user.keyboard('{Escape}');
    expect(store.getState().ui.modal).toBeNull();

    // React.lazy would remember the failure until a reload; the host imports the chunk again.
    act(() => void store.dispatch(modalOpened('login')));
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
    expect(loginModalLoads.count).toBe(3);
  });
});

describe('AlertHost', () => {
  it('shows the alert dialog', async () => {
    const { AlertHost } = await freshHost();
    const { store } = await renderWithProviders(<AlertHost />);
    act(() => void store.dispatch(alertShown({ tone: 'info', message: 'Request sent' })));
    expect(await screen.findByRole('dialog', { name: 'Notice' })).toHaveTextContent('Request sent');
  });
});
