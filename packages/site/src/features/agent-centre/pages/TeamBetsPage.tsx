import type { TeamBet } from '@wl/api-client';
import { useTranslation } from '@wl/i18n';
import { CentrePage } from '../../../shared/centre/CentrePage';
import { DateRangeFilter } from '../../../shared/centre/DateRangeFilter';
import { RecordReport } from '../../../shared/centre/RecordReport';
import type { RecordColumn } from '../../../shared/centre/RecordTable';
import { FilterSelect } from '../../../shared/centre/FilterSelect';
import { Filters } from '../../../shared/centre/styles';
import { useAmountColumn } from '../../../shared/centre/columns';
import { useDateTime, useMoney } from '../../../shared/centre/useFormat';
import { useRecordChoice, useRecordFilter } from '../../../shared/centre/useRecordFilter';
import { REPORT_MAX_DAYS } from '@wl/api-client';
import { useGetTeamBetsQuery, useGetTeamOverviewQuery } from '../api';
import { AccountSearch } from './AccountSearch';

/**
 * personalHistoryCopy (team betting): the bets of everyone in the team in a period, newest first,
 * narrowed to one account or one level; the totals are of the whole filtered period.
 */
export function TeamBetsPage() {
  const { t } = useTranslation('agentCentre');
  const { t: tc } = useTranslation('centre');
  const money = useMoney();
  const amountColumn = useAmountColumn();
  const dateTime = useDateTime();
  const filter = useRecordFilter();
  const [account, setAccount] = useRecordChoice(filter, '');
  const [level, setLevel] = useRecordChoice(filter, '');
  // The levels the team has (for the level picker).
  const { data: overview } = useGetTeamOverviewQuery({});
  const bets = useGetTeamBetsQuery({
    ...filter.query,
    ...(account ? { account } : {}),
    ...(level ? { level: Number(level) } : {}),
  });
  const totals = bets.data?.totals;
  const levels = overview?.levels.map((row) => String(row.level)) ?? [];

  const columns: RecordColumn<TeamBet>[] = [
    { id: 'time', header: t('report.betTime'), cell: (row) => dateTime(row.betTime) },
    { id: 'account', header: t('team.account'), cell: (row) => row.account },
    {
      id: 'level',
      header: t('report.level'),
      cell: (row) => t('report.levelN', { level: row.level }),
    },
    { id: 'game', header: t('report.game'), cell: (row) => `${row.gameName} (${row.vassalage})` },
    amountColumn('bet', t('report.betAmount'), (row) => row.betAmount),
    amountColumn('valid', t('report.validBet'), (row) => row.validBet),
    amountColumn('win', t('report.winAmount'), (row) => row.winAmount),
    amountColumn('profit', t('report.profit'), (row) => row.profit, { signed: true }),
    {
      id: 'status',
      header: t('report.status'),
      cell: (row) => t(`report.betStatus.${row.status}`),
    },
  ];

  return (
    <CentrePage title={tc('agent.personalHistoryCopy')}>
      <Filters>
        <DateRangeFilter filter={filter} maxDays={REPORT_MAX_DAYS} />
        <AccountSearch value={account} onSearch={setAccount} />
        <FilterSelect
          label={t('report.level')}
          allLabel={t('report.allLevels')}
          value={level}
          choices={levels}
          nameOf={(n) => t('report.levelN', { level: n })}
          onChange={setLevel}
        />
      </Filters>
      <RecordReport
        query={bets}
        label={tc('agent.personalHistoryCopy')}
        columns={columns}
        rowKey={(row) => row.id}
        empty={{ title: t('report.empty'), description: t('report.emptyHint') }}
        totals={{
          label: t('report.totals'),
          items: [
            { label: t('report.count'), value: String(totals?.count ?? 0) },
            { label: t('report.betAmount'), value: money(totals?.betAmount ?? 0) },
            { label: t('report.validBet'), value: money(totals?.validBet ?? 0) },
            { label: t('report.winAmount'), value: money(totals?.winAmount ?? 0) },
            { label: t('report.profit'), value: money(totals?.profit ?? 0) },
          ],
        }}
        paging={{ page: filter.page, onChange: filter.setPage }}
      />
    </CentrePage>
  );
}
