import type { Redemption } from '@wl/api-client';
import { formatDateTime, formatNumber, useLanguage, useTranslation } from '@wl/i18n';
import { useState } from 'react';
import { RecordReport } from '../../shared/centre/RecordReport';
import type { RecordColumn } from '../../shared/centre/RecordTable';
import { useGetRedemptionsQuery } from './api';
import { StatusBadge } from './StatusBadge';

export const RECORD_PAGE_SIZE = 10;

/** The player's redemptions, newest first, with their status (In Process, Rejected, Approved). */
export function RedeemHistory() {
  const { t } = useTranslation('pointsMall');
  const { language } = useLanguage();
  const [pageNo, setPageNo] = useState(1);
  const history = useGetRedemptionsQuery({ pageNo, pageSize: RECORD_PAGE_SIZE });

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
    <RecordReport
      query={history}
      label={t('history.label')}
      columns={columns}
      rowKey={(row) => row.id}
      empty={{ title: t('history.empty') }}
      paging={{ page: pageNo, onChange: setPageNo, label: t('history.pages') }}
    />
  );
}
