import { useId, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { vars } from '../../theme/cssVars';
import { Button } from '../Button/Button';
import { InfoIcon, WarningIcon } from '../Icon/icons';
import { Modal } from '../Modal/Modal';

export const DIALOG_TONES = ['warning', 'confirm', 'info'] as const;
export type DialogTone = (typeof DIALOG_TONES)[number];

export interface DialogProps {
  open: boolean;
  /** `warning`: one ok button (server messages, 'need true account'); `confirm`: cancel and ok. */
  tone?: DialogTone;
  title: string;
  text?: ReactNode;
  okLabel?: string;
  cancelLabel?: string;
  /** Ok / confirm. The dialog does not close itself; the owner sets `open` false. */
  onOk: () => void;
  /** Cancel, Escape, backdrop. Defaults to `onOk` for a warning (its only way out is acknowledging it). */
  onCancel?: () => void;
  /** Shows a cancel button; default true for confirm, false for warning and info. */
  showCancel?: boolean;
  /** Ok shows a spinner while the confirmed action runs (e.g. the logout call). */
  okLoading?: boolean;
  /** Styles ok as a destructive action. */
  destructive?: boolean;
}

const Content = styled.div`
  display: flex;
  gap: ${vars.space.md};
  align-items: flex-start;
`;

const ToneIcon = styled.span<{ $tone: DialogTone }>`
  flex: none;
  color: ${({ $tone }) => ($tone === 'warning' ? vars.color.warning : vars.color.primaryText)};
`;

const Text = styled.div`
  color: ${vars.color.text};
  line-height: 1.5;
  overflow-wrap: anywhere;
`;

/** Warning / confirm dialog with title, text, cancel and ok (sign-out confirmation, server errors...). */
export function Dialog({
  open,
  tone = 'confirm',
  title,
  text,
  okLabel = 'OK',
  cancelLabel = 'Cancel',
  onOk,
  onCancel,
  showCancel = tone === 'confirm',
  okLoading = false,
  destructive = false,
}: DialogProps) {
  const textId = useId();
  const okRef = useRef<HTMLButtonElement>(null);
  const cancel = onCancel ?? onOk;
  return (
    <Modal
      open={open}
      onClose={cancel}
      title={title}
      role={tone === 'info' ? 'dialog' : 'alertdialog'}
      size="sm"
      closeOnBackdrop={false}
      showClose={false}
      describedBy={text ? textId : undefined}
      initialFocus={okRef}
      footer={
        <>
          {showCancel ? (
            <Button variant="secondary" onClick={cancel}>
              {cancelLabel}
            </Button>
          ) : null}
          <Button
            ref={okRef}
            variant={destructive ? 'danger' : 'primary'}
            loading={okLoading}
            onClick={onOk}
          >
            {okLabel}
          </Button>
        </>
      }
    >
      {text ? (
        <Content>
          <ToneIcon $tone={tone}>{tone === 'warning' ? <WarningIcon /> : <InfoIcon />}</ToneIcon>
          <Text id={textId}>{text}</Text>
        </Content>
      ) : undefined}
    </Modal>
  );
}
