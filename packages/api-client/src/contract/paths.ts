// Every platform path the site calls, once, one module per area (contract/paths/*). Paths named by
// the spec are used verbatim; the others were chosen for the simulator and are listed in
// apps/platform-sim/README.md. The site imports its area's map, so the first page's JS carries only
// the maps of its own calls: a bundler splits by module, and a map shared with a lazy screen would
// otherwise sit in the first page's chunk.
import { ACCESS_PATHS } from './paths/access';
import { REGISTER_PATHS } from './paths/register';
import { PASSWORD_PATHS } from './paths/password';
import { GAME_PATHS } from './paths/games';
import { CONTENT_PATHS } from './paths/content';
import { LOTTERY_PATHS } from './paths/lottery';
import { MEMBER_CENTRE_PATHS } from './paths/memberCentre';
import { AGENT_CENTRE_PATHS } from './paths/agentCentre';
import { POINTS_MALL_PATHS } from './paths/pointsMall';

export {
  ACCESS_PATHS,
  REGISTER_PATHS,
  PASSWORD_PATHS,
  GAME_PATHS,
  CONTENT_PATHS,
  LOTTERY_PATHS,
  MEMBER_CENTRE_PATHS,
  AGENT_CENTRE_PATHS,
  POINTS_MALL_PATHS,
};

/** Every path of the area maps (the simulator's and the tests' view of the contract). */
export const API_PATHS = {
  ...ACCESS_PATHS,
  ...REGISTER_PATHS,
  ...PASSWORD_PATHS,
  ...GAME_PATHS,
  ...CONTENT_PATHS,
  ...LOTTERY_PATHS,
  ...MEMBER_CENTRE_PATHS,
  ...AGENT_CENTRE_PATHS,
  ...POINTS_MALL_PATHS,
} as const;

export type ApiPathName = keyof typeof API_PATHS;
export type ApiPath = (typeof API_PATHS)[ApiPathName];

/** Paths whose body is encrypted when the brand has `api.cipher` on. */
export const ENCRYPTED_PATHS: readonly ApiPath[] = [
  ACCESS_PATHS.login,
  REGISTER_PATHS.register,
  REGISTER_PATHS.registerMobile,
  PASSWORD_PATHS.changePassword,
  PASSWORD_PATHS.resetPasswordByPhone,
];
