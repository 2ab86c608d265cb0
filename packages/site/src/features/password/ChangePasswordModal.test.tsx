import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useGetMemberInfoQuery } from '../../shared/account/api';
import { fail, renderWithProviders } from '../../shared/testing/renderWithProviders.test-helper';
import { ChangePasswordModal } from './ChangePasswordModal';

const RULES = {
  password: {
    enabled: true,
    required: true,
    acceptedPattern: '*',
    patternId: 4,
    minLength: 6,
    maxLength: 16,
  },
};

async function setup(forced: boolean, routes: Record<string, unknown> = {}) {
  let closed = 0;
  const harness = await renderWithProviders(
    <ChangePasswordModal onClose={() => (closed += 1)} props={forced ? { forced: true } : {}} />,
    {
      path: '/lobby',
      session: { token: 'tok', username: 'temp1', cpw: forced },
      routes: { 'GET /wps/system/setting/register': RULES, ...routes },
    },
  );
  const dialog = await screen.findByRole('dialog', {
    name: forced ? 'Please change your password' : 'Change password',
  });
  return { ...harness, dialog, closedCount: () => closed };
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
      await screen.findByText('Please fill in your password with 6 - 16 characters'),
    ).toBeInTheDocument();
    expect(screen.getByText('Incorrect confirmation input')).toBeInTheDocument();
    expect(calls.some((call) => call.path === '/wps/member/password')).toBe(false);
  });

  it('changes the password, clears the change-needed flag, goes to / and says so', async () => {
    const { user, calls, store, location } = await setup(true, {
      'POST /wps/member/password': true,
    });
    expect(store.getState().session.cpw).toBe(true);
    await user.type(screen.getByLabelText('Old password'), 'oldpass1');
    await user.type(screen.getByLabelText('New password'), 'newpass1');
    await user.type(screen.getByLabelText('Confirm new password'), 'newpass1');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(store.getState().ui.alert).toEqual({
        tone: 'success',
        message: 'Your password has been changed',
      }),
    );
    const call = calls.find((c) => c.path === '/wps/member/password');
    expect(call?.body).toEqual({
      oldPassword: 'oldpass1',
      newPassword: 'newpass1',
      confirmNewPassword: 'newpass1',
    });
    expect(call?.headers.get('authorization')).toBe('Bearer tok');
    expect(store.getState().session.cpw).toBe(false);
    expect(store.getState().session.token).toBe('tok');
    await waitFor(() => expect(location.current).toBe('/'));
  });

  it('shows the server message when the old password is wrong', async () => {
    const { user, store } = await setup(false, {
      'POST /wps/member/password': fail('The old password is incorrect', 'WRONG_PASSWORD'),
    });
    await user.type(screen.getByLabelText('Old password'), 'oldpass1');
    await user.type(screen.getByLabelText('New password'), 'newpass1');
    await user.type(screen.getByLabelText('Confirm new password'), 'newpass1');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(store.getState().ui.alert).toEqual({
        tone: 'warning',
        message: 'The old password is incorrect',
      }),
    );
  });

  it('cannot be dismissed in the forced variant, only answered or left by signing out', async () => {
    const { user, dialog, store, closedCount, calls } = await setup(true, {
      'DELETE /wps/session/logout': true,
    });
    expect(dialog).toHaveTextContent('Your password is temporary or has expired');
    expect(within(dialog).queryByRole('button', { name: 'Close dialog' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(closedCount()).toBe(0);
    expect(screen.getByRole('dialog', { name: 'Please change your password' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(store.getState().session.token).toBeNull());
    expect(calls.some((c) => c.method === 'DELETE' && c.path === '/wps/session/logout')).toBe(true);
    expect(store.getState().session.merchantCode).toBe('AUR01');
  });

  it('shows the close button in the normal variant', async () => {
    const { user, dialog, closedCount } = await setup(false);
    await user.click(within(dialog).getByRole('button', { name: 'Close dialog' }));
    expect(closedCount()).toBe(1);
  });

  it('re-reads member info after the change, so what shows its temporary-password flag updates', async () => {
    let temporary = true;
    function PasswordNotice() {
      const { data } = useGetMemberInfoQuery();
      return data?.temporaryPassword ? <p>Your password is temporary</p> : null;
    }
    const { user } = await renderWithProviders(
      <>
        <PasswordNotice />
        <ChangePasswordModal onClose={() => undefined} props={{}} />
      </>,
      {
        session: { token: 'tok', username: 'temp1' },
        routes: {
          'GET /wps/system/setting/register': RULES,
          'GET /wps/member/info': () => ({
            id: 1,
            account: 'temp1',
            userName: 'temp1',
            nickname: 'T',
            type: 0,
            toUpline: false,
            memberLabel: [],
            temporaryPassword: temporary,
          }),
          'POST /wps/member/password': () => {
            temporary = false;
            return true;
          },
        },
      },
    );
    expect(await screen.findByText('Your password is temporary')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Old password'), 'oldpass1');
    await user.type(screen.getByLabelText('New password'), 'newpass1');
    await user.type(screen.getByLabelText('Confirm new password'), 'newpass1');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(screen.queryByText('Your password is temporary')).not.toBeInTheDocument(),
    );
  });
});
