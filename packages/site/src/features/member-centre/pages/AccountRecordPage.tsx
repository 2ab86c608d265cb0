import type { Transaction, TransactionType } from '@wl/api-client';
import { useTranslation } from '@wl/i18n';
import { memberCentreApi, useGetTransactionsQuery } from '../api';
import { allPages } from '../../../shared/centre/csv';
import { HISTORY_DATE_PRESETS } from '../../../shared/centre/dateRange';
import { useAppDispatch } from '../../../shared/store/hooks';
import { ReportPage } from '../../../shared/centre/ReportPage';
import type { RecordColumn } from '../../../shared/centre/RecordTable';
import { FilterSelect } from '../../../shared/centre/FilterSelect';
import { useRecordTexts } from './useRecordTexts';
import { useRecordChoice, useRecordFilter } from '../../../shared/centre/useRecordFilter';
import { useAmountColumn } from '../../../shared/centre/columns';
import { useCentreFormat } from '../../../shared/centre/useFormat';

const TRANSACTION_TYPES: readonly TransactionType[] = [
  'DEPOSIT',
  'WITHDRAW',
  'TRANSFER',
  'BONUS',
  'BET',
  'PAYOUT',
  'REBATE',
];

/**
 * transactionHistory: every money movement of the account in a period (up to the last 12 months), by
 * type, with a CSV download of them all.
 */
export function AccountRecordPage() {
  const dispatch = useAppDispatch();
  const { t: tc } = useTranslation('centre');
  const { money, dateTime } = useCentreFormat();
  const amountColumn = useAmountColumn();
  const { t, ...texts } = useRecordTexts();
  const filter = useRecordFilter();
  const [type, setType] = useRecordChoice<TransactionType | ''>(filter, '');
  const transactions = useGetTransactionsQuery({
    ...filter.query,
    ...(type ? { type } : {}),
  });
  const rows = transactions.data?.list ?? [];
  const sumOf = (pick: (amount: number) => boolean) =>
    rows.reduce((sum, row) => (pick(row.amount) ? sum + row.amount : sum), 0);

  const columns: RecordColumn<Transaction>[] = [
    {
      id: 'time',
      header: t('records.time'),
      cell: (row) => dateTime(row.createdAt),
      csv: (row) => row.createdAt,
    },
    { id: 'type', header: t('records.type'), cell: (row) => t(`transactionTypes.${row.type}`) },
    amountColumn('amount', t('records.amount'), (row) => row.amount, { signed: true }),
    amountColumn('balance', t('records.balanceAfter'), (row) => row.balanceAfter),
    {
      id: 'status',
      header: t('records.status'),
      cell: (row) => t(`transactionStatus.${row.status}`),
    },
    { id: 'remark', header: t('records.remark'), cell: (row) => row.remark },
  ];

  return (
    <ReportPage
      title={tc('member.transactionHistory')}
      filter={filter}
      presets={HISTORY_DATE_PRESETS}
      pickers={
        <FilterSelect
          label={t('records.type')}
          allLabel={t('records.allTypes')}
          value={type}
          choices={TRANSACTION_TYPES}
          nameOf={(value) => t(`transactionTypes.${value}`)}
          onChange={setType}
        />
      }
      query={transactions}
      columns={columns}
      rowKey={(row) => row.id}
      empty={texts.empty}
      totals={texts.totals([
        { label: t('records.count'), value: String(transactions.data?.total ?? 0) },
        { label: t('records.pageIn'), value: money(sumOf((a) => a > 0)) },
        { label: t('records.pageOut'), value: money(sumOf((a) => a < 0)) },
      ])}
      download={{
        label: tc('records.downloadCsv'),
        fileName: `transactions-${filter.range.startDate}-${filter.range.endDate}.csv`,
        rows: () =>
          allPages((pageNo) =>
            dispatch(
              memberCentreApi.endpoints.getTransactions.initiate(
                { ...filter.range, ...(type ? { type } : {}), pageNo, pageSize: 200 },
                { subscribe: false },
              ),
            ).unwrap(),
          ),
      }}
    />
  );
}
