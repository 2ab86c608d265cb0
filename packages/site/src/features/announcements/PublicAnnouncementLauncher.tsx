import { useEffect } from 'react';
import { useStore } from 'react-redux';
import { useLocation } from 'react-router-dom';
import { useBrand } from '../../shared/brand/BrandContext';
import { useAppDispatch, useAppSelector } from '../../shared/store/hooks';
import type { RootState } from '../../shared/store/makeStore';
import { useHandoverPending } from '../../shared/session/handoverPending';
import { afterLoginPopupShown, selectSession } from '../../shared/session/sessionSlice';
import { modalOpened, selectAlert, selectModal } from '../../shared/ui/uiSlice';
import { announcementsArgs, useGetAnnouncementsQuery } from './api';
import { isRegisterRoute } from './routes';

/**
 * The arrival announcement waits until the page's first screen is drawn and the main thread is idle
 * (at most this long): it is not what the player came for, and its dialog and sanitised HTML would
 * otherwise compete with the page's first paint.
 */
export const ARRIVAL_POPUP_IDLE_TIMEOUT_MS = 1500;

function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout: ARRIVAL_POPUP_IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(id);
  }
  const timer = setTimeout(run, 0);
  return () => clearTimeout(timer);
}

/** Sites (stores) that already showed the popup on this page load: a remount must not show it again. */
const shownOnLoad = new WeakSet<object>();

/**
 * Opens the public announcement by itself: once per page load, and after each login (afterLoginPopup);
 * never on the register routes, never over another modal, a notice such as the first-login welcome or a
 * handover's question (it waits), never once a logged-in player
 * closed it in this session (publicityClose), and only when the platform has popups.
 */
export function PublicAnnouncementLauncher() {
  const brand = useBrand();
  const store = useStore();
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();
  const { token, cpw, publicityClose, afterLoginPopup } = useAppSelector(selectSession);
  const modal = useAppSelector(selectModal);
  const alert = useAppSelector(selectAlert);
  const handoverPending = useHandoverPending(); // its "Switch account?" question comes first
  const afterLogin = afterLoginPopup && token !== null && !cpw;
  const wanted =
    !isRegisterRoute(pathname) &&
    modal === null &&
    alert === null &&
    !handoverPending &&
    !publicityClose &&
    (afterLogin || !shownOnLoad.has(store));
  const { data } = useGetAnnouncementsQuery(announcementsArgs(brand), { skip: !wanted });

  useEffect(() => {
    if (!wanted || !data) return undefined;
    return whenIdle(() => {
      // The render's snapshot can be stale by the time this runs (a modal or alert opened in the
      // meantime): check the store itself, and wait (nothing marked shown) while anything is open.
      const now = store.getState() as RootState;
      if (selectModal(now) !== null || selectAlert(now) !== null) return;
      shownOnLoad.add(store);
      if (afterLogin) dispatch(afterLoginPopupShown());
      if (data.popup.length > 0) dispatch(modalOpened('public'));
    });
  }, [afterLogin, data, dispatch, store, wanted]);
  return null;
}
