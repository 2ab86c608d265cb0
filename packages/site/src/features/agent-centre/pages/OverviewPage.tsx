import { REPORT_MAX_DAYS, type TeamLevelCount } from '@wl/api-client';
import { useTranslation } from '@wl/i18n';
import { Button, EmptyState } from '@wl/ui-kit';
import { useId } from 'react';
import { QueryFailure } from '../../../shared/api/QueryFailure';
import { useCentreNavigate } from '../../../shared/centre/centreNavigation';
import { CentrePage } from '../../../shared/centre/CentrePage';
import { DateRangeFilter } from '../../../shared/centre/DateRangeFilter';
import { RecordSkeleton } from '../../../shared/centre/RecordSkeleton';
import { RecordTable, type RecordColumn } from '../../../shared/centre/RecordTable';
import { Filters, Section } from '../../../shared/centre/styles';
import { Totals } from '../../../shared/centre/Totals';
import { useMoney } from '../../../shared/centre/useFormat';
import { useRecordFilter } from '../../../shared/centre/useRecordFilter';
import { useGetTeamOverviewQuery } from '../api';
import { PLAY_AMOUNTS, useReportTexts } from './useReportTexts';

/**
 * agentTeamOverview: the team at a glance for a period: its size today (direct members, everyone,
 * agents), who joined and who played, the balances, money in and out, bets and the members' profit
 * and loss, and the same counts per level (1 = direct downlines).
 */
export function OverviewPage() {
  const { t, amountItems } = useReportTexts();
  const { t: tc } = useTranslation('centre');
  const money = useMoney();
  const goTo = useCentreNavigate();
  const filter = useRecordFilter();
  const levelsId = useId();
  const { data, error, isFetching, refetch } = useGetTeamOverviewQuery(filter.range);

  const levelColumns: RecordColumn<TeamLevelCount>[] = [
    {
      id: 'level',
      header: t('report.level'),
      cell: (row) => t('report.levelN', { level: row.level }),
    },
    { id: 'members', header: t('overview.members'), numeric: true, cell: (row) => row.members },
    { id: 'agents', header: t('overview.agents'), numeric: true, cell: (row) => row.agents },
    { id: 'new', header: t('overview.newMembers'), numeric: true, cell: (row) => row.newMembers },
    {
      id: 'active',
      header: t('overview.activeMembers'),
      numeric: true,
      cell: (row) => row.activeMembers,
    },
  ];

  return (
    <CentrePage title={tc('agent.agentTeamOverview')}>
      <Filters>
        <DateRangeFilter filter={filter} maxDays={REPORT_MAX_DAYS} />
      </Filters>
      {error ? (
        <QueryFailure error={error} onRetry={() => void refetch()} />
      ) : isFetching && !data ? (
        <RecordSkeleton />
      ) : !data || data.teamSize === 0 ? (
        <EmptyState
          title={t('overview.empty')}
          description={t('overview.emptyHint')}
          action={
            <Button size="sm" onClick={() => goTo('add-account')}>
              {tc('agent.registerCenter')}
            </Button>
          }
        />
      ) : (
        <>
          <Totals
            label={t('overview.team')}
            items={[
              { label: t('overview.directMembers'), value: String(data.directMembers) },
              { label: t('overview.teamSize'), value: String(data.teamSize) },
              { label: t('overview.agents'), value: String(data.agents) },
              { label: t('overview.newMembers'), value: String(data.newMembers) },
              { label: t('overview.activeMembers'), value: String(data.activeMembers) },
              { label: t('overview.teamBalance'), value: money(data.teamBalance) },
            ]}
          />
          <Totals
            label={t('overview.money')}
            items={amountItems(['deposits', 'withdrawals', ...PLAY_AMOUNTS], data)}
          />
          <Section aria-labelledby={levelsId}>
            <h4 id={levelsId}>{t('overview.levels')}</h4>
            <RecordTable
              label={t('overview.levels')}
              columns={levelColumns}
              rows={data.levels}
              rowKey={(row) => row.level}
            />
          </Section>
        </>
      )}
    </CentrePage>
  );
}
