import type { ProfitSummary } from '@wl/api-client';
import { useTranslation } from '@wl/i18n';
import { useRecordTexts } from './useRecordTexts';
import { useGetProfitQuery } from '../api';
import { ReportPage } from '../../../shared/centre/ReportPage';
import type { RecordColumn } from '../../../shared/centre/RecordTable';
import { useRecordFilter } from '../../../shared/centre/useRecordFilter';
import { useAmountColumn } from '../../../shared/centre/columns';
import { useMoney } from '../../../shared/centre/useFormat';

type GameTypeProfit = ProfitSummary['byGameType'][number];

/** personalProfit: bet, win and profit or loss of a period, in total and per game type. */
export function ProfitLossPage() {
  const { t: tc } = useTranslation('centre');
  const money = useMoney();
  const amountColumn = useAmountColumn();
  const { t, ...texts } = useRecordTexts();
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
    <ReportPage
      title={tc('member.personalProfit')}
      filter={filter}
      paged={false}
      query={{ ...profit, data: profit.data && { list: profit.data.byGameType } }}
      columns={columns}
      rowKey={(row) => row.gameType}
      empty={texts.empty}
      totals={
        profit.data &&
        texts.totals([
          { label: t('records.bet'), value: money(profit.data.totalBet) },
          { label: t('records.validBet'), value: money(profit.data.totalValidBet) },
          { label: t('records.win'), value: money(profit.data.totalWin) },
          { label: t('records.profit'), value: money(profit.data.profit) },
        ])
      }
      skeletonRows={3}
    />
  );
}
