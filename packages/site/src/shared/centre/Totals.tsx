import { vars } from '@wl/ui-kit';
import styled from 'styled-components';
import { labelledFigures } from '../ui/pageStyles';
import { tile } from './styles';
import { TermRows } from './TermRows';

const List = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(150px, 1fr));
  gap: ${vars.space.sm};
  margin: 0;

  div {
    ${tile}
  }
  ${labelledFigures}
  dd {
    font-size: 18px;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
`;

/** Sums shown above a record list, each a term and its amount. */
export function Totals({
  label,
  items,
}: {
  label: string;
  items: { label: string; value: string }[];
}) {
  return (
    <List aria-label={label}>
      <TermRows rows={items.map(({ label, value }) => ({ id: label, term: label, value }))} />
    </List>
  );
}
