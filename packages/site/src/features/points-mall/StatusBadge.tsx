import type { RedemptionStatus } from '@wl/api-client';
import { useTranslation } from '@wl/i18n';
import { vars } from '@wl/ui-kit';
import { ToneDot } from '../../shared/ui/ToneDot';

const TONES: Record<RedemptionStatus, string> = {
  'In Process': vars.color.warning,
  Rejected: vars.color.danger,
  Approved: vars.color.success,
};

/** A redemption's status (spec: In Process, Rejected, Approved) as a dot and its word. */
export function StatusBadge({ status }: { status: RedemptionStatus }) {
  const { t } = useTranslation('pointsMall');
  return <ToneDot $tone={TONES[status] ?? vars.color.textMuted}>{t(`status.${status}`)}</ToneDot>;
}
