import type { RouteObject } from 'react-router-dom';
import { lazyScreen } from '../../shared/lazy/lazyScreen';
import { LazyRoute } from '../../shared/lazy/LazyRoute';

const memberCentre = lazyScreen<object>(() =>
  import('../../features/member-centre').then((m) => m.loadMemberCentre()),
);

/**
 * The member centre's pages under `/member/...` (the header, avatar menu and announcement links lead
 * here): `/member` opens the first entry, `/member/<entry>` one page (e.g. `/member/deposit`). One lazy
 * module; the centre lies over the layout as a dialog and refuses guests and trial users itself.
 */
export const memberCentreRoutes: RouteObject[] = ['/member', '/member/:entry'].map((path) => ({
  path,
  element: <LazyRoute screen={memberCentre} />,
}));
