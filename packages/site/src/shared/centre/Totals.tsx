import { vars } from '@wl/ui-kit';
import styled from 'styled-components';
import { tile } from './styles';

const List = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(150px, 1fr));
  gap: ${vars.space.sm};
  margin: 0;

  div {
    ${tile}
  }
  dt {
    color: ${vars.color.textMuted};
    font-size: 13px;
  }
  dd {
    margin: ${vars.space.xxs} 0 0;
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
      {items.map((item) => (
        <div key={item.label}>
          <dt>{item.label}</dt>
          <dd>{item.value}</dd>
        </div>
      ))}
    </List>
  );
}
