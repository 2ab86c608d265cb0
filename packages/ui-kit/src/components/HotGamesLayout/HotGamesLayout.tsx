import type { CSSProperties, Key, ReactNode } from 'react';
import styled from 'styled-components';
import { vars } from '../../theme/cssVars';
import { media } from '../../theme/tokens';

/** Spec (hot games layout): after the large first game, 14 fill row one; the rest fill row two. */
export const HOT_FIRST_ROW_COUNT = 14;

export type HotTileSize = 'lg' | 'md';

export interface HotGamesLayoutProps<T> {
  items: readonly T[];
  getItemKey: (item: T, index: number) => Key;
  /** Usually a `GameTile` with `size={size}`: 'lg' for the first game, 'md' for the others. */
  renderItem: (item: T, index: number, size: HotTileSize) => ReactNode;
  /** Accessible name of the list, e.g. "Hot games". */
  label: string;
  /** Games in row one after the large one. Default 14. */
  firstRowCount?: number;
  /**
   * Width of a normal tile in px; the large one is two tiles wide and two rows tall. Default 120 on phones,
   * 150 from the `sm` breakpoint.
   */
  tileWidth?: number;
  /** Pixels between tiles. Default 12. */
  gap?: number;
}

const Scroller = styled.div`
  overflow-x: auto;
  overscroll-behavior-x: contain;
  scrollbar-width: thin;
  padding-bottom: ${vars.space.xs};
`;

const Grid = styled.div<{ $tile: number | undefined; $gap: number }>`
  display: grid;
  grid-template-rows: auto auto;
  grid-auto-columns: ${({ $tile }) => $tile ?? 120}px;
  ${media.sm} {
    grid-auto-columns: ${({ $tile }) => $tile ?? 150}px;
  }
  gap: ${({ $gap }) => $gap}px;
  width: max-content;
`;

const Cell = styled.div`
  display: flex;
  min-width: 0;
`;

/** Where game `index` goes: the first spans two columns and both rows; then row one, then row two. */
export function hotCellPlacement(index: number, firstRowCount: number): CSSProperties {
  if (index === 0) return { gridColumn: '1 / span 2', gridRow: '1 / span 2' };
  const inFirstRow = index <= firstRowCount;
  const column = 3 + (inFirstRow ? index - 1 : index - 1 - firstRowCount);
  return { gridColumn: String(column), gridRow: inFirstRow ? '1' : '2' };
}

/**
 * The home page's hot games: the first game large on the left, the next 14 in row one and the rest in row
 * two beside it, scrolling sideways together. One list in reading order, so keyboard and screen-reader
 * order matches what is seen.
 */
export function HotGamesLayout<T>({
  items,
  getItemKey,
  renderItem,
  label,
  firstRowCount = HOT_FIRST_ROW_COUNT,
  tileWidth,
  gap = 12,
}: HotGamesLayoutProps<T>) {
  if (items.length === 0) return null;
  return (
    <Scroller>
      <Grid role="list" aria-label={label} $tile={tileWidth} $gap={gap}>
        {items.map((item, index) => (
          <Cell
            key={getItemKey(item, index)}
            role="listitem"
            style={hotCellPlacement(index, firstRowCount)}
          >
            {renderItem(item, index, index === 0 ? 'lg' : 'md')}
          </Cell>
        ))}
      </Grid>
    </Scroller>
  );
}
