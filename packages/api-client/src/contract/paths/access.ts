/** The sign-in, registration, account, wallet and system paths (the first page calls some of them). */
export const ACCESS_PATHS = {
  publicKey: '/wps/system/publicKey',
  login: '/wps/session/login',
  freePlay: '/wps/session/login/freeplay',
  /** POST `{ provider, idToken, channel? }`: sign-in with an identity provider's ID token (LoginResponse) */
  identityLogin: '/wps/session/login/identity',
  logout: '/wps/session/logout',
  /** POST (token): a one-time code that hands this member's sign-in to another browser (HandoverCode) */
  sessionHandover: '/wps/session/handover',
  /** POST `{ code }` (no token): the code for a new session of that member (LoginResponse) */
  sessionHandoverExchange: '/wps/session/handover/exchange',
  /** POST `{ code }` (no token): the account a live code signs in, the code kept (HandoverPreview) */
  sessionHandoverPreview: '/wps/session/handover/preview',
  captcha: '/wps/captcha',
  smsLoginCode: '/wps/verification/sms/noLogin',
  smsRegister: '/wps/verification/sms/register',
  smsRegisterMobile: '/wps/verification/sms/register/mobile',
  smsForgotPassword: '/wps/verification/sms/password',
  registerSettings: '/wps/system/setting/register',
  countries: '/wps/system/country',
  /** GET member info; PUT `{ nickname }` (contract/access.ts MemberInfoUpdateRequest) */
  memberInfo: '/wps/member/info',
  avatar: '/wps/relay/MCSFE_getPlayerAvatar',
  language: '/wps/member/language',
  whitelabel: '/wps/system/whitelabel',
  status: '/wps/system/status',
  domainRoute: '/wps/system/domainRoute',
  balance: '/wps/v2/wallets/balance',
  unreadCount: '/wps/relay/CSP_unreadCount',
} as const;
