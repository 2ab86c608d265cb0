import type { TeamBet } from '@wl/api-client';
import type { RecordColumn } from '../../../shared/centre/RecordTable';
import { FilterSelect } from '../../../shared/centre/FilterSelect';
import { useDateTime } from '../../../shared/centre/useFormat';
import { useRecordChoice, useRecordFilter } from '../../../shared/centre/useRecordFilter';
import { PLAY_AMOUNTS, useReportTexts } from './useReportTexts';
import { useGetTeamBetsQuery, useGetTeamOverviewQuery } from '../api';
import { AgentReportPage } from './AgentReportPage';

/**
 * personalHistoryCopy (team betting): the bets of everyone in the team in a period, newest first,
 * narrowed to one account or one level; the totals are of the whole filtered period.
 */
export function TeamBetsPage() {
  const dateTime = useDateTime();
  const { t, ...texts } = useReportTexts();
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
    ...texts.amountColumns<TeamBet>(PLAY_AMOUNTS),
    {
      id: 'status',
      header: t('report.status'),
      cell: (row) => t(`report.betStatus.${row.status}`),
    },
  ];

  return (
    <AgentReportPage
      entry="personalHistoryCopy"
      filter={filter}
      account={{ value: account, onSearch: setAccount }}
      pickers={
        <FilterSelect
          label={t('report.level')}
          allLabel={t('report.allLevels')}
          value={level}
          choices={levels}
          nameOf={(n) => t('report.levelN', { level: n })}
          onChange={setLevel}
        />
      }
      query={bets}
      columns={columns}
      rowKey={(row) => row.id}
      totals={texts.totals([
        { label: t('report.count'), value: String(totals?.count ?? 0) },
        ...texts.amountItems(PLAY_AMOUNTS, totals),
      ])}
    />
  );
}
