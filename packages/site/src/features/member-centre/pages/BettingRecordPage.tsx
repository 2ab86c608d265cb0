import type { BetRecord } from '@wl/api-client';
import { useTranslation } from '@wl/i18n';
import { memberCentreApi, useGetBetsQuery, useGetProfitQuery } from '../api';
import { allPages } from '../../../shared/centre/csv';
import { HISTORY_DATE_PRESETS } from '../../../shared/centre/dateRange';
import { useAppDispatch } from '../../../shared/store/hooks';
import { ReportPage } from '../../../shared/centre/ReportPage';
import type { RecordColumn } from '../../../shared/centre/RecordTable';
import { useRecordTexts } from './useRecordTexts';
import { useRecordFilter } from '../../../shared/centre/useRecordFilter';
import { useAmountColumn } from '../../../shared/centre/columns';
import { useCentreFormat } from '../../../shared/centre/useFormat';

/**
 * personalHistoryCopy: the player's bets in a period (up to the last 12 months), with the period's
 * totals and a CSV download of them all.
 */
export function BettingRecordPage() {
  const dispatch = useAppDispatch();
  const { t: tc } = useTranslation('centre');
  const { money, dateTime } = useCentreFormat();
  const amountColumn = useAmountColumn();
  const { t, ...texts } = useRecordTexts();
  const filter = useRecordFilter();
  const bets = useGetBetsQuery(filter.query);
  const { startDate, endDate } = filter.range;
  const { data: totals } = useGetProfitQuery({ startDate, endDate });

  const columns: RecordColumn<BetRecord>[] = [
    {
      id: 'time',
      header: t('records.betTime'),
      cell: (row) => dateTime(row.betTime),
      csv: (row) => row.betTime,
    },
    { id: 'game', header: t('records.game'), cell: (row) => row.gameName },
    { id: 'vendor', header: t('records.vendor'), cell: (row) => row.vassalage },
    amountColumn('bet', t('records.bet'), (row) => row.betAmount),
    amountColumn('valid', t('records.validBet'), (row) => row.validBet),
    amountColumn('win', t('records.win'), (row) => row.winAmount),
    amountColumn('profit', t('records.profit'), (row) => row.profit, { signed: true }),
    { id: 'status', header: t('records.status'), cell: (row) => t(`betStatus.${row.status}`) },
  ];

  return (
    <ReportPage
      title={tc('member.personalHistoryCopy')}
      filter={filter}
      presets={HISTORY_DATE_PRESETS}
      query={bets}
      columns={columns}
      rowKey={(row) => row.id}
      empty={texts.empty}
      totals={
        totals &&
        texts.totals([
          { label: t('records.count'), value: String(bets.data?.total ?? 0) },
          { label: t('records.bet'), value: money(totals.totalBet) },
          { label: t('records.validBet'), value: money(totals.totalValidBet) },
          { label: t('records.win'), value: money(totals.totalWin) },
          { label: t('records.profit'), value: money(totals.profit) },
        ])
      }
      download={{
        label: tc('records.downloadCsv'),
        fileName: `bets-${startDate}-${endDate}.csv`,
        rows: () =>
          allPages((pageNo) =>
            dispatch(
              memberCentreApi.endpoints.getBets.initiate(
                { startDate, endDate, pageNo, pageSize: 200 },
                { subscribe: false },
              ),
            ).unwrap(),
          ),
      }}
    />
  );
}
