import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { ToastStack } from './Toast';

describe('Toast', () => {
  afterEach(() => vi.useRealTimers());

  it('dismisses itself after its duration', () => {
    vi.useFakeTimers();
    const onDismiss = vi.fn();
    renderWithTheme(
      <ToastStack
        toasts={[{ id: 'a', tone: 'success', message: 'Password changed' }]}
        onDismiss={onDismiss}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Password changed');
    act(() => vi.advanceTimersByTime(3000));
    expect(onDismiss).toHaveBeenCalledWith('a');
  });

  it('announces errors as alerts and closes by button', async () => {
    const onDismiss = vi.fn();
    renderWithTheme(
      <ToastStack
        toasts={[{ id: 'b', tone: 'error', message: 'Unknown error', duration: 0 }]}
        onDismiss={onDismiss}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Unknown error');
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onDismiss).toHaveBeenCalledWith('b');
  });
});
