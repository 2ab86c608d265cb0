import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../shared/testing/renderWithProviders.test-helper';
import { LoginModal } from './LoginModal';

describe('LoginModal', () => {
  it('says first that the session was ended from another session, when that is why it opened', async () => {
    await renderWithProviders(
      <LoginModal onClose={vi.fn()} props={{ sessionExpired: true, signedOutElsewhere: true }} />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    expect(
      await screen.findByText(
        'You were signed out on this device from another of your sessions. Log in again to continue.',
      ),
    ).toHaveAttribute('role', 'alert');
    expect(dialog).toContainElement(screen.getByRole('alert'));
  });

  it('says nothing of it for an expired session or a guest', async () => {
    await renderWithProviders(<LoginModal onClose={vi.fn()} props={{ sessionExpired: true }} />);
    await screen.findByRole('button', { name: 'Log in' });
    expect(screen.queryByText(/another of your sessions/)).toBeNull();
  });
});
