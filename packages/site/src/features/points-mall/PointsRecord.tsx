import type { PointTransaction } from '@wl/api-client';
import { formatDateTime, formatNumber, useLanguage, useTranslation } from '@wl/i18n';
import { EmptyState } from '@wl/ui-kit';
import { useState } from 'react';
import { QueryFailure } from '../../shared/api/QueryFailure';
import { useGetPointTransactionsQuery } from './api';
import { RecordPager } from './RecordPager';
import { RecordSkeleton, RecordTable, type RecordColumn } from './RecordTable';
import { RECORD_PAGE_SIZE } from './RedeemHistory';

/** Every change of the player's points (spec: changed points) with the balance after it. */
export function PointsRecord() {
  const { t } = useTranslation('pointsMall');
  const { language } = useLanguage();
  const [pageNo, setPageNo] = useState(1);
  const record = useGetPointTransactionsQuery({ pageNo, pageSize: RECORD_PAGE_SIZE });

  if (record.isError)
    return <QueryFailure error={record.error} onRetry={() => void record.refetch()} />;
  if (!record.data) return <RecordSkeleton label={t('loading')} />;
  if (record.data.list.length === 0) return <EmptyState title={t('record.empty')} />;

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
    {
      id: 'time',
      header: t('record.time'),
      cell: (row) => (
        <time dateTime={row.createdAt}>{formatDateTime(row.createdAt, language)}</time>
      ),
    },
  ];
  return (
    <>
      <RecordTable
        label={t('record.label')}
        rows={record.data.list}
        columns={columns}
        rowKey={(row) => row.id}
      />
      <RecordPager
        label={t('record.pages')}
        page={pageNo}
        totalPages={record.data.totalPages}
        onChange={setPageNo}
      />
    </>
  );
}
