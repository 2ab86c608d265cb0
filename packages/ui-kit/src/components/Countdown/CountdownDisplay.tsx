import styled from 'styled-components';
import { vars } from '../../theme/cssVars';

export interface CountdownDisplayProps {
  /** Text from `@wl/lottery-engine` `formatCountdown` (e.g. `01:02:03`, `-- : -- : --`, `2d 03h`). */
  text: string;
  /** Highlight when the draw is within a day (lottery card on-class). */
  highlight?: boolean;
  /** Accessible name, e.g. "Time to draw". */
  label?: string;
}

const Time = styled.span<{ $highlight: boolean }>`
  display: inline-block;
  padding: 2px ${vars.space.sm};
  border-radius: ${vars.radius.sm};
  background: ${({ $highlight }) => ($highlight ? vars.color.primary : vars.color.surfaceRaised)};
  color: ${({ $highlight }) => ($highlight ? vars.color.onPrimary : vars.color.text)};
  font-family: ${vars.font.mono};
  font-variant-numeric: tabular-nums;
  font-size: 14px;
  font-weight: 700;
  white-space: nowrap;
`;

/** Shows a countdown text it is given; the ticking and formatting live in the lottery engine. */
export function CountdownDisplay({
  text,
  highlight = false,
  label = 'Time to draw',
}: CountdownDisplayProps) {
  return (
    <Time role="timer" aria-label={`${label}: ${text}`} aria-live="off" $highlight={highlight}>
      {text}
    </Time>
  );
}
