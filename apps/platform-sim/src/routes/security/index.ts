/**
 * Account security (contract/security.ts): two-step sign-in with an authenticator app, passkeys, the
 * member's sessions and sign-in history. Every code and password checked here counts its misses under
 * the account's limits (auth/twoFactor.ts, auth/loginPassword.ts).
 */
import type { Hono } from 'hono';
import { areaRoutes } from '../../lib/routes';
import type { AppEnv } from '../../sim';
import { passkeyRoutes } from './passkeys';
import { sessionRoutes } from './sessions';
import { securitySignInRoutes } from './signIn';
import { twoFactorRoutes } from './twoFactor';

export function securityRoutes(): Hono<AppEnv> {
  return areaRoutes(securitySignInRoutes(), twoFactorRoutes(), passkeyRoutes(), sessionRoutes());
}
