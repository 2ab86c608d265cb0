/** The points mall. */
export const POINTS_MALL_PATHS = {
  pointsBalance: '/wps/points/balance',
  pointRewards: '/wps/points/rewards',
  pointRedeem: '/wps/points/redeem',
  pointRedemptions: '/wps/points/redemptions',
  pointConfig: '/wps/points/config',
  pointConvert: '/wps/points/convert',
  pointTransactions: '/wps/points/transactions',
} as const;
