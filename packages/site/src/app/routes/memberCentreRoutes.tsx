import type { RouteObject } from 'react-router-dom';

/**
 * The member centre's pages under `/member/...` (the header, avatar menu and announcement links lead
 * here). Filled in by the member-centre feature; kept apart so the router stays one short file.
 */
export const memberCentreRoutes: RouteObject[] = [];
