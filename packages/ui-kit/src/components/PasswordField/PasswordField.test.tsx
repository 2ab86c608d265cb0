import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { PasswordField } from './PasswordField';

describe('PasswordField', () => {
  it('toggles visibility with a named eye button', async () => {
    renderWithTheme(<PasswordField label="Password" defaultValue="s3cret!" />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input).toHaveAttribute('type', 'password');
  });

  it('passes autocomplete through for the password manager', () => {
    renderWithTheme(<PasswordField label="New password" autoComplete="new-password" />);
    expect(screen.getByLabelText('New password')).toHaveAttribute('autocomplete', 'new-password');
  });

  it('defaults to current-password and takes translated eye labels', () => {
    renderWithTheme(<PasswordField label="Mật khẩu" showLabel="Hiện mật khẩu" />);
    expect(screen.getByLabelText('Mật khẩu')).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.getByRole('button', { name: 'Hiện mật khẩu' })).toBeInTheDocument();
  });
});
