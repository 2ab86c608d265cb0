import { vars } from '@wl/ui-kit';
import styled from 'styled-components';

/**
 * Terms and their values in two columns (`<dt>` muted, `<dd>` bold; a long value wraps inside its
 * column): a deposit's payee, a reality check's figures, an account's details.
 */
export const DetailList = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${vars.space.xs} ${vars.space.lg};
  margin: 0;
  dt {
    color: ${vars.color.textMuted};
  }
  dd {
    margin: 0;
    font-weight: 600;
    overflow-wrap: anywhere;
  }
`;
