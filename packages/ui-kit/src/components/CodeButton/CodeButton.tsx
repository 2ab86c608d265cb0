import { useState } from 'react';
import styled from 'styled-components';
import { useCountdown } from '../../hooks/useCountdown';
import { useThrottledCallback } from '../../hooks/useThrottledCallback';
import { vars } from '../../theme/cssVars';
import { Spinner } from '../Spinner/Spinner';

/** Click throttle of the spec: one get-code click per second. */
export const CODE_BUTTON_THROTTLE_MS = 1000;
/** Countdown when the send answer does not say (identity-provider sends: 60 s). */
export const DEFAULT_CODE_SECONDS = 60;

export interface CodeButtonProps {
  /**
   * Sends the code. Resolve with `{ seconds }` (server expiry minutes x 60) to set the countdown,
   * or nothing for the default. Reject (or throw) when sending failed: the button stays enabled.
   */
  onSend: () => Promise<{ seconds: number } | void>;
  label?: string;
  /** Text while counting down. */
  countdownLabel?: (seconds: number) => string;
  disabled?: boolean;
  defaultSeconds?: number;
}

const StyledCodeButton = styled.button`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${vars.space.xs};
  min-width: 96px;
  height: 36px;
  padding: 0 ${vars.space.md};
  border: 1px solid ${vars.color.primary};
  border-radius: ${vars.radius.sm};
  background: ${vars.color.primary};
  color: ${vars.color.onPrimary};
  font-size: 14px;
  font-weight: 600;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;

  &:disabled {
    background: ${vars.color.surfaceRaised};
    border-color: ${vars.color.border};
    color: ${vars.color.textMuted};
  }
`;

/** Get-code button: sends, then counts seconds down, then is enabled again; one click per second. */
export function CodeButton({
  onSend,
  label = 'Get code',
  countdownLabel = (seconds) => `${seconds}s`,
  disabled = false,
  defaultSeconds = DEFAULT_CODE_SECONDS,
}: CodeButtonProps) {
  const { secondsLeft, running, start } = useCountdown();
  const [sending, setSending] = useState(false);

  const send = useThrottledCallback(() => {
    if (running || sending || disabled) return;
    setSending(true);
    onSend()
      .then((result) => {
        const seconds = result && result.seconds > 0 ? Math.round(result.seconds) : defaultSeconds;
        start(seconds);
      })
      .catch(() => {
        // The owner shows the failure (warning dialog with the server message); the button stays usable.
      })
      .finally(() => setSending(false));
  }, CODE_BUTTON_THROTTLE_MS);

  return (
    <StyledCodeButton
      type="button"
      onClick={send}
      disabled={disabled || running}
      aria-busy={sending || undefined}
    >
      {sending ? <Spinner $size={14} /> : null}
      {running ? countdownLabel(secondsLeft) : label}
    </StyledCodeButton>
  );
}
