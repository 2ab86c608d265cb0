import { vars } from '@wl/ui-kit';
import styled from 'styled-components';
import { MenuList } from './menuLayout';
import { rowStyles } from './menuStyles';

/** The entries of an open bottom list (customer service, language), laid out as the menu's list. */
export const PanelList = MenuList;

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
