import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import styled, { keyframes } from 'styled-components';
import { vars } from '../../theme/cssVars';
import { AlertCircleIcon, CheckIcon, CloseIcon, InfoIcon, WarningIcon } from '../Icon/icons';

export const TOAST_TONES = ['info', 'success', 'warning', 'error'] as const;
export type ToastTone = (typeof TOAST_TONES)[number];

export interface ToastMessage {
  id: string;
  tone?: ToastTone;
  message: string;
  /** Milliseconds before it dismisses itself; 0 keeps it until closed. Default 3000. */
  duration?: number;
}

export interface ToastProps extends ToastMessage {
  onDismiss: (id: string) => void;
  closeLabel?: string;
}

const slide = keyframes`from { opacity: 0; transform: translateY(-8px); } to { opacity: 1; transform: none; }`;

const toneColour: Record<ToastTone, string> = {
  info: vars.color.info,
  success: vars.color.success,
  warning: vars.color.warning,
  error: vars.color.danger,
};

const Item = styled.div<{ $tone: ToastTone }>`
  display: flex;
  align-items: center;
  gap: ${vars.space.sm};
  width: min(420px, calc(100vw - 32px));
  padding: ${vars.space.sm} ${vars.space.sm} ${vars.space.sm} ${vars.space.md};
  border: 1px solid ${vars.color.border};
  border-left: 4px solid ${({ $tone }) => toneColour[$tone]};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surfaceRaised};
  color: ${vars.color.text};
  box-shadow: ${({ theme }) => theme.elevation.medium};
  animation: ${slide} 200ms ease;
  pointer-events: auto;

  & > svg {
    flex: none;
    color: ${({ $tone }) => toneColour[$tone]};
  }
  & > p {
    flex: 1;
    margin: 0;
    font-size: 14px;
  }
`;

const Close = styled.button`
  flex: none;
  display: inline-flex;
  padding: 6px;
  border: 0;
  border-radius: ${vars.radius.sm};
  background: transparent;
  color: ${vars.color.textMuted};
`;

const icons = { info: InfoIcon, success: CheckIcon, warning: WarningIcon, error: AlertCircleIcon };

/** One toast; errors are announced assertively, the rest politely. */
export function Toast({
  id,
  tone = 'info',
  message,
  duration = 3000,
  onDismiss,
  closeLabel = 'Dismiss',
}: ToastProps) {
  useEffect(() => {
    if (!duration) return undefined;
    const timer = setTimeout(() => onDismiss(id), duration);
    return () => clearTimeout(timer);
  }, [id, duration, onDismiss]);
  const Icon = icons[tone];
  return (
    <Item $tone={tone} role={tone === 'error' ? 'alert' : 'status'}>
      <Icon size={18} />
      <p>{message}</p>
      <Close type="button" aria-label={closeLabel} onClick={() => onDismiss(id)}>
        <CloseIcon size={16} />
      </Close>
    </Item>
  );
}

const Region = styled.div`
  position: fixed;
  top: ${vars.space.lg};
  left: 50%;
  transform: translateX(-50%);
  z-index: ${({ theme }) => theme.zIndex.toast};
  display: flex;
  flex-direction: column;
  gap: ${vars.space.sm};
  pointer-events: none;
`;

export interface ToastStackProps {
  toasts: readonly ToastMessage[];
  onDismiss: (id: string) => void;
  closeLabel?: string;
}

/** Where toasts appear (top centre, above modals); the site keeps the list in its `ui` slice. */
export function ToastStack({ toasts, onDismiss, closeLabel }: ToastStackProps) {
  if (typeof document === 'undefined') return null;
  return createPortal(
    <Region>
      {toasts.map((toast) => (
        <Toast key={toast.id} {...toast} onDismiss={onDismiss} closeLabel={closeLabel} />
      ))}
    </Region>,
    document.body,
  );
}
