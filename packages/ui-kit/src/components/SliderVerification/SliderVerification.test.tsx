import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { SliderVerification } from './SliderVerification';

describe('SliderVerification', () => {
  it('completes by keyboard and reports a result once', async () => {
    const onComplete = vi.fn();
    renderWithTheme(<SliderVerification onComplete={onComplete} />);
    const slider = screen.getByRole('slider', { name: 'Slide to verify' });
    slider.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(slider).toHaveAttribute('aria-valuenow', '20');
    await userEvent.keyboard('{End}{End}');
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete.mock.calls[0]?.[0]).toMatchObject({
      verified: true,
      method: 'keyboard',
      trail: [10, 20, 100],
    });
    expect(slider).toHaveAttribute('aria-valuetext', 'Verified');
  });

  it('springs back when a drag stops short and completes when dragged to the end', () => {
    const onComplete = vi.fn();
    renderWithTheme(<SliderVerification onComplete={onComplete} />);
    const slider = screen.getByRole('slider');
    fireEvent.pointerDown(slider, { clientX: 0, pointerId: 1 });
    fireEvent.pointerMove(slider, { clientX: 100, pointerId: 1 });
    fireEvent.pointerUp(slider, { pointerId: 1 });
    expect(slider).toHaveAttribute('aria-valuenow', '0');
    expect(onComplete).not.toHaveBeenCalled();
    fireEvent.pointerDown(slider, { clientX: 0, pointerId: 1 });
    fireEvent.pointerMove(slider, { clientX: 2000, pointerId: 1 });
    fireEvent.pointerUp(slider, { pointerId: 1 });
    expect(onComplete).toHaveBeenCalledWith(expect.objectContaining({ method: 'pointer' }));
  });
});
