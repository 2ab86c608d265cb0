/**
 * Passkeys (WebAuthn, @simplewebauthn/server). The relying party is the site the call came from: its
 * `Origin`, which must be the host the request was sent to (the brand app serves the platform paths
 * from its own origin), so every brand on every host and port has its own, and nothing else can
 * claim it. Challenges live 5 minutes and serve one answer each.
 */
import { randomBytes } from 'node:crypto';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { decodeClientDataJSON } from '@simplewebauthn/server/helpers';
import { ERROR_CODES, type Passkey, type WebAuthnJson } from '../contract';
import type { PasskeyRow, WebAuthnChallengeRow } from '../db/queries/security';
import type { MemberRow } from '../db/rows';
import { refuse, type SimHttpError } from '../lib/http';
import { brandNameOf } from '../merchants/config';
import type { Ctx, Sim } from '../sim';

export const CHALLENGE_TTL_MS = 5 * 60_000;
/** Passkeys one member may keep. */
export const PASSKEYS_PER_MEMBER = 10;

export const PASSKEY_REFUSED =
  'This passkey could not sign you in: it may have been removed from your account';

export interface RelyingParty {
  rpID: string;
  origin: string;
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The relying party of this request: the page's origin, when it is the host the call was made to.
 * Browsers allow WebAuthn over plain http only on loopback, so elsewhere it must be https.
 */
export function relyingParty(c: Ctx): RelyingParty {
  const refused = () =>
    refuse(ERROR_CODES.PASSKEY_INVALID, 'Passkeys work only on the site itself, over https');
  const origin = c.req.header('origin');
  const host = c.req.header('host')?.toLowerCase();
  if (!origin || !host) throw refused();
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    throw refused();
  }
  const secure =
    url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname));
  if (!secure || url.host !== host || url.origin !== origin) throw refused();
  return { rpID: url.hostname, origin: url.origin };
}

/** The member's stable, random WebAuthn user handle (never the account id or name). */
function userHandleOf(sim: Sim, member: MemberRow): Uint8Array<ArrayBuffer> {
  const q = sim.queries.security;
  const stored = q.webauthnUserId.get(member.id)?.webauthn_user_id;
  if (stored) return new Uint8Array(Buffer.from(stored, 'base64url'));
  q.setWebauthnUserId.run(randomBytes(32).toString('base64url'), member.id);
  const kept = q.webauthnUserId.get(member.id)?.webauthn_user_id ?? '';
  return new Uint8Array(Buffer.from(kept, 'base64url'));
}

function keepChallenge(
  sim: Sim,
  challenge: string,
  purpose: WebAuthnChallengeRow['purpose'],
  memberId: number | null,
  merchantCode: string,
  rp: RelyingParty,
): void {
  const q = sim.queries.security;
  const now = sim.now();
  q.pruneChallenges.run(now);
  q.insertChallenge.run(
    challenge,
    purpose,
    memberId,
    merchantCode,
    rp.rpID,
    rp.origin,
    now + CHALLENGE_TTL_MS,
  );
}

const transportsOf = (row: PasskeyRow): string[] => {
  try {
    const parsed: unknown = JSON.parse(row.transports);
    return Array.isArray(parsed) ? parsed.filter((t): t is string => typeof t === 'string') : [];
  } catch {
    return [];
  }
};

export function passkeyView(row: PasskeyRow): Passkey {
  return {
    id: row.id,
    name: row.name,
    createdAt: new Date(row.created_at).toISOString(),
    lastUsedAt: row.last_used_at === null ? null : new Date(row.last_used_at).toISOString(),
    backedUp: row.backed_up === 1,
  };
}

/** Options to create a discoverable passkey for the member on this site. */
export async function registrationOptions(
  sim: Sim,
  member: MemberRow,
  rp: RelyingParty,
): Promise<WebAuthnJson> {
  const existing = sim.queries.security.passkeysOf.all(member.id);
  const options = await generateRegistrationOptions({
    rpName: brandNameOf(member.merchant_code),
    rpID: rp.rpID,
    userName: member.account,
    userID: userHandleOf(sim, member),
    userDisplayName: member.nickname || member.account,
    attestationType: 'none',
    excludeCredentials: existing
      .filter((row) => row.rp_id === rp.rpID)
      .map((row) => ({ id: row.credential_id, transports: transportsOf(row) })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
  keepChallenge(sim, options.challenge, 'register', member.id, member.merchant_code, rp);
  return options as unknown as WebAuthnJson;
}

/** Options to sign in with any passkey of this site (no username: a discoverable credential). */
export async function signInOptions(
  sim: Sim,
  merchantCode: string,
  rp: RelyingParty,
): Promise<WebAuthnJson> {
  const options = await generateAuthenticationOptions({
    rpID: rp.rpID,
    userVerification: 'required',
  });
  keepChallenge(sim, options.challenge, 'signIn', null, merchantCode, rp);
  return options as unknown as WebAuthnJson;
}

/** The challenge an answer signed, read from its client data; undefined when there is none to read. */
function answeredChallenge(response: WebAuthnJson): string | undefined {
  const inner = response.response as { clientDataJSON?: unknown } | undefined;
  if (typeof inner?.clientDataJSON !== 'string') return undefined;
  try {
    const challenge = decodeClientDataJSON(inner.clientDataJSON).challenge;
    return typeof challenge === 'string' && challenge.length <= 200 ? challenge : undefined;
  } catch {
    return undefined;
  }
}

/** Takes the live challenge an answer is for (one use), or undefined. */
export function takeAnsweredChallenge(
  sim: Sim,
  response: WebAuthnJson,
  purpose: WebAuthnChallengeRow['purpose'],
  merchantCode: string,
): WebAuthnChallengeRow | undefined {
  const challenge = answeredChallenge(response);
  if (!challenge) return undefined;
  return sim.queries.security.takeChallenge.get(challenge, purpose, merchantCode, sim.now());
}

export interface NewPasskey {
  credentialId: string;
  publicKey: Buffer;
  counter: number;
  transports: string[];
  backedUp: boolean;
}

/** Verifies a registration answer against its challenge; undefined when it does not verify. */
export async function verifyRegistration(
  response: WebAuthnJson,
  challenge: WebAuthnChallengeRow,
): Promise<NewPasskey | undefined> {
  try {
    const verification = await verifyRegistrationResponse({
      response: response as unknown as RegistrationResponseJSON,
      expectedChallenge: challenge.challenge,
      expectedOrigin: challenge.origin,
      expectedRPID: challenge.rp_id,
      requireUserVerification: true,
    });
    if (!verification.verified) return undefined;
    const { credential, credentialBackedUp } = verification.registrationInfo;
    return {
      credentialId: credential.id,
      publicKey: Buffer.from(credential.publicKey),
      counter: credential.counter,
      transports: (credential.transports ?? []).slice(0, 10),
      backedUp: credentialBackedUp,
    };
  } catch {
    return undefined;
  }
}

/** Verifies a sign-in answer of a known passkey; answers its new signature counter, or undefined. */
export async function verifySignIn(
  response: WebAuthnJson,
  challenge: WebAuthnChallengeRow,
  passkey: PasskeyRow,
): Promise<number | undefined> {
  try {
    const verification = await verifyAuthenticationResponse({
      response: response as unknown as AuthenticationResponseJSON,
      expectedChallenge: challenge.challenge,
      expectedOrigin: challenge.origin,
      expectedRPID: challenge.rp_id,
      credential: {
        id: passkey.credential_id,
        publicKey: new Uint8Array(passkey.public_key),
        counter: passkey.counter,
        transports: transportsOf(passkey) as never,
      },
      requireUserVerification: true,
    });
    return verification.verified ? verification.authenticationInfo.newCounter : undefined;
  } catch {
    return undefined;
  }
}

export const passkeyRefusal = (): SimHttpError =>
  refuse(ERROR_CODES.PASSKEY_INVALID, PASSKEY_REFUSED);
