import type { RebateLine, RebateRecord } from '@wl/api-client';
import { formatNumber, useLanguage, useTranslation } from '@wl/i18n';
import { Button, EmptyState } from '@wl/ui-kit';
import { useState } from 'react';
import { useApiErrorMessage } from '../../../shared/api/useApiErrorMessage';
import { useClaimRebateMutation, useGetRebateQuery, useGetRebateRecordsQuery } from '../api';
import { ReportSection } from '../../../shared/centre/RecordReport';
import { OutcomeStatus, type Outcome } from '../../../shared/centre/FormOutcome';
import { RecordStates } from '../../../shared/centre/RecordStates';
import { RecordTable, type RecordColumn } from '../../../shared/centre/RecordTable';
import { Totals } from '../../../shared/centre/Totals';
import { RECORD_PAGE_SIZE } from '../../../shared/centre/useRecordFilter';
import { MemberPage } from './MemberPage';
import { useAmountColumn } from '../../../shared/centre/columns';
import { useCentreFormat } from '../../../shared/centre/useFormat';

/** manualRebate: the rebate earned by valid bets since the last claim, claimed by hand, and past claims. */
export function ManualRebatePage() {
  const { t } = useTranslation('memberCentre');
  const { money, dateTime } = useCentreFormat();
  const amountColumn = useAmountColumn();
  const { language } = useLanguage();
  const messageOf = useApiErrorMessage();
  const rebate = useGetRebateQuery();
  const [page, setPage] = useState(1);
  const records = useGetRebateRecordsQuery({ pageNo: page, pageSize: RECORD_PAGE_SIZE });
  const [claim, { isLoading }] = useClaimRebateMutation();
  const [notice, setNotice] = useState<Outcome>(null);

  const lineColumns: RecordColumn<RebateLine>[] = [
    {
      id: 'gameType',
      header: t('records.gameType'),
      cell: (row) => t(`gameTypes.${row.gameType}`, { defaultValue: row.gameType }),
    },
    amountColumn('valid', t('records.validBet'), (row) => row.validBet),
    {
      id: 'rate',
      header: t('rebate.rate'),
      numeric: true,
      cell: (row) =>
        formatNumber(row.rate, language, { style: 'percent', maximumFractionDigits: 2 }),
    },
    amountColumn('amount', t('rebate.amount'), (row) => row.amount),
  ];
  const recordColumns: RecordColumn<RebateRecord>[] = [
    { id: 'time', header: t('rebate.claimedAt'), cell: (row) => dateTime(row.claimedAt) },
    {
      id: 'period',
      header: t('rebate.period'),
      cell: (row) => `${dateTime(row.from)} – ${dateTime(row.to)}`,
    },
    amountColumn('valid', t('records.validBet'), (row) => row.validBet),
    amountColumn('amount', t('rebate.amount'), (row) => row.amount),
  ];

  const claimNow = async () => {
    setNotice(null);
    try {
      const done = await claim().unwrap();
      setNotice({ text: t('rebate.claimed', { amount: money(done.amount) }), error: false });
    } catch (error) {
      setNotice({ text: messageOf(error), error: true });
    }
  };

  return (
    <MemberPage entry="manualRebate">
      <RecordStates query={rebate} skeletonRows={3}>
        {(summary) => (
          <>
            <Totals
              label={t('rebate.summary')}
              items={[
                { label: t('rebate.due'), value: money(summary.total) },
                { label: t('rebate.minimum'), value: money(summary.minClaim) },
                { label: t('rebate.since'), value: dateTime(summary.since) },
              ]}
            />
            {summary.list.length === 0 ? (
              <EmptyState title={t('rebate.nothing')} description={t('rebate.nothingHint')} />
            ) : (
              <RecordTable
                label={t('rebate.lines')}
                columns={lineColumns}
                rows={summary.list}
                rowKey={(row) => row.gameType}
              />
            )}
            <OutcomeStatus outcome={notice} />
            <div>
              <Button
                loading={isLoading}
                disabled={summary.total <= 0 || summary.total < summary.minClaim}
                onClick={() => void claimNow()}
              >
                {t('rebate.claim')}
              </Button>
            </div>
          </>
        )}
      </RecordStates>
      <ReportSection
        id="centre-rebate-records"
        title={t('rebate.records')}
        query={records}
        columns={recordColumns}
        rowKey={(row) => row.id}
        empty={{ title: t('rebate.noRecords') }}
        skeletonRows={2}
        paging={{ page, onChange: setPage }}
      />
    </MemberPage>
  );
}
