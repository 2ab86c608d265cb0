import type { RedemptionStatus } from '@wl/api-client';
import { useTranslation } from '@wl/i18n';
import { vars } from '@wl/ui-kit';
import styled from 'styled-components';

const TONES: Record<RedemptionStatus, string> = {
  'In Process': vars.color.warning,
  Rejected: vars.color.danger,
  Approved: vars.color.success,
};

const Badge = styled.span<{ $tone: string }>`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space.xs};
  font-weight: 600;
  white-space: nowrap;

  &::before {
    content: '';
    width: 8px;
    height: 8px;
    border-radius: 50%;
    background: ${({ $tone }) => $tone};
  }
`;

/** A redemption's status (spec: In Process, Rejected, Approved) as a dot and its word. */
export function StatusBadge({ status }: { status: RedemptionStatus }) {
  const { t } = useTranslation('pointsMall');
  return <Badge $tone={TONES[status] ?? vars.color.textMuted}>{t(`status.${status}`)}</Badge>;
}
