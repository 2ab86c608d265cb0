/**
 * `@wl/site/paths`: the site's addresses without its code (no React, no brand), for the e2e suite and
 * tools that run in Node: every route pattern the router knows, and the centres' typed paths.
 */
export { ROUTE_PATTERNS, type RoutePattern } from './app/routePatterns';
export {
  AGENT_CENTRE_BASE,
  AGENT_CENTRE_SLUGS,
  MEMBER_CENTRE_BASE,
  MEMBER_CENTRE_SLUGS,
  SAFER_GAMBLING_PATH,
  agentCentrePath,
  memberCentrePath,
  type AgentCentreSlug,
  type MemberCentreSlug,
} from './shared/routes/centrePaths';
