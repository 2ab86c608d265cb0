/** Envelope of every platform answer (shared wire contract). */
export interface Envelope<T> {
  success: boolean;
  value: T | null;
  message: string;
  code: string | number;
}

/** Codes the platform uses for refusals. Business refusals answer HTTP 200, the rest their HTTP status. */
export const ERROR_CODES = {
  BAD_REQUEST: 'BAD_REQUEST',
  BAD_CIPHER: 'BAD_CIPHER',
  UNAUTHORIZED: 'UNAUTHORIZED',
  NOT_FOUND: 'NOT_FOUND',
  RATE_LIMITED: 'RATE_LIMITED',
  CAPTCHA_REQUIRED: 'CAPTCHA_REQUIRED',
  CAPTCHA_INVALID: 'CAPTCHA_INVALID',
  LOGIN_FAILED: 'LOGIN_FAILED',
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  USERNAME_TAKEN: 'USERNAME_TAKEN',
  MOBILE_TAKEN: 'MOBILE_TAKEN',
  AFFILIATE_INVALID: 'AFFILIATE_INVALID',
  SMS_CODE_INVALID: 'SMS_CODE_INVALID',
  FEATURE_DISABLED: 'FEATURE_DISABLED',
  TRIAL_FORBIDDEN: 'TRIAL_FORBIDDEN',
  NOT_AGENT: 'NOT_AGENT',
  PASSWORD_INVALID: 'PASSWORD_INVALID',
  INSUFFICIENT_POINTS: 'INSUFFICIENT_POINTS',
  NOT_FOUND_ENTITY: 'NOT_FOUND_ENTITY',
  /** the main wallet does not cover the amount */
  INSUFFICIENT_BALANCE: 'INSUFFICIENT_BALANCE',
  /** an amount outside the method's or the withdrawal's limits */
  AMOUNT_OUT_OF_RANGE: 'AMOUNT_OUT_OF_RANGE',
  /** the call needs a payment password and the member has none yet */
  PAYMENT_PASSWORD_NOT_SET: 'PAYMENT_PASSWORD_NOT_SET',
  /** transfer to upline by a member without one */
  NO_UPLINE: 'NO_UPLINE',
  /** a rebate or reward claim with nothing due (e.g. a second claim) */
  NOTHING_TO_CLAIM: 'NOTHING_TO_CLAIM',
  /** the action does not fit the current state (e.g. confirming a confirmed withdrawal) */
  INVALID_STATE: 'INVALID_STATE',
  /** a handover code that is unknown, expired or already used */
  HANDOVER_INVALID: 'HANDOVER_INVALID',
  /** a session signed in with a temporary or expired password: only the change, own info and logout */
  PASSWORD_CHANGE_REQUIRED: 'PASSWORD_CHANGE_REQUIRED',
  /** a wrong, reused or expired authenticator or recovery code */
  TWO_FACTOR_INVALID: 'TWO_FACTOR_INVALID',
  /** the sign-in ticket of the second step is unknown, used or expired: sign in again */
  TWO_FACTOR_TICKET_INVALID: 'TWO_FACTOR_TICKET_INVALID',
  /** the brand requires two-step sign-in of this account (agents) and it is not on yet */
  TWO_FACTOR_REQUIRED: 'TWO_FACTOR_REQUIRED',
  /** a passkey answer that does not verify, or a credential the platform does not know */
  PASSKEY_INVALID: 'PASSKEY_INVALID',
  /** 401: the session was ended from another of the member's sessions */
  SIGNED_OUT_ELSEWHERE: 'SIGNED_OUT_ELSEWHERE',
  SERVER_ERROR: 'SERVER_ERROR',
  OK: 0,
} as const;

export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/** Message of a missing, expired or revoked token (spec error catalogue). */
export const NOT_LOGGED_IN_MESSAGE = 'You are not logged in, please login';

/** Request headers the site sends. */
export const HEADERS = {
  authorization: 'Authorization',
  merchant: 'Merchant',
  language: 'Language',
  payloadCipher: 'X-Payload-Cipher',
} as const;

/** Paged list answers. */
export interface Paged<T> {
  list: T[];
  pageNo: number;
  pageSize: number;
  total: number;
  totalPages: number;
}
