import { useTranslation } from '@wl/i18n';
import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useGetMemberInfoQuery } from '../../shared/account/api';
import { useBrand } from '../../shared/brand/BrandContext';
import {
  slugOf,
  useOpenedOverPage,
  type CentreLocationState,
} from '../../shared/centre/centreNavigation';
import { CentreOverlay, type CentreMenuItem } from '../../shared/centre/CentreOverlay';
import {
  selectAgentFlag,
  selectIsLoggedIn,
  selectIsTrial,
} from '../../shared/session/sessionSlice';
import { useGuestLoginPrompt } from '../../shared/session/useGuestLoginPrompt';
import { useAppDispatch, useAppSelector } from '../../shared/store/hooks';
import { alertShown, modalOpened, selectSessionExpiredLogin } from '../../shared/ui/uiSlice';
import { opensAgentCentre } from './agentFlags';
import { useGetConsolidatedContractInfoQuery } from './api';
import { AGENT_CENTRE_BASE, memberCentrePath } from '../../shared/routes/centrePaths';
import { AGENT_ENTRIES, visibleAgentEntries } from './entries';

/**
 * `/agent` and `/agent/<slug>`: the agent centre over the page. Guests get the login modal, trial
 * users (flag 4) the real-account warning and signed-in non-agents the catalogue's "Non-agents cannot
 * log in", each back on the home page. `/agent` and an unknown slug open the first entry; a contract
 * page opens only when its kind is on for the agent (consolidated info and enableSalary/enableContract).
 * Where the brand requires two-step sign-in of agents (`twoFactor.requiredForAgents`), an agent
 * without it is taken to its set-up in the Security Centre first.
 */
export function AgentCentreRoute() {
  const dispatch = useAppDispatch();
  const brand = useBrand();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const sessionExpired = useAppSelector(selectSessionExpiredLogin);
  const trial = useAppSelector(selectIsTrial);
  const sessionFlag = useAppSelector(selectAgentFlag);
  const { pathname } = useLocation();
  const openedOverPage = useOpenedOverPage();
  const { data: member } = useGetMemberInfoQuery(undefined, { skip: !loggedIn || trial });
  const flag = member?.type ?? sessionFlag;
  const agent = flag !== null && opensAgentCentre(flag, brand.agentCentreFlags);
  const notAgent = loggedIn && !trial && flag !== null && !agent;
  // The brand requires two-step sign-in of agents: without it, the set-up in the Security Centre first.
  const twoFactorRequired = brand.twoFactor?.requiredForAgents === true;
  const needsTwoFactor = agent && twoFactorRequired && member?.twoFactorEnabled === false;
  const consolidated = useGetConsolidatedContractInfoQuery(undefined, {
    skip: !agent || (twoFactorRequired && member?.twoFactorEnabled !== true),
  });
  // suspends until the namespaces are here
  const { t } = useTranslation(['centre', 'agentCentre', 'common', 'security']);

  useGuestLoginPrompt(loggedIn);
  useEffect(() => {
    if (!loggedIn) return;
    if (trial) dispatch(modalOpened('realAccountRequired'));
    else if (notAgent)
      dispatch(alertShown({ tone: 'warning', message: t('common:access.nonAgent') }));
    else if (needsTwoFactor)
      dispatch(alertShown({ tone: 'info', message: t('security:agentRequired') }));
  }, [dispatch, loggedIn, trial, notAgent, needsTwoFactor, t]);

  // A session that expired here keeps the page under the login modal: signing in again resumes it.
  if (!loggedIn && sessionExpired) return null;
  if (!loggedIn || trial || notAgent) return <Navigate to="/" replace />;
  if (!agent) return null; // the agent flag arrives with member info
  if (needsTwoFactor) return <Navigate to={`${memberCentrePath('account')}#two-factor`} replace />;
  if (twoFactorRequired && !member) return null; // whether it is on arrives with member info

  const entries = visibleAgentEntries(consolidated.data);
  const slug = slugOf(pathname, AGENT_CENTRE_BASE);
  const current = entries.find((entry) => entry.slug === slug);
  if (!current) {
    // A contract page waits for the consolidated info before deciding it is not this agent's.
    const contractSlug = AGENT_ENTRIES.some((entry) => entry.contract && entry.slug === slug);
    if (contractSlug && consolidated.isLoading) return null;
    const [first] = entries;
    if (!first) return null;
    const state: CentreLocationState = { openedOverPage };
    return <Navigate to={`${AGENT_CENTRE_BASE}/${first.slug}`} replace state={state} />;
  }
  const items: CentreMenuItem[] = entries.map((entry) => ({
    id: entry.id,
    slug: entry.slug,
    label: t(`centre:agent.${entry.id}`),
  }));
  const { Page } = current;
  return (
    <CentreOverlay
      base={AGENT_CENTRE_BASE}
      title={t('centre:agent.title')}
      menuLabel={t('agentCentre:menu')}
      items={items}
      currentId={current.id}
    >
      <Page />
    </CentreOverlay>
  );
}
