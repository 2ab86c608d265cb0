import {
  TRANSACTION_TYPES,
  type TeamTransaction,
  type Transaction,
  type TransactionType,
} from '@wl/api-client';
import type { RecordColumn } from '../../../shared/centre/RecordTable';
import { FilterSelect } from '../../../shared/centre/FilterSelect';
import { useAmountColumn } from '../../../shared/centre/columns';
import { useCentreFormat } from '../../../shared/centre/useFormat';
import { useRecordChoice, useRecordFilter } from '../../../shared/centre/useRecordFilter';
import { useReportTexts } from './useReportTexts';
import { useGetTeamTransactionsQuery } from '../api';
import { AgentReportPage } from './AgentReportPage';

type TransactionStatus = Transaction['status'];
const STATUSES: readonly TransactionStatus[] = ['SUCCESS', 'PENDING', 'FAILED'];

/**
 * agentDownlineTransactionDetailsCopy (account details): every money movement of the team's accounts
 * in a period, newest first, by account, type and status, with the credit, debit and net totals.
 */
export function AccountDetailsPage() {
  const { money, dateTime } = useCentreFormat();
  const amountColumn = useAmountColumn();
  const { t, ...texts } = useReportTexts();
  const filter = useRecordFilter();
  const [account, setAccount] = useRecordChoice(filter, '');
  const [type, setType] = useRecordChoice<TransactionType | ''>(filter, '');
  const [status, setStatus] = useRecordChoice<TransactionStatus | ''>(filter, '');
  const transactions = useGetTeamTransactionsQuery({
    ...filter.query,
    ...(account ? { account } : {}),
    ...(type ? { type } : {}),
    ...(status ? { status } : {}),
  });
  const totals = transactions.data?.totals;

  const columns: RecordColumn<TeamTransaction>[] = [
    { id: 'time', header: t('details.time'), cell: (row) => dateTime(row.createdAt) },
    { id: 'account', header: t('team.account'), cell: (row) => row.account },
    {
      id: 'level',
      header: t('report.level'),
      cell: (row) => t('report.levelN', { level: row.level }),
    },
    { id: 'type', header: t('details.type'), cell: (row) => t(`details.types.${row.type}`) },
    amountColumn('amount', t('details.amount'), (row) => row.amount, { signed: true }),
    amountColumn('balance', t('details.balanceAfter'), (row) => row.balanceAfter),
    {
      id: 'status',
      header: t('report.status'),
      cell: (row) => t(`details.statuses.${row.status}`),
    },
    { id: 'remark', header: t('details.remark'), cell: (row) => row.remark },
  ];

  return (
    <AgentReportPage
      entry="agentDownlineTransactionDetailsCopy"
      filter={filter}
      account={{ value: account, onSearch: setAccount }}
      pickers={
        <>
          <FilterSelect
            label={t('details.type')}
            allLabel={t('details.allTypes')}
            value={type}
            choices={TRANSACTION_TYPES}
            nameOf={(value) => t(`details.types.${value}`)}
            onChange={setType}
          />
          <FilterSelect
            label={t('report.status')}
            allLabel={t('details.allStatuses')}
            value={status}
            choices={STATUSES}
            nameOf={(value) => t(`details.statuses.${value}`)}
            onChange={setStatus}
          />
        </>
      }
      query={transactions}
      columns={columns}
      rowKey={(row) => row.id}
      totals={texts.totals([
        { label: t('report.count'), value: String(totals?.count ?? 0) },
        { label: t('details.credit'), value: money(totals?.credit ?? 0) },
        { label: t('details.debit'), value: money(totals?.debit ?? 0) },
        { label: t('details.net'), value: money(totals?.amount ?? 0) },
      ])}
    />
  );
}
