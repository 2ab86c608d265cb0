/**
 * Account security (contract/security.ts): two-step sign-in with an authenticator app, passkeys, the
 * member's sessions and sign-in history. Every code and password checked here counts its misses under
 * the account's limits (auth/twoFactor.ts, auth/loginPassword.ts).
 */
import { ERROR_CODES, PASSKEY_NAME_MAX_LENGTH, type WebAuthnJson } from '../../contract';
import { badRequest, optionalString, refuse } from '../../lib/http';

export type Json = Record<string, unknown>;

/** A password as typed (never trimmed), required. */
export function password(body: Json, name = 'password'): string {
  const raw = body[name];
  if (typeof raw !== 'string' || raw === '') throw badRequest(`${name} is required`);
  if (raw.length > 200) throw badRequest(`${name} is longer than 200 characters`);
  return raw;
}

/** The WebAuthn answer: an object with an id and a response object, else a 400. */
export function webAuthnAnswer(body: Json): WebAuthnJson {
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
export function passkeyName(body: Json): string {
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
