/** The member centre: records, messages, money (contract/funds.ts) and promotions (contract/promotions.ts). */
export const MEMBER_CENTRE_PATHS = {
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
  // member centre: the picture and the wallets
  /** GET the icon URL; PUT a new picture as multipart `file` (contract/access.ts AVATAR_LIMITS) */
  memberIcon: '/wps/member/info/icon',
  merchantWallet: '/wps/v2/wallets/merchant',
  walletTransfer: '/wps/v2/wallets/transfer',
} as const;
