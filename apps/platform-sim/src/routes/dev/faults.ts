import { Hono, type MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { ERROR_CODES } from '../../contract';
import {
  badRequest,
  ok,
  optionalInt,
  optionalString,
  readJson,
  requiredString,
} from '../../lib/http';
import { SCENARIO_COOKIE, type AppEnv, type Fault, type Sim } from '../../sim';
import { DEV_PREFIX } from '../../lib/devPrefix';

const FAULT_METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'];

/** One fault per path, method and scenario: installing the same three again replaces it. */
const faultKey = (fault: Pick<Fault, 'path' | 'method' | 'scenario'>): string =>
  `${fault.method ?? '*'} ${fault.scenario ?? ''} ${fault.path}`;

/** The fault for a request: an exact path before a `*` prefix, each in the order installed. */
function matchFault(
  faults: Map<string, Fault>,
  method: string,
  path: string,
  scenario: string | undefined,
): Fault | undefined {
  const applies = (fault: Fault): boolean =>
    (!fault.method || fault.method === method) && (!fault.scenario || fault.scenario === scenario);
  const all = [...faults.values()].filter(applies);
  return (
    all.find((fault) => fault.path === path) ??
    all.find((fault) => fault.path.endsWith('*') && path.startsWith(fault.path.slice(0, -1)))
  );
}

/**
 * Marks the answer of a dropped connection. Over a socket the client never reads it (the socket is
 * destroyed first); a caller without one (`inProcess.ts`) turns it into the network error a browser
 * sees.
 */
export const DROPPED_FAULT_HEADER = { name: 'X-Sim-Fault', value: 'drop' } as const;

/** Applies an injected fault: latency, then a dropped connection, a status or a malformed body. */
export function faultMiddleware(sim: Sim): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const path = new URL(c.req.url).pathname;
    const fault = path.startsWith(DEV_PREFIX)
      ? undefined
      : matchFault(sim.faults, c.req.method, path, getCookie(c, SCENARIO_COOKIE));
    if (!fault) return next();
    if (fault.latencyMs) await new Promise((resolve) => setTimeout(resolve, fault.latencyMs));
    if (fault.drop) {
      c.env?.incoming?.socket?.destroy();
      return new Response(
        new ReadableStream({
          start(controller) {
            controller.error(new Error('connection dropped by fault injection'));
          },
        }),
        { headers: { [DROPPED_FAULT_HEADER.name]: DROPPED_FAULT_HEADER.value } },
      );
    }
    if (fault.malformed)
      return c.body(
        '{"success":true,"value":{"trunc',
        fault.status && fault.status !== 200 ? (fault.status as 500) : 200,
        { 'Content-Type': 'application/json' },
      );
    if (fault.status && fault.status !== 200) {
      return c.json(
        {
          success: false,
          value: null,
          message: 'Injected server error',
          code: ERROR_CODES.SERVER_ERROR,
        },
        fault.status as 500,
      );
    }
    return next();
  };
}

/** Injected faults: list, install (one per path, method and scenario), clear. */
export function faultRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get(`${DEV_PREFIX}/faults`, (c) => ok(c, [...c.get('sim').faults.values()]));
  routes.post(`${DEV_PREFIX}/faults`, async (c) => {
    const body = await readJson(c);
    const path = requiredString(body, 'path', 300);
    if (!path.startsWith('/')) throw badRequest('path must start with /');
    if (path.startsWith(DEV_PREFIX)) throw badRequest('dev endpoints cannot be faulted');
    const status = optionalInt(body, 'status', { min: 200, max: 599 });
    const latencyMs = optionalInt(body, 'latencyMs', { min: 0, max: 130_000 });
    const method = optionalString(body, 'method', 10)?.toUpperCase();
    if (method && !FAULT_METHODS.includes(method))
      throw badRequest(`method must be one of ${FAULT_METHODS.join(', ')}`);
    const fault: Fault = {
      path,
      method,
      scenario: optionalString(body, 'scenario', 80),
      latencyMs,
      status,
      malformed: body.malformed === true,
      drop: body.drop === true,
    };
    if (!fault.latencyMs && !fault.status && !fault.malformed && !fault.drop)
      throw badRequest('give latencyMs, status, malformed or drop');
    c.get('sim').faults.set(faultKey(fault), fault);
    return ok(c, fault, 'Fault installed');
  });
  routes.delete(`${DEV_PREFIX}/faults`, (c) => {
    const path = c.req.query('path');
    const faults = c.get('sim').faults;
    if (!path) faults.clear();
    // every method and scenario of that path
    for (const [key, fault] of faults) if (fault.path === path) faults.delete(key);
    return ok(c, null, 'Faults cleared');
  });

  return routes;
}
