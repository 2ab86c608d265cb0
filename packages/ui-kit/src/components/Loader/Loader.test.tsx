import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { Loader } from './Loader';

describe('Loader', () => {
  it('announces an inline busy status by its label', () => {
    renderWithTheme(<Loader label="Loading games" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading games');
  });

  it('covers the page in full-screen mode and marks it busy', () => {
    renderWithTheme(<Loader fullScreen label="Logging in" />);
    const overlay = screen.getByTestId('wl-loader-overlay');
    expect(overlay.parentElement).toBe(document.body);
    expect(overlay).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Logging in');
  });
});
