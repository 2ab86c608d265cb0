import type { Bonus } from '@wl/api-client';
import { useTranslation } from '@wl/i18n';
import { EmptyState } from '@wl/ui-kit';
import { useState } from 'react';
import { QueryFailure } from '../../../shared/api/QueryFailure';
import { useGetBonusesQuery } from '../api';
import { RecordPaging } from '../../../shared/centre/RecordPaging';
import { RecordSkeleton } from '../../../shared/centre/RecordSkeleton';
import { RecordTable, type RecordColumn } from '../../../shared/centre/RecordTable';
import { Totals } from '../../../shared/centre/Totals';
import { RECORD_PAGE_SIZE } from '../../../shared/centre/useRecordFilter';
import { CentrePage } from '../../../shared/centre/CentrePage';
import { useDateTime, useMoney } from '../../../shared/centre/useFormat';

/** bonusDetails: every bonus the player was given, with its status (issued, claimed, process, rejected). */
export function BonusDetailsPage() {
  const { t } = useTranslation('memberCentre');
  const { t: tc } = useTranslation('centre');
  const money = useMoney();
  const dateTime = useDateTime();
  const [page, setPage] = useState(1);
  const { data, error, isFetching, refetch } = useGetBonusesQuery({
    pageNo: page,
    pageSize: RECORD_PAGE_SIZE,
  });
  const rows = data?.list ?? [];
  const columns: RecordColumn<Bonus>[] = [
    { id: 'time', header: t('records.time'), cell: (row) => dateTime(row.createdAt) },
    { id: 'name', header: t('bonus.name'), cell: (row) => row.name },
    { id: 'amount', header: t('records.amount'), numeric: true, cell: (row) => money(row.amount) },
    { id: 'status', header: t('records.status'), cell: (row) => t(`bonus.status.${row.status}`) },
  ];
  return (
    <CentrePage title={tc('member.bonusDetails')}>
      {error ? (
        <QueryFailure error={error} onRetry={() => void refetch()} />
      ) : isFetching && !data ? (
        <RecordSkeleton />
      ) : rows.length === 0 ? (
        <EmptyState title={t('bonus.empty')} />
      ) : (
        <>
          <Totals
            label={t('records.totals')}
            items={[
              { label: t('records.count'), value: String(data?.total ?? 0) },
              {
                label: t('records.pageTotal'),
                value: money(rows.reduce((sum, row) => sum + row.amount, 0)),
              },
            ]}
          />
          <RecordTable
            label={tc('member.bonusDetails')}
            columns={columns}
            rows={rows}
            rowKey={(row) => row.id}
          />
          <RecordPaging page={page} totalPages={data?.totalPages ?? 1} onChange={setPage} />
        </>
      )}
    </CentrePage>
  );
}
