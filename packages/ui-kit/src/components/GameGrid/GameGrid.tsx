import {
  memo,
  useDeferredValue,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type Key,
  type ReactNode,
  type RefObject,
} from 'react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import styled from 'styled-components';
import { GAME_TILE_BODY_HEIGHT, GameTileSkeleton } from '../GameTile/GameTile';
import { LazyImageDwellContext } from '../GameTile/LazyImage';
import { LoadMore, useLoadMore } from '../LoadMore/LoadMore';
import { EmptyState } from '../StateMessage/StateMessage';

export interface GameGridProps<T> {
  /** The games loaded so far; append the next page to the same array. */
  items: readonly T[];
  getItemKey: (item: T, index: number) => Key;
  /** Usually a `GameTile`; it fills its cell. Keep it stable (useCallback): a new function redraws every tile. */
  renderItem: (item: T, index: number) => ReactNode;
  /** Accessible name of the list, e.g. "PG Soft games". */
  label: string;
  /** Columns are as many as fit at this width (px), at least one. Default 150. */
  minColumnWidth?: number;
  /** Default 8. */
  maxColumns?: number;
  /** Pixels between tiles. Default 12. */
  gap?: number;
  /**
   * Height of a tile below its square picture (name and buttons); default the kit tile's fixed
   * `GAME_TILE_BODY_HEIGHT`. Rows are this plus the column width tall, never measured: scrolling
   * reads no layout.
   */
  tileFooterHeight?: number;
  /** Rows rendered beyond the window above and below. Default 3. */
  overscanRows?: number;
  /** Shows skeleton tiles after the loaded ones (all of them on the first load) and marks the list busy. */
  loading?: boolean;
  /** Skeleton tiles while loading. Default two rows. */
  skeletonCount?: number;
  /** Announced while loading. */
  loadingLabel?: string;
  /** Shown instead of the grid when nothing is loaded and nothing is loading. */
  empty?: ReactNode;
  /** More pages exist: shows the load-more button (and allows end-of-list loading). */
  hasMore?: boolean;
  /** Loads the next page. Debounced 300 ms, then busy until it settles and at least 500 ms (spec). */
  onLoadMore?: () => void | Promise<unknown>;
  /** Also load the next page when the last row comes within the overscan of the window. Default false. */
  loadOnScroll?: boolean;
  loadMoreLabel?: string;
  loadingMoreLabel?: string;
  noMoreText?: string;
}

/**
 * While the page scrolls, a tile's picture loads once it has been in view this long: a fast scroll
 * through thousands of games fetches and decodes only the pictures the player stops at (a tenth of a
 * second is six frames). What is on screen while the page stands still loads at once.
 */
export const GRID_IMAGE_DWELL_MS = 100;

/** How many columns of at least `minWidth` fit in `width` with `gap` between them. */
export function gridColumns(
  width: number,
  minWidth: number,
  gap: number,
  maxColumns: number,
): number {
  const fit = Math.floor((width + gap) / (minWidth + gap));
  return Math.min(maxColumns, Math.max(1, fit));
}

const List = styled.div`
  position: relative;
  width: 100%;
`;

const Row = styled.div<{ $columns: number; $gap: number }>`
  position: absolute;
  top: 0;
  left: 0;
  width: 100%;
  contain: layout style;
  display: grid;
  grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, 1fr));
  gap: ${({ $gap }) => $gap}px;
`;

const Cell = styled.div`
  min-width: 0;
  height: 100%;
  display: flex;
`;

/**
 * One tile's content, drawn again only when its item or the caller's renderItem changes: appending a
 * page (or re-numbering aria-setsize) leaves the tiles already on screen alone.
 */
const CellContent = memo(function CellContent({
  item,
  index,
  render,
}: {
  item: unknown;
  index: number;
  render: (item: unknown, index: number) => ReactNode;
}) {
  return <>{render(item, index)}</>;
});

/** Width of an element, kept up to date; also reports when its position in the page may have moved. */
function useMeasuredBox(ref: RefObject<HTMLElement | null>) {
  const [box, setBox] = useState({ width: 0, top: 0 });
  useLayoutEffect(() => {
    const node = ref.current;
    if (!node) return undefined;
    const measure = () => {
      const width = node.clientWidth;
      const top = node.getBoundingClientRect().top + window.scrollY;
      setBox((old) => (old.width === width && old.top === top ? old : { width, top }));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    // The page's own size changes when content above the grid (a banner) loads and pushes it down.
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    observer.observe(document.documentElement);
    return () => observer.disconnect();
  }, [ref]);
  return box;
}

/**
 * A responsive grid of game tiles for lobby pages, virtualised by rows against the window's scroll
 * (the page scrolls, not a box inside it), so thousands of games keep a small DOM.
 */
export function GameGrid<T>({
  items,
  getItemKey,
  renderItem,
  label,
  minColumnWidth = 150,
  maxColumns = 8,
  gap = 12,
  tileFooterHeight = GAME_TILE_BODY_HEIGHT,
  overscanRows = 3,
  loading = false,
  skeletonCount,
  loadingLabel = 'Loading games',
  empty = <EmptyState title="No games" />,
  hasMore = false,
  onLoadMore,
  loadOnScroll = false,
  loadMoreLabel,
  loadingMoreLabel,
  noMoreText,
}: GameGridProps<T>) {
  const listRef = useRef<HTMLDivElement>(null);
  const { width, top } = useMeasuredBox(listRef);
  const columns = gridColumns(width || minColumnWidth, minColumnWidth, gap, maxColumns);
  const columnWidth = width ? (width - gap * (columns - 1)) / columns : minColumnWidth;
  const skeletons = loading ? (skeletonCount ?? columns * 2) : 0;
  const cellCount = items.length + skeletons;
  const rowCount = Math.ceil(cellCount / columns);
  // A tile is its column wide, its picture square: every row has the same, known height.
  const rowHeight = Math.round(columnWidth + tileFooterHeight);

  // The first render draws only the rows in view; the rows beyond them follow in a render of their
  // own that React may interrupt (a deferred value), so the lobby's first paint does not wait for them.
  const overscan = useDeferredValue(overscanRows, 0);
  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize: () => rowHeight,
    overscan,
    gap,
    scrollMargin: top,
    useFlushSync: false,
  });
  const rows = virtualizer.getVirtualItems();
  const lastRow = rows.length ? rows[rows.length - 1]!.index : -1;

  // Row heights change with the width (columns and their size).
  useEffect(() => {
    virtualizer.measure();
  }, [virtualizer, rowHeight]);

  const gate = useLoadMore(onLoadMore ?? (() => undefined));
  const { request } = gate;
  const requestedFor = useRef(-1);
  useEffect(() => {
    if (!loadOnScroll || !onLoadMore || !hasMore || loading || items.length === 0) return;
    if (lastRow < rowCount - 1 || requestedFor.current === items.length) return;
    // Once per page: a failed load is retried with the button, not in a loop.
    requestedFor.current = items.length;
    request();
  }, [loadOnScroll, onLoadMore, hasMore, loading, items.length, lastRow, rowCount, request]);

  const busy = loading || gate.busy;
  const showEmpty = !loading && items.length === 0;

  return (
    <LazyImageDwellContext.Provider value={GRID_IMAGE_DWELL_MS}>
      <div>
        <span role="status" className="wl-visually-hidden">
          {busy ? loadingLabel : ''}
        </span>
        {showEmpty ? empty : null}
        <List
          ref={listRef}
          role="list"
          aria-label={label}
          aria-busy={busy}
          hidden={showEmpty}
          style={{ height: showEmpty ? 0 : virtualizer.getTotalSize() }}
        >
          {rows.map((row) => {
            const first = row.index * columns;
            const cells: ReactNode[] = [];
            for (let index = first; index < Math.min(first + columns, cellCount); index += 1) {
              const item = items[index];
              cells.push(
                index < items.length && item !== undefined ? (
                  <Cell
                    key={getItemKey(item, index)}
                    role="listitem"
                    aria-posinset={index + 1}
                    aria-setsize={items.length}
                  >
                    <CellContent
                      item={item}
                      index={index}
                      render={renderItem as (item: unknown, index: number) => ReactNode}
                    />
                  </Cell>
                ) : (
                  <Cell key={`skeleton-${index}`} aria-hidden="true">
                    <GameTileSkeleton />
                  </Cell>
                ),
              );
            }
            return (
              <Row
                key={row.key}
                role="none"
                $columns={columns}
                $gap={gap}
                style={{
                  height: rowHeight,
                  transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)`,
                }}
              >
                {cells}
              </Row>
            );
          })}
        </List>
        {onLoadMore && items.length > 0 ? (
          <LoadMore
            gate={gate}
            hasMore={hasMore}
            onLoadMore={onLoadMore}
            label={loadMoreLabel}
            loadingLabel={loadingMoreLabel}
            noMoreText={noMoreText}
          />
        ) : null}
      </div>
    </LazyImageDwellContext.Provider>
  );
}
