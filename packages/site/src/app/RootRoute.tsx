import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useBrand } from '../shared/brand/BrandContext';
import { useAppSelector } from '../shared/state/hooks';
import { selectIsLoggedIn } from '../shared/state/sessionSlice';
import { guardRedirect } from './accessGuard';
import { SliderVerificationProvider } from '../shared/forms/SliderVerificationProvider';
import { AlertHost, ModalHost } from './ModalHost';
import { useTokenFromUrl } from '../features/auth';

/** Above every page: the access guard, the slider-verification step, the named modals and the alert dialog. */
export function RootRoute() {
  const brand = useBrand();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const { pathname } = useLocation();
  const tokenInUrl = useTokenFromUrl(); // ?token=... signs in (auth feature); the guard waits for it
  const redirect = guardRedirect(pathname, { guardOn: brand.loginedToHomePage, loggedIn: loggedIn || tokenInUrl });
  if (redirect) return <Navigate to={redirect} replace />;
  return (
    <SliderVerificationProvider>
      <Outlet />
      <ModalHost />
      <AlertHost />
    </SliderVerificationProvider>
  );
}
