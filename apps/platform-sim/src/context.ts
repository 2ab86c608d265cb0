import type { Context } from 'hono';
import type { IncomingMessage } from 'node:http';
import type { Db } from './db/index';
import { PASSWORD_MAX_AGE_MS } from './db/seed';
import { ApiError, badRequest, readJson, refuse, unauthorized } from './lib/http';
import { decryptPayload, newToken, sha256, type RsaKeyRecord } from './lib/security';
import {
  ERROR_CODES,
  HEADERS,
  PAYLOAD_CIPHER_ALGORITHM,
  WHITELABEL_FLAGS,
  type LoginResponse,
  type LoginType,
  type WhitelabelFlag,
} from './contract';

export interface Fault {
  path: string;
  latencyMs?: number;
  status?: number;
  malformed?: boolean;
  drop?: boolean;
}

export interface SimOptions {
  db: Db;
  /** mounts `/__sim/*` (SMS outbox, captcha answers, faults): never on a shared deployment */
  devEndpoints?: boolean;
  /** clock in ms; tests pass their own */
  now?: () => number;
  /** token lifetime, default 2 hours */
  tokenTtlMs?: number;
}

/** Everything a route needs: the database, the clock, settings and in-memory dev state. */
export interface Sim {
  db: Db;
  now: () => number;
  devEndpoints: boolean;
  tokenTtlMs: number;
  key: RsaKeyRecord;
  faults: Map<string, Fault>;
  /**
   * Site status set for one test scenario (`merchant|scenario` key): a request carrying the cookie
   * `sim-scenario` sees it, every other visitor keeps the merchant's own status.
   */
  scenarioStatus: Map<string, ScenarioStatus>;
}

export interface ScenarioStatus {
  site_status: number;
  maintenance_end: string | null;
  status_info: string | null;
}

/** Cookie naming the test scenario whose site status a visitor sees (dev endpoints only). */
export const SCENARIO_COOKIE = 'sim-scenario';

export interface MerchantRow {
  code: string;
  brand: string;
  name: string;
  currency: string;
  site_status: number;
  maintenance_end: string | null;
  status_info: string | null;
}

export interface MemberRow {
  id: number;
  merchant_code: string;
  account: string;
  password_hash: string | null;
  payment_password_hash: string | null;
  nickname: string;
  type: number;
  rank_level: number;
  mobile: string | null;
  dialing_code: string | null;
  email: string | null;
  payee_name: string | null;
  /** JSON: contact fields of registration and vendor wallets */
  profile: string;
  balance: number;
  points: number;
  temporary_password: number;
  password_changed_at: number;
  upline_id: number | null;
  affiliate_code: string | null;
  referral_code: string;
  language: string;
  created_at: number;
  last_login_at: number | null;
}

export type AppEnv = {
  Bindings: { incoming?: IncomingMessage };
  Variables: { merchant: MerchantRow; sim: Sim };
};
export type Ctx = Context<AppEnv>;

export const TRIAL_TYPE = 4;
export const AGENT_TYPES = [1, 2, 41, 42];
export const NEED_REAL_ACCOUNT =
  'need true account: please register a real account to use this feature';

export function merchantOf(c: Ctx): MerchantRow {
  return c.get('merchant');
}

/** Resolves the merchant from the `Merchant` header or the `merchantCode` query; unknown -> 400. */
export function resolveMerchant(sim: Sim, c: Ctx): MerchantRow {
  const code = (
    c.req.header(HEADERS.merchant) ??
    c.req.query('merchantCode') ??
    c.req.query('merchant') ??
    ''
  ).trim();
  if (!code) throw badRequest('The Merchant header is required');
  const merchant = sim.db
    .prepare('SELECT * FROM merchants WHERE code = ?')
    .get(code.toUpperCase()) as MerchantRow | undefined;
  if (!merchant) throw badRequest(`Unknown merchant ${code}`);
  return merchant;
}

export function merchantFlags(sim: Sim, merchantCode: string): Record<WhitelabelFlag, boolean> {
  const rows = sim.db
    .prepare('SELECT flag, enabled FROM whitelabel_flags WHERE merchant_code = ?')
    .all(merchantCode) as {
    flag: WhitelabelFlag;
    enabled: number;
  }[];
  const flags = Object.fromEntries(WHITELABEL_FLAGS.map((flag) => [flag, false])) as Record<
    WhitelabelFlag,
    boolean
  >;
  for (const row of rows) flags[row.flag] = row.enabled === 1;
  return flags;
}

export function requireFlag(
  sim: Sim,
  merchantCode: string,
  flag: WhitelabelFlag,
  what: string,
): void {
  if (!merchantFlags(sim, merchantCode)[flag])
    throw refuse(ERROR_CODES.FEATURE_DISABLED, `${what} is not enabled for this site`);
}

function bearer(c: Ctx): string | undefined {
  const header = c.req.header(HEADERS.authorization) ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match?.[1];
}

/** The member behind the bearer token, or undefined for a guest. A bad token is treated as none. */
export function optionalMember(c: Ctx): MemberRow | undefined {
  const sim = c.get('sim');
  const token = bearer(c);
  if (!token) return undefined;
  const row = sim.db
    .prepare(
      `SELECT m.* FROM tokens t JOIN members m ON m.id = t.member_id
       WHERE t.token_hash = ? AND t.revoked_at IS NULL AND t.expires_at > ? AND m.merchant_code = ?`,
    )
    .get(sha256(token), sim.now(), merchantOf(c).code) as MemberRow | undefined;
  return row;
}

/** The logged-in member; 401 without a live token. Trial users are refused unless allowed. */
export function requireMember(c: Ctx, { allowTrial = false } = {}): MemberRow {
  const member = optionalMember(c);
  if (!member) throw unauthorized();
  if (!allowTrial && member.type === TRIAL_TYPE)
    throw refuse(ERROR_CODES.TRIAL_FORBIDDEN, NEED_REAL_ACCOUNT);
  return member;
}

export function requireAgent(c: Ctx): MemberRow {
  const member = requireMember(c);
  if (!AGENT_TYPES.includes(member.type))
    throw refuse(ERROR_CODES.NOT_AGENT, 'Non-agents cannot log in');
  return member;
}

export function issueToken(sim: Sim, memberId: number): string {
  const token = newToken();
  const now = sim.now();
  sim.db
    .prepare(
      'INSERT INTO tokens (token_hash, member_id, created_at, expires_at) VALUES (?, ?, ?, ?)',
    )
    .run(sha256(token), memberId, now, now + sim.tokenTtlMs);
  return token;
}

export function isPasswordExpired(sim: Sim, member: MemberRow): boolean {
  return sim.now() - member.password_changed_at > PASSWORD_MAX_AGE_MS;
}

/**
 * Logs a member in: a new token, the first-login flag, and the forced-change flags, which count only
 * for password logins (never sms), and the expiry only with PWDEXPFORCECHANGE3 on.
 */
export function loginAnswer(
  sim: Sim,
  member: MemberRow,
  type: LoginType | 'freeplay',
): LoginResponse {
  const token = issueToken(sim, member.id);
  const firstTimeLogin = member.last_login_at === null;
  sim.db.prepare('UPDATE members SET last_login_at = ? WHERE id = ?').run(sim.now(), member.id);
  const passwordLogin = type === 'username';
  const flags = merchantFlags(sim, member.merchant_code);
  return {
    token,
    firstTimeLogin,
    passwordExpired: passwordLogin && flags.PWDEXPFORCECHANGE3 && isPasswordExpired(sim, member),
    temporaryPassword: passwordLogin && member.temporary_password === 1,
  };
}

/** Reads a JSON body that may be encrypted (header `X-Payload-Cipher`); plain JSON stays accepted. */
export async function readPayload(c: Ctx): Promise<Record<string, unknown>> {
  const sim = c.get('sim');
  const cipher = c.req.header(HEADERS.payloadCipher);
  if (!cipher) return readJson(c);
  if (cipher !== PAYLOAD_CIPHER_ALGORITHM)
    throw new ApiError(400, ERROR_CODES.BAD_CIPHER, `Unsupported payload cipher ${cipher}`);
  let outer: unknown;
  try {
    outer = JSON.parse(await c.req.text());
  } catch {
    throw new ApiError(
      400,
      ERROR_CODES.BAD_CIPHER,
      'The encrypted payload could not be read: the body is not JSON',
    );
  }
  const text = decryptPayload(outer, sim.key);
  let inner: unknown;
  try {
    inner = JSON.parse(text);
  } catch {
    throw new ApiError(
      400,
      ERROR_CODES.BAD_CIPHER,
      'The encrypted payload could not be read: the plaintext is not JSON',
    );
  }
  if (inner === null || typeof inner !== 'object' || Array.isArray(inner))
    throw badRequest('The request body must be a JSON object');
  return inner as Record<string, unknown>;
}

/** The visitor's IP: first X-Forwarded-For hop, else the socket address. */
export function visitorIp(c: Ctx): string {
  const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
  if (forwarded) return forwarded;
  const address = c.env?.incoming?.socket?.remoteAddress;
  return address ? address.replace(/^::ffff:/, '') : '127.0.0.1';
}

export const iso = (ms: number | null): string | null =>
  ms === null ? null : new Date(ms).toISOString();
export const money = (value: number): number => Math.round(value * 100) / 100;
