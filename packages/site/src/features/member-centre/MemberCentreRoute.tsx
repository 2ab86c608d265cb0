import { useTranslation } from '@wl/i18n';
import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useGetMemberInfoQuery } from '../../shared/account/api';
import { selectIsLoggedIn, selectIsTrial } from '../../shared/session/sessionSlice';
import { useGuestLoginPrompt } from '../../shared/session/useGuestLoginPrompt';
import { useAppDispatch, useAppSelector } from '../../shared/store/hooks';
import { modalOpened, selectSessionExpiredLogin } from '../../shared/ui/uiSlice';
import {
  slugOf,
  useOpenedOverPage,
  type CentreLocationState,
} from '../../shared/centre/centreNavigation';
import { CentreOverlay, type CentreMenuItem } from '../../shared/centre/CentreOverlay';
import { useGetMissionSummaryQuery } from './api';
import { useGetMyContractsQuery } from './contractsApi';
import { MEMBER_CENTRE_BASE, SAFER_GAMBLING_PATH } from '../../shared/routes/centrePaths';
import { visibleEntries } from './entries';

/**
 * `/member` and `/member/<slug>`: the member centre over the page. Guests get the login modal and
 * trial users (flag 4) the real-account warning, both on the home page; `/member` and an unknown
 * slug open the first entry.
 */
export function MemberCentreRoute() {
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const sessionExpired = useAppSelector(selectSessionExpiredLogin);
  const trial = useAppSelector(selectIsTrial);
  const refused = !loggedIn || trial;
  const { pathname } = useLocation();
  const openedOverPage = useOpenedOverPage();
  // Needed for the menu: transfer to upline is only for players with an upline.
  const { data: member } = useGetMemberInfoQuery(undefined, { skip: refused });
  // The missions entry carries a badge with the count of missions waiting.
  const { data: missions } = useGetMissionSummaryQuery(undefined, { skip: refused });
  // "My contracts" shows only once the upline has offered the player a contract (any state).
  const { data: contracts, isLoading: contractsLoading } = useGetMyContractsQuery(undefined, {
    skip: refused,
  });
  const { t } = useTranslation(['centre', 'memberCentre']); // suspends until both namespaces are here

  useGuestLoginPrompt(loggedIn);
  useEffect(() => {
    if (loggedIn && trial) dispatch(modalOpened('realAccountRequired'));
  }, [dispatch, loggedIn, trial]);

  // A session that expired here keeps the page under the login modal: signing in again resumes it.
  if (!loggedIn && sessionExpired) return null;
  if (refused) return <Navigate to="/" replace />;
  const entries = visibleEntries(member?.toUpline ?? false, (contracts?.list.length ?? 0) > 0);
  const slug = slugOf(pathname, MEMBER_CENTRE_BASE);
  const current = entries.find((entry) => entry.slug === slug);
  if (!current) {
    // The upline and contracts pages wait for their data before deciding they are not this player's.
    if (slug === 'upline' && !member) return null;
    if (slug === 'contracts' && contractsLoading) return null;
    const [first] = entries;
    if (!first) return null;
    const state: CentreLocationState = { openedOverPage };
    return <Navigate to={`${MEMBER_CENTRE_BASE}/${first.slug}`} replace state={state} />;
  }
  const missionCount = missions?.missionCount ?? 0;
  const pages: CentreMenuItem[] = entries.map((entry) => ({
    id: entry.id,
    slug: entry.slug,
    label: t(`centre:member.${entry.id}`),
    ...(entry.id === 'missionLeaderboard' && {
      badge: {
        count: missionCount,
        label: t('centre:member.missionBadge', { count: missionCount }),
      },
    }),
  }));
  // Last, a way to the safer-gambling page: limits, reality check, breaks and exclusion.
  const items: CentreMenuItem[] = [
    ...pages,
    {
      id: 'saferGambling',
      slug: 'safer-gambling',
      label: t('centre:member.saferGambling'),
      href: SAFER_GAMBLING_PATH,
    },
  ];
  const { Page } = current;
  return (
    <CentreOverlay
      base={MEMBER_CENTRE_BASE}
      title={t('centre:member.title')}
      menuLabel={t('memberCentre:menu')}
      items={items}
      currentId={current.id}
    >
      <Page />
    </CentreOverlay>
  );
}
