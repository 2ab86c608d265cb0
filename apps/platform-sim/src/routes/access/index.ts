import { Hono } from 'hono';
import type { AppEnv } from '../../sim';
import { handoverRoutes } from './handover';
import { localeRoutes } from './locale';
import { passwordRoutes } from './passwords';
import { registrationRoutes } from './registration';
import { sessionRoutes } from './session';

export { identityProviderRoutes } from './identityProvider';

/** Sign-in, sign-out, registration, passwords, registration settings, the language choice, handover. */
export function accessRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  for (const resource of [
    sessionRoutes(),
    registrationRoutes(),
    passwordRoutes(),
    localeRoutes(),
    handoverRoutes(),
  ])
    routes.route('/', resource);
  return routes;
}
