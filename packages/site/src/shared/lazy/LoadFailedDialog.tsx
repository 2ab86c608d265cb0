import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from '@wl/i18n';
import { Button, vars } from '@wl/ui-kit';
import styled from 'styled-components';
import { loadErrorMessage } from './ScreenBoundary';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.modal};
  display: grid;
  place-items: center;
  padding: ${vars.space.lg};
  background: ${vars.color.overlay};
`;

const Panel = styled.div`
  display: grid;
  gap: ${vars.space.md};
  width: min(100%, 400px);
  padding: ${vars.space.lg};
  background: ${vars.color.surface};
  color: ${vars.color.text};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  h2 {
    margin: 0;
    font-size: 18px;
  }
  p {
    margin: 0;
  }
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${vars.space.sm};
`;

/**
 * A modal whose code failed to load: the load error in a small dialog with Retry and Close. It is
 * deliberately not the kit's Modal, whose code loads with the modals and may be what failed.
 */
export function LoadFailedDialog({
  error,
  onRetry,
  onClose,
}: {
  error: unknown;
  onRetry: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('common');
  const titleId = useId();
  const textId = useId();
  const retryRef = useRef<HTMLButtonElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    // Focus moves in, and back to where it was when the dialog goes.
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    retryRef.current?.focus();
    return () => opener?.focus();
  }, []);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') onClose();
    if (event.key !== 'Tab') return;
    // Two buttons: Tab and Shift+Tab move between them and never leave the dialog.
    event.preventDefault();
    const next = document.activeElement === retryRef.current ? closeRef : retryRef;
    next.current?.focus();
  };
  return (
    <Backdrop>
      <Panel
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={textId}
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId}>{t('status.loadError')}</h2>
        <p id={textId}>{loadErrorMessage(error, t)}</p>
        <Actions>
          <Button ref={closeRef} variant="secondary" onClick={onClose}>
            {t('actions.close')}
          </Button>
          <Button ref={retryRef} onClick={onRetry}>
            {t('actions.retry')}
          </Button>
        </Actions>
      </Panel>
    </Backdrop>
  );
}
