import type { PromotionStatus } from '@wl/api-client';
import { useTranslation } from '@wl/i18n';
import { vars } from '@wl/ui-kit';
import styled from 'styled-components';
import { ToneDot } from '../../shared/ui/ToneDot';

/** The `status.*` key of each spec label (`coming soon` has a space, keys do not). */
export const STATUS_KEYS: Record<PromotionStatus, string> = {
  join: 'join',
  claim: 'claim',
  applying: 'applying',
  close: 'close',
  rejected: 'rejected',
  issued: 'issued',
  claimed: 'claimed',
  process: 'process',
  signed: 'signed',
  'coming soon': 'comingSoon',
  joined: 'joined',
};

/** Something to do (green), waiting (amber), over or refused (red / muted). */
const TONES: Record<PromotionStatus, string> = {
  join: vars.color.success,
  claim: vars.color.success,
  issued: vars.color.success,
  applying: vars.color.warning,
  process: vars.color.warning,
  joined: vars.color.warning,
  signed: vars.color.primaryText,
  claimed: vars.color.primaryText,
  'coming soon': vars.color.textMuted,
  close: vars.color.textMuted,
  rejected: vars.color.danger,
};

const Badge = styled(ToneDot)`
  color: ${vars.color.text};
`;

/** A promotion's status for this player (spec labels) as a dot and its translated word. */
export function PromotionStatusBadge({ status }: { status: PromotionStatus }) {
  const { t } = useTranslation('promotions');
  return (
    <Badge $tone={TONES[status] ?? vars.color.textMuted}>
      {t(`status.${STATUS_KEYS[status] ?? 'close'}`)}
    </Badge>
  );
}
