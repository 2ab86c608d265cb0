import { useEffect } from 'react';
import { Navigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../shared/store/hooks';
import { selectIsLoggedIn } from '../../shared/session/sessionSlice';
import { modalOpened } from '../../shared/ui/uiSlice';

/**
 * `/changePassword`: a link target for "change password" (account menu, member centre, e-mails).
 * Members get the change-password modal over the home page; guests get the login modal.
 */
export default function ChangePasswordRoute() {
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  useEffect(() => {
    dispatch(modalOpened(loggedIn ? 'changePassword' : 'login'));
  }, [dispatch, loggedIn]);
  return <Navigate to="/" replace />;
}
