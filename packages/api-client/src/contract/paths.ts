/**
 * Every platform path the site calls. Paths named by the spec are used verbatim; the others were
 * chosen for the simulator and are listed in apps/platform-sim/README.md.
 */
export const API_PATHS = {
  // access and account
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
  register: '/wps/member/register',
  registerMobile: '/wps/member/register/mobile',
  registerSettings: '/wps/system/setting/register',
  affiliateCheck: '/wps/agent/affiliate',
  countries: '/wps/system/country',
  /** GET member info; PUT `{ nickname }` (contract/access.ts MemberInfoUpdateRequest) */
  memberInfo: '/wps/member/info',
  /** GET the icon URL; PUT a new picture as multipart `file` (contract/access.ts AVATAR_LIMITS) */
  memberIcon: '/wps/member/info/icon',
  avatar: '/wps/relay/MCSFE_getPlayerAvatar',
  changePassword: '/wps/member/password',
  forgotPasswordEmail: '/wps/member/password/email',
  resetPasswordByPhone: '/wps/member/password/verification',
  language: '/wps/member/language',
  whitelabel: '/wps/system/whitelabel',
  status: '/wps/system/status',
  domainRoute: '/wps/system/domainRoute',
  balance: '/wps/v2/wallets/balance',
  merchantWallet: '/wps/v2/wallets/merchant',
  walletTransfer: '/wps/v2/wallets/transfer',
  unreadCount: '/wps/relay/CSP_unreadCount',

  // games
  gameList: '/wps/game/list',
  gameSearch: '/wps/game/search',
  hotGames: '/wps/game/hot',
  favourites: '/wps/game/favourite',
  recentGames: '/wps/game/recent',
  vendorGameTypes: '/wps/game/vendor/types',
  vendorLanes: '/wps/game/vendor/lanes',
  pvpRooms: '/wps/game/pvp/rooms',
  launchGame: '/wps/game/launchGame',
  launchGameV2: '/wps/game/v2/launchGame',
  popupGameList: '/wps/game/popup',
  winners: '/wps/game/winners',
  winnerRank: '/wps/game/winners/rank',
  hotMatches: '/wps/sports/hotMatches',

  // content
  announcements: '/wps/system/announcement',
  helpCenter: '/wps/system/helpCenter',
  resources: '/wps/system/resources',
  feedback: '/wps/feedback',
  feedbackList: '/wps/feedback/list',

  // lottery
  lotteryPopular: '/lgw/games/popular',
  lotteryMenus: '/lgw/games/game_menus',
  vnLotteryMenu: '/lgw/vn/games/game_menu',
  vnLotteryRecent: '/lgw/vn/games/game_menu/recent',
  vnOpenedNumbers: '/lgw/vn/numeros/opened',
  vnOpenedNumbersByGame: '/lgw/vn/numeros/opened/game',
  lottoOpenedNumbers: '/lotto/lgw/games/opened/numero',
  lotteryLobby: '/lgw/games/lobby',

  // member centre
  transactions: '/wps/member/transactions',
  bets: '/wps/member/bets',
  profit: '/wps/member/profit',
  bonuses: '/wps/member/bonuses',
  messages: '/wps/member/messages',
  referral: '/wps/member/referral',
  missionSummary: '/wps/member/mission/summary',
  missionLeaderboard: '/wps/member/mission/leaderboard',
  raffleClaim: '/wps/promotion/raffle/claim',
  consolidated: '/wps/member/info/funds/consolidated',
  contracts: '/wps/member/contracts',
  contractDecision: '/wps/member/contracts/decision',

  // member centre: money (contract/funds.ts)
  depositMethods: '/wps/member/deposit/methods',
  deposit: '/wps/member/deposit',
  depositOrders: '/wps/member/deposit/orders',
  bankCards: '/wps/member/bankCards',
  paymentPassword: '/wps/member/password/payment',
  withdrawConfig: '/wps/member/withdraw/config',
  withdraw: '/wps/member/withdraw',
  withdrawals: '/wps/member/withdraw/records',
  withdrawConfirm: '/wps/member/withdraw/confirm',
  withdrawProof: '/wps/member/withdraw/proof',
  transferUpline: '/wps/member/transfer/upline',
  rebate: '/wps/member/rebate',
  rebateClaim: '/wps/member/rebate/claim',
  rebateRecords: '/wps/member/rebate/records',

  // promotions (contract/promotions.ts); the claim is raffleClaim
  promotions: '/wps/promotion/list',
  promotionDetail: '/wps/promotion/detail',
  promotionJoin: '/wps/promotion/join',

  // agent centre
  downlines: '/wps/agent/downlines',
  agentTransfer: '/wps/agent/transfer',
  dividendContract: '/wps/agent/contract/dividend',
  dailySalaryContract: '/wps/agent/contract/dailySalary',
  hourlySalaryContract: '/wps/agent/contract/hourlySalary',
  realtimeSalaryContract: '/wps/agent/contract/realtimeSalary',
  // agent centre: team reports and add account (contract/agent.ts)
  teamOverview: '/wps/agent/team/overview',
  teamRegister: '/wps/agent/team/register',
  teamBets: '/wps/agent/team/bets',
  teamProfit: '/wps/agent/team/profit',
  agentIncome: '/wps/agent/income',
  teamTransactions: '/wps/agent/team/transactions',

  // points mall
  pointsBalance: '/wps/points/balance',
  pointRewards: '/wps/points/rewards',
  pointRedeem: '/wps/points/redeem',
  pointRedemptions: '/wps/points/redemptions',
  pointConfig: '/wps/points/config',
  pointConvert: '/wps/points/convert',
  pointTransactions: '/wps/points/transactions',
} as const;

export type ApiPathName = keyof typeof API_PATHS;
export type ApiPath = (typeof API_PATHS)[ApiPathName];

/** Paths whose body is encrypted when the brand has `api.cipher` on. */
export const ENCRYPTED_PATHS: readonly ApiPath[] = [
  API_PATHS.login,
  API_PATHS.register,
  API_PATHS.registerMobile,
  API_PATHS.changePassword,
  API_PATHS.resetPasswordByPhone,
];
