import type { Db } from '../index';
import type { Found, MemberRow } from '../rows';

/** Members: lookups, registration, passwords, sign-in bookkeeping. */
function memberQueries(db: Db) {
  return {
    memberById: db.prepare<[id: number], MemberRow>('SELECT * FROM members WHERE id = ?'),
    memberByAccount: db.prepare<[merchantCode: string, account: string], MemberRow>(
      'SELECT * FROM members WHERE merchant_code = ? AND account = ?',
    ),
    memberByMobile: db.prepare<
      [merchantCode: string, dialingCode: string, mobile: string],
      MemberRow
    >('SELECT * FROM members WHERE merchant_code = ? AND dialing_code = ? AND mobile = ?'),
    memberByAccountAndEmail: db.prepare<
      [merchantCode: string, account: string, email: string],
      MemberRow
    >('SELECT * FROM members WHERE merchant_code = ? AND account = ? AND email = ? COLLATE NOCASE'),
    agentByAffiliateCode: db.prepare<[merchantCode: string, code: string], MemberRow>(
      'SELECT * FROM members WHERE merchant_code = ? AND affiliate_code = ? COLLATE NOCASE AND type IN (1, 2, 41, 42)',
    ),
    accountTaken: db.prepare<[merchantCode: string, account: string], Found>(
      'SELECT 1 AS found FROM members WHERE merchant_code = ? AND account = ?',
    ),
    referralCodeExists: db.prepare<[merchantCode: string, referralCode: string], Found>(
      'SELECT 1 AS found FROM members WHERE merchant_code = ? AND referral_code = ?',
    ),
    insertRegisteredMember: db.prepare<
      [
        merchantCode: string,
        account: string,
        passwordHash: string,
        paymentPasswordHash: string | null,
        nickname: string,
        mobile: string | null,
        dialingCode: string | null,
        email: string | null,
        payeeName: string | null,
        profile: string,
        passwordChangedAt: number,
        uplineId: number | null,
        referralCode: string,
        registerDomain: string | null,
        createdAt: number,
      ]
    >(
      `INSERT INTO members (merchant_code, account, password_hash, payment_password_hash, nickname, type, rank_level, mobile, dialing_code, email, payee_name,
        profile, balance_cents, points, password_changed_at, upline_id, referral_code, register_domain, created_at)
       VALUES (?, ?, ?, ?, ?, 0, 1, ?, ?, ?, ?, ?, 0, 0, ?, ?, ?, ?, ?)`,
    ),
    insertTrialMember: db.prepare<
      [
        merchantCode: string,
        account: string,
        nickname: string,
        type: number,
        passwordChangedAt: number,
        referralCode: string,
        createdAt: number,
      ]
    >(
      `INSERT INTO members (merchant_code, account, nickname, type, rank_level, balance_cents, password_changed_at, referral_code, created_at)
       VALUES (?, ?, ?, ?, 1, 200000, ?, ?, ?)`,
    ),
    /** A member created by the local identity provider: no password, linked by its profile. */
    insertIdentityMember: db.prepare<
      [
        merchantCode: string,
        account: string,
        nickname: string,
        referralCode: string,
        passwordChangedAt: number,
        createdAt: number,
        profile: string,
      ]
    >(
      `INSERT INTO members (merchant_code, account, password_hash, nickname, type, referral_code, password_changed_at, created_at, profile)
       VALUES (?, ?, NULL, ?, 0, ?, ?, ?, ?)`,
    ),
    setPassword: db.prepare<[passwordHash: string, changedAt: number, id: number]>(
      'UPDATE members SET password_hash = ?, temporary_password = 0, password_changed_at = ? WHERE id = ?',
    ),
    setLanguage: db.prepare<[language: string, id: number]>(
      'UPDATE members SET language = ? WHERE id = ?',
    ),
    setLastLogin: db.prepare<[at: number, id: number]>(
      'UPDATE members SET last_login_at = ? WHERE id = ?',
    ),
  };
}

/** Tokens, handover and the mail outbox. */
function sessionQueries(db: Db) {
  return {
    /** The member behind a live token of the merchant (token hashes only are stored). */
    memberByToken: db.prepare<
      [tokenHash: string, now: number, merchantCode: string],
      MemberRow & { password_change_required: number; session_seen_at: number | null }
    >(
      `SELECT m.*, t.password_change_required, t.last_seen_at AS session_seen_at FROM tokens t JOIN members m ON m.id = t.member_id
       WHERE t.token_hash = ? AND t.revoked_at IS NULL AND t.expires_at > ? AND m.merchant_code = ?`,
    ),
    insertToken: db.prepare<
      [
        tokenHash: string,
        memberId: number,
        createdAt: number,
        expiresAt: number,
        passwordChangeRequired: number,
      ]
    >(
      'INSERT INTO tokens (token_hash, member_id, created_at, expires_at, password_change_required) VALUES (?, ?, ?, ?, ?)',
    ),
    /** The password was changed: the session serves everything again. */
    liftPasswordChange: db.prepare<[tokenHash: string]>(
      'UPDATE tokens SET password_change_required = 0 WHERE token_hash = ?',
    ),
    insertHandoverCode: db.prepare<
      [
        codeHash: string,
        memberId: number,
        merchantCode: string,
        createdAt: number,
        expiresAt: number,
        tokenHash: string,
      ]
    >(
      'INSERT INTO handover_codes (code_hash, member_id, merchant_code, created_at, expires_at, token_hash) VALUES (?, ?, ?, ?, ?, ?)',
    ),
    /**
     * Takes a live code of the merchant whose minting session still lives: the row goes in the same
     * statement that reads it, so two exchanges of one code at once cannot both succeed.
     */
    takeHandoverCode: db.prepare<
      { codeHash: string; merchantCode: string; now: number },
      { member_id: number }
    >(
      `DELETE FROM handover_codes WHERE code_hash = @codeHash AND merchant_code = @merchantCode AND expires_at > @now
         AND EXISTS (SELECT 1 FROM tokens t WHERE t.token_hash = handover_codes.token_hash
           AND t.revoked_at IS NULL AND t.expires_at > @now)
       RETURNING member_id`,
    ),
    /** The member a live code of the merchant would sign in, the code left in place (a preview). */
    peekHandoverCode: db.prepare<
      { codeHash: string; merchantCode: string; now: number },
      { member_id: number }
    >(
      `SELECT member_id FROM handover_codes WHERE code_hash = @codeHash AND merchant_code = @merchantCode
         AND expires_at > @now
         AND EXISTS (SELECT 1 FROM tokens t WHERE t.token_hash = handover_codes.token_hash
           AND t.revoked_at IS NULL AND t.expires_at > @now)`,
    ),
    /** The codes minted from one session (its logout). */
    deleteSessionHandoverCodes: db.prepare<[tokenHash: string]>(
      'DELETE FROM handover_codes WHERE token_hash = ?',
    ),
    /** Every code of the member (a password change or reset ends all its sessions' codes). */
    deleteMemberHandoverCodes: db.prepare<[memberId: number]>(
      'DELETE FROM handover_codes WHERE member_id = ?',
    ),
    revokeToken: db.prepare<[at: number, tokenHash: string]>(
      'UPDATE tokens SET revoked_at = ? WHERE token_hash = ?',
    ),
    revokeMemberTokens: db.prepare<[at: number, memberId: number]>(
      'UPDATE tokens SET revoked_at = ? WHERE member_id = ? AND revoked_at IS NULL',
    ),
    /** Every live token of the member but the one in use. */
    revokeOtherTokens: db.prepare<[at: number, memberId: number, keepTokenHash: string]>(
      'UPDATE tokens SET revoked_at = ? WHERE member_id = ? AND token_hash <> ? AND revoked_at IS NULL',
    ),

    sendEmail: db.prepare<
      [merchantCode: string, email: string, subject: string, body: string, sentAt: number]
    >(
      'INSERT INTO email_outbox (merchant_code, email, subject, body, sent_at) VALUES (?, ?, ?, ?, ?)',
    ),
  };
}

/** Members, sessions and the mail outbox: everything sign-in and registration touch. */
export function accessQueries(db: Db) {
  return { ...memberQueries(db), ...sessionQueries(db) };
}
