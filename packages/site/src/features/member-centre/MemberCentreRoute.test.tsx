import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { unauthorized } from '@wl/api-client';
import { describe, expect, it } from 'vitest';
import { signedIn } from '../../shared/session/sessionSlice';
import { useSignOut } from '../../shared/session/useSignOut';
import {
  renderWithProviders,
  type RenderWithProvidersOptions,
} from '../../shared/testing/renderWithProviders.test-helper';
import { modalClosed } from '../../shared/ui/uiSlice';
import { MemberCentreRoute } from './MemberCentreRoute';
import { MountedAt } from '../../shared/centre/MountedAt.test-helper';
import { textsOf } from '../../shared/testing/texts.test-helper';

/** The header's sign-out, which stays on screen above the centre. */
function SignOutButton() {
  const { signOut } = useSignOut();
  return (
    <button type="button" onClick={() => void signOut()}>
      Sign out
    </button>
  );
}

function Site() {
  return <MountedAt base="/member" element={<MemberCentreRoute />} />;
}

const MENU_IN_SPEC_ORDER = [
  'My Account',
  'Wallet',
  'Deposit',
  'Withdraw',
  'Transfer to Upline',
  'Betting Record',
  'Account Record',
  'Profit and Loss',
  'Bonus Details',
  'Rewards Centre',
  'Referral Code',
  'Missions',
  'Platform Information',
  'Manual Rebate',
  'Feedback',
  // not a page of the centre: the way to the safer-gambling page
  'Safer gambling',
];

/**
 * vip1, a member with an upline and nothing waiting, unless the test names another seeded member
 * (player1 has 3 missions waiting and a contract offered).
 */
async function openCentre(path: string, options: RenderWithProvidersOptions = {}) {
  const rendered = await renderWithProviders(<Site />, { signedInAs: 'vip1', path, ...options });
  const dialog = await screen.findByRole('dialog', { name: 'Member Centre' });
  return { ...rendered, dialog };
}

describe('member centre overlay', () => {
  it('opens the first entry at /member, with the menu in the spec order', async () => {
    const { dialog, location } = await openCentre('/member');
    const menu = within(dialog).getByRole('navigation', { name: 'Member centre menu' });
    await waitFor(() => expect(textsOf(menu, 'link')).toEqual(MENU_IN_SPEC_ORDER));
    expect(location.current).toBe('/member/account');
    expect(within(menu).getByRole('link', { name: 'My Account' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(await within(dialog).findByRole('heading', { name: 'My Account' })).toBeVisible();
  });

  it('shows the page the header links to and moves between entries from the menu', async () => {
    const { dialog, user, location } = await openCentre('/member/transactions');
    expect(await within(dialog).findByRole('heading', { name: 'Account Record' })).toBeVisible();
    await user.click(within(dialog).getByRole('link', { name: 'Wallet' }));
    expect(await within(dialog).findByRole('heading', { name: 'Wallet' })).toBeVisible();
    expect(location.current).toBe('/member/wallet');
  });

  it('opens each entry on its own at its address (a fresh load, a shared link)', async () => {
    const first = await openCentre('/member/account');
    const menu = within(first.dialog).getByRole('navigation', { name: 'Member centre menu' });
    await waitFor(() =>
      expect(within(menu).getAllByRole('link')).toHaveLength(MENU_IN_SPEC_ORDER.length),
    );
    const entries = within(menu)
      .getAllByRole('link')
      .map((link) => ({ name: link.textContent ?? '', path: link.getAttribute('href') ?? '' }))
      .filter(({ path }) => path.startsWith('/member/'));
    expect(entries).toHaveLength(MENU_IN_SPEC_ORDER.length - 1);
    first.router.dispose();
    cleanup();
    for (const { name, path } of entries) {
      const { dialog, location, router } = await openCentre(path);
      const link = within(dialog).getByRole('link', { name: new RegExp(`^${name}`) });
      expect(link, path).toHaveAttribute('aria-current', 'page');
      expect(await within(dialog).findByRole('heading', { level: 3, name }), path).toBeVisible();
      expect(location.current).toBe(path);
      router.dispose();
      cleanup();
    }
  });

  it('links last to the safer-gambling page, leaving the centre for it', async () => {
    const { dialog, user, location } = await openCentre('/member/account');
    await user.click(within(dialog).getByRole('link', { name: 'Safer gambling' }));
    await waitFor(() => expect(location.current).toBe('/safer-gambling'));
    expect(screen.queryByRole('dialog', { name: 'Member Centre' })).toBeNull();
  });

  it('leaves out transfer to upline for a player without an upline', async () => {
    const { dialog } = await openCentre('/member/account', {
      setUp: ({ db }) =>
        db.prepare("UPDATE members SET upline_id = NULL WHERE account = 'vip1'").run(),
    });
    await within(dialog).findByRole('heading', { name: 'My Account' });
    await waitFor(() =>
      expect(within(dialog).getAllByRole('link')).toHaveLength(MENU_IN_SPEC_ORDER.length - 1),
    );
    expect(within(dialog).queryByRole('link', { name: 'Transfer to Upline' })).toBeNull();
  });

  it('badges the missions entry with the count of missions waiting, only above 0', async () => {
    const { dialog } = await openCentre('/member/account', { signedInAs: 'player1' });
    expect(
      await within(dialog).findByRole('link', { name: 'Missions, Missions waiting: 3' }),
    ).toBeVisible();
    cleanup();
    const nothingWaiting = await openCentre('/member/account');
    expect(
      await within(nothingWaiting.dialog).findByRole('link', { name: 'Missions' }),
    ).toBeVisible();
  });

  it('closes to home when it was opened by a link, by the close button or Escape', async () => {
    const first = await openCentre('/member/account');
    await first.user.click(within(first.dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(first.location.current).toBe('/'));
    first.router.dispose();

    const second = await renderWithProviders(<Site />, {
      signedInAs: 'vip1',
      path: '/member/account',
    });
    await screen.findByRole('dialog', { name: 'Member Centre' });
    await second.user.keyboard('{Escape}');
    await waitFor(() => expect(second.location.current).toBe('/'));
  });

  it('opens the first entry for a slug it does not know', async () => {
    const { location } = await openCentre('/member/nothing-here');
    await waitFor(() => expect(location.current).toBe('/member/account'));
  });

  it('sends a guest who follows a link to home with the login modal', async () => {
    const { store, location } = await renderWithProviders(<Site />, { path: '/member/deposit' });
    // the router's navigation home lands after the modal opens
    await waitFor(() => {
      expect(store.getState().ui.modal).toEqual({ name: 'login' });
      expect(location.current).toBe('/');
    });
    expect(screen.queryByRole('dialog', { name: 'Member Centre' })).toBeNull();
  });

  it('signing out in the centre goes home without asking the player to log in', async () => {
    const { store, location, user } = await renderWithProviders(
      <>
        <SignOutButton />
        <Site />
      </>,
      { signedInAs: 'vip1', path: '/member/security' },
    );
    await screen.findByRole('dialog', { name: 'Member Centre' });
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(location.current).toBe('/'));
    expect(store.getState().session.token).toBeNull();
    expect(store.getState().ui.modal).toBeNull();
    expect(screen.queryByRole('dialog', { name: 'Member Centre' })).toBeNull();
  });

  it('keeps the page under the login modal when the session expires there, and shows it again after sign-in', async () => {
    const { store, location, platform } = await openCentre('/member/deposit');
    act(() => {
      store.dispatch(unauthorized({ endpoint: 'getBalance', status: 401, message: 'expired' }));
    });
    await waitFor(() => expect(store.getState().ui.modal?.name).toBe('login'));
    expect(location.current).toBe('/member/deposit');
    const token = await platform.signInAs('vip1');
    act(() => {
      store.dispatch(signedIn({ token, passwordChangeRequired: false, trial: false }));
      store.dispatch(modalClosed());
    });
    expect(await screen.findByRole('dialog', { name: 'Member Centre' })).toBeVisible();
    expect(location.current).toBe('/member/deposit');
  });

  it('never shows the centre to a trial user: the real-account warning instead', async () => {
    const { store, location } = await renderWithProviders(<Site />, {
      signedInAs: 'trial',
      path: '/member/withdraw',
    });
    // the router's navigation home lands after the modal opens
    await waitFor(() => {
      expect(store.getState().ui.modal).toEqual({ name: 'realAccountRequired' });
      expect(location.current).toBe('/');
    });
    expect(screen.queryByRole('dialog', { name: 'Member Centre' })).toBeNull();
  });
});
