import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useBrand } from '../shared/brand/BrandContext';
import { useAppDispatch, useAppSelector } from '../shared/store/hooks';
import { useHandoverPending } from '../shared/session/handoverPending';
import { selectIsLoggedIn, selectPasswordChangeRequired } from '../shared/session/sessionSlice';
import { modalOpened, selectModal } from '../shared/ui/uiSlice';
import { usePageShellTakeover } from '../shared/shell/pageShell';
import { guardRedirect } from './accessGuard';
import { SliderVerificationProvider } from '../shared/fields/SliderVerificationProvider';
import { AlertHost, ModalHost } from './ModalHost';
import { lazyScreen } from '../shared/lazy/lazyScreen';
import { LazyRoute } from '../shared/lazy/LazyRoute';

// Safer gambling over every page (reality check, session time limit, limit prompt): its own chunk,
// after the page's; a failed load leaves it out rather than the page.
const saferGamblingHost = lazyScreen<object>(() =>
  import('../features/safer-gambling').then((m) => m.loadSaferGamblingHost()),
);

/**
 * A session that still owes a password change (temporary or expired password) gets the forced modal
 * back after a reload or when another modal closed it.
 */
function useForcedPasswordChange() {
  const dispatch = useAppDispatch();
  const owed = useAppSelector(selectPasswordChangeRequired);
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const modal = useAppSelector(selectModal);
  useEffect(() => {
    if (owed && loggedIn && modal?.name !== 'changePassword') {
      dispatch(modalOpened({ name: 'changePassword', props: { forced: true } }));
    }
  }, [dispatch, owed, loggedIn, modal?.name]);
}

/** Above every page: the access guard, the slider-verification step, the named modals and the alert dialog. */
export function RootRoute() {
  const brand = useBrand();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const { pathname } = useLocation();
  const handoverPending = useHandoverPending(); // ?handover=<code> signs in (auth feature); the guard waits
  useForcedPasswordChange();
  const redirect = guardRedirect(pathname, {
    guardOn: brand.loginedToHomePage,
    loggedIn: loggedIn || handoverPending,
  });
  // The router shows its first screen in this commit (a redirect shows the next one): the page shell
  // of index.html goes.
  usePageShellTakeover(!redirect);
  if (redirect) return <Navigate to={redirect} replace />;
  return (
    <SliderVerificationProvider>
      <Outlet />
      <ModalHost />
      <AlertHost />
      <LazyRoute screen={saferGamblingHost} loading={null} failure={() => null} />
    </SliderVerificationProvider>
  );
}
