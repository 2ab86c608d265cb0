import { vars } from '@wl/ui-kit';
import { css } from 'styled-components';

/**
 * A square, borderless icon button (collapse, close, expand) that fills on hover; each sets its size.
 */
export const iconButtonStyles = css`
  display: inline-grid;
  place-items: center;
  border: 0;
  border-radius: ${vars.radius.md};
  background: transparent;
  color: ${vars.color.textMuted};
  cursor: pointer;
  &:hover {
    background: ${vars.color.surfaceRaised};
    color: ${vars.color.text};
  }
`;
