import type { Db } from '../index';
import type { Found } from '../rows';

export interface TotpRow {
  member_id: number;
  secret: string;
  created_at: number;
  enabled_at: number | null;
  last_step: number;
}

export interface SignInTicketRow {
  ticket_hash: string;
  member_id: number;
  merchant_code: string;
  method: string;
  password_login: number;
  created_at: number;
  expires_at: number;
}

export interface PasskeyRow {
  id: number;
  member_id: number;
  merchant_code: string;
  credential_id: string;
  public_key: Buffer;
  counter: number;
  transports: string;
  backed_up: number;
  rp_id: string;
  name: string;
  created_at: number;
  last_used_at: number | null;
}

export interface WebAuthnChallengeRow {
  challenge: string;
  purpose: 'register' | 'signIn';
  member_id: number | null;
  merchant_code: string;
  rp_id: string;
  origin: string;
  expires_at: number;
}

export interface SessionRow {
  id: number;
  token_hash: string;
  created_at: number;
  last_seen_at: number | null;
  user_agent: string;
  ip: string;
}

export interface SignInAttemptRow {
  at: number;
  result: string;
  method: string;
  ip: string;
  user_agent: string;
}

/** Authenticator keys, recovery codes, sign-in tickets and passkeys. */
function factorQueries(db: Db) {
  return {
    totpOf: db.prepare<[memberId: number], TotpRow>(
      'SELECT * FROM totp_secrets WHERE member_id = ?',
    ),
    /** A new key not yet in force; replaces an earlier unconfirmed one, never one that is on. */
    putPendingTotp: db.prepare<[memberId: number, secret: string, at: number]>(
      `INSERT INTO totp_secrets (member_id, secret, created_at) VALUES (?, ?, ?)
       ON CONFLICT (member_id) DO UPDATE SET secret = excluded.secret, created_at = excluded.created_at,
         last_step = 0 WHERE totp_secrets.enabled_at IS NULL`,
    ),
    enableTotp: db.prepare<[at: number, step: number, memberId: number]>(
      'UPDATE totp_secrets SET enabled_at = ?, last_step = ? WHERE member_id = ? AND enabled_at IS NULL',
    ),
    /** Takes a step once: only a step later than the last one used is accepted (no replay). */
    useTotpStep: db.prepare<[step: number, memberId: number, step2: number]>(
      'UPDATE totp_secrets SET last_step = ? WHERE member_id = ? AND last_step < ?',
    ),
    deleteTotp: db.prepare<[memberId: number]>('DELETE FROM totp_secrets WHERE member_id = ?'),

    insertRecoveryCode: db.prepare<[memberId: number, codeHash: string]>(
      'INSERT INTO recovery_codes (member_id, code_hash) VALUES (?, ?)',
    ),
    deleteRecoveryCodes: db.prepare<[memberId: number]>(
      'DELETE FROM recovery_codes WHERE member_id = ?',
    ),
    useRecoveryCode: db.prepare<[at: number, memberId: number, codeHash: string]>(
      'UPDATE recovery_codes SET used_at = ? WHERE member_id = ? AND code_hash = ? AND used_at IS NULL',
    ),
    recoveryCodesLeft: db.prepare<[memberId: number], { n: number }>(
      'SELECT COUNT(*) AS n FROM recovery_codes WHERE member_id = ? AND used_at IS NULL',
    ),

    insertTicket: db.prepare<
      [
        ticketHash: string,
        memberId: number,
        merchantCode: string,
        method: string,
        passwordLogin: number,
        createdAt: number,
        expiresAt: number,
      ]
    >(
      `INSERT INTO sign_in_tickets (ticket_hash, member_id, merchant_code, method, password_login, created_at, expires_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    ),
    ticket: db.prepare<[ticketHash: string, merchantCode: string, now: number], SignInTicketRow>(
      'SELECT * FROM sign_in_tickets WHERE ticket_hash = ? AND merchant_code = ? AND expires_at > ?',
    ),
    deleteTicket: db.prepare<[ticketHash: string]>(
      'DELETE FROM sign_in_tickets WHERE ticket_hash = ?',
    ),
    deleteTicketsOf: db.prepare<[memberId: number]>(
      'DELETE FROM sign_in_tickets WHERE member_id = ?',
    ),
    pruneTickets: db.prepare<[now: number]>('DELETE FROM sign_in_tickets WHERE expires_at <= ?'),

    passkeysOf: db.prepare<[memberId: number], PasskeyRow>(
      'SELECT * FROM passkeys WHERE member_id = ? ORDER BY created_at, id',
    ),
    passkeyByCredential: db.prepare<[merchantCode: string, credentialId: string], PasskeyRow>(
      'SELECT * FROM passkeys WHERE merchant_code = ? AND credential_id = ?',
    ),
    insertPasskey: db.prepare<
      [
        memberId: number,
        merchantCode: string,
        credentialId: string,
        publicKey: Buffer,
        counter: number,
        transports: string,
        backedUp: number,
        rpId: string,
        name: string,
        createdAt: number,
      ]
    >(
      `INSERT INTO passkeys (member_id, merchant_code, credential_id, public_key, counter, transports,
         backed_up, rp_id, name, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ),
    usePasskey: db.prepare<[counter: number, at: number, id: number]>(
      'UPDATE passkeys SET counter = ?, last_used_at = ? WHERE id = ?',
    ),
    deletePasskey: db.prepare<[id: number, memberId: number]>(
      'DELETE FROM passkeys WHERE id = ? AND member_id = ?',
    ),
    webauthnUserId: db.prepare<[memberId: number], { webauthn_user_id: string | null }>(
      'SELECT webauthn_user_id FROM members WHERE id = ?',
    ),
    setWebauthnUserId: db.prepare<[userId: string, memberId: number]>(
      'UPDATE members SET webauthn_user_id = ? WHERE id = ? AND webauthn_user_id IS NULL',
    ),
  };
}

/** WebAuthn challenges, sessions, the sign-in history and known devices. */
function challengeQueries(db: Db) {
  return {
    insertChallenge: db.prepare<
      [
        challenge: string,
        purpose: string,
        memberId: number | null,
        merchantCode: string,
        rpId: string,
        origin: string,
        expiresAt: number,
      ]
    >(
      `INSERT INTO webauthn_challenges (challenge, purpose, member_id, merchant_code, rp_id, origin, expires_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    ),
    /** A live challenge, taken (deleted) in the same statement: a challenge serves one answer. */
    takeChallenge: db.prepare<
      [challenge: string, purpose: string, merchantCode: string, now: number],
      WebAuthnChallengeRow
    >(
      `DELETE FROM webauthn_challenges WHERE challenge = ? AND purpose = ? AND merchant_code = ? AND expires_at > ?
       RETURNING *`,
    ),
    pruneChallenges: db.prepare<[now: number]>(
      'DELETE FROM webauthn_challenges WHERE expires_at <= ?',
    ),

    /** The device and address a new session signed in from. */
    describeSession: db.prepare<[userAgent: string, ip: string, at: number, tokenHash: string]>(
      'UPDATE tokens SET user_agent = ?, ip = ?, last_seen_at = ? WHERE token_hash = ?',
    ),
    touchSession: db.prepare<[at: number, tokenHash: string]>(
      'UPDATE tokens SET last_seen_at = ? WHERE token_hash = ?',
    ),
    liveSessions: db.prepare<[memberId: number, now: number], SessionRow>(
      `SELECT rowid AS id, token_hash, created_at, last_seen_at, user_agent, ip FROM tokens
       WHERE member_id = ? AND revoked_at IS NULL AND expires_at > ? ORDER BY created_at DESC, rowid DESC`,
    ),
    endSession: db.prepare<[at: number, id: number, memberId: number, keepTokenHash: string]>(
      `UPDATE tokens SET revoked_at = ?, revoked_reason = 'elsewhere'
       WHERE rowid = ? AND member_id = ? AND token_hash <> ? AND revoked_at IS NULL`,
    ),
    endOtherSessions: db.prepare<[at: number, memberId: number, keepTokenHash: string]>(
      `UPDATE tokens SET revoked_at = ?, revoked_reason = 'elsewhere'
       WHERE member_id = ? AND token_hash <> ? AND revoked_at IS NULL`,
    ),
    /** Handover codes minted by sessions that have just ended (derived credentials go with them). */
    deleteEndedSessionCodes: db.prepare<[memberId: number]>(
      `DELETE FROM handover_codes WHERE member_id = ? AND token_hash IN
         (SELECT token_hash FROM tokens WHERE member_id = handover_codes.member_id AND revoked_at IS NOT NULL)`,
    ),
    endedElsewhere: db.prepare<[tokenHash: string], Found>(
      `SELECT 1 AS found FROM tokens WHERE token_hash = ? AND revoked_reason = 'elsewhere'`,
    ),

    insertAttempt: db.prepare<
      [memberId: number, at: number, result: string, method: string, ip: string, userAgent: string]
    >(
      'INSERT INTO sign_in_attempts (member_id, at, result, method, ip, user_agent) VALUES (?, ?, ?, ?, ?, ?)',
    ),
    /** Keeps the member's newest `keep` attempts. */
    trimAttempts: db.prepare<[memberId: number, memberId2: number, keep: number]>(
      `DELETE FROM sign_in_attempts WHERE member_id = ? AND id NOT IN
         (SELECT id FROM sign_in_attempts WHERE member_id = ? ORDER BY at DESC, id DESC LIMIT ?)`,
    ),
    attemptsOf: db.prepare<[memberId: number, limit: number], SignInAttemptRow>(
      'SELECT at, result, method, ip, user_agent FROM sign_in_attempts WHERE member_id = ? ORDER BY at DESC, id DESC LIMIT ?',
    ),

    knownDeviceCount: db.prepare<[memberId: number], { n: number }>(
      'SELECT COUNT(*) AS n FROM known_devices WHERE member_id = ?',
    ),
    knownDevice: db.prepare<[memberId: number, deviceKey: string], Found>(
      'SELECT 1 AS found FROM known_devices WHERE member_id = ? AND device_key = ?',
    ),
    rememberDevice: db.prepare<[memberId: number, deviceKey: string, at: number, at2: number]>(
      `INSERT INTO known_devices (member_id, device_key, first_seen_at, last_seen_at) VALUES (?, ?, ?, ?)
       ON CONFLICT (member_id, device_key) DO UPDATE SET last_seen_at = excluded.last_seen_at`,
    ),
    insertMessage: db.prepare<[memberId: number, title: string, content: string, at: number]>(
      'INSERT INTO messages (member_id, title, content, created_at) VALUES (?, ?, ?, ?)',
    ),
  };
}

/** Account security: authenticator keys, recovery codes, sign-in tickets, passkeys, sessions, history. */
export function securityQueries(db: Db) {
  return { ...factorQueries(db), ...challengeQueries(db) };
}
