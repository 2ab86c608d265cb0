import styled, { css, keyframes } from 'styled-components';
import { vars } from '../../theme/cssVars';
import { EyeIcon, EyeOffIcon, RefreshIcon } from '../Icon/icons';

const moneyFormat = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** 2 decimals with thousands commas (spec): 1234567.8 -> "1,234,567.80". */
export function formatMoney(amount: number): string {
  return moneyFormat.format(Number.isFinite(amount) ? amount : 0);
}

export const BALANCE_MASK = '****';

export interface BalanceProps {
  /** The balance; null while it is loading. */
  amount: number | null;
  currency?: string;
  masked: boolean;
  onToggleMask: () => void;
  onRefresh: () => void;
  refreshing?: boolean;
  /** Shown while `amount` is null. */
  updatingText?: string;
  hideLabel?: string;
  showLabel?: string;
  refreshLabel?: string;
  /** Accessible name of the whole group. */
  label?: string;
}

const Group = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space.xxs};
  padding: 0 ${vars.space.xs} 0 ${vars.space.md};
  min-height: 36px;
  border-radius: ${vars.radius.pill};
  background: ${vars.color.surfaceRaised};
  color: ${vars.color.text};
`;

const Amount = styled.span`
  font-weight: 700;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
  margin-right: ${vars.space.xs};
`;

const spin = keyframes`to { transform: rotate(360deg); }`;

const IconButton = styled.button<{ $spinning?: boolean }>`
  display: inline-flex;
  padding: 6px;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: ${vars.color.textMuted};

  &:hover {
    color: ${vars.color.text};
  }
  svg {
    ${({ $spinning }) =>
      $spinning
        ? css`
            animation: ${spin} 0.8s linear infinite;
          `
        : ''}
  }
`;

/** Header balance: formatted amount or asterisks, a hide/show eye and a refresh button. */
export function Balance({
  amount,
  currency = '',
  masked,
  onToggleMask,
  onRefresh,
  refreshing = false,
  updatingText = 'Balance updating',
  hideLabel = 'Hide balance',
  showLabel = 'Show balance',
  refreshLabel = 'Refresh balance',
  label = 'Balance',
}: BalanceProps) {
  let text: string;
  if (masked) text = BALANCE_MASK;
  else if (amount === null) text = updatingText;
  else text = `${currency ? `${currency} ` : ''}${formatMoney(amount)}`;
  return (
    <Group role="group" aria-label={label}>
      <Amount aria-live="polite">{text}</Amount>
      <IconButton
        type="button"
        aria-label={masked ? showLabel : hideLabel}
        aria-pressed={masked}
        onClick={onToggleMask}
      >
        {masked ? <EyeOffIcon size={16} /> : <EyeIcon size={16} />}
      </IconButton>
      <IconButton
        type="button"
        aria-label={refreshLabel}
        aria-busy={refreshing || undefined}
        disabled={refreshing}
        onClick={onRefresh}
        $spinning={refreshing}
      >
        <RefreshIcon size={16} />
      </IconButton>
    </Group>
  );
}
