import type { Redemption } from '@wl/api-client';
import { formatDateTime, formatNumber, useLanguage, useTranslation } from '@wl/i18n';
import { EmptyState } from '@wl/ui-kit';
import { useState } from 'react';
import { QueryFailure } from '../../shared/api/QueryFailure';
import { useGetRedemptionsQuery } from './api';
import { RecordPager } from './RecordPager';
import { RecordSkeleton, RecordTable, type RecordColumn } from './RecordTable';
import { StatusBadge } from './StatusBadge';

export const RECORD_PAGE_SIZE = 10;

/** The player's redemptions, newest first, with their status (In Process, Rejected, Approved). */
export function RedeemHistory() {
  const { t } = useTranslation('pointsMall');
  const { language } = useLanguage();
  const [pageNo, setPageNo] = useState(1);
  const history = useGetRedemptionsQuery({ pageNo, pageSize: RECORD_PAGE_SIZE });

  if (history.isError)
    return <QueryFailure error={history.error} onRetry={() => void history.refetch()} />;
  if (!history.data) return <RecordSkeleton label={t('loading')} />;
  if (history.data.list.length === 0) return <EmptyState title={t('history.empty')} />;

  const columns: RecordColumn<Redemption>[] = [
    { id: 'reward', header: t('history.reward'), cell: (row) => row.rewardName },
    {
      id: 'points',
      header: t('history.points'),
      cell: (row) => formatNumber(row.points, language),
      numeric: true,
    },
    {
      id: 'status',
      header: t('history.status'),
      cell: (row) => <StatusBadge status={row.status} />,
    },
    {
      id: 'time',
      header: t('history.time'),
      cell: (row) => (
        <time dateTime={row.createdAt}>{formatDateTime(row.createdAt, language)}</time>
      ),
    },
  ];
  return (
    <>
      <RecordTable
        label={t('history.label')}
        rows={history.data.list}
        columns={columns}
        rowKey={(row) => row.id}
      />
      <RecordPager
        label={t('history.pages')}
        page={pageNo}
        totalPages={history.data.totalPages}
        onChange={setPageNo}
      />
    </>
  );
}
