import type { PointTransaction } from '@wl/api-client';
import { formatDateTime, formatNumber, useLanguage, useTranslation } from '@wl/i18n';
import { useState } from 'react';
import { RecordReport } from '../../shared/centre/RecordReport';
import type { RecordColumn } from '../../shared/centre/RecordTable';
import { useGetPointTransactionsQuery } from './api';
import { RECORD_PAGE_SIZE } from './RedeemHistory';

/** Every change of the player's points (spec: changed points) with the balance after it. */
export function PointsRecord() {
  const { t } = useTranslation('pointsMall');
  const { language } = useLanguage();
  const [pageNo, setPageNo] = useState(1);
  const record = useGetPointTransactionsQuery({ pageNo, pageSize: RECORD_PAGE_SIZE });

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
    <RecordReport
      query={record}
      label={t('record.label')}
      columns={columns}
      rowKey={(row) => row.id}
      empty={{ title: t('record.empty') }}
      paging={{ page: pageNo, onChange: setPageNo, label: t('record.pages') }}
    />
  );
}
