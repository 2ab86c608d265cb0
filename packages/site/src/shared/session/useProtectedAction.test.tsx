import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders, type TestPlayer } from '../testing/renderWithProviders.test-helper';
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

/** Renders the button for `signedInAs` (a guest without it) and clicks Deposit. */
async function clickDeposit(signedInAs?: TestPlayer) {
  const onDeposit = vi.fn();
  const { user, store } = await renderWithProviders(
    <DepositButton onDeposit={onDeposit} />,
    signedInAs ? { signedInAs } : {},
  );
  await user.click(screen.getByRole('button', { name: 'Deposit' }));
  return { onDeposit, store };
}

describe('useProtectedAction', () => {
  it('opens the login modal for a guest and does not run the action', async () => {
    const { onDeposit, store } = await clickDeposit();
    expect(store.getState().ui.modal).toEqual({ name: 'login' });
    expect(onDeposit).not.toHaveBeenCalled();
  });

  it("refuses a trial user (agent flag 4) with the 'need true account' warning", async () => {
    const { onDeposit, store } = await clickDeposit('trial');
    expect(store.getState().session.isAgent).toBe(TRIAL_AGENT_FLAG);
    expect(store.getState().ui.modal).toEqual({ name: 'realAccountRequired' });
    expect(onDeposit).not.toHaveBeenCalled();
  });

  it('runs the action for a real member', async () => {
    const { onDeposit, store } = await clickDeposit('player1');
    expect(onDeposit).toHaveBeenCalledOnce();
    expect(store.getState().ui.modal).toBeNull();
  });
});
