/**
 * Account security (contract/security.ts): two-step sign-in with an authenticator app, passkeys, the
 * member's sessions and sign-in history. Every code and password checked here counts its misses under
 * the account's limits (auth/twoFactor.ts, auth/loginPassword.ts).
 */
import { Hono } from 'hono';
import Database from 'better-sqlite3';
import { requireMember } from '../../auth/guards';
import { checkLoginPassword } from '../../auth/loginPassword';
import {
  PASSKEYS_PER_MEMBER,
  passkeyView,
  registrationOptions,
  relyingParty,
  takeAnsweredChallenge,
  verifyRegistration,
} from '../../auth/passkeys';
import { SECURITY_PATHS, ERROR_CODES, type PasskeyRegistrationOptions } from '../../contract';
import { badRequest, ok, optionalInt, readJson, refuse } from '../../lib/http';
import type { AppEnv } from '../../sim';

import { password, passkeyName, webAuthnAnswer } from './input';

/** The member's passkeys: registration options, the list, adding and removing one. */
export function passkeyRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

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

  return routes;
}
