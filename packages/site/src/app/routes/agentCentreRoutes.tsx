import type { RouteObject } from 'react-router-dom';
import { lazyScreen } from '../../shared/lazy/lazyScreen';
import { LazyRoute } from '../../shared/lazy/LazyRoute';

const agentCentre = lazyScreen<object>(() =>
  import('../../features/agent-centre').then((m) => m.loadAgentCentre()),
);

/**
 * The agent centre's pages under `/agent/...` (the avatar menu's Agent Centre leads here): `/agent`
 * opens the first entry, `/agent/<entry>` one page (e.g. `/agent/team`). One lazy module; the centre
 * lies over the layout as a dialog and refuses guests, trial users and non-agents itself.
 */
export const agentCentreRoutes: RouteObject[] = ['/agent', '/agent/:entry'].map((path) => ({
  path,
  element: <LazyRoute screen={agentCentre} />,
}));
