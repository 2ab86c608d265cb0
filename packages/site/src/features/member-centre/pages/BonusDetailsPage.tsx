import type { Bonus } from '@wl/api-client';
import { useTranslation } from '@wl/i18n';
import { useState } from 'react';
import { useGetBonusesQuery } from '../api';
import { RecordReport } from '../../../shared/centre/RecordReport';
import type { RecordColumn } from '../../../shared/centre/RecordTable';
import { RECORD_PAGE_SIZE } from '../../../shared/centre/useRecordFilter';
import { MemberPage } from './MemberPage';
import { useAmountColumn } from '../../../shared/centre/columns';
import { useCentreFormat } from '../../../shared/centre/useFormat';

/** bonusDetails: every bonus the player was given, with its status (issued, claimed, process, rejected). */
export function BonusDetailsPage() {
  const { t } = useTranslation('memberCentre');
  const { t: tc } = useTranslation('centre');
  const { money, dateTime } = useCentreFormat();
  const amountColumn = useAmountColumn();
  const [page, setPage] = useState(1);
  const bonuses = useGetBonusesQuery({ pageNo: page, pageSize: RECORD_PAGE_SIZE });
  const rows = bonuses.data?.list ?? [];
  const columns: RecordColumn<Bonus>[] = [
    { id: 'time', header: t('records.time'), cell: (row) => dateTime(row.createdAt) },
    { id: 'name', header: t('bonus.name'), cell: (row) => row.name },
    amountColumn('amount', t('records.amount'), (row) => row.amount),
    { id: 'status', header: t('records.status'), cell: (row) => t(`bonus.status.${row.status}`) },
  ];
  return (
    <MemberPage entry="bonusDetails">
      <RecordReport
        query={bonuses}
        label={tc('member.bonusDetails')}
        columns={columns}
        rowKey={(row) => row.id}
        empty={{ title: t('bonus.empty') }}
        totals={{
          label: t('records.totals'),
          items: [
            { label: t('records.count'), value: String(bonuses.data?.total ?? 0) },
            {
              label: t('records.pageTotal'),
              value: money(rows.reduce((sum, row) => sum + row.amount, 0)),
            },
          ],
        }}
        paging={{ page, onChange: setPage }}
      />
    </MemberPage>
  );
}
