/**
 * Account security (contract/security.ts): two-step sign-in with an authenticator app, passkeys, the
 * member's sessions and sign-in history. Every code and password checked here counts its misses under
 * the account's limits (auth/twoFactor.ts, auth/loginPassword.ts).
 */
import { Hono } from 'hono';
import Database from 'better-sqlite3';
import { AGENT_TYPES, bearerToken, requireMember } from '../auth/guards';
import { describeUserAgent } from '../auth/devices';
import {
  accountSubject,
  checkIpWait,
  checkLoginWait,
  ipSubject,
  recordFailure,
} from '../auth/limits';
import { checkLoginPassword } from '../auth/loginPassword';
import {
  PASSKEYS_PER_MEMBER,
  passkeyRefusal,
  passkeyView,
  registrationOptions,
  relyingParty,
  signInOptions,
  takeAnsweredChallenge,
  verifyRegistration,
  verifySignIn,
} from '../auth/passkeys';
import { recordingRefusal } from '../auth/signInHistory';
import { loginAnswer, sessionAnswer } from '../auth/tokens';
import { newTotpSecret, totpUri } from '../auth/totp';
import {
  checkAuthenticatorCode,
  clearWrongCodes,
  newRecoveryCodes,
  twoFactorOn,
  useRecoveryCode,
} from '../auth/twoFactor';
import {
  SECURITY_PATHS,
  ERROR_CODES,
  PASSKEY_NAME_MAX_LENGTH,
  SIGN_IN_HISTORY_LENGTH,
  type ActiveSession,
  type EndSessionsResponse,
  type PasskeyRegistrationOptions,
  type PasskeySignInOptions,
  type RecoveryCodes,
  type SecurityOverview,
  type SignInAttempt,
  type SignInMethodName,
  type SignInResult,
  type TwoFactorSetup,
  type WebAuthnJson,
} from '../contract';
import type { MemberRow } from '../db/rows';
import { takeHourlyQuota } from '../lib/hourlyQuota';
import {
  badRequest,
  ok,
  optionalInt,
  optionalString,
  readJson,
  refuse,
  requiredString,
  visitorIp,
} from '../lib/http';
import { sha256 } from '../lib/security';
import { agentTwoFactorRequired, brandNameOf } from '../merchants/config';
import { merchantOf } from '../merchants/resolve';
import type { AppEnv, Sim } from '../sim';

type Json = Record<string, unknown>;

/** Guest passkey sign-in options per hour (each keeps a challenge for 5 minutes); scaled like the sign-in limits. */
export const PASSKEY_OPTIONS_QUOTA = { perIp: 300, overall: 3000 } as const;

const iso = (at: number | null): string | null => (at === null ? null : new Date(at).toISOString());

/** A password as typed (never trimmed), required. */
function password(body: Json, name = 'password'): string {
  const raw = body[name];
  if (typeof raw !== 'string' || raw === '') throw badRequest(`${name} is required`);
  if (raw.length > 200) throw badRequest(`${name} is longer than 200 characters`);
  return raw;
}

/** The WebAuthn answer: an object with an id and a response object, else a 400. */
function webAuthnAnswer(body: Json): WebAuthnJson {
  const response = body.response;
  if (
    response === null ||
    typeof response !== 'object' ||
    Array.isArray(response) ||
    typeof (response as Json).id !== 'string' ||
    typeof (response as Json).response !== 'object' ||
    (response as Json).response === null
  )
    throw badRequest('response must be the authenticator answer (an object with id and response)');
  return response as WebAuthnJson;
}

/** A passkey's name: trimmed, 1 to 40 characters, no control characters or markup. */
function passkeyName(body: Json): string {
  const name = optionalString(body, 'name', 200);
  const refused = (message: string) =>
    refuse(ERROR_CODES.VALIDATION_FAILED, message, { field: 'name' });
  if (!name) throw refused('Give the passkey a name');
  if ([...name].length > PASSKEY_NAME_MAX_LENGTH)
    throw refused(`The name can be at most ${PASSKEY_NAME_MAX_LENGTH} characters`);
  if (/[\p{Cc}<>&"']/u.test(name))
    throw refused('The name cannot contain <, >, &, quotes or control characters');
  return name;
}

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

export function securityRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  // --- the second step of a sign-in, and passkey sign-in (no token) ---

  routes.post(SECURITY_PATHS.twoFactorSignIn, async (c) => {
    const sim = c.get('sim');
    const merchant = merchantOf(c);
    const body = await readJson(c);
    const ticket = requiredString(body, 'ticket', 200);
    const code = optionalString(body, 'code', 20);
    const recoveryCode = optionalString(body, 'recoveryCode', 40);
    if ((code === undefined) === (recoveryCode === undefined))
      throw badRequest('Send either code or recoveryCode');
    const ip = visitorIp(c, sim.trustProxy);
    checkIpWait(sim, ip);
    const q = sim.queries.security;
    const row = q.ticket.get(sha256(ticket), merchant.code, sim.now());
    const member = row ? sim.queries.access.memberById.get(row.member_id) : undefined;
    if (!row || !member) {
      recordFailure(sim, ipSubject(ip));
      throw refuse(
        ERROR_CODES.TWO_FACTOR_TICKET_INVALID,
        'This sign-in has expired, please log in again',
      );
    }
    const method: SignInMethodName = code === undefined ? 'recoveryCode' : 'twoFactor';
    recordingRefusal(c, member, method, () => {
      if (code !== undefined) checkAuthenticatorCode(sim, member, code);
      else useRecoveryCode(sim, member, recoveryCode ?? '');
    });
    clearWrongCodes(sim, member);
    q.deleteTicket.run(row.ticket_hash);
    return ok(c, sessionAnswer(c, member, method, row.password_login === 1), 'Login successful');
  });

  routes.post(SECURITY_PATHS.passkeySignInOptions, async (c) => {
    const sim = c.get('sim');
    await readJson(c);
    const rp = relyingParty(c);
    takeHourlyQuota(
      sim,
      'passkey',
      visitorIp(c, sim.trustProxy),
      PASSKEY_OPTIONS_QUOTA,
      'Too many passkey sign-ins started from your network: please try again later',
    );
    const answer: PasskeySignInOptions = {
      options: await signInOptions(sim, merchantOf(c).code, rp),
    };
    return ok(c, answer);
  });

  routes.post(SECURITY_PATHS.passkeySignIn, async (c) => {
    const sim = c.get('sim');
    const merchant = merchantOf(c);
    const response = webAuthnAnswer(await readJson(c));
    const ip = visitorIp(c, sim.trustProxy);
    checkIpWait(sim, ip);
    const refused = () => {
      recordFailure(sim, ipSubject(ip));
      return passkeyRefusal();
    };
    const challenge = takeAnsweredChallenge(sim, response, 'signIn', merchant.code);
    if (!challenge) throw refused();
    const passkey = sim.queries.security.passkeyByCredential.get(
      merchant.code,
      response.id as string,
    );
    const member = passkey ? sim.queries.access.memberById.get(passkey.member_id) : undefined;
    if (!passkey || !member || passkey.rp_id !== challenge.rp_id) throw refused();
    const account = accountSubject(member.merchant_code, member.account);
    recordingRefusal(c, member, 'passkey', () => checkLoginWait(sim, account, ip));
    const counter = await verifySignIn(response, challenge, passkey);
    if (counter === undefined) {
      recordFailure(sim, account);
      throw refused();
    }
    sim.queries.security.usePasskey.run(counter, sim.now(), passkey.id);
    return ok(c, loginAnswer(c, member, 'passkey'), 'Login successful');
  });

  // --- the member's own security (token) ---

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

  routes.post(SECURITY_PATHS.passkeyRegistrationOptions, async (c) => {
    const sim = c.get('sim');
    const member = requireMember(c);
    const typed = password(await readJson(c));
    const rp = relyingParty(c);
    if (sim.queries.security.passkeysOf.all(member.id).length >= PASSKEYS_PER_MEMBER)
      throw refuse(
        ERROR_CODES.VALIDATION_FAILED,
        `You can keep at most ${PASSKEYS_PER_MEMBER} passkeys: remove one first`,
      );
    // The password first: a session alone (a stolen one) cannot add a way in that outlives it.
    await checkLoginPassword(sim, member, typed, 'The password is incorrect');
    const answer: PasskeyRegistrationOptions = {
      options: await registrationOptions(sim, member, rp),
    };
    return ok(c, answer);
  });

  routes.get(SECURITY_PATHS.passkeys, (c) => {
    const sim = c.get('sim');
    const member = requireMember(c);
    return ok(c, sim.queries.security.passkeysOf.all(member.id).map(passkeyView));
  });

  routes.post(SECURITY_PATHS.passkeys, async (c) => {
    const sim = c.get('sim');
    const member = requireMember(c);
    const body = await readJson(c);
    const name = passkeyName(body);
    const response = webAuthnAnswer(body);
    const challenge = takeAnsweredChallenge(sim, response, 'register', member.merchant_code);
    if (!challenge || challenge.member_id !== member.id)
      throw refuse(
        ERROR_CODES.PASSKEY_INVALID,
        'This passkey could not be added, please try again',
      );
    const created = await verifyRegistration(response, challenge);
    if (!created)
      throw refuse(
        ERROR_CODES.PASSKEY_INVALID,
        'This passkey could not be added, please try again',
      );
    const q = sim.queries.security;
    let id: number;
    try {
      id = Number(
        q.insertPasskey.run(
          member.id,
          member.merchant_code,
          created.credentialId,
          created.publicKey,
          created.counter,
          JSON.stringify(created.transports),
          created.backedUp ? 1 : 0,
          challenge.rp_id,
          name,
          sim.now(),
        ).lastInsertRowid,
      );
    } catch (error) {
      if (error instanceof Database.SqliteError && error.code === 'SQLITE_CONSTRAINT_UNIQUE')
        throw refuse(ERROR_CODES.PASSKEY_INVALID, 'This passkey is already registered');
      throw error;
    }
    const row = q.passkeysOf.all(member.id).find((passkey) => passkey.id === id);
    return ok(c, row ? passkeyView(row) : null, 'Passkey added');
  });

  routes.delete(SECURITY_PATHS.passkeys, async (c) => {
    const sim = c.get('sim');
    const member = requireMember(c);
    const id = optionalInt(await readJson(c), 'id', { min: 1 });
    if (id === undefined) throw badRequest('id is required');
    if (sim.queries.security.deletePasskey.run(id, member.id).changes === 0)
      throw refuse(ERROR_CODES.NOT_FOUND_ENTITY, 'No such passkey');
    return ok(c, null, 'Passkey removed');
  });

  routes.get(SECURITY_PATHS.sessions, (c) => {
    const sim = c.get('sim');
    const member = requireMember(c);
    const current = sha256(bearerToken(c) ?? '');
    const sessions: ActiveSession[] = sim.queries.security.liveSessions
      .all(member.id, sim.now())
      .map((row) => ({
        id: row.id,
        ...describeUserAgent(row.user_agent),
        ip: row.ip,
        signedInAt: new Date(row.created_at).toISOString(),
        lastActiveAt: new Date(row.last_seen_at ?? row.created_at).toISOString(),
        current: row.token_hash === current,
      }));
    return ok(c, sessions);
  });

  routes.delete(SECURITY_PATHS.sessions, async (c) => {
    const sim = c.get('sim');
    const member = requireMember(c);
    const body = await readJson(c);
    const id = optionalInt(body, 'id', { min: 1 });
    const others = body.others === true;
    if ((id === undefined) === !others) throw badRequest('Send either id or others: true');
    const q = sim.queries.security;
    const keep = sha256(bearerToken(c) ?? '');
    const now = sim.now();
    const ended = sim.db.transaction(() => {
      const changes =
        id === undefined
          ? q.endOtherSessions.run(now, member.id, keep).changes
          : q.endSession.run(now, id, member.id, keep).changes;
      // what was minted from an ended session goes with it
      q.deleteEndedSessionCodes.run(member.id);
      return changes;
    })();
    if (id !== undefined && ended === 0)
      throw refuse(
        ERROR_CODES.NOT_FOUND_ENTITY,
        'No such session: it has ended already, or it is this one (log out instead)',
      );
    const answer: EndSessionsResponse = { ended };
    return ok(c, answer, ended === 1 ? 'Session ended' : `${ended} sessions ended`);
  });

  routes.get(SECURITY_PATHS.signInHistory, (c) => {
    const sim = c.get('sim');
    const member = requireMember(c);
    const attempts: SignInAttempt[] = sim.queries.security.attemptsOf
      .all(member.id, SIGN_IN_HISTORY_LENGTH)
      .map((row) => ({
        at: new Date(row.at).toISOString(),
        result: row.result as SignInResult,
        method: row.method as SignInMethodName,
        ip: row.ip,
        ...describeUserAgent(row.user_agent),
      }));
    return ok(c, attempts);
  });

  return routes;
}
