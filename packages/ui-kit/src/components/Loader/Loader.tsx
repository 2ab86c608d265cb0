import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { vars } from '../../theme/cssVars';
import { Spinner } from '../Spinner/Spinner';

export interface LoaderProps {
  /** Covers the page and blocks it (login call, free play); otherwise inline. */
  fullScreen?: boolean;
  /** Announced to screen readers; shown under the spinner in full-screen mode. */
  label?: string;
  size?: number;
}

const Inline = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space.sm};
  color: ${vars.color.primaryText};
`;

const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.loader};
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${vars.space.md};
  background: ${vars.color.overlay};
  color: ${vars.color.onPrimary};
  cursor: progress;

  p {
    margin: 0;
    padding: ${vars.space.xs} ${vars.space.md};
    border-radius: ${vars.radius.pill};
    background: ${vars.color.surface};
    color: ${vars.color.text};
    font-size: 14px;
  }
  & > span {
    color: ${vars.color.primary};
  }
`;

/** A busy indicator with an accessible status: inline, or a full-screen overlay. */
export function Loader({ fullScreen = false, label = 'Loading', size }: LoaderProps) {
  if (!fullScreen) {
    return (
      <Inline role="status" aria-live="polite">
        <Spinner $size={size ?? 20} />
        <span className="wl-visually-hidden">{label}</span>
      </Inline>
    );
  }
  if (typeof document === 'undefined') return null;
  return createPortal(
    <Overlay role="status" aria-live="polite" aria-busy="true" data-testid="wl-loader-overlay">
      <Spinner $size={size ?? 40} />
      <p>{label}</p>
    </Overlay>,
    document.body,
  );
}
