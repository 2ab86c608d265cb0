/**
 * Transitional: what route modules imported from here before the split by concern. Each route module
 * moves to the new modules (sim, db/rows, merchants/resolve, auth/*, money, lib/*) and this file goes.
 */
export type { AppEnv, Ctx, Fault, ScenarioStatus, Sim, SimOptions } from './sim';
export { SCENARIO_COOKIE } from './sim';
export type { MemberRow, MerchantRow } from './db/rows';
export { merchantFlags, merchantOf, requireFlag, resolveMerchant } from './merchants/resolve';
export {
  AGENT_TYPES,
  NEED_REAL_ACCOUNT,
  optionalMember,
  requireAgent,
  requireMember,
  TRIAL_TYPE,
} from './auth/guards';
export { isPasswordExpired, issueToken, loginAnswer } from './auth/tokens';
export { readPayload } from './lib/encryptedBody';
export { visitorIp } from './lib/http';
export { iso } from './lib/time';
export { money } from './money';
