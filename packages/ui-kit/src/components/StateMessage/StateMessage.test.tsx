import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { EmptyState, ErrorState } from './StateMessage';

describe('EmptyState and ErrorState', () => {
  it('retries from the error state', async () => {
    const onRetry = vi.fn();
    renderWithTheme(<ErrorState onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Network link is abnormal, please try again',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('shows the empty title', () => {
    renderWithTheme(<EmptyState title="No favourites yet" />);
    expect(screen.getByRole('heading', { name: 'No favourites yet' })).toBeInTheDocument();
  });
});
