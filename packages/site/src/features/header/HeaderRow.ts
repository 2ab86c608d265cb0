import { vars } from '@wl/ui-kit';
import styled from 'styled-components';

/** The account area's row (guest buttons; the member's items from md up). */
export const HeaderRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space.sm};
  min-width: 0;
`;
