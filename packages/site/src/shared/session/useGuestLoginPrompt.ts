import { useEffect, useRef } from 'react';
import { useAppDispatch } from '../store/hooks';
import { modalOpened } from '../ui/uiSlice';

/**
 * A members-only page asks a guest who reached it to log in. It does not ask a player who was
 * signed in on it: one who signs out leaves for `/` (the sign-out closes every modal, and the
 * store's update renders before the router's navigation), and a refused token opened the login
 * modal itself.
 */
export function useGuestLoginPrompt(loggedIn: boolean) {
  const dispatch = useAppDispatch();
  const wasLoggedIn = useRef(loggedIn);
  useEffect(() => {
    if (loggedIn) wasLoggedIn.current = true;
    else if (!wasLoggedIn.current) dispatch(modalOpened('login'));
  }, [dispatch, loggedIn]);
}
