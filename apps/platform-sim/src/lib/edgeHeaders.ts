import type { MiddlewareHandler } from 'hono';
import { ERROR_CODES } from '../contract';
import type { AppEnv } from '../sim';
import { isJsonContentType, SimHttpError } from './http';

/**
 * API answers are per member and per moment: no cache (a shared proxy or the browser's back button)
 * may keep one, and no browser may sniff a JSON body into something it renders. Set after the route
 * ran, so refusals, 404s and errors carry them too.
 */
export const noStoreHeaders: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  c.res.headers.set('Cache-Control', 'no-store');
  c.res.headers.set('X-Content-Type-Options', 'nosniff');
};

/** The header every `/__sim` call must carry (README "Dev endpoints"). */
export const DEV_HEADER = { name: 'X-Sim-Dev', value: '1' } as const;

/**
 * `/__sim/*` takes only calls that carry `X-Sim-Dev: 1` (403 otherwise) and bodies declared JSON (415):
 * a cross-site form or image can set neither, so another site open in the browser cannot reseed the
 * database or read SMS codes through the brand app's proxy.
 */
export const devCallGuard: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.req.header(DEV_HEADER.name) !== DEV_HEADER.value)
    throw new SimHttpError(
      403,
      ERROR_CODES.BAD_REQUEST,
      `Dev endpoints need the header ${DEV_HEADER.name}: ${DEV_HEADER.value}`,
    );
  if (
    !['GET', 'HEAD'].includes(c.req.method) &&
    (await c.req.text()) !== '' &&
    !isJsonContentType(c)
  )
    throw new SimHttpError(
      415,
      ERROR_CODES.BAD_REQUEST,
      'Send the body as JSON (Content-Type: application/json)',
    );
  await next();
};
