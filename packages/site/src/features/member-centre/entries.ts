import type { ComponentType } from 'react';
import { lazyPage } from '../../shared/lazy/lazyComponent';
import type { MemberCentreSlug } from '../../shared/routes/centrePaths';

// Each page loads when it is opened: the centre's own chunk is the menu and the shell.
const AccountRecordPage = lazyPage(() => import('./pages/AccountRecordPage'), 'AccountRecordPage');
const BettingRecordPage = lazyPage(() => import('./pages/BettingRecordPage'), 'BettingRecordPage');
const BonusDetailsPage = lazyPage(() => import('./pages/BonusDetailsPage'), 'BonusDetailsPage');
const ContractsPage = lazyPage(() => import('./pages/ContractsPage'), 'ContractsPage');
const DepositPage = lazyPage(() => import('./pages/DepositPage'), 'DepositPage');
const FeedbackPage = lazyPage(() => import('./pages/FeedbackPage'), 'FeedbackPage');
const ManualRebatePage = lazyPage(() => import('./pages/ManualRebatePage'), 'ManualRebatePage');
const MessagesPage = lazyPage(() => import('./pages/MessagesPage'), 'MessagesPage');
const MissionsPage = lazyPage(() => import('./pages/MissionsPage'), 'MissionsPage');
const ProfitLossPage = lazyPage(() => import('./pages/ProfitLossPage'), 'ProfitLossPage');
const ReferralPage = lazyPage(() => import('./pages/ReferralPage'), 'ReferralPage');
const RewardCentrePage = lazyPage(() => import('./pages/RewardCentrePage'), 'RewardCentrePage');
const SecurityCentrePage = lazyPage(
  () => import('./pages/SecurityCentrePage'),
  'SecurityCentrePage',
);
const UplineTransferPage = lazyPage(
  () => import('./pages/UplineTransferPage'),
  'UplineTransferPage',
);
const WalletPage = lazyPage(() => import('./pages/WalletPage'), 'WalletPage');
const WithdrawPage = lazyPage(() => import('./pages/WithdrawPage'), 'WithdrawPage');

/** The spec's member-centre menu ids; each names its label `centre:member.<id>`. */
export type CentreEntryId =
  | 'securityCenter'
  | 'transferFund'
  | 'depositv2'
  | 'withdraw'
  | 'transferUpline'
  | 'personalHistoryCopy'
  | 'transactionHistory'
  | 'personalProfit'
  | 'bonusDetails'
  | 'rewardCenter'
  | 'referral'
  | 'missionLeaderboard'
  | 'messageV2'
  | 'manualRebate'
  | 'feedback'
  | 'contracts';

export interface CentreEntry {
  id: CentreEntryId;
  /** `/member/<slug>` (`memberCentrePath`: the header, side menu and announcement links use it). */
  slug: MemberCentreSlug;
  Page: ComponentType;
  /** Only for a player who has an upline (member info `toUpline`). */
  needsUpline?: boolean;
  /** Only for a player whose upline offered them a contract (any state, `GET /wps/member/contracts`). */
  needsContracts?: boolean;
}

/** The menu in the spec's order; `/member` opens the first. */
export const CENTRE_ENTRIES: readonly CentreEntry[] = [
  { id: 'securityCenter', slug: 'account', Page: SecurityCentrePage },
  { id: 'transferFund', slug: 'wallet', Page: WalletPage },
  { id: 'depositv2', slug: 'deposit', Page: DepositPage },
  { id: 'withdraw', slug: 'withdraw', Page: WithdrawPage },
  { id: 'transferUpline', slug: 'upline', Page: UplineTransferPage, needsUpline: true },
  { id: 'personalHistoryCopy', slug: 'bets', Page: BettingRecordPage },
  { id: 'transactionHistory', slug: 'transactions', Page: AccountRecordPage },
  { id: 'personalProfit', slug: 'profit', Page: ProfitLossPage },
  { id: 'bonusDetails', slug: 'bonuses', Page: BonusDetailsPage },
  { id: 'rewardCenter', slug: 'rewards', Page: RewardCentrePage },
  { id: 'referral', slug: 'referral', Page: ReferralPage },
  { id: 'missionLeaderboard', slug: 'missions', Page: MissionsPage },
  { id: 'messageV2', slug: 'messages', Page: MessagesPage },
  { id: 'manualRebate', slug: 'rebate', Page: ManualRebatePage },
  { id: 'feedback', slug: 'feedback', Page: FeedbackPage },
  { id: 'contracts', slug: 'contracts', Page: ContractsPage, needsContracts: true },
];

/** The entries this player sees: transfer to upline only with an upline, contracts only with one. */
export function visibleEntries(hasUpline: boolean, hasContracts = false): CentreEntry[] {
  return CENTRE_ENTRIES.filter(
    (entry) => (!entry.needsUpline || hasUpline) && (!entry.needsContracts || hasContracts),
  );
}
