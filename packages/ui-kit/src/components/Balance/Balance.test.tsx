import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { Balance, formatMoney } from './Balance';

describe('Balance', () => {
  it('formats with two decimals and thousands commas', () => {
    expect(formatMoney(1234567.8)).toBe('1,234,567.80');
    expect(formatMoney(0)).toBe('0.00');
    expect(formatMoney(12.345)).toBe('12.35');
  });

  it('masks the amount with asterisks and offers to show it', async () => {
    const onToggleMask = vi.fn();
    renderWithTheme(
      <Balance
        amount={1500}
        currency="USD"
        masked
        onToggleMask={onToggleMask}
        onRefresh={() => {}}
      />,
    );
    expect(screen.getByRole('group', { name: 'Balance' })).toHaveTextContent('****');
    expect(screen.queryByText(/1,500/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Show balance' }));
    expect(onToggleMask).toHaveBeenCalled();
  });

  it('shows the amount, refreshes, and says when it is updating', async () => {
    const onRefresh = vi.fn();
    const { rerender } = renderWithTheme(
      <Balance
        amount={1500}
        currency="USD"
        masked={false}
        onToggleMask={() => {}}
        onRefresh={onRefresh}
      />,
    );
    expect(screen.getByText('USD 1,500.00')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Refresh balance' }));
    expect(onRefresh).toHaveBeenCalledTimes(1);
    rerender(
      <Balance
        amount={null}
        masked={false}
        onToggleMask={() => {}}
        onRefresh={onRefresh}
        refreshing
      />,
    );
    expect(screen.getByText('Balance updating')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh balance' })).toBeDisabled();
  });
});
