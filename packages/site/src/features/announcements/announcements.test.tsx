import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { AnnouncementsResponse, Notice } from '@wl/api-client';
import { describe, expect, it, vi } from 'vitest';
import { useBrand } from '../../shared/brand/BrandContext';
import { HandoverPendingContext } from '../../shared/session/handoverPending';
import { useAppDispatch } from '../../shared/store/hooks';
import { renderWithProviders } from '../../shared/testing/renderWithProviders.test-helper';
import { alertDismissed, alertShown, modalClosed, modalOpened } from '../../shared/ui/uiSlice';
import { announcementsArgs, useGetAnnouncementsQuery } from './api';
import { NoticeListModal } from './NoticeListModal';
import { PublicAnnouncementLauncher } from './PublicAnnouncementLauncher';
import { PublicAnnouncementModal } from './PublicAnnouncementModal';

function notices(count: number): Notice[] {
  return Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    type: 'B' as const,
    title: `Notice ${i + 1}`,
    content: `<p>Body of notice ${i + 1}</p>`,
    publishTime: '2025-02-01T12:00:00Z',
  }));
}

function answer(overrides: Partial<AnnouncementsResponse> = {}): AnnouncementsResponse {
  return {
    banners: [],
    player: notices(3),
    popup: [
      {
        id: 1,
        title: 'Weekend bonus',
        content:
          '<p>Deposit now</p><script>window.hacked = true</script><img src="x.png" onerror="window.hacked = true" alt="promo">',
      },
    ],
    promotion: [],
    ...overrides,
  };
}

const inSuspense = (node: React.ReactNode) => <Suspense fallback={<p>loading</p>}>{node}</Suspense>;

describe('PublicAnnouncementModal', () => {
  it("asks for the brand's types on platform W and shows the popups with sanitised HTML", async () => {
    const { calls } = await renderWithProviders(
      inSuspense(<PublicAnnouncementModal onClose={() => {}} props={{}} />),
      {
        routes: { 'GET /wps/system/announcement': answer() },
      },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Announcements' });
    expect(
      await within(dialog).findByRole('heading', { name: 'Weekend bonus' }),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Deposit now')).toBeInTheDocument();
    expect(dialog.querySelector('script')).toBeNull();
    expect(within(dialog).getByRole('img', { name: 'promo' })).not.toHaveAttribute('onerror');
    const call = calls.find((c) => c.path === '/wps/system/announcement');
    expect(Object.fromEntries(call?.query ?? [])).toEqual({
      types: 'B,PU',
      platform: 'W',
      execution: 'B',
    });
    expect(
      within(dialog).queryByRole('button', { name: 'Go to the rewards centre' }),
    ).not.toBeInTheDocument();
  });

  it('closes for a guest without setting the session flag', async () => {
    const onClose = vi.fn();
    const { user, store } = await renderWithProviders(
      inSuspense(<PublicAnnouncementModal onClose={onClose} props={{}} />),
      {
        routes: { 'GET /wps/system/announcement': answer() },
      },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Announcements' });
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' })[0]!);
    expect(onClose).toHaveBeenCalled();
    expect(store.getState().session.publicityClose).toBe(false);
  });

  it('closing while logged in keeps it closed for the session; members are offered the reward centre', async () => {
    const onClose = vi.fn();
    const { user, store, location } = await renderWithProviders(
      inSuspense(<PublicAnnouncementModal onClose={onClose} props={{}} />),
      {
        session: { token: 'tok-1' },
        routes: { 'GET /wps/system/announcement': answer() },
      },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Announcements' });
    await user.click(
      await within(dialog).findByRole('button', { name: 'Go to the rewards centre' }),
    );
    expect(store.getState().session.publicityClose).toBe(true);
    expect(onClose).toHaveBeenCalled();
    expect(location.current).toBe('/member/rewards');
  });

  it('is never shown on the register routes', async () => {
    await renderWithProviders(
      inSuspense(<PublicAnnouncementModal onClose={() => {}} props={{}} />),
      {
        path: '/register.html',
        routes: { 'GET /wps/system/announcement': answer() },
      },
    );
    await act(async () => {});
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('NoticeListModal', () => {
  it('lists 9 titles per page and shows the chosen notice on the right', async () => {
    const { user } = await renderWithProviders(
      inSuspense(<NoticeListModal onClose={() => {}} props={{}} />),
      {
        routes: { 'GET /wps/system/announcement': answer({ player: notices(20) }) },
      },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Notice list' });
    const list = await within(dialog).findByRole('navigation', { name: 'Notice list' });
    expect(within(list).getAllByRole('button')).toHaveLength(9);
    expect(within(dialog).getByRole('heading', { level: 3, name: 'Notice 1' })).toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: 'Notice 4' }));
    expect(within(dialog).getByRole('heading', { level: 3, name: 'Notice 4' })).toBeInTheDocument();
    expect(within(dialog).getByText('Body of notice 4')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Page 3' }));
    expect(
      within(list)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Notice 19', 'Notice 20']);
    expect(
      within(dialog).getByRole('heading', { level: 3, name: 'Notice 19' }),
    ).toBeInTheDocument();
  });

  it('sanitises notice HTML', async () => {
    await renderWithProviders(inSuspense(<NoticeListModal onClose={() => {}} props={{}} />), {
      routes: {
        'GET /wps/system/announcement': answer({
          player: [
            {
              id: 1,
              type: 'B',
              title: 'Bad',
              content:
                '<b>ok</b><script>alert(1)</script><img src="a.png" onerror="alert(2)" alt="pic">',
              publishTime: '',
            },
          ],
        }),
      },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Notice list' });
    expect(await within(dialog).findByText('ok')).toBeInTheDocument();
    expect(dialog.querySelector('script')).toBeNull();
    expect(within(dialog).getByRole('img', { name: 'pic' })).not.toHaveAttribute('onerror');
  });

  it('says so when there are no notices', async () => {
    await renderWithProviders(inSuspense(<NoticeListModal onClose={() => {}} props={{}} />), {
      routes: { 'GET /wps/system/announcement': answer({ player: [] }) },
    });
    expect(await screen.findByText('No announcements')).toBeInTheDocument();
  });
});

describe('PublicAnnouncementLauncher', () => {
  it('opens the public modal once per page load when there are popups', async () => {
    const { store } = await renderWithProviders(<PublicAnnouncementLauncher />, {
      routes: { 'GET /wps/system/announcement': answer() },
    });
    await waitFor(() => expect(store.getState().ui.modal).toEqual({ name: 'public' }));
    act(() => {
      store.dispatch(modalClosed());
    });
    await act(async () => {});
    expect(store.getState().ui.modal).toBeNull();
  });

  it('one modal at a time: waits while a sign-in handed over in the address asks "Switch account?"', async () => {
    let settle = () => {};
    function Handover({ children }: { children: ReactNode }) {
      const [pending, setPending] = useState(true);
      settle = () => setPending(false);
      return <HandoverPendingContext value={pending}>{children}</HandoverPendingContext>;
    }
    const { store } = await renderWithProviders(
      <Handover>
        <PublicAnnouncementLauncher />
      </Handover>,
      { routes: { 'GET /wps/system/announcement': answer() }, session: { token: 'tok' } },
    );
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 100));
    });
    expect(store.getState().ui.modal).toBeNull();
    act(() => settle());
    await waitFor(() => expect(store.getState().ui.modal).toEqual({ name: 'public' }));
  });

  it('does not open when the platform has no popups', async () => {
    const none = await renderWithProviders(<PublicAnnouncementLauncher />, {
      routes: { 'GET /wps/system/announcement': answer({ popup: [] }) },
    });
    await waitFor(() =>
      expect(none.calls.some((c) => c.path === '/wps/system/announcement')).toBe(true),
    );
    expect(none.store.getState().ui.modal).toBeNull();
    none.router.dispose();
  });

  it('stays away from the register routes', async () => {
    const { store, calls } = await renderWithProviders(<PublicAnnouncementLauncher />, {
      path: '/register',
      routes: { 'GET /wps/system/announcement': answer() },
    });
    await act(async () => {});
    expect(calls.some((c) => c.path === '/wps/system/announcement')).toBe(false);
    expect(store.getState().ui.modal).toBeNull();
  });

  it('stays closed for a logged-in session that closed it', async () => {
    const { store } = await renderWithProviders(<PublicAnnouncementLauncher />, {
      session: { token: 'tok-1', publicityClose: true },
      routes: { 'GET /wps/system/announcement': answer() },
    });
    await act(async () => {});
    expect(store.getState().ui.modal).toBeNull();
  });

  it('after login it waits for the login modal to close, then shows the popup once', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const { store } = await renderWithProviders(<PublicAnnouncementLauncher />, {
      session: { token: 'tok-1', afterLoginPopup: true },
      routes: { 'GET /wps/system/announcement': () => held.then(() => answer()) },
    });
    // The login modal is still open (completeSignIn closes it after member info loads).
    act(() => {
      store.dispatch(modalOpened('login'));
    });
    await act(async () => {
      release();
      await held;
    });
    expect(store.getState().session.afterLoginPopup).toBe(true);
    expect(store.getState().ui.modal).toEqual({ name: 'login' });
    act(() => {
      store.dispatch(modalClosed('login'));
    });
    await waitFor(() => expect(store.getState().ui.modal).toEqual({ name: 'public' }));
    expect(store.getState().session.afterLoginPopup).toBe(false);
  });

  it('one modal at a time: a guest who opens the login modal before the popups load gets no announcement over it', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const { store } = await renderWithProviders(<PublicAnnouncementLauncher />, {
      routes: { 'GET /wps/system/announcement': () => held.then(() => answer()) },
    });
    // "Log in" is clicked while the announcement call is still on its way.
    act(() => {
      store.dispatch(modalOpened('login'));
    });
    await act(async () => {
      release();
      await held;
    });
    await act(async () => {});
    expect(store.getState().ui.modal).toEqual({ name: 'login' });
    // Once the login modal is closed the announcement still shows, once.
    act(() => {
      store.dispatch(modalClosed('login'));
    });
    await waitFor(() => expect(store.getState().ui.modal).toEqual({ name: 'public' }));
  });

  it('one modal at a time: a login modal opened as the popups arrive is never replaced by the announcement', async () => {
    // Something else opens the login modal in the very commit the announcements answer is rendered in
    // (a click handled before the launcher's effect ran): the launcher's snapshot still says "no modal".
    function OpensLoginOnArrival() {
      const brand = useBrand();
      const dispatch = useAppDispatch();
      const { data } = useGetAnnouncementsQuery(announcementsArgs(brand));
      useEffect(() => {
        if (data) dispatch(modalOpened('login'));
      }, [data, dispatch]);
      return null;
    }
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const { store } = await renderWithProviders(
      <>
        <OpensLoginOnArrival />
        <PublicAnnouncementLauncher />
      </>,
      { routes: { 'GET /wps/system/announcement': () => held.then(() => answer()) } },
    );
    await act(async () => {
      release();
      await held;
    });
    await waitFor(() => expect(store.getState().ui.modal).not.toBeNull());
    await act(async () => {});
    expect(store.getState().ui.modal).toEqual({ name: 'login' });
    // The announcement waits for the login modal and shows once it is closed.
    act(() => {
      store.dispatch(modalClosed('login'));
    });
    await waitFor(() => expect(store.getState().ui.modal).toEqual({ name: 'public' }));
  });

  it('waits for a notice dialog (first-login welcome) to be dismissed', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const { store } = await renderWithProviders(<PublicAnnouncementLauncher />, {
      session: { token: 'tok-1', afterLoginPopup: true },
      routes: { 'GET /wps/system/announcement': () => held.then(() => answer()) },
    });
    act(() => {
      store.dispatch(
        alertShown({ tone: 'info', title: 'Welcome!', message: 'Welcome to your new account.' }),
      );
    });
    await act(async () => {
      release();
      await held;
    });
    expect(store.getState().ui.modal).toBeNull();
    act(() => {
      store.dispatch(alertDismissed());
    });
    await waitFor(() => expect(store.getState().ui.modal).toEqual({ name: 'public' }));
  });
});
