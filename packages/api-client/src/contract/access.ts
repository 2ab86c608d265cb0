/** Contract of the access and account area. */

import type { TwoFactorChallenge } from './security';

export const WHITELABEL_FLAGS = [
  'MOBILENUMREG3',
  'REGMOBVERF3',
  'MOBILENUMPASSREG3',
  'USERNAMEREG3',
  'FREEPLAY3',
  'PWDEXPFORCECHANGE3',
  'MOBILEVERCODELOGIN3',
  'DIRECTREG3',
  'CHNGPASSMAIL3',
  'CHNGPASSVERIF3',
] as const;
export type WhitelabelFlag = (typeof WHITELABEL_FLAGS)[number];

/** A node of the whitelabel tree (`GET /wps/system/whitelabel`). */
export interface WhitelabelNode {
  modId: string;
  enabled: '1' | '0';
  childrenNodes: WhitelabelNode[];
}

export const REGISTER_FIELDS = [
  'username',
  'password',
  'confirmPassword',
  'payeeName',
  'email',
  'qqNum',
  'mobileNum',
  'paymentPassword',
  'line',
  'whatsapp',
  'zalo',
  'facebook',
  'wechat',
  'idNumber',
  'affiliateCode',
  'captcha',
  'verificationCode',
] as const;
export type RegisterField = (typeof REGISTER_FIELDS)[number];

/** A server-published rule of one registration field. */
export interface RegisterRule {
  enabled: boolean;
  required: boolean;
  /** `'*'` or `''` matches anything; otherwise a regex source that must also match. */
  acceptedPattern: string;
  patternId: number;
  minLength: number;
  maxLength: number;
}
export type RegisterRules = Record<RegisterField, RegisterRule>;

export interface Country {
  countryCode: string;
  countryDialingCode: string;
}

export type LoginType = 'username' | 'sms';

/** Fields of the slider verification step; the simulator accepts and ignores them. */
export interface VerificationFields {
  validate?: string;
  sliderToken?: string;
}

export interface CaptchaFields {
  captcha?: string;
  captchaKey?: string;
}

/** `POST /wps/session/login` (encrypted). In sms mode username is the mobile number and password the code. */
export interface LoginRequest extends VerificationFields, CaptchaFields {
  username: string;
  password: string;
  type: LoginType;
  countryDialingCode?: string;
  firebaseChannel?: 'sms';
  firebaseIdToken?: string;
}

export interface LoginResponse {
  /** the session token; `''` while `twoFactor` asks for the second step */
  token: string;
  firstTimeLogin: boolean;
  passwordExpired: boolean;
  /** true when the password is a temporary one that must be changed */
  temporaryPassword: boolean;
  /** two-step sign-in is on: no session until `POST /wps/session/login/twoFactor` (contract/security.ts) */
  twoFactor?: TwoFactorChallenge;
}

/**
 * `POST /wps/session/handover` (token): a one-time code another browser exchanges for a session of
 * the same member (`/?handover=<code>`), instead of putting the session token itself in a URL.
 */
export interface HandoverCode {
  /** random, at least 128 bits, base64url */
  code: string;
  /** seconds the code stays valid (60) */
  expiresIn: number;
}

/** `POST /wps/session/handover/exchange` (no token); the answer is a {@link LoginResponse}. */
export interface HandoverExchangeRequest {
  code: string;
}

/**
 * `POST /wps/session/handover/preview` `{ code }` (no token): whose sign-in a live code hands over,
 * without using it, so the site can ask a guest "Sign in as …?" before the exchange.
 */
export interface HandoverPreview {
  account: string;
}

/** Value of a failed login for a username with 3 or more failures. */
export interface LoginFailureValue {
  captcha: boolean;
}

export interface FreePlayRequest {
  os?: string;
  platform?: 'W';
  gatewayVersion?: 3 | '3';
}

/** `GET /wps/captcha?key=` value: a data URL `data:image/png;base64,...`. */
export type CaptchaImage = string;

export interface SmsCodeRequest extends VerificationFields {
  mobileNum?: string;
  /** one variant names the number mobileNo */
  mobileNo?: string;
  countryDialingCode: string;
}
export interface SmsCodeResponse {
  expiredMinutes: number;
}
export interface ForgotSmsCodeResponse {
  /** ISO 8601 time the code expires */
  expirationTime: string;
}

export interface RegisterRequest extends VerificationFields, CaptchaFields {
  username?: string;
  password: string;
  confirmPassword?: string;
  payeeName?: string;
  email?: string;
  qqNum?: string;
  mobileNum?: string;
  recommenderId?: string;
  verificationCode?: string;
  affiliateCode?: string;
  paymentPassword?: string;
  line?: string;
  whatsapp?: string;
  zalo?: string;
  facebook?: string;
  wechat?: string;
  idNumber?: string;
  referralCode?: string;
  domain?: string;
  countryDialingCode?: string;
  registerUrl?: string;
  registerMethod?: 'WEB';
  login?: boolean;
  firebaseChannel?: 'sms';
  firebaseIdToken?: string;
}
export interface RegisterResponse {
  account: string;
  /** present when the request asked to log in (`login: true`) */
  token: string | null;
  firstTimeLogin: boolean;
  passwordExpired: boolean;
}

export interface AffiliateCheckQuery {
  code: string;
  domain?: string;
}
/** Only whether the code is valid: naming its agent would let anyone map codes to accounts. */
export interface AffiliateCheckResponse {
  valid: boolean;
}

export interface ClubLabel {
  labelName: string;
  color: string;
  color2: string;
  rankLevel: number;
}
export interface MemberLabel {
  labelName: string;
  color: string;
  color2: string;
}
/** `GET /wps/member/info` value. */
export interface MemberInfo {
  id: number;
  account: string;
  userName: string;
  nickname: string;
  /** agent flag: 0 member, 1/2/41/42 agents, 4 trial */
  type: number;
  toUpline: boolean;
  clubLabel: ClubLabel;
  memberLabel: MemberLabel[];
  temporaryPassword: boolean;
  passwordExpired: boolean;
  mobileNum: string | null;
  countryDialingCode: string | null;
  email: string | null;
  currency: string;
  language: string;
  avatarUrl: string;
  registerTime: string;
  lastLoginTime: string | null;
  /** two-step sign-in is on (contract/security.ts) */
  twoFactorEnabled?: boolean;
}
/**
 * `GET /wps/member/info/icon` value: the picture the player uploaded (a versioned URL, so a new upload
 * is a new URL), or a generated one while there is none. Also `PUT` (below) answers it.
 */
export interface MemberIcon {
  iconUrl: string;
}

/**
 * `PUT /wps/member/info` (API_PATHS.memberInfo, token, JSON): the player's new nickname; answers
 * the updated `MemberInfo`. Trial users are refused like other member writes.
 */
export interface MemberInfoUpdateRequest {
  nickname: string;
}
/**
 * The nickname rule both sides apply, after trimming: 2-20 characters (code points) of letters of
 * any script (with their combining marks), digits, spaces, `_`, `-` and `.`, at least one letter or
 * digit. Markup characters (`<>&"'`) are named apart so the refusal can say so.
 */
export const NICKNAME_RULES = {
  minLength: 2,
  maxLength: 20,
  allowed: /^[\p{L}\p{M}\p{Nd} _.-]*$/u,
  letterOrDigit: /[\p{L}\p{Nd}]/u,
  markup: /[<>&"']/,
} as const;
/**
 * `PUT /wps/member/info/icon` (API_PATHS.memberIcon, token): multipart/form-data with the picture in
 * the `file` field, png or jpg (checked by its bytes), at most 5 MB; answers `MemberIcon`.
 */
export const AVATAR_LIMITS = {
  field: 'file',
  maxBytes: 5 * 1024 * 1024,
  imageTypes: ['image/png', 'image/jpeg'],
} as const;

export interface ChangePasswordRequest {
  oldPassword: string;
  newPassword: string;
  confirmNewPassword: string;
}
/** `POST /wps/member/password/email`, form-encoded. */
export interface ForgotPasswordEmailRequest {
  username: string;
  email: string;
}
export interface ResetPasswordByPhoneRequest extends CaptchaFields, VerificationFields {
  newPassword: string;
  mobileNum: string;
  verificationCode: string;
  countryDialingCode?: string;
}
export interface LanguageUpdateRequest {
  language: string;
}

export const SITE_STATUS = { normal: 0, maintenance: 1, restricted: 2 } as const;
export type SiteStatusCode = (typeof SITE_STATUS)[keyof typeof SITE_STATUS];

export interface CustomerServiceEntry {
  csType: string;
  path: string;
  title: string;
}
export interface Resource {
  resourceType: string;
  url: string;
  qrCodeUrl: string;
  labelNameEn: string;
  labelName: string;
}
export interface MaintenanceInfo {
  title: string;
  info: string;
  startTime: string;
  endTime: string | null;
}
export interface RegionRestrictionInfo {
  info: string;
  ip: string;
}
/** `GET /wps/system/status?url=<host>` value (permission info). */
export interface SiteStatus {
  status: SiteStatusCode;
  info: {
    whitelabel: WhitelabelNode[];
    register: RegisterRules;
    resources: Resource[];
    customerService: CustomerServiceEntry[];
    analytics: { provider: string; id: string }[];
    imageCDNs: string[];
    launchGameCDNs: string[];
  };
  maintenance: MaintenanceInfo | null;
  regionRestriction: RegionRestrictionInfo | null;
  maintenanceEnd: string | null;
  location: { ip: string; countryCode: string };
}

export interface DomainRoute {
  domain: string;
  merchantCode: string;
  brand: string;
  primary: boolean;
}
export interface DomainRouteResponse {
  domainList: DomainRoute[];
  resources: Resource[];
}

export interface BalanceResponse {
  sumBalance: number;
  currency: string;
  wallets: { walletType: string; balance: number }[];
}
export interface MerchantWalletResponse {
  isSingle: boolean;
}
export interface WalletTransferRequest {
  from: string;
  to: string;
  amount: number;
}
export type UnreadCountResponse = number;
