import { Hono } from 'hono';
import { ERROR_CODES, WHITELABEL_FLAGS, type WhitelabelFlag } from '../../contract';
import { resetDatabase } from '../../db/index';
import {
  badRequest,
  ok,
  optionalInt,
  optionalString,
  readJson,
  refuse,
  requiredString,
} from '../../lib/http';
import { sha256 } from '../../lib/security';
import type { AppEnv, Sim } from '../../sim';
import { toFeedbackItem } from '../../domain/feedback';
import { DEV_PREFIX } from '../../lib/devPrefix';

function merchantCode(sim: Sim, raw: string): string {
  const code = raw.toUpperCase();
  if (!sim.queries.merchants.byCode.get(code)) throw badRequest(`Unknown merchant ${raw}`);
  return code;
}

/** Site status, whitelabel flags, expired tokens, feedback replies, messages, and the reset. */
export function platformStateRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

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
