import { formatCurrency, useLanguage, useTranslation } from '@wl/i18n';
import { EmptyState, vars } from '@wl/ui-kit';
import styled from 'styled-components';
import { QueryFailure } from '../../shared/api/QueryFailure';
import { useAppSelector } from '../../shared/store/hooks';
import { selectLanguage } from '../../shared/ui/uiSlice';
import { useGetWinnersQuery } from './api';
import { Skeleton } from '../../shared/ui/Skeleton';

const Board = styled.div`
  max-height: 420px;
  overflow-y: auto;
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface};
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 14px;
  color: ${vars.color.text};

  th,
  td {
    padding: ${vars.space.sm} ${vars.space.md};
    text-align: start;
    white-space: nowrap;
  }
  td:nth-child(2) {
    white-space: normal;
  }
  th {
    position: sticky;
    top: 0;
    background: ${vars.color.surfaceRaised};
    color: ${vars.color.textMuted};
    font-weight: 600;
  }
  tbody tr + tr td {
    border-top: 1px solid ${vars.color.border};
  }
  th:last-child,
  td:last-child {
    text-align: end;
  }
  td:last-child {
    color: ${vars.color.successText};
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
`;

/** The winners board: up to 20 recent wins, the amount in the currency format (2 decimals, commas). */
export default function WinnersBoard() {
  const { t } = useTranslation('home');
  const { language } = useLanguage();
  const requestLanguage = useAppSelector(selectLanguage);
  const { data, error, isLoading, refetch } = useGetWinnersQuery({ language: requestLanguage });

  if (isLoading) return <Skeleton $height={320} aria-hidden="true" />;
  if (error) return <QueryFailure error={error} onRetry={() => void refetch()} />;
  if (!data?.length) return <EmptyState title={t('winners.empty')} />;
  return (
    // Scrolls on its own: focusable so keyboard players can scroll it too.
    <Board tabIndex={0} role="group" aria-label={t('winners.title')}>
      <Table>
        <thead>
          <tr>
            <th scope="col">{t('winners.player')}</th>
            <th scope="col">{t('winners.game')}</th>
            <th scope="col">{t('winners.amount')}</th>
          </tr>
        </thead>
        <tbody>
          {data.map((winner, index) => (
            <tr key={`${winner.winTime}-${index}`}>
              <td>{winner.customerName}</td>
              <td>{winner.gameName}</td>
              <td>{formatCurrency(winner.winAmount, language)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Board>
  );
}
