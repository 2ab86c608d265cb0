import type { Contract, ContractStatus } from '@wl/api-client';
import { useTranslation } from '@wl/i18n';
import { vars } from '@wl/ui-kit';
import styled from 'styled-components';
import { labelledFigures } from '../ui/pageStyles';
import { TermRows, type TermRow } from './TermRows';
import { useCentreFormat } from './useFormat';

const STATUS_COLOUR: Record<ContractStatus, string> = {
  offered: vars.color.warning,
  accepted: vars.color.successText,
  rejected: vars.color.dangerText,
  terminated: vars.color.textMuted,
};

/** A contract's state in words (offered, accepted, rejected, terminated), coloured by it. */
export const StatusText = styled.span<{ $status: ContractStatus }>`
  color: ${({ $status }) => STATUS_COLOUR[$status]};
  font-weight: 600;
`;

export function ContractStatusText({ status }: { status: ContractStatus }) {
  const { t } = useTranslation('centre');
  return <StatusText $status={status}>{t(`contract.${status}`)}</StatusText>;
}

const Terms = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(140px, 1fr));
  gap: ${vars.space.sm} ${vars.space.md};
  margin: 0;

  ${labelledFigures}
  dd {
    font-variant-numeric: tabular-nums;
  }
`;

/** The terms of a contract as both sides see them: rate, thresholds, period, status and date. */
export function ContractTerms({ contract, label }: { contract: Contract; label: string }) {
  const { t } = useTranslation('centre');
  const { money, percent, dateTime } = useCentreFormat();
  const rows: TermRow[] = [
    { id: 'rate', term: t('contract.rate'), value: percent(contract.rate) },
    { id: 'active', term: t('contract.activeMembers'), value: String(contract.activeMembers) },
    { id: 'bet', term: t('contract.periodValidBet'), value: money(contract.periodValidBet) },
    { id: 'pl', term: t('contract.periodProfitLoss'), value: money(contract.periodProfitLoss) },
    // daily and hourly salary ask a bet amount per day / per hour
    ...(contract.kind === 'dailySalary' || contract.kind === 'hourlySalary'
      ? [
          {
            id: 'betAmount',
            term: t(contract.kind === 'dailySalary' ? 'contract.dailyBet' : 'contract.hourlyBet'),
            value: money(contract.betAmount),
          },
        ]
      : []),
    { id: 'period', term: t('contract.period'), value: t(`salaryPeriods.${contract.period}`) },
    { id: 'date', term: t('contract.offeredOn'), value: dateTime(contract.createdAt) },
    {
      id: 'status',
      term: t('contract.status'),
      value: <ContractStatusText status={contract.status} />,
    },
  ];
  return (
    <Terms aria-label={label}>
      <TermRows rows={rows} />
    </Terms>
  );
}
