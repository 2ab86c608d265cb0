import type { Redemption } from '@wl/api-client';
import { formatNumber, useLanguage, useTranslation } from '@wl/i18n';
import type { RecordColumn } from '../../shared/centre/RecordTable';
import { useGetRedemptionsQuery } from './api';
import { PointsList } from './PointsList';
import { StatusBadge } from './StatusBadge';

/** The player's redemptions, newest first, with their status (In Process, Rejected, Approved). */
export function RedeemHistory() {
  const { t } = useTranslation('pointsMall');
  const { language } = useLanguage();

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
  ];
  return <PointsList texts="history" useList={useGetRedemptionsQuery} columns={columns} />;
}
