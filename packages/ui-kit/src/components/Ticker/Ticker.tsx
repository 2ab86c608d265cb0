import type { ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';
import { vars } from '../../theme/cssVars';
import { InfoIcon } from '../Icon/icons';

export interface TickerItem {
  id: string | number;
  text: string;
}

export interface TickerProps {
  items: readonly TickerItem[];
  /** Accessible name, e.g. "Notices". */
  label?: string;
  onSelect?: (item: TickerItem) => void;
  /** Seconds for one pass; scales with the text length by default. */
  durationSeconds?: number;
  icon?: ReactNode;
}

const scroll = keyframes`from { transform: translateX(0); } to { transform: translateX(-50%); }`;

const Bar = styled.section`
  display: flex;
  align-items: center;
  gap: ${vars.space.sm};
  min-height: 36px;
  padding: 0 ${vars.space.md};
  overflow: hidden;
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};
  color: ${vars.color.text};

  & > svg {
    flex: none;
    color: ${vars.color.accentText};
  }
`;

const Viewport = styled.div`
  flex: 1;
  overflow: hidden;
  mask-image: linear-gradient(90deg, transparent, #000 4%, #000 96%, transparent);
`;

const Strip = styled.div<{ $duration: number }>`
  display: flex;
  width: max-content;
  animation: ${scroll} ${({ $duration }) => $duration}s linear infinite;

  ${Bar}:hover &,
  ${Bar}:focus-within & {
    animation-play-state: paused;
  }
  @media (prefers-reduced-motion: reduce) {
    animation: none;
    flex-wrap: wrap;
  }
`;

const Entry = styled.button`
  padding: 0 ${vars.space.xxl} 0 0;
  border: 0;
  background: transparent;
  color: ${vars.color.text};
  font-size: 14px;
  white-space: nowrap;
  text-align: left;

  &:disabled {
    cursor: default;
    opacity: 1;
  }
`;

/** The home notice ticker: scrolls continuously, pauses on hover and focus, items open the notice. */
export function Ticker({ items, label = 'Notices', onSelect, durationSeconds, icon }: TickerProps) {
  if (!items.length) return null;
  const totalLength = items.reduce((sum, item) => sum + item.text.length, 0);
  const duration = durationSeconds ?? Math.max(12, Math.round(totalLength / 6));
  const render = (copy: 'first' | 'second') =>
    items.map((item) => (
      <Entry
        key={`${copy}-${item.id}`}
        type="button"
        tabIndex={copy === 'second' || !onSelect ? -1 : undefined}
        disabled={!onSelect}
        onClick={() => onSelect?.(item)}
      >
        {item.text}
      </Entry>
    ));
  return (
    <Bar aria-label={label}>
      {icon ?? <InfoIcon size={18} />}
      <Viewport>
        <Strip $duration={duration}>
          <div>{render('first')}</div>
          {/* A second copy makes the loop seamless; it is hidden from assistive tech. */}
          <div aria-hidden="true">{render('second')}</div>
        </Strip>
      </Viewport>
    </Bar>
  );
}
