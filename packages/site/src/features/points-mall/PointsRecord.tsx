import type { PointTransaction } from '@wl/api-client';
import { formatNumber, useLanguage, useTranslation } from '@wl/i18n';
import type { RecordColumn } from '../../shared/centre/RecordTable';
import { useGetPointTransactionsQuery } from './api';
import { PointsList } from './PointsList';

/** Every change of the player's points (spec: changed points) with the balance after it. */
export function PointsRecord() {
  const { t } = useTranslation('pointsMall');
  const { language } = useLanguage();

  const signed = (value: number) => formatNumber(value, language, { signDisplay: 'exceptZero' });
  const columns: RecordColumn<PointTransaction>[] = [
    { id: 'details', header: t('record.details'), cell: (row) => row.reason },
    {
      id: 'changed',
      header: t('record.changed'),
      cell: (row) => signed(row.changedPoints),
      numeric: true,
    },
    {
      id: 'balance',
      header: t('record.balanceAfter'),
      cell: (row) => formatNumber(row.balanceAfter, language),
      numeric: true,
    },
  ];
  return <PointsList texts="record" useList={useGetPointTransactionsQuery} columns={columns} />;
}
