/**
 * The addresses of the member and agent centres, typed: a centre opens its first entry at its bare
 * path and each entry at `<base>/<slug>`. Features link with the builders below instead of typing a
 * path; the centres' entry lists are typed by these slugs (their tests keep both lists equal), and e2e
 * reads them through `@wl/site/paths`.
 */

export const MEMBER_CENTRE_BASE = '/member';
export const AGENT_CENTRE_BASE = '/agent';

/** The member centre's entries, in its menu order. `contracts` shows only to a player offered one. */
export const MEMBER_CENTRE_SLUGS = [
  'account',
  'wallet',
  'deposit',
  'withdraw',
  'upline',
  'bets',
  'transactions',
  'profit',
  'bonuses',
  'rewards',
  'referral',
  'missions',
  'messages',
  'rebate',
  'feedback',
  'contracts',
] as const;
export type MemberCentreSlug = (typeof MEMBER_CENTRE_SLUGS)[number];

/** The agent centre's entries, in its menu order; the last four are the contract kinds' pages. */
export const AGENT_CENTRE_SLUGS = [
  'announcement',
  'overview',
  'add-account',
  'team',
  'team-bets',
  'user-loss',
  'income',
  'account-details',
  'dividend',
  'daily-salary',
  'hourly-salary',
  'realtime-salary',
] as const;
export type AgentCentreSlug = (typeof AGENT_CENTRE_SLUGS)[number];

/** The safer-gambling page (limits, reality check, breaks, exclusion): footer and member-centre menu. */
export const SAFER_GAMBLING_PATH = '/safer-gambling';

/** `/member/<slug>`: one page of the member centre. */
export const memberCentrePath = <Slug extends MemberCentreSlug>(slug: Slug) =>
  `${MEMBER_CENTRE_BASE}/${slug}` as const;

/** `/agent/<slug>`: one page of the agent centre. */
export const agentCentrePath = <Slug extends AgentCentreSlug>(slug: Slug) =>
  `${AGENT_CENTRE_BASE}/${slug}` as const;
