import { vars } from '@wl/ui-kit';
import { css } from 'styled-components';

/** The caption of a native picker, stacked above it and muted. */
export const pickerLabel = (fontSize: '12px' | '13px') => css`
  display: grid;
  gap: ${vars.space.xxs};
  font-size: ${fontSize};
  color: ${vars.color.textMuted};
`;

/** A native select drawn like the ui-kit's fields (ui-kit has no select: native pickers suit phones). */
export const pickerControl = css`
  min-height: 40px;
  padding: 0 ${vars.space.sm};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.inputBackground};
  color: ${vars.color.text};
  font-size: 14px;
`;
