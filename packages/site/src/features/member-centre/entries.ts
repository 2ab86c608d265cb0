import type { ComponentType } from 'react';
import { AccountRecordPage } from './pages/AccountRecordPage';
import { BettingRecordPage } from './pages/BettingRecordPage';
import { BonusDetailsPage } from './pages/BonusDetailsPage';
import { ContractsPage } from './pages/ContractsPage';
import { DepositPage } from './pages/DepositPage';
import { FeedbackPage } from './pages/FeedbackPage';
import { ManualRebatePage } from './pages/ManualRebatePage';
import { MessagesPage } from './pages/MessagesPage';
import { MissionsPage } from './pages/MissionsPage';
import { ProfitLossPage } from './pages/ProfitLossPage';
import { ReferralPage } from './pages/ReferralPage';
import { RewardCentrePage } from './pages/RewardCentrePage';
import { SecurityCenterPage } from './pages/SecurityCenterPage';
import { UplineTransferPage } from './pages/UplineTransferPage';
import { WalletPage } from './pages/WalletPage';
import { WithdrawPage } from './pages/WithdrawPage';

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
  /** `/member/<slug>`; the header and announcement links use deposit, withdraw, transactions, bets, messages, rewards. */
  slug: string;
  Page: ComponentType;
  /** Only for a player who has an upline (member info `toUpline`). */
  needsUpline?: boolean;
  /** Only for a player whose upline offered them a contract (any state, `GET /wps/member/contracts`). */
  needsContracts?: boolean;
}

/** The menu in the spec's order; `/member` opens the first. */
export const CENTRE_ENTRIES: readonly CentreEntry[] = [
  { id: 'securityCenter', slug: 'account', Page: SecurityCenterPage },
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
