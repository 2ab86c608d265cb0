import { useEffect } from 'react';
import { useAppDispatch } from '../store/hooks';
import { sideMenuMiniHeld, sideMenuMiniReleased } from './uiSlice';

/**
 * Shows the side menu in mini form while the calling page is open (`active`). The player's own choice
 * is left as it is: closing the page, or a reload anywhere else, shows it again; the player's toggle
 * on the page ends the hold.
 */
export function useSideMenuMiniHold(active = true): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (!active) return undefined;
    dispatch(sideMenuMiniHeld());
    return () => {
      dispatch(sideMenuMiniReleased());
    };
  }, [dispatch, active]);
}
