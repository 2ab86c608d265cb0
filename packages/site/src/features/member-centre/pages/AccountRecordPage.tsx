import type { Transaction, TransactionType } from '@wl/api-client';
import { useTranslation } from '@wl/i18n';
import { memberCentreApi, useGetTransactionsQuery } from '../api';
import { allPages } from '../../../shared/centre/csv';
import { HISTORY_DATE_PRESETS } from '../../../shared/centre/dateRange';
import { useAppDispatch } from '../../../shared/store/hooks';
import { DateRangeFilter } from '../../../shared/centre/DateRangeFilter';
import { RecordReport } from '../../../shared/centre/RecordReport';
import type { RecordColumn } from '../../../shared/centre/RecordTable';
import { FilterSelect } from '../../../shared/centre/FilterSelect';
import { Filters } from '../../../shared/centre/styles';
import { useRecordChoice, useRecordFilter } from '../../../shared/centre/useRecordFilter';
import { CentrePage } from '../../../shared/centre/CentrePage';
import { useAmountColumn } from '../../../shared/centre/columns';
import { useDateTime, useMoney } from '../../../shared/centre/useFormat';

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
  const { t } = useTranslation('memberCentre');
  const dispatch = useAppDispatch();
  const { t: tc } = useTranslation('centre');
  const money = useMoney();
  const amountColumn = useAmountColumn();
  const dateTime = useDateTime();
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
    <CentrePage title={tc('member.transactionHistory')}>
      <Filters>
        <DateRangeFilter filter={filter} presets={HISTORY_DATE_PRESETS} />
        <FilterSelect
          label={t('records.type')}
          allLabel={t('records.allTypes')}
          value={type}
          choices={TRANSACTION_TYPES}
          nameOf={(value) => t(`transactionTypes.${value}`)}
          onChange={setType}
        />
      </Filters>
      <RecordReport
        query={transactions}
        label={tc('member.transactionHistory')}
        columns={columns}
        rowKey={(row) => row.id}
        empty={{ title: t('records.empty'), description: t('records.emptyHint') }}
        totals={{
          label: t('records.totals'),
          items: [
            { label: t('records.count'), value: String(transactions.data?.total ?? 0) },
            { label: t('records.pageIn'), value: money(sumOf((a) => a > 0)) },
            { label: t('records.pageOut'), value: money(sumOf((a) => a < 0)) },
          ],
        }}
        paging={{ page: filter.page, onChange: filter.setPage }}
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
    </CentrePage>
  );
}
