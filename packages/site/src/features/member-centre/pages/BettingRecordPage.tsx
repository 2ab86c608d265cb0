import type { BetRecord } from '@wl/api-client';
import { useTranslation } from '@wl/i18n';
import { useGetBetsQuery, useGetProfitQuery } from '../api';
import { DateRangeFilter } from '../../../shared/centre/DateRangeFilter';
import { RecordReport } from '../../../shared/centre/RecordReport';
import type { RecordColumn } from '../../../shared/centre/RecordTable';
import { Filters, Signed } from '../../../shared/centre/styles';
import { useRecordFilter } from '../../../shared/centre/useRecordFilter';
import { CentrePage } from '../../../shared/centre/CentrePage';
import { useDateTime, useMoney } from '../../../shared/centre/useFormat';

/** personalHistoryCopy: the player's bets in a period, with the period's totals. */
export function BettingRecordPage() {
  const { t } = useTranslation('memberCentre');
  const { t: tc } = useTranslation('centre');
  const money = useMoney();
  const dateTime = useDateTime();
  const filter = useRecordFilter();
  const bets = useGetBetsQuery(filter.query);
  const { startDate, endDate } = filter.range;
  const { data: totals } = useGetProfitQuery({ startDate, endDate });

  const columns: RecordColumn<BetRecord>[] = [
    { id: 'time', header: t('records.betTime'), cell: (row) => dateTime(row.betTime) },
    { id: 'game', header: t('records.game'), cell: (row) => row.gameName },
    { id: 'vendor', header: t('records.vendor'), cell: (row) => row.vassalage },
    { id: 'bet', header: t('records.bet'), numeric: true, cell: (row) => money(row.betAmount) },
    {
      id: 'valid',
      header: t('records.validBet'),
      numeric: true,
      cell: (row) => money(row.validBet),
    },
    { id: 'win', header: t('records.win'), numeric: true, cell: (row) => money(row.winAmount) },
    {
      id: 'profit',
      header: t('records.profit'),
      numeric: true,
      cell: (row) => <Signed $negative={row.profit < 0}>{money(row.profit)}</Signed>,
    },
    { id: 'status', header: t('records.status'), cell: (row) => t(`betStatus.${row.status}`) },
  ];

  return (
    <CentrePage title={tc('member.personalHistoryCopy')}>
      <Filters>
        <DateRangeFilter filter={filter} />
      </Filters>
      <RecordReport
        query={bets}
        label={tc('member.personalHistoryCopy')}
        columns={columns}
        rowKey={(row) => row.id}
        empty={{ title: t('records.empty'), description: t('records.emptyHint') }}
        totals={
          totals && {
            label: t('records.totals'),
            items: [
              { label: t('records.count'), value: String(bets.data?.total ?? 0) },
              { label: t('records.bet'), value: money(totals.totalBet) },
              { label: t('records.validBet'), value: money(totals.totalValidBet) },
              { label: t('records.win'), value: money(totals.totalWin) },
              { label: t('records.profit'), value: money(totals.profit) },
            ],
          }
        }
        paging={{ page: filter.page, onChange: filter.setPage }}
      />
    </CentrePage>
  );
}
