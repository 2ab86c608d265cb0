import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { CodeButton } from './CodeButton';

async function flush() {
  await act(async () => {
    await Promise.resolve();
  });
}

describe('CodeButton', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('counts the server seconds down and is enabled again at zero', async () => {
    const onSend = vi.fn().mockResolvedValue({ seconds: 3 });
    renderWithTheme(<CodeButton onSend={onSend} />);
    fireEvent.click(screen.getByRole('button', { name: 'Get code' }));
    await flush();
    expect(screen.getByRole('button', { name: '3s' })).toBeDisabled();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('button', { name: '2s' })).toBeDisabled();
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.getByRole('button', { name: 'Get code' })).toBeEnabled();
    expect(onSend).toHaveBeenCalledTimes(1);
  });

  it('uses 60 seconds when the send answer gives none', async () => {
    renderWithTheme(<CodeButton onSend={() => Promise.resolve()} />);
    fireEvent.click(screen.getByRole('button'));
    await flush();
    expect(screen.getByRole('button', { name: '60s' })).toBeDisabled();
  });

  it('accepts one click per second and stays enabled when sending fails', async () => {
    const onSend = vi.fn().mockRejectedValue(new Error('Phone number format is incorrect'));
    renderWithTheme(<CodeButton onSend={onSend} />);
    const button = screen.getByRole('button', { name: 'Get code' });
    fireEvent.click(button);
    await flush();
    fireEvent.click(button);
    await flush();
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(button).toBeEnabled();
    act(() => vi.advanceTimersByTime(1000));
    fireEvent.click(button);
    await flush();
    expect(onSend).toHaveBeenCalledTimes(2);
  });

  it('shows translated labels', async () => {
    renderWithTheme(
      <CodeButton
        onSend={() => Promise.resolve({ seconds: 5 })}
        label="Lấy mã"
        countdownLabel={(s) => `${s} giây`}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Lấy mã' }));
    await flush();
    expect(screen.getByRole('button', { name: '5 giây' })).toBeInTheDocument();
  });
});
