import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useGetMemberInfoQuery } from '../../shared/account/api';
import { API_PATHS } from '@wl/api-client';
import { renderWithProviders } from '../../shared/testing/renderWithProviders.test-helper';
import { ChangePasswordModal } from './ChangePasswordModal';

/** temp1 of the seed signs in with its temporary password; aurora's passwords are 8-64 characters. */
const OLD_PASSWORD = 'Temp1234';
const NEW_PASSWORD = 'Sunrise-2025';

async function setup(forced: boolean) {
  let closed = 0;
  const harness = await renderWithProviders(
    <ChangePasswordModal onClose={() => (closed += 1)} props={forced ? { forced: true } : {}} />,
    { path: '/lobby', signedInAs: 'temp1', session: { cpw: forced } },
  );
  const dialog = await screen.findByRole('dialog', {
    name: forced ? 'Please change your password' : 'Change password',
  });
  return { ...harness, dialog, closedCount: () => closed };
}

async function fillChange(user: Awaited<ReturnType<typeof setup>>['user'], old = OLD_PASSWORD) {
  await user.type(screen.getByLabelText('Old password'), old);
  await user.type(screen.getByLabelText('New password'), NEW_PASSWORD);
  await user.type(screen.getByLabelText('Confirm new password'), NEW_PASSWORD);
  await user.click(screen.getByRole('button', { name: 'Confirm' }));
}

describe('ChangePasswordModal', () => {
  it('requires every field, checks the password rule and the confirmation', async () => {
    const { user, calls } = await setup(false);
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Old password')).toHaveAccessibleDescription(
        'Input cannot be empty',
      ),
    );
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(
      'Input cannot be empty',
    );
    expect(screen.getByLabelText('Confirm new password')).toHaveAccessibleDescription(
      'Input cannot be empty',
    );
    await user.type(screen.getByLabelText('New password'), 'abc');
    await user.type(screen.getByLabelText('Confirm new password'), 'abd');
    await user.tab();
    expect(
      await screen.findByText('Please fill in your password with 8 - 64 characters'),
    ).toBeInTheDocument();
    expect(screen.getByText('Incorrect confirmation input')).toBeInTheDocument();
    expect(calls.some((call) => call.path === API_PATHS.changePassword)).toBe(false);
  });

  it('changes the password, clears the change-needed flag, goes to / and says so', async () => {
    const { user, calls, store, location, platform } = await setup(true);
    expect(store.getState().session.cpw).toBe(true);
    await fillChange(user);
    await waitFor(() =>
      expect(store.getState().ui.alert).toEqual({
        tone: 'success',
        message: 'Your password has been changed',
      }),
    );
    const call = calls.find((c) => c.path === API_PATHS.changePassword);
    expect(call?.body).toEqual({
      oldPassword: OLD_PASSWORD,
      newPassword: NEW_PASSWORD,
      confirmNewPassword: NEW_PASSWORD,
    });
    expect(call?.headers.get('authorization')).toBe(`Bearer ${platform.token}`);
    expect(store.getState().session.cpw).toBe(false);
    expect(store.getState().session.token).toBe(platform.token);
    // The platform took the new password.
    await expect(platform.signIn('temp1', NEW_PASSWORD)).resolves.toEqual(expect.any(String));
    await waitFor(() => expect(location.current).toBe('/'));
  });

  it('shows the server message when the old password is wrong', async () => {
    const { user, store } = await setup(false);
    await fillChange(user, 'Wrong-2025');
    await waitFor(() =>
      expect(store.getState().ui.alert).toEqual({
        tone: 'warning',
        message: 'The old password is incorrect',
      }),
    );
  });

  it('cannot be dismissed in the forced variant, only answered or left by signing out', async () => {
    const { user, dialog, store, closedCount, calls } = await setup(true);
    expect(dialog).toHaveTextContent('Your password is temporary or has expired');
    expect(within(dialog).queryByRole('button', { name: 'Close dialog' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(closedCount()).toBe(0);
    expect(screen.getByRole('dialog', { name: 'Please change your password' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(store.getState().session.token).toBeNull());
    expect(calls.some((c) => c.method === 'DELETE' && c.path === API_PATHS.logout)).toBe(true);
    expect(store.getState().session.merchantCode).toBe('AUR01');
  });

  it('shows the close button in the normal variant', async () => {
    const { user, dialog, closedCount } = await setup(false);
    await user.click(within(dialog).getByRole('button', { name: 'Close dialog' }));
    expect(closedCount()).toBe(1);
  });

  it('re-reads member info after the change, so what shows its temporary-password flag updates', async () => {
    function PasswordNotice() {
      const { data } = useGetMemberInfoQuery();
      return data?.temporaryPassword ? <p>Your password is temporary</p> : null;
    }
    const { user } = await renderWithProviders(
      <>
        <PasswordNotice />
        <ChangePasswordModal onClose={() => undefined} props={{}} />
      </>,
      { signedInAs: 'temp1' },
    );
    expect(await screen.findByText('Your password is temporary')).toBeInTheDocument();
    await fillChange(user);
    await waitFor(() =>
      expect(screen.queryByText('Your password is temporary')).not.toBeInTheDocument(),
    );
  });
});
