import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import styled, { keyframes } from 'styled-components';
import { vars } from '../../theme/cssVars';
import { CloseIcon } from '../Icon/icons';
import { useFocusTrap } from './useFocusTrap';

export interface ModalProps {
  open: boolean;
  /** Called on Escape, the close button and (unless disabled) a click on the backdrop. */
  onClose: () => void;
  /** Heading; also the dialog's accessible name. */
  title: ReactNode;
  children?: ReactNode;
  /** Buttons row at the bottom. */
  footer?: ReactNode;
  /** `alertdialog` for warnings and confirmations that interrupt the user. */
  role?: 'dialog' | 'alertdialog';
  size?: 'sm' | 'md' | 'lg';
  closeOnBackdrop?: boolean;
  /** Shows the X button in the corner. */
  showClose?: boolean;
  closeLabel?: string;
  initialFocus?: RefObject<HTMLElement | null>;
  /** Id of the element describing the dialog (its main text). */
  describedBy?: string;
  /** Where the portal goes; document.body by default. */
  container?: HTMLElement | null;
}

const widths = { sm: '400px', md: '520px', lg: '760px' } as const;

const fadeIn = keyframes`from { opacity: 0; } to { opacity: 1; }`;
const rise = keyframes`from { opacity: 0; transform: translateY(8px); } to { opacity: 1; transform: none; }`;

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.modal};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${vars.space.lg};
  background: ${vars.color.overlay};
  animation: ${fadeIn} 160ms ease;
`;

const Panel = styled.div<{ $size: keyof typeof widths }>`
  display: flex;
  flex-direction: column;
  width: 100%;
  max-width: ${({ $size }) => widths[$size]};
  max-height: calc(100dvh - 32px);
  background: ${vars.color.surface};
  color: ${vars.color.text};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  box-shadow: ${({ theme }) => theme.elevation.high};
  animation: ${rise} 200ms ease;

  &:focus {
    outline: none;
  }
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space.sm};
  padding: ${vars.space.lg} ${vars.space.lg} ${vars.space.sm};
`;

const Title = styled.h2`
  flex: 1;
  margin: 0;
  font-size: 18px;
  font-weight: 700;
`;

const CloseButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 36px;
  height: 36px;
  padding: 0;
  border: 0;
  border-radius: ${vars.radius.md};
  background: transparent;
  color: ${vars.color.textMuted};
  &:hover {
    color: ${vars.color.text};
    background: ${vars.color.surfaceRaised};
  }
`;

const Body = styled.div`
  padding: ${vars.space.sm} ${vars.space.lg} ${vars.space.lg};
  overflow: auto;
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${vars.space.sm};
  padding: ${vars.space.md} ${vars.space.lg} ${vars.space.lg};
`;

/** Locks page scroll while at least one modal is open. */
let scrollLocks = 0;
function useScrollLock(active: boolean) {
  useEffect(() => {
    if (!active) return undefined;
    scrollLocks += 1;
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      scrollLocks -= 1;
      if (scrollLocks === 0) document.body.style.overflow = previous;
    };
  }, [active]);
}

/**
 * An accessible modal: portal, backdrop, labelled dialog, focus trap, Escape closes,
 * focus returns to the opener when it closes.
 */
export function Modal({
  open,
  onClose,
  title,
  children,
  footer,
  role = 'dialog',
  size = 'md',
  closeOnBackdrop = true,
  showClose = true,
  closeLabel = 'Close',
  initialFocus,
  describedBy,
  container,
}: ModalProps) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  useFocusTrap(panelRef, { active: open, onEscape: onClose, initialFocus });
  useScrollLock(open);

  if (!open) return null;
  const target = container ?? (typeof document !== 'undefined' ? document.body : null);
  if (!target) return null;

  return createPortal(
    <Backdrop
      data-testid="wl-modal-backdrop"
      onMouseDown={(event) => {
        if (closeOnBackdrop && event.target === event.currentTarget) onClose();
      }}
    >
      <Panel
        ref={panelRef}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        tabIndex={-1}
        $size={size}
      >
        <Header>
          <Title id={titleId}>{title}</Title>
          {showClose ? (
            <CloseButton type="button" aria-label={closeLabel} onClick={onClose}>
              <CloseIcon size={18} />
            </CloseButton>
          ) : null}
        </Header>
        {children !== undefined ? <Body>{children}</Body> : null}
        {footer ? <Footer>{footer}</Footer> : null}
      </Panel>
    </Backdrop>,
    target,
  );
}
