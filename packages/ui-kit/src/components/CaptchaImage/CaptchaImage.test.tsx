import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { CaptchaImage } from './CaptchaImage';

describe('CaptchaImage', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('refreshes on click at most once per second', () => {
    const onRefresh = vi.fn();
    renderWithTheme(<CaptchaImage src="data:image/png;base64,AAAA" onRefresh={onRefresh} />);
    const button = screen.getByRole('button', { name: 'Captcha image, click to refresh' });
    fireEvent.click(button);
    fireEvent.click(button);
    vi.advanceTimersByTime(999);
    fireEvent.click(button);
    expect(onRefresh).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    fireEvent.click(button);
    expect(onRefresh).toHaveBeenCalledTimes(2);
  });

  it('shows the image, or a busy state while it loads', () => {
    const { rerender, container } = renderWithTheme(<CaptchaImage onRefresh={() => {}} loading />);
    expect(screen.getByRole('button')).toHaveAttribute('aria-busy', 'true');
    rerender(<CaptchaImage onRefresh={() => {}} src="data:image/png;base64,AAAA" />);
    expect(container.ownerDocument.querySelector('img')).toHaveAttribute(
      'src',
      'data:image/png;base64,AAAA',
    );
  });
});
