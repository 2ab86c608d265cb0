/**
 * Account security (contract/security.ts): two-step sign-in with an authenticator app, passkeys, the
 * member's sessions and sign-in history. Every code and password checked here counts its misses under
 * the account's limits (auth/twoFactor.ts, auth/loginPassword.ts).
 */
import { Hono } from 'hono';
import { AGENT_TYPES, requireMember } from '../../auth/guards';
import { checkLoginPassword } from '../../auth/loginPassword';
import { passkeyView } from '../../auth/passkeys';
import { newTotpSecret, totpUri } from '../../auth/totp';
import {
  checkAuthenticatorCode,
  clearWrongCodes,
  newRecoveryCodes,
  twoFactorOn,
} from '../../auth/twoFactor';
import {
  SECURITY_PATHS,
  ERROR_CODES,
  type RecoveryCodes,
  type SecurityOverview,
  type TwoFactorSetup,
} from '../../contract';
import type { MemberRow } from '../../db/rows';
import { ok, readJson, refuse, requiredString } from '../../lib/http';
import { agentTwoFactorRequired, brandNameOf } from '../../merchants/config';
import type { AppEnv, Sim } from '../../sim';

import { password } from './input';

const iso = (at: number | null): string | null => (at === null ? null : new Date(at).toISOString());

function overview(sim: Sim, member: MemberRow): SecurityOverview {
  const q = sim.queries.security;
  const totp = q.totpOf.get(member.id);
  const enabled = totp?.enabled_at != null;
  return {
    twoFactor: {
      enabled,
      enabledAt: enabled ? iso(totp?.enabled_at ?? null) : null,
      recoveryCodesLeft: enabled ? (q.recoveryCodesLeft.get(member.id)?.n ?? 0) : 0,
    },
    twoFactorRequired:
      AGENT_TYPES.includes(member.type) && agentTwoFactorRequired(member.merchant_code),
    passkeys: q.passkeysOf.all(member.id).map(passkeyView),
  };
}

function requireTwoFactorOn(sim: Sim, member: MemberRow): void {
  if (!twoFactorOn(sim, member.id))
    throw refuse(ERROR_CODES.INVALID_STATE, 'Two-step sign-in is not on');
}

/** The member's security overview and the authenticator app: setup, enable, recovery codes, disable. */
export function twoFactorRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get(SECURITY_PATHS.security, (c) => ok(c, overview(c.get('sim'), requireMember(c))));

  routes.post(SECURITY_PATHS.twoFactorSetup, async (c) => {
    const sim = c.get('sim');
    const member = requireMember(c);
    await readJson(c);
    if (twoFactorOn(sim, member.id))
      throw refuse(ERROR_CODES.INVALID_STATE, 'Two-step sign-in is already on');
    const secret = newTotpSecret();
    sim.queries.security.putPendingTotp.run(member.id, secret, sim.now());
    const issuer = brandNameOf(member.merchant_code);
    const answer: TwoFactorSetup = {
      secret,
      uri: totpUri(secret, issuer, member.account),
      issuer,
      account: member.account,
    };
    return ok(c, answer);
  });

  routes.post(SECURITY_PATHS.twoFactorEnable, async (c) => {
    const sim = c.get('sim');
    const member = requireMember(c);
    const body = await readJson(c);
    const code = requiredString(body, 'code', 20);
    const typed = password(body);
    const pending = sim.queries.security.totpOf.get(member.id);
    if (!pending || pending.enabled_at !== null)
      throw refuse(
        ERROR_CODES.INVALID_STATE,
        pending ? 'Two-step sign-in is already on' : 'Start the set-up first',
      );
    await checkLoginPassword(sim, member, typed, 'The password is incorrect');
    const step = checkAuthenticatorCode(sim, member, code, pending.secret);
    let recoveryCodes: string[] = [];
    sim.db.transaction(() => {
      sim.queries.security.enableTotp.run(sim.now(), step, member.id);
      recoveryCodes = newRecoveryCodes(sim, member.id);
    })();
    clearWrongCodes(sim, member);
    const answer: RecoveryCodes = { recoveryCodes };
    return ok(c, answer, 'Two-step sign-in is on');
  });

  routes.post(SECURITY_PATHS.recoveryCodes, async (c) => {
    const sim = c.get('sim');
    const member = requireMember(c);
    const code = requiredString(await readJson(c), 'code', 20);
    requireTwoFactorOn(sim, member);
    checkAuthenticatorCode(sim, member, code);
    const answer: RecoveryCodes = { recoveryCodes: newRecoveryCodes(sim, member.id) };
    return ok(c, answer, 'New recovery codes: the old ones no longer work');
  });

  routes.post(SECURITY_PATHS.twoFactorDisable, async (c) => {
    const sim = c.get('sim');
    const member = requireMember(c);
    const body = await readJson(c);
    const code = requiredString(body, 'code', 20);
    const typed = password(body);
    requireTwoFactorOn(sim, member);
    await checkLoginPassword(sim, member, typed, 'The password is incorrect');
    checkAuthenticatorCode(sim, member, code);
    const q = sim.queries.security;
    sim.db.transaction(() => {
      q.deleteTotp.run(member.id);
      q.deleteRecoveryCodes.run(member.id);
      q.deleteTicketsOf.run(member.id);
    })();
    return ok(c, null, 'Two-step sign-in is off');
  });

  return routes;
}
