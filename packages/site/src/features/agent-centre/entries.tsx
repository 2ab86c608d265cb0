import type { ConsolidatedContractInfo, ContractKind } from '@wl/api-client';
import type { ComponentType } from 'react';
import { lazyPage } from '../../shared/lazy/lazyComponent';
import type { AgentCentreSlug } from '../../shared/routes/centrePaths';
import { contractKindEnabled } from './contractKinds';

// Each page loads when it is opened: the centre's own chunk is the menu and the shell.
const AccountDetailsPage = lazyPage(
  () => import('./pages/AccountDetailsPage'),
  'AccountDetailsPage',
);
const AddAccountPage = lazyPage(() => import('./pages/AddAccountPage'), 'AddAccountPage');
const AnnouncementPage = lazyPage(() => import('./pages/AnnouncementPage'), 'AnnouncementPage');
const ContractPage = lazyPage(() => import('./pages/ContractPage'), 'ContractPage');
const IncomePage = lazyPage(() => import('./pages/IncomePage'), 'IncomePage');
const OverviewPage = lazyPage(() => import('./pages/OverviewPage'), 'OverviewPage');
const TeamBetsPage = lazyPage(() => import('./pages/TeamBetsPage'), 'TeamBetsPage');
const TeamPage = lazyPage(() => import('./pages/TeamPage'), 'TeamPage');
const UserLossPage = lazyPage(() => import('./pages/UserLossPage'), 'UserLossPage');

/** The spec's agent-centre menu ids; each names its label `centre:agent.<id>`. */
export type AgentEntryId =
  | 'agentAnnouncement'
  | 'agentTeamOverview'
  | 'registerCenter'
  | 'downlineManagmentView'
  | 'personalHistoryCopy'
  | 'palStatementsAgentCopy'
  | 'agentRevenueReport'
  | 'agentDownlineTransactionDetailsCopy'
  | 'agentDividendRecordCopy2'
  | 'agentDailyWages2'
  | 'agentHourSalary'
  | 'agentRealtimeSalary';

export interface AgentEntry {
  id: AgentEntryId;
  /** `/agent/<slug>` (`agentCentrePath`) */
  slug: AgentCentreSlug;
  Page: ComponentType;
  /** A contract page: shown only when this kind is on for the agent (see `contractKindEnabled`). */
  contract?: ContractKind;
}

const contractPage = (kind: ContractKind): ComponentType => {
  const Page = () => <ContractPage kind={kind} />;
  Page.displayName = `ContractPage(${kind})`;
  return Page;
};

/** The menu in the spec's order; `/agent` opens the first. */
export const AGENT_ENTRIES: readonly AgentEntry[] = [
  { id: 'agentAnnouncement', slug: 'announcement', Page: AnnouncementPage },
  { id: 'agentTeamOverview', slug: 'overview', Page: OverviewPage },
  { id: 'registerCenter', slug: 'add-account', Page: AddAccountPage },
  { id: 'downlineManagmentView', slug: 'team', Page: TeamPage },
  { id: 'personalHistoryCopy', slug: 'team-bets', Page: TeamBetsPage },
  { id: 'palStatementsAgentCopy', slug: 'user-loss', Page: UserLossPage },
  { id: 'agentRevenueReport', slug: 'income', Page: IncomePage },
  {
    id: 'agentDownlineTransactionDetailsCopy',
    slug: 'account-details',
    Page: AccountDetailsPage,
  },
  {
    id: 'agentDividendRecordCopy2',
    slug: 'dividend',
    Page: contractPage('dividend'),
    contract: 'dividend',
  },
  {
    id: 'agentDailyWages2',
    slug: 'daily-salary',
    Page: contractPage('dailySalary'),
    contract: 'dailySalary',
  },
  {
    id: 'agentHourSalary',
    slug: 'hourly-salary',
    Page: contractPage('hourlySalary'),
    contract: 'hourlySalary',
  },
  {
    id: 'agentRealtimeSalary',
    slug: 'realtime-salary',
    Page: contractPage('realtimeSalary'),
    contract: 'realtimeSalary',
  },
];

/** The entries this agent sees: every report, and the contract pages of the kinds that are on. */
export function visibleAgentEntries(info: ConsolidatedContractInfo | undefined): AgentEntry[] {
  return AGENT_ENTRIES.filter(
    (entry) => !entry.contract || contractKindEnabled(entry.contract, info),
  );
}
