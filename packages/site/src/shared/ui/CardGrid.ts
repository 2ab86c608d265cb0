import { vars } from '@wl/ui-kit';
import styled, { css } from 'styled-components';

/**
 * A list of cards side by side, each at least `$min` wide (one column on a narrow phone); `$stretch`
 * widens a short row's cards to fill it.
 */
export const CardGrid = styled.ul<{ $min: string; $stretch?: boolean }>`
  display: grid;
  grid-template-columns: repeat(
    ${({ $stretch }) => ($stretch ? 'auto-fit' : 'auto-fill')},
    minmax(min(100%, ${({ $min }) => $min}), 1fr)
  );
  gap: ${vars.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** One card of such a list: a bordered block on the surface colour (a vendor, a room, a match). */
export const cardSurface = css`
  padding: ${vars.space.md};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface};
  color: ${vars.color.text};
`;
