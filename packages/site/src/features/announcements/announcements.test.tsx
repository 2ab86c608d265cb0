import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import { API_PATHS } from '@wl/api-client';
import { describe, expect, it, vi } from 'vitest';
import { useBrand } from '../../shared/brand/BrandContext';
import { HandoverPendingContext } from '../../shared/session/handoverPending';
import { useAppDispatch } from '../../shared/store/hooks';
import type { AppStore } from '../../shared/store/makeStore';
import {
  renderWithProviders,
  type RenderWithProvidersOptions,
  type RouteHandler,
} from '../../shared/testing/renderWithProviders.test-helper';
import { alertDismissed, alertShown, modalClosed, modalOpened } from '../../shared/ui/uiSlice';
import { announcementsArgs, useGetAnnouncementsQuery } from './api';
import { NoticeListModal } from './NoticeListModal';
import { PublicAnnouncementLauncher } from './PublicAnnouncementLauncher';
import { PublicAnnouncementModal } from './PublicAnnouncementModal';
import { textsOf } from '../../shared/testing/texts.test-helper';

const DAY = 86_400_000;
/** The simulator's seed: aurora asks for types B and PU; these are its B notices, newest first. */
const SEEDED_NOTICES = [
  'System upgrade completed',
  'New payment channel',
  'Weekend cashback is live',
];
/** The seeded B notice whose content is unsafe HTML (an onerror picture, a script, a javascript: link). */
const UNSAFE_NOTICE = 'New payment channel';

/** The back office's popup with unsafe HTML in place of the first seeded popup's content. */
const unsafePopup: RenderWithProvidersOptions['setUp'] = ({ db }) =>
  db
    .prepare("UPDATE notices SET title = ?, content = ? WHERE title = 'Welcome to the site'")
    .run(
      'Weekend bonus',
      '<p>Deposit now</p><script>window.hacked = true</script><img src="x.png" onerror="window.hacked = true" alt="promo">',
    );

/** Holds the announcement call open until `release()`, then lets the simulator answer it. */
function heldAnnouncements() {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const routes = {
    // Held open to see what the site does before the answer arrives.
    [`GET ${API_PATHS.announcements}`]: (async (_call, simulator) => {
      await released;
      return simulator();
    }) satisfies RouteHandler,
  };
  return { routes, release };
}

/** Until the announcements' answer is in the store and rendered. */
/** The player closes the login modal: the announcement it held back shows. */
async function closeLoginSeeAnnouncement(store: AppStore) {
  act(() => {
    store.dispatch(modalClosed('login'));
  });
  await waitFor(() => expect(store.getState().ui.modal).toEqual({ name: 'public' }));
}

async function announcementsArrived(store: AppStore) {
  await waitFor(() =>
    expect(
      Object.values(store.getState().api.queries).some(
        (query) => query?.endpointName === 'getAnnouncements' && query.status === 'fulfilled',
      ),
    ).toBe(true),
  );
  await act(async () => {});
}

const inSuspense = (node: React.ReactNode) => <Suspense fallback={<p>loading</p>}>{node}</Suspense>;

describe('PublicAnnouncementModal', () => {
  it("asks for the brand's types on platform W and shows the popups with sanitised HTML", async () => {
    const { calls } = await renderWithProviders(
      inSuspense(<PublicAnnouncementModal onClose={() => {}} props={{}} />),
      { setUp: unsafePopup },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Announcements' });
    expect(
      await within(dialog).findByRole('heading', { name: 'Weekend bonus' }),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Deposit now')).toBeInTheDocument();
    expect(dialog.querySelector('script')).toBeNull();
    expect(within(dialog).getByRole('img', { name: 'promo' })).not.toHaveAttribute('onerror');
    // The other seeded popup shows below it.
    expect(within(dialog).getByRole('heading', { name: 'Lucky draw this Friday' })).toBeVisible();
    const call = calls.find((c) => c.path === API_PATHS.announcements);
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
      { signedInAs: 'player1', session: { publicityClose: false } },
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
      { path: '/register.html' },
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
        // The back office published 17 more B notices a day ago: 20 in all, 3 pages.
        setUp: ({ db }) => {
          const publish = db.prepare(
            "INSERT INTO notices (type, title, content, publish_at) VALUES ('B', ?, ?, ?)",
          );
          for (let n = 1; n <= 17; n++)
            publish.run(`Notice ${n}`, `<p>Body of notice ${n}</p>`, Date.now() - DAY - n * 60_000);
        },
      },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Notice list' });
    const list = await within(dialog).findByRole('navigation', { name: 'Notice list' });
    expect(textsOf(list, 'button')).toEqual([
      ...SEEDED_NOTICES,
      'Notice 1',
      'Notice 2',
      'Notice 3',
      'Notice 4',
      'Notice 5',
      'Notice 6',
    ]);
    expect(
      within(dialog).getByRole('heading', { level: 3, name: SEEDED_NOTICES[0] }),
    ).toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: 'Notice 4' }));
    expect(within(dialog).getByRole('heading', { level: 3, name: 'Notice 4' })).toBeInTheDocument();
    expect(within(dialog).getByText('Body of notice 4')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Page 3' }));
    expect(textsOf(list, 'button')).toEqual(['Notice 16', 'Notice 17']);
    expect(
      within(dialog).getByRole('heading', { level: 3, name: 'Notice 16' }),
    ).toBeInTheDocument();
  });

  it('sanitises notice HTML', async () => {
    const { user } = await renderWithProviders(
      inSuspense(<NoticeListModal onClose={() => {}} props={{}} />),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Notice list' });
    const list = await within(dialog).findByRole('navigation', { name: 'Notice list' });
    await user.click(within(list).getByRole('button', { name: UNSAFE_NOTICE }));
    expect(await within(dialog).findByText('Welcome bonus details inside.')).toBeInTheDocument();
    expect(dialog.querySelector('script')).toBeNull();
    expect(dialog.querySelector('[onerror]')).toBeNull();
    expect(within(dialog).getByText('claim')).not.toHaveAttribute('href', 'javascript:alert(1)');
  });

  it('says so when there are no notices', async () => {
    await renderWithProviders(inSuspense(<NoticeListModal onClose={() => {}} props={{}} />), {
      setUp: ({ db }) => db.prepare("DELETE FROM notices WHERE type = 'B'").run(),
    });
    expect(await screen.findByText('No announcements')).toBeInTheDocument();
  });
});

describe('PublicAnnouncementLauncher', () => {
  it('opens the public modal once per page load when there are popups', async () => {
    const { store } = await renderWithProviders(<PublicAnnouncementLauncher />);
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
    const { store, calls } = await renderWithProviders(
      <Handover>
        <PublicAnnouncementLauncher />
      </Handover>,
      { signedInAs: 'player1', session: { publicityClose: false } },
    );
    await act(async () => {});
    // Not even asked for while the question is open.
    expect(calls.some((c) => c.path === API_PATHS.announcements)).toBe(false);
    expect(store.getState().ui.modal).toBeNull();
    act(() => settle());
    await waitFor(() => expect(store.getState().ui.modal).toEqual({ name: 'public' }));
  });

  it('does not open when the platform has no popups', async () => {
    const none = await renderWithProviders(<PublicAnnouncementLauncher />, {
      setUp: ({ db }) => db.prepare("DELETE FROM notices WHERE type = 'PU'").run(),
    });
    await announcementsArrived(none.store);
    expect(none.store.getState().ui.modal).toBeNull();
    none.router.dispose();
  });

  it('stays away from the register routes', async () => {
    const { store, calls } = await renderWithProviders(<PublicAnnouncementLauncher />, {
      path: '/register',
    });
    await act(async () => {});
    expect(calls.some((c) => c.path === API_PATHS.announcements)).toBe(false);
    expect(store.getState().ui.modal).toBeNull();
  });

  it('stays closed for a logged-in session that closed it', async () => {
    const { store, calls } = await renderWithProviders(<PublicAnnouncementLauncher />, {
      signedInAs: 'player1',
      session: { publicityClose: true },
    });
    await act(async () => {});
    expect(calls.some((c) => c.path === API_PATHS.announcements)).toBe(false);
    expect(store.getState().ui.modal).toBeNull();
  });

  it('after login it waits for the login modal to close, then shows the popup once', async () => {
    const held = heldAnnouncements();
    const { store } = await renderWithProviders(<PublicAnnouncementLauncher />, {
      signedInAs: 'player1',
      session: { publicityClose: false, afterLoginPopup: true },
      routes: held.routes,
    });
    // The login modal is still open (completeSignIn closes it after member info loads).
    act(() => {
      store.dispatch(modalOpened('login'));
    });
    held.release();
    await announcementsArrived(store);
    expect(store.getState().session.afterLoginPopup).toBe(true);
    expect(store.getState().ui.modal).toEqual({ name: 'login' });
    await closeLoginSeeAnnouncement(store);
    expect(store.getState().session.afterLoginPopup).toBe(false);
  });

  it('one modal at a time: a guest who opens the login modal before the popups load gets no announcement over it', async () => {
    const held = heldAnnouncements();
    const { store } = await renderWithProviders(<PublicAnnouncementLauncher />, {
      routes: held.routes,
    });
    // "Log in" is clicked while the announcement call is still on its way.
    act(() => {
      store.dispatch(modalOpened('login'));
    });
    held.release();
    await announcementsArrived(store);
    expect(store.getState().ui.modal).toEqual({ name: 'login' });
    // Once the login modal is closed the announcement still shows, once.
    await closeLoginSeeAnnouncement(store);
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
    const held = heldAnnouncements();
    const { store } = await renderWithProviders(
      <>
        <OpensLoginOnArrival />
        <PublicAnnouncementLauncher />
      </>,
      { routes: held.routes },
    );
    held.release();
    await announcementsArrived(store);
    await waitFor(() => expect(store.getState().ui.modal).not.toBeNull());
    await act(async () => {});
    expect(store.getState().ui.modal).toEqual({ name: 'login' });
    // The announcement waits for the login modal and shows once it is closed.
    await closeLoginSeeAnnouncement(store);
  });

  it('waits for a notice dialog (first-login welcome) to be dismissed', async () => {
    const held = heldAnnouncements();
    const { store } = await renderWithProviders(<PublicAnnouncementLauncher />, {
      signedInAs: 'player1',
      session: { publicityClose: false, afterLoginPopup: true },
      routes: held.routes,
    });
    act(() => {
      store.dispatch(
        alertShown({ tone: 'info', title: 'Welcome!', message: 'Welcome to your new account.' }),
      );
    });
    held.release();
    await announcementsArrived(store);
    expect(store.getState().ui.modal).toBeNull();
    act(() => {
      store.dispatch(alertDismissed());
    });
    await waitFor(() => expect(store.getState().ui.modal).toEqual({ name: 'public' }));
  });
});
