import { Hono, type MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { ERROR_CODES, WHITELABEL_FLAGS, type WhitelabelFlag } from '../contract';
import {
  BULK_DEFAULT_COUNT,
  BULK_FIRST_GAME_ID,
  BULK_MAX_COUNT,
  BULK_VENDOR,
  bulkGame,
} from '../db/bulkGames';
import { limitsSummary } from '../auth/limits';
import { resetDatabase } from '../db/index';
import { nodeIdOf } from '../db/seed';
import {
  badRequest,
  ok,
  optionalInt,
  optionalNumber,
  optionalString,
  readJson,
  refuse,
  requiredString,
} from '../lib/http';
import type { LotteryRow } from '../db/rows';
import { drawsAround, type DrawSchedule } from '../lib/draws';
import { sha256 } from '../lib/security';
import { GLOBAL_CLOCK, lotteryOffset, scenarioOf } from '../lotteryClock';
import { SCENARIO_COOKIE, type AppEnv, type Fault, type Sim } from '../sim';
import { toFeedbackItem } from '../domain/feedback';
import { menuItem } from '../domain/lotteryMenu';
import { DEV_PREFIX } from '../lib/devPrefix';

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

const MAX_CLOCK_OFFSET_MS = 366 * 86_400_000;

function lotteryGame(sim: Sim, gameCode: string): LotteryRow {
  const game = sim.queries.lottery.byCode.get(gameCode);
  if (!game) throw badRequest(`Unknown lottery game ${gameCode}`);
  return game;
}

/**
 * The lottery time at or after `from` when the game's next draw is `remainMs` away. Refused when
 * another draw would come first (remainMs longer than the round).
 */
function offsetForRemaining(sim: Sim, game: LotteryRow, remainMs: number, from: number): number {
  const schedule = JSON.parse(game.schedule) as DrawSchedule;
  const draw = drawsAround(schedule, from + remainMs - 1).next;
  const at = draw - remainMs;
  if (drawsAround(schedule, at).next !== draw) {
    throw badRequest(`remainMs is longer than a round of ${game.code}`);
  }
  return at;
}

/** The lottery clock as a scenario sees it, and a game's menu state at that time. */
function clockState(sim: Sim, scenario: string | undefined, game: LotteryRow | undefined) {
  const offsetMs = lotteryOffset(sim, scenario);
  // on the scenario's dev clock (/__sim/now), which the lottery clock moves further
  const nowMs = sim.devClock.nowOf(scenario) + offsetMs;
  const item = game ? menuItem(game, nowMs) : undefined;
  return {
    scenario: scenario ?? null,
    offsetMs,
    nowMs,
    now: new Date(nowMs).toISOString(),
    game: item
      ? {
          gameCode: item.code,
          remainTime: item.remainTime,
          lockTime: item.lockTime,
          isSale: item.isSale,
          nextDrawTime: new Date(nowMs + item.remainTime).toISOString(),
          previousWinningNumber: item.previousWinningNumber,
        }
      : null,
  };
}

/** Removes a vendor with its games and the favourites and recents pointing at them. */
function removeVendor(sim: Sim, code: string): void {
  const dev = sim.queries.dev;
  dev.deleteFavouritesOfVendor.run(code);
  dev.deleteRecentsOfVendor.run(code);
  dev.deleteGamesOfVendor.run(code);
  dev.deleteVendor.run(code);
}

const bulkState = (count: number) => ({
  vendor: BULK_VENDOR.code,
  gameType: BULK_VENDOR.gameType,
  count,
  firstGameId: BULK_FIRST_GAME_ID,
  lastGameId: BULK_FIRST_GAME_ID + count - 1,
});

function merchantCode(sim: Sim, raw: string): string {
  const code = raw.toUpperCase();
  if (!sim.queries.merchants.byCode.get(code)) throw badRequest(`Unknown merchant ${raw}`);
  return code;
}

/** `/__sim/*`: test helpers that reveal secrets (SMS codes, captcha answers); mounted only when enabled. */
export function devRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get(`${DEV_PREFIX}/sms`, (c) => {
    const mobile = c.req.query('mobile')?.replace(/[\s-]/g, '');
    if (!mobile) throw badRequest('mobile is required');
    const rows = c.get('sim').queries.dev.smsOutbox.all(mobile);
    return ok(
      c,
      rows.map((r) => ({
        merchantCode: r.merchant_code,
        countryDialingCode: r.dialing_code,
        mobile: r.mobile,
        purpose: r.purpose,
        code: r.code,
        text: r.text,
        sentAt: new Date(r.sent_at).toISOString(),
        expiresAt: new Date(r.expires_at).toISOString(),
        // no longer accepted: used, or voided by a newer code or too many wrong tries
        used: r.used_at !== null || r.voided_at !== null,
        voided: r.voided_at !== null,
        failedAttempts: r.failed_attempts,
      })),
    );
  });

  // Empties a number's outbox, which also lifts its 60 s resend gap: a test that registered a number
  // (one code) can then ask for a password-reset code without waiting a minute.
  routes.delete(`${DEV_PREFIX}/sms`, (c) => {
    const mobile = c.req.query('mobile')?.replace(/[\s-]/g, '');
    if (!mobile) throw badRequest('mobile is required');
    const { changes } = c.get('sim').queries.dev.clearSmsOutbox.run(mobile);
    return ok(c, { deleted: changes }, 'SMS outbox cleared');
  });

  // Sign-in limits: read them, scale the per-IP and overall ones, or forget every failure so far
  // (a test that tripped a limit on purpose leaves the others a clean slate).
  routes.get(`${DEV_PREFIX}/limits`, (c) => ok(c, limitsSummary(c.get('sim'))));
  routes.post(`${DEV_PREFIX}/limits`, async (c) => {
    const sim = c.get('sim');
    const scale = optionalNumber(await readJson(c), 'scale');
    if (scale === undefined || scale <= 0 || scale > 1_000_000)
      throw badRequest('scale must be a number above 0 (1 = the defaults)');
    sim.authLimits.scale = scale;
    return ok(c, limitsSummary(sim), 'Limits scaled');
  });
  routes.delete(`${DEV_PREFIX}/limits`, (c) => {
    const { changes } = c.get('sim').queries.protection.clearAllFailures.run();
    return ok(c, { forgotten: changes }, 'Failure log cleared');
  });

  routes.get(`${DEV_PREFIX}/email`, (c) => {
    const email = c.req.query('email');
    if (!email) throw badRequest('email is required');
    return ok(c, c.get('sim').queries.dev.emailOutbox.all(email));
  });

  routes.get(`${DEV_PREFIX}/captcha`, (c) => {
    const key = c.req.query('key');
    if (!key) throw badRequest('key is required');
    const row = c.get('sim').queries.verification.captcha.get(key);
    if (!row) throw refuse(ERROR_CODES.NOT_FOUND_ENTITY, 'No captcha for that key');
    return ok(c, { answer: row.answer });
  });

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

  // The lottery clock: `{ offsetMs }` sets, `{ advanceMs }` moves, `{ gameCode, remainMs }` puts that game's
  // next draw remainMs away; `scenario` (or the cookie) limits it to one test's browser.
  routes.get(`${DEV_PREFIX}/clock`, (c) => {
    const scenario = c.req.query('scenario') || scenarioOf(c);
    const gameCode = c.req.query('gameCode');
    return ok(
      c,
      clockState(
        c.get('sim'),
        scenario,
        gameCode ? lotteryGame(c.get('sim'), gameCode) : undefined,
      ),
    );
  });
  routes.post(`${DEV_PREFIX}/clock`, async (c) => {
    const sim = c.get('sim');
    const body = await readJson(c);
    const scenario = optionalString(body, 'scenario', 80) ?? scenarioOf(c);
    const offsetMs = optionalInt(body, 'offsetMs', {
      min: -MAX_CLOCK_OFFSET_MS,
      max: MAX_CLOCK_OFFSET_MS,
    });
    const advanceMs = optionalInt(body, 'advanceMs', {
      min: -MAX_CLOCK_OFFSET_MS,
      max: MAX_CLOCK_OFFSET_MS,
    });
    const gameCode = optionalString(body, 'gameCode', 40);
    const given = [offsetMs !== undefined, advanceMs !== undefined, gameCode !== undefined].filter(
      Boolean,
    ).length;
    if (given !== 1) throw badRequest('give one of offsetMs, advanceMs, or gameCode with remainMs');
    const current = lotteryOffset(sim, scenario);
    let offset: number;
    let game: LotteryRow | undefined;
    if (offsetMs !== undefined) offset = offsetMs;
    else if (advanceMs !== undefined) offset = current + advanceMs;
    else {
      game = lotteryGame(sim, gameCode as string);
      const remainMs = optionalInt(body, 'remainMs', { min: 1, max: MAX_CLOCK_OFFSET_MS });
      if (remainMs === undefined) throw badRequest('remainMs is required with gameCode');
      const now = sim.devClock.nowOf(scenario);
      offset = offsetForRemaining(sim, game, remainMs, now + current) - now;
    }
    if (Math.abs(offset) > MAX_CLOCK_OFFSET_MS)
      throw badRequest('the lottery clock moves at most 366 days');
    sim.lotteryClockOffsets.set(scenario ?? GLOBAL_CLOCK, offset);
    return ok(c, clockState(sim, scenario, game), 'Lottery clock moved');
  });
  routes.delete(`${DEV_PREFIX}/clock`, (c) => {
    const offsets = c.get('sim').lotteryClockOffsets;
    const scenario = c.req.query('scenario');
    if (scenario) offsets.delete(scenario);
    else offsets.clear();
    return ok(c, null, 'Lottery clock back to real time');
  });

  // One vendor with thousands of games (virtualised lobby, benchmark); not in the seed, so start-up and
  // every other test keep the normal catalogue. Same count again: nothing to do; another: replaced.
  routes.post(`${DEV_PREFIX}/games/bulk`, async (c) => {
    const sim = c.get('sim');
    const dev = sim.queries.dev;
    const count =
      optionalInt(await readJson(c), 'count', { min: 1, max: BULK_MAX_COUNT }) ??
      BULK_DEFAULT_COUNT;
    const { code, name, gameType } = BULK_VENDOR;
    if (dev.vendorGameCount.get(code)?.n !== count) {
      sim.db.transaction(() => {
        removeVendor(sim, code);
        const next = dev.nextVendorSort.get() ?? { sort: 1, card: 101 };
        dev.insertVendor.run(code, gameType, name, code, next.card, next.sort);
        for (let i = 0; i < count; i++) {
          const game = bulkGame(i);
          dev.insertGame.run(
            game.id,
            nodeIdOf(game.id),
            code,
            gameType,
            game.name,
            game.classify,
            game.minBet,
            game.supportPlay,
            game.isHot,
            game.isNew,
            i,
          );
        }
      })();
    }
    return ok(c, bulkState(count), `${code} has ${count} games`);
  });
  routes.delete(`${DEV_PREFIX}/games/bulk`, (c) => {
    const sim = c.get('sim');
    sim.db.transaction(() => removeVendor(sim, BULK_VENDOR.code))();
    return ok(c, null, `${BULK_VENDOR.code} removed`);
  });

  routes.post(`${DEV_PREFIX}/status`, async (c) => {
    const sim = c.get('sim');
    const body = await readJson(c);
    const code = merchantCode(sim, requiredString(body, 'merchant', 10));
    const status = optionalInt(body, 'status', { min: 0, max: 2 });
    if (status === undefined) throw badRequest('status (0, 1 or 2) is required');
    const endTime = optionalString(body, 'endTime', 40);
    if (endTime && Number.isNaN(Date.parse(endTime)))
      throw badRequest('endTime must be an ISO date-time');
    const info = { info: optionalString(body, 'info', 500), ip: optionalString(body, 'ip', 60) };
    const scenario = optionalString(body, 'scenario', 80);
    const row = {
      site_status: status,
      maintenance_end:
        status === 1 ? new Date(endTime ?? sim.now() + 2 * 3600_000).toISOString() : null,
      status_info: JSON.stringify(info),
    };
    if (scenario) {
      // Only visitors with the scenario cookie see it: parallel tests of the merchant are unaffected.
      const key = `${code}|${scenario}`;
      if (status === 0) sim.scenarioStatus.delete(key);
      else sim.scenarioStatus.set(key, row);
      return ok(c, { merchant: code, status, scenario }, 'Site status set for the scenario');
    }
    sim.queries.merchants.setStatus.run(
      row.site_status,
      row.maintenance_end,
      row.status_info,
      code,
    );
    return ok(c, { merchant: code, status }, 'Site status set');
  });

  routes.post(`${DEV_PREFIX}/flags`, async (c) => {
    const sim = c.get('sim');
    const body = await readJson(c);
    const code = merchantCode(sim, requiredString(body, 'merchant', 10));
    // `{ on: [...] }`: exactly those flags on, every other one off (one call, one transaction).
    if (body.on !== undefined) {
      const on = body.on;
      if (
        !Array.isArray(on) ||
        on.some((flag) => !WHITELABEL_FLAGS.includes(flag as WhitelabelFlag))
      )
        throw badRequest(`on must be a list of ${WHITELABEL_FLAGS.join(', ')}`);
      sim.db.transaction(() => {
        for (const flag of WHITELABEL_FLAGS)
          sim.queries.merchants.setFlag.run(code, flag, on.includes(flag) ? 1 : 0);
      })();
      return ok(c, { merchant: code, on }, 'Flags set');
    }
    const flag = requiredString(body, 'flag', 40) as WhitelabelFlag;
    if (!WHITELABEL_FLAGS.includes(flag))
      throw badRequest(`flag must be one of ${WHITELABEL_FLAGS.join(', ')}`);
    if (typeof body.enabled !== 'boolean') throw badRequest('enabled must be true or false');
    sim.queries.merchants.setFlag.run(code, flag, body.enabled ? 1 : 0);
    return ok(c, { merchant: code, flag, enabled: body.enabled }, 'Flag switched');
  });

  routes.post(`${DEV_PREFIX}/tokens/expire`, async (c) => {
    const sim = c.get('sim');
    const body = await readJson(c);
    const token = optionalString(body, 'token', 200);
    const account = optionalString(body, 'account', 64);
    let changes = 0;
    if (token) changes = sim.queries.dev.expireToken.run(sim.now(), sha256(token)).changes;
    else if (account) {
      const merchant = merchantCode(sim, requiredString(body, 'merchant', 10));
      changes = sim.queries.dev.expireMemberTokens.run(sim.now(), merchant, account).changes;
    } else throw badRequest('token, or account and merchant, are required');
    return ok(c, { expired: changes }, 'Tokens expired');
  });

  // The back office answers a feedback: `{ feedbackId, reply }`; answering again replaces the reply.
  routes.post(`${DEV_PREFIX}/feedback/reply`, async (c) => {
    const sim = c.get('sim');
    const { content } = sim.queries;
    const body = await readJson(c);
    const id = optionalInt(body, 'feedbackId', { min: 1 });
    if (id === undefined) throw badRequest('feedbackId is required');
    const reply = requiredString(body, 'reply', 1000);
    if (content.replyFeedback.run(reply, sim.now(), id).changes !== 1)
      throw refuse(ERROR_CODES.NOT_FOUND_ENTITY, 'Feedback not found');
    const row = content.feedbackById.get(id);
    if (!row) throw refuse(ERROR_CODES.NOT_FOUND_ENTITY, 'Feedback not found');
    return ok(c, toFeedbackItem(row), 'Feedback answered');
  });

  routes.post(`${DEV_PREFIX}/messages`, async (c) => {
    const sim = c.get('sim');
    const body = await readJson(c);
    const code = merchantCode(sim, requiredString(body, 'merchant', 10));
    const account = requiredString(body, 'account', 64);
    const member = sim.queries.access.memberByAccount.get(code, account);
    if (!member) throw refuse(ERROR_CODES.NOT_FOUND_ENTITY, 'Member not found');
    const title = requiredString(body, 'title', 200);
    const content = requiredString(body, 'content', 5000);
    const { lastInsertRowid } = sim.queries.dev.sendMessage.run(
      member.id,
      title,
      content,
      sim.now(),
    );
    return ok(c, { id: Number(lastInsertRowid), title, read: false }, 'Message sent');
  });

  routes.post(`${DEV_PREFIX}/reset`, (c) => {
    const sim = c.get('sim');
    resetDatabase(sim.db, sim.now());
    sim.faults.clear();
    sim.lotteryClockOffsets.clear();
    sim.devClock.offsets.clear();
    sim.xssScenarios.clear();
    return ok(c, null, 'Database reseeded');
  });

  return routes;
}
