import type { MissionLeaderboardEntry } from '@wl/api-client';
import { useTranslation } from '@wl/i18n';
import { EmptyState } from '@wl/ui-kit';
import { QueryFailure } from '../../../shared/api/QueryFailure';
import { useGetMissionLeaderboardQuery, useGetMissionSummaryQuery } from '../api';
import { RecordSkeleton } from '../../../shared/centre/RecordSkeleton';
import { RecordTable, type RecordColumn } from '../../../shared/centre/RecordTable';
import { Totals } from '../../../shared/centre/Totals';
import { MemberPage } from './MemberPage';

/** missionLeaderboard: the player's missions waiting and done, and the merchant's leaderboard. */
export function MissionsPage() {
  const { t } = useTranslation('memberCentre');
  const summary = useGetMissionSummaryQuery();
  const board = useGetMissionLeaderboardQuery();
  const columns: RecordColumn<MissionLeaderboardEntry>[] = [
    { id: 'rank', header: t('missions.rank'), cell: (row) => row.rank },
    { id: 'account', header: t('missions.player'), cell: (row) => row.account },
    { id: 'points', header: t('missions.points'), numeric: true, cell: (row) => row.points },
  ];
  const error = summary.error ?? board.error;
  return (
    <MemberPage entry="missionLeaderboard">
      {error ? (
        <QueryFailure
          error={error}
          onRetry={() => {
            void summary.refetch();
            void board.refetch();
          }}
        />
      ) : !summary.data || !board.data ? (
        <RecordSkeleton />
      ) : (
        <>
          <Totals
            label={t('missions.summary')}
            items={[
              { label: t('missions.waiting'), value: String(summary.data.missionCount) },
              { label: t('missions.completed'), value: String(summary.data.completed) },
            ]}
          />
          <h4>{t('missions.leaderboard')}</h4>
          {board.data.list.length === 0 ? (
            <EmptyState title={t('missions.noLeaders')} />
          ) : (
            <RecordTable
              label={t('missions.leaderboard')}
              columns={columns}
              rows={board.data.list}
              rowKey={(row) => row.rank}
            />
          )}
        </>
      )}
    </MemberPage>
  );
}
