import { createContext, use, useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/**
 * Where the open centre's pages live (`/member`, `/agent`): its pages are `<base>/<slug>`. The overlay
 * provides it, so a page can move to another entry of its own centre without knowing which one it is.
 */
export const CentreBaseContext = createContext('');

/** Carried from page to page of the centre: whether a page of the site lies beneath it in history. */
export interface CentreLocationState {
  openedOverPage: boolean;
}

/** The slug after `<base>/`, or '' for `<base>` itself. */
export function slugOf(pathname: string, base: string): string {
  return pathname.slice(base.length).replace(/^\/+|\/+$/g, '');
}

/**
 * Whether the centre was opened from a page of the site (that page is the history entry before it) or
 * by a deep link (nothing of the site is beneath it). Moving between the centre's pages replaces the
 * history entry and carries this along, so Back and close both return to the page beneath.
 */
export function useOpenedOverPage(): boolean {
  const location = useLocation();
  const state = location.state as Partial<CentreLocationState> | null;
  return state?.openedOverPage ?? location.key !== 'default';
}

/** Goes to another page of the open centre without adding a history entry. */
export function useCentreNavigate(): (slug: string) => void {
  const navigate = useNavigate();
  const base = use(CentreBaseContext);
  const openedOverPage = useOpenedOverPage();
  return useCallback(
    (slug: string) => {
      const state: CentreLocationState = { openedOverPage };
      void navigate(`${base}/${slug}`, { replace: true, state });
    },
    [navigate, base, openedOverPage],
  );
}

/** Closes the centre: back to the page beneath, or home when the centre was opened by a link. */
export function useCloseCentre(): () => void {
  const navigate = useNavigate();
  const openedOverPage = useOpenedOverPage();
  return useCallback(() => {
    if (openedOverPage) void navigate(-1);
    else void navigate('/', { replace: true });
  }, [navigate, openedOverPage]);
}
