import type { SignInAttempt } from '@wl/api-client';
import { useTranslation } from '@wl/i18n';
import { vars } from '@wl/ui-kit';
import styled from 'styled-components';
import { QueryFailure } from '../../../../shared/api/QueryFailure';
import { RecordSkeleton } from '../../../../shared/centre/RecordSkeleton';
import { RecordTable, type RecordColumn } from '../../../../shared/centre/RecordTable';
import { useDateTime } from '../../../../shared/centre/useFormat';
import { useGetSignInHistoryQuery } from '../../securityApi';
import { browserText, deviceText } from './deviceText';

const Result = styled.span<{ $ok: boolean }>`
  color: ${({ $ok }) => ($ok ? vars.color.successText : vars.color.dangerText)};
  font-weight: 600;
`;

/** The last 30 sign-in attempts: time, result, method, device and IP, newest first. */
export function HistorySection() {
  const { t } = useTranslation('security');
  const dateTime = useDateTime();
  const { data: attempts, error, refetch } = useGetSignInHistoryQuery();
  if (error) return <QueryFailure error={error} onRetry={() => void refetch()} />;
  if (!attempts) return <RecordSkeleton rows={3} />;
  const columns: RecordColumn<SignInAttempt & { n: number }>[] = [
    { id: 'time', header: t('history.columns.time'), cell: (row) => dateTime(row.at) },
    {
      id: 'result',
      header: t('history.columns.result'),
      cell: (row) => (
        <Result $ok={row.result === 'signedIn'}>{t(`history.result.${row.result}`)}</Result>
      ),
    },
    {
      id: 'method',
      header: t('history.columns.method'),
      cell: (row) => t(`history.method.${row.method}`),
    },
    {
      id: 'device',
      header: t('history.columns.device'),
      cell: (row) => `${browserText(t, row)}, ${deviceText(t, row)}`,
    },
    { id: 'ip', header: t('history.columns.ip'), cell: (row) => row.ip || '—' },
  ];
  return (
    <>
      <p>{t('history.intro')}</p>
      {attempts.length === 0 ? (
        <p>{t('history.empty')}</p>
      ) : (
        <RecordTable
          label={t('history.tableLabel')}
          columns={columns}
          rows={attempts.map((attempt, n) => ({ ...attempt, n }))}
          rowKey={(row) => row.n}
        />
      )}
    </>
  );
}
