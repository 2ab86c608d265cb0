import { readableOn, vars } from '@wl/ui-kit';
import styled from 'styled-components';

const Chip = styled.span`
  display: inline-block;
  max-width: 100%;
  padding: 1px ${vars.space.sm};
  border-radius: ${vars.radius.pill};
  font-size: 12px;
  font-weight: 700;
  line-height: 18px;
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
`;

const HEX = /^#[0-9a-f]{6}$/i;

export interface RankLabelProps {
  name: string;
  /** The label's two colours from the platform (a gradient); brand primary when missing. */
  color?: string | null;
  color2?: string | null;
}

/** The member rank label (club label or member label) in its own colours, text kept readable on them. */
export function RankLabel({ name, color, color2 }: RankLabelProps) {
  const from = color && HEX.test(color) ? color : null;
  const to = color2 && HEX.test(color2) ? color2 : from;
  const style = from
    ? { background: `linear-gradient(90deg, ${from}, ${to ?? from})`, color: readableOn(from) }
    : { background: vars.color.primary, color: vars.color.onPrimary };
  return <Chip style={style}>{name}</Chip>;
}
