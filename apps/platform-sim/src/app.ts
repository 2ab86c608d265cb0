import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { ERROR_CODES, type Envelope } from './contract';
import { rsaKey } from './db/index';
import { DevClock } from './devClock';
import { queriesFor } from './db/queries/index';
import { pruneWhenDue } from './housekeeping';
import { devCallGuard, noStoreHeaders } from './lib/edgeHeaders';
import { errorResponse, SimHttpError } from './lib/http';
import { SeenPayloads } from './lib/seenPayloads';
import { resolveMerchant } from './merchants/resolve';
import { accessRoutes, identityProviderRoutes } from './routes/access/index';
import { accountRoutes } from './routes/account/index';
import { agentRoutes } from './routes/agent/index';
import { assetRoutes } from './routes/assets/index';
import { centreRoutes } from './routes/centre/index';
import { contentRoutes } from './routes/content/index';
import { DEV_PREFIX } from './lib/devPrefix';
import { devClockRoutes, devRoutes, faultMiddleware } from './routes/dev/index';
import { fundsDevRoutes, fundsRoutes } from './routes/funds/index';
import { gameRoutes } from './routes/games/index';
import { lotteryRoutes } from './routes/lottery/index';
import { promotionDevRoutes, promotionRoutes } from './routes/promotions/index';
import { securityRoutes } from './routes/security/index';
import {
  responsibleGamingDevRoutes,
  responsibleGamingRoutes,
} from './routes/responsibleGaming/index';
import { verificationRoutes } from './routes/verification/index';
import type { AppEnv, Sim, SimOptions } from './sim';
import { xssDevRoutes, xssMiddleware } from './xss/seed';

export const DEFAULT_TOKEN_TTL_MS = 2 * 3600_000;
/** 3 images of 5 MB plus the form around them. */
const MAX_BODY_BYTES = 16 * 1024 * 1024;

/** The platform API as a plain fetch handler (`app.fetch` / `app.request`), over an opened database. */
export function createApp(options: SimOptions): Hono<AppEnv> & { sim: Sim } {
  const devClock = new DevClock(options.now ?? Date.now);
  const sim: Sim = {
    db: options.db,
    queries: queriesFor(options.db),
    now: devClock.now,
    devClock,
    devEndpoints: options.devEndpoints ?? false,
    tokenTtlMs: options.tokenTtlMs ?? DEFAULT_TOKEN_TTL_MS,
    key: rsaKey(options.db),
    seenPayloads: new SeenPayloads(),
    faults: new Map(),
    scenarioStatus: new Map(),
    lotteryClockOffsets: new Map(),
    xssScenarios: new Set(),
    trustProxy: options.trustProxy ?? false,
    authLimits: { scale: options.authLimitScale ?? 1 },
    phoneResetCaptcha: options.phoneResetCaptcha ?? false,
    prunedAt: Number.NEGATIVE_INFINITY,
  };
  const app = new Hono<AppEnv>();

  app.onError((error, c) => {
    if (error instanceof SimHttpError) return errorResponse(c, error);
    // log one line, never send a stack to the client
    console.error(
      `platform-sim: ${c.req.method} ${new URL(c.req.url).pathname} failed: ${error instanceof Error ? error.message : String(error)}`,
    );
    const body: Envelope<null> = {
      success: false,
      value: null,
      message: 'Unknown error',
      code: ERROR_CODES.SERVER_ERROR,
    };
    return c.json(body, 500);
  });
  app.notFound((c) =>
    c.json(
      {
        success: false,
        value: null,
        message: `No such path: ${c.req.method} ${new URL(c.req.url).pathname}`,
        code: ERROR_CODES.NOT_FOUND,
      } satisfies Envelope<null>,
      404,
    ),
  );

  app.use('*', async (c, next) => {
    c.set('sim', sim);
    pruneWhenDue(sim);
    await next();
  });
  app.use(
    '*',
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) =>
        c.json(
          {
            success: false,
            value: null,
            message: 'The request body is too large',
            code: ERROR_CODES.BAD_REQUEST,
          } satisfies Envelope<null>,
          413,
        ),
    }),
  );
  if (sim.devEndpoints) {
    app.use('*', devClock.middleware());
    app.use('*', faultMiddleware(sim));
    app.use('*', xssMiddleware(sim));
  }
  for (const prefix of ['/wps/*', '/lgw/*']) app.use(prefix, noStoreHeaders);
  if (sim.devEndpoints) app.use(`${DEV_PREFIX}/*`, devCallGuard);
  for (const prefix of ['/wps/*', '/lgw/*', '/lotto/*']) {
    app.use(prefix, async (c, next) => {
      c.set('merchant', resolveMerchant(sim, c));
      await next();
    });
  }

  // Every route module builds its own Hono app of absolute paths; they are mounted in this order.
  const modules = [
    accessRoutes(),
    verificationRoutes(),
    accountRoutes(),
    gameRoutes(),
    contentRoutes(),
    lotteryRoutes(),
    centreRoutes(),
    agentRoutes(),
    fundsRoutes(),
    promotionRoutes(),
    securityRoutes(),
    responsibleGamingRoutes(),
    // The local identity provider signs anyone in as its test identities: dev endpoints only. Before
    // the assets: `/sim-assets/:kind/:file` would otherwise answer the provider page's path.
    ...(sim.devEndpoints ? [identityProviderRoutes()] : []),
    assetRoutes(),
  ];
  for (const routes of modules) app.route('/', routes);
  if (sim.devEndpoints) {
    app.route('/', devRoutes());
    app.route('/', fundsDevRoutes());
    app.route('/', promotionDevRoutes());
    app.route('/', xssDevRoutes());
    app.route('/', devClockRoutes());
    app.route('/', responsibleGamingDevRoutes());
  } else {
    app.all(`${DEV_PREFIX}/*`, (c) =>
      c.json(
        {
          success: false,
          value: null,
          message: 'Dev endpoints are off (SIM_DEV_ENDPOINTS=1 turns them on)',
          code: ERROR_CODES.NOT_FOUND,
        } satisfies Envelope<null>,
        404,
      ),
    );
  }

  app.get('/', (c) =>
    c.json({
      success: true,
      value: { name: 'platform-sim', devEndpoints: sim.devEndpoints },
      message: 'success',
      code: 0,
    }),
  );

  return Object.assign(app, { sim });
}
