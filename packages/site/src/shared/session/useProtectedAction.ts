import { useCallback } from 'react';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { selectIsLoggedIn, selectIsTrial } from './sessionSlice';
import { modalOpened } from '../ui/uiSlice';

/**
 * Guards an action that needs a real account (spec: protected actions): no token opens the login
 * modal; a trial user (agent flag 4) gets the "need true account" warning. Returns whether it ran.
 */
export function useProtectedAction() {
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const trial = useAppSelector(selectIsTrial);
  return useCallback(
    (action: () => void): boolean => {
      if (!loggedIn) {
        dispatch(modalOpened('login'));
        return false;
      }
      if (trial) {
        dispatch(modalOpened('realAccountRequired'));
        return false;
      }
      action();
      return true;
    },
    [dispatch, loggedIn, trial],
  );
}
