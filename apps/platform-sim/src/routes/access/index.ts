import type { Hono } from 'hono';
import { areaRoutes } from '../../lib/routes';
import type { AppEnv } from '../../sim';
import { handoverRoutes } from './handover';
import { localeRoutes } from './locale';
import { passwordRoutes } from './passwords';
import { registrationRoutes } from './registration';
import { sessionRoutes } from './session';

export { identityProviderRoutes } from './identityProvider';

/** Sign-in, sign-out, registration, passwords, registration settings, the language choice, handover. */
export function accessRoutes(): Hono<AppEnv> {
  return areaRoutes(
    sessionRoutes(),
    registrationRoutes(),
    passwordRoutes(),
    localeRoutes(),
    handoverRoutes(),
  );
}
