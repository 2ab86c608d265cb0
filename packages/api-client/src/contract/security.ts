/**
 * Contract of account security: two-step sign-in with an authenticator app (TOTP, RFC 6238), passkeys
 * (WebAuthn), the member's sessions and sign-in history, at `SECURITY_PATHS`; the simulator implements
 * them in `routes/security/`.
 */

/**
 * The account-security paths. Apart from `API_PATHS`, which every page loads: only the screens that
 * use these (the login's second step, the Security Centre) carry them.
 */
export const SECURITY_PATHS = {
  /** POST `{ ticket, code | recoveryCode }` (no token): the second step of a sign-in (LoginResponse) */
  twoFactorSignIn: '/wps/session/login/twoFactor',
  /** POST `{}` (no token): options of a passkey sign-in without a username (PasskeySignInOptions) */
  passkeySignInOptions: '/wps/session/passkey/options',
  /** POST `{ response }` (no token): a passkey sign-in (LoginResponse) */
  passkeySignIn: '/wps/session/passkey',
  /** GET (token): SecurityOverview */
  security: '/wps/member/security',
  /** POST `{}` (token): a new authenticator key, not yet on (TwoFactorSetup) */
  twoFactorSetup: '/wps/member/security/twoFactor/setup',
  /** POST `{ code, password }` (token): turns it on (RecoveryCodes) */
  twoFactorEnable: '/wps/member/security/twoFactor/enable',
  /** POST `{ password, code }` (token): turns it off */
  twoFactorDisable: '/wps/member/security/twoFactor/disable',
  /** POST `{ code }` (token): a new set of recovery codes, the old one void (RecoveryCodes) */
  recoveryCodes: '/wps/member/security/twoFactor/recoveryCodes',
  /** POST `{}` (token): options to create a passkey (PasskeyRegistrationOptions) */
  passkeyRegistrationOptions: '/wps/member/security/passkeys/options',
  /** GET (token) the member's passkeys; POST a new one; DELETE `{ id }` one */
  passkeys: '/wps/member/security/passkeys',
  /** GET (token) the live sessions; DELETE `{ id }` or `{ others: true }` ends them */
  sessions: '/wps/member/security/sessions',
  /** GET (token): the last 30 sign-in attempts (SignInAttempt[]) */
  signInHistory: '/wps/member/security/history',
} as const;

/** The TOTP parameters every authenticator app understands; both sides use these. */
export const TOTP_PARAMETERS = {
  algorithm: 'SHA1',
  digits: 6,
  /** seconds per step */
  period: 30,
  /** steps of clock drift accepted either side of the server's */
  window: 1,
} as const;

/** How many single-use recovery codes a set holds. */
export const RECOVERY_CODE_COUNT = 10;

/** The longest passkey name the platform keeps (trimmed, at least 1 character). */
export const PASSKEY_NAME_MAX_LENGTH = 40;

/** Sign-in attempts the history lists, newest first. */
export const SIGN_IN_HISTORY_LENGTH = 30;

/**
 * Part of a `LoginResponse` when the account has two-step sign-in on: no session yet (`token` is
 * `''`), only a ticket for `POST /wps/session/login/twoFactor` within `expiresIn` seconds.
 */
export interface TwoFactorChallenge {
  ticket: string;
  expiresIn: number;
}

/**
 * `POST /wps/session/login/twoFactor` (no token): the ticket with a current authenticator `code` (6
 * digits) or one unused `recoveryCode`; answers a `LoginResponse` with the session token. A wrong code
 * counts against the account's limits: after 5 misses within the hour the account waits (429).
 */
export interface TwoFactorSignInRequest {
  ticket: string;
  code?: string;
  recoveryCode?: string;
}

/**
 * The WebAuthn options and responses travel as the JSON forms of the WebAuthn spec
 * (`PublicKeyCredentialCreationOptionsJSON`, `RegistrationResponseJSON`, ...), which @simplewebauthn
 * produces and consumes on both sides; the contract keeps them opaque.
 */
export type WebAuthnJson = Record<string, unknown>;

/**
 * `POST /wps/session/passkey/options` (no token, `{}`): options for a discoverable-credential sign-in
 * (no username) with a challenge valid for 5 minutes, bound to this site's host.
 */
export interface PasskeySignInOptions {
  options: WebAuthnJson;
}

/** `POST /wps/session/passkey` (no token): the authenticator's answer; a `LoginResponse` (2FA satisfied). */
export interface PasskeySignInRequest {
  response: WebAuthnJson;
}

/** A registered passkey, as the member's list shows it. */
export interface Passkey {
  id: number;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
  /** true when the authenticator says the credential is synced (a multi-device passkey) */
  backedUp: boolean;
}

/** `POST /wps/member/security/passkeys/options` (token, `{}`): options to create a passkey on this host. */
export interface PasskeyRegistrationOptions {
  options: WebAuthnJson;
}

/**
 * `POST /wps/member/security/passkeys` (token): a new passkey, named by the member, the login password
 * confirming it (checked under the account's sign-in limits); answers the new `Passkey`.
 */
export interface PasskeyRegistrationRequest {
  name: string;
  password: string;
  response: WebAuthnJson;
}

/** `DELETE /wps/member/security/passkeys` (token): removes one of the member's passkeys. */
export interface PasskeyRemoveRequest {
  id: number;
}

/** `GET /wps/member/security` (token): where the member's account security stands. */
export interface SecurityOverview {
  twoFactor: {
    enabled: boolean;
    /** ISO time it was turned on */
    enabledAt: string | null;
    /** unused recovery codes left */
    recoveryCodesLeft: number;
  };
  /** the brand requires two-step sign-in of this member (an agent where the brand says so) */
  twoFactorRequired: boolean;
  passkeys: Passkey[];
}

/**
 * `POST /wps/member/security/twoFactor/setup` (token, `{}`): a new secret, not in force until
 * confirmed. `uri` is the `otpauth://totp/...` address (issuer: the brand's name) for a QR code,
 * `secret` the same key in base32 for typing in. A new set-up replaces one not yet confirmed.
 */
export interface TwoFactorSetup {
  secret: string;
  uri: string;
  issuer: string;
  account: string;
}

/**
 * `POST /wps/member/security/twoFactor/enable` (token): the first code from the app, with the login
 * password; answers the recovery codes, shown this once (only their hashes are kept).
 */
export interface TwoFactorEnableRequest {
  code: string;
  password: string;
}
export interface RecoveryCodes {
  recoveryCodes: string[];
}

/** `POST /wps/member/security/twoFactor/recoveryCodes` (token): a new set for a current code; the old set is void. */
export interface RecoveryCodesRequest {
  code: string;
}

/** `POST /wps/member/security/twoFactor/disable` (token): the login password and a current code. */
export interface TwoFactorDisableRequest {
  password: string;
  code: string;
}

/** What the platform reads from a session's or attempt's user agent. */
export interface DeviceInfo {
  /** e.g. 'Chrome', 'Safari'; '' when unknown */
  browser: string;
  browserVersion: string;
  /** e.g. 'Windows', 'Android'; '' when unknown */
  os: string;
  deviceType: 'desktop' | 'mobile' | 'tablet' | 'unknown';
  /** e.g. 'iPhone', 'Pixel 8'; '' when the user agent does not say */
  deviceModel: string;
}

/** One signed-in session of the member (`GET /wps/member/security/sessions`, newest first). */
export interface ActiveSession extends DeviceInfo {
  id: number;
  ip: string;
  signedInAt: string;
  lastActiveAt: string;
  /** the session this call was made with */
  current: boolean;
}

/**
 * `DELETE /wps/member/security/sessions` (token): `{ id }` ends one other session, `{ others: true }`
 * every other one. An ended session's next call answers 401 `SIGNED_OUT_ELSEWHERE`.
 */
export type EndSessionsRequest = { id: number } | { others: true };
export interface EndSessionsResponse {
  ended: number;
}

export type SignInResult = 'signedIn' | 'wrongPassword' | 'wrongCode' | 'locked';
export type SignInMethodName =
  | 'password'
  | 'sms'
  | 'passkey'
  | 'identityProvider'
  | 'handover'
  | 'resetByPhone'
  | 'register'
  | 'twoFactor'
  | 'recoveryCode';

/** One sign-in attempt (`GET /wps/member/security/history`: the last 30, newest first). */
export interface SignInAttempt extends DeviceInfo {
  at: string;
  result: SignInResult;
  method: SignInMethodName;
  ip: string;
}
