import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../testing/renderWithProviders.test-helper';
import { TRIAL_AGENT_FLAG } from './sessionSlice';
import { useProtectedAction } from './useProtectedAction';

function DepositButton({ onDeposit }: { onDeposit: () => void }) {
  const protect = useProtectedAction();
  return (
    <button type="button" onClick={() => protect(onDeposit)}>
      Deposit
    </button>
  );
}

describe('useProtectedAction', () => {
  it('opens the login modal for a guest and does not run the action', async () => {
    const onDeposit = vi.fn();
    const { user, store } = await renderWithProviders(<DepositButton onDeposit={onDeposit} />);
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(store.getState().ui.modal).toEqual({ name: 'login' });
    expect(onDeposit).not.toHaveBeenCalled();
  });

  it("refuses a trial user (agent flag 4) with the 'need true account' warning", async () => {
    const onDeposit = vi.fn();
    const { user, store } = await renderWithProviders(<DepositButton onDeposit={onDeposit} />, {
      signedInAs: 'trial',
    });
    expect(store.getState().session.isAgent).toBe(TRIAL_AGENT_FLAG);
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(store.getState().ui.modal).toEqual({ name: 'realAccountRequired' });
    expect(onDeposit).not.toHaveBeenCalled();
  });

  it('runs the action for a real member', async () => {
    const onDeposit = vi.fn();
    const { user, store } = await renderWithProviders(<DepositButton onDeposit={onDeposit} />, {
      signedInAs: 'player1',
    });
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(onDeposit).toHaveBeenCalledOnce();
    expect(store.getState().ui.modal).toBeNull();
  });
});
