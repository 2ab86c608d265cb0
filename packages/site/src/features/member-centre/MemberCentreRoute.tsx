import { useTranslation } from '@wl/i18n';
import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useGetMemberInfoQuery } from '../../shared/account/api';
import { selectIsLoggedIn, selectIsTrial } from '../../shared/session/sessionSlice';
import { useAppDispatch, useAppSelector } from '../../shared/store/hooks';
import { modalOpened } from '../../shared/ui/uiSlice';
import { visibleEntries } from './entries';
import { CENTRE_BASE, useOpenedOverPage, type CentreLocationState } from './shell/centreNavigation';
import { CentreOverlay } from './shell/CentreOverlay';

/** The slug after `/member/`, or '' for `/member` itself. */
function slugOf(pathname: string): string {
  return pathname.slice(CENTRE_BASE.length).replace(/^\/+|\/+$/g, '');
}

/**
 * `/member` and `/member/<slug>`: the member centre over the page. Guests get the login modal and
 * trial users (flag 4) the real-account warning, both on the home page; `/member` and an unknown
 * slug open the first entry.
 */
export function MemberCentreRoute() {
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const trial = useAppSelector(selectIsTrial);
  const refused = !loggedIn || trial;
  const { pathname } = useLocation();
  const openedOverPage = useOpenedOverPage();
  // Needed for the menu: transfer to upline is only for players with an upline.
  const { data: member } = useGetMemberInfoQuery(undefined, { skip: refused });
  useTranslation(['centre', 'memberCentre']); // suspends until both namespaces are here

  useEffect(() => {
    if (!loggedIn) dispatch(modalOpened('login'));
    else if (trial) dispatch(modalOpened('realAccountRequired'));
  }, [dispatch, loggedIn, trial]);

  if (refused) return <Navigate to="/" replace />;
  const entries = visibleEntries(member?.toUpline ?? false);
  const slug = slugOf(pathname);
  const current = entries.find((entry) => entry.slug === slug);
  if (!current) {
    // The upline page waits for member info before deciding it is not this player's.
    if (slug === 'upline' && !member) return null;
    const [first] = entries;
    if (!first) return null;
    const state: CentreLocationState = { openedOverPage };
    return <Navigate to={`${CENTRE_BASE}/${first.slug}`} replace state={state} />;
  }
  const { Page } = current;
  return (
    <CentreOverlay entries={entries} current={current}>
      <Page />
    </CentreOverlay>
  );
}
