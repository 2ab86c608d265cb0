import { vars } from '@wl/ui-kit';
import styled from 'styled-components';
import { rowStyles } from './menuStyles';

/** The entries of an open bottom list (customer service, language). */
export const PanelList = styled.ul`
  display: grid;
  gap: ${vars.space.xxs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const PanelButton = styled.button<{ $mini?: boolean }>`
  ${rowStyles}
  min-height: 40px;
  svg {
    margin-inline-start: auto;
  }
`;

export const PanelText = styled.p`
  margin: 0 0 ${vars.space.sm};
  color: ${vars.color.textMuted};
  font-size: 13px;
`;
