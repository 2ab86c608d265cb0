/** The agent centre: downlines, transfers, contracts and team reports (contract/agent.ts). */
export const AGENT_CENTRE_PATHS = {
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
} as const;
