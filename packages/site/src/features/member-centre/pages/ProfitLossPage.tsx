import type { ProfitSummary } from '@wl/api-client';
import { useTranslation } from '@wl/i18n';
import { useGetProfitQuery } from '../api';
import { DateRangeFilter } from '../../../shared/centre/DateRangeFilter';
import { RecordReport } from '../../../shared/centre/RecordReport';
import type { RecordColumn } from '../../../shared/centre/RecordTable';
import { Filters } from '../../../shared/centre/styles';
import { useRecordFilter } from '../../../shared/centre/useRecordFilter';
import { CentrePage } from '../../../shared/centre/CentrePage';
import { useAmountColumn } from '../../../shared/centre/columns';
import { useMoney } from '../../../shared/centre/useFormat';

type GameTypeProfit = ProfitSummary['byGameType'][number];

/** personalProfit: bet, win and profit or loss of a period, in total and per game type. */
export function ProfitLossPage() {
  const { t } = useTranslation('memberCentre');
  const { t: tc } = useTranslation('centre');
  const money = useMoney();
  const amountColumn = useAmountColumn();
  const filter = useRecordFilter();
  const { startDate, endDate } = filter.range;
  const profit = useGetProfitQuery({ startDate, endDate });

  const columns: RecordColumn<GameTypeProfit>[] = [
    {
      id: 'gameType',
      header: t('records.gameType'),
      cell: (row) => t(`gameTypes.${row.gameType}`, { defaultValue: row.gameType }),
    },
    amountColumn('bet', t('records.bet'), (row) => row.bet),
    amountColumn('win', t('records.win'), (row) => row.win),
    amountColumn('profit', t('records.profit'), (row) => row.profit, { signed: true }),
  ];

  return (
    <CentrePage title={tc('member.personalProfit')}>
      <Filters>
        <DateRangeFilter filter={filter} />
      </Filters>
      <RecordReport
        query={{ ...profit, data: profit.data && { list: profit.data.byGameType } }}
        label={tc('member.personalProfit')}
        columns={columns}
        rowKey={(row) => row.gameType}
        empty={{ title: t('records.empty'), description: t('records.emptyHint') }}
        totals={
          profit.data && {
            label: t('records.totals'),
            items: [
              { label: t('records.bet'), value: money(profit.data.totalBet) },
              { label: t('records.validBet'), value: money(profit.data.totalValidBet) },
              { label: t('records.win'), value: money(profit.data.totalWin) },
              { label: t('records.profit'), value: money(profit.data.profit) },
            ],
          }
        }
        skeletonRows={3}
      />
    </CentrePage>
  );
}
