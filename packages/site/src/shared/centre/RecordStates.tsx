import { EmptyState, vars } from '@wl/ui-kit';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { QueryFailure } from '../api/QueryFailure';
import { RecordPaging } from './RecordPaging';
import { RecordSkeleton } from './RecordSkeleton';

/** What the ladder needs of a query: RTK Query's result (any data). */
export interface LoadingQuery<D = unknown> {
  data?: D;
  error?: unknown;
  /** Left out: no answer yet always means loading. */
  isFetching?: boolean;
  refetch: () => unknown;
}

/**
 * Several queries as one for `RecordStates`: the first failure, the answers once every one is in,
 * a retry that asks them all again (a page that needs all its answers before it shows anything).
 */
export function allOf<Q extends readonly LoadingQuery[]>(
  ...queries: Q
): LoadingQuery<{ [K in keyof Q]: NonNullable<Q[K]['data']> }> {
  const error = queries.find((query) => query.error)?.error;
  const answered = queries.every((query) => query.data !== undefined);
  return {
    error,
    data: answered
      ? (queries.map((query) => query.data) as { [K in keyof Q]: NonNullable<Q[K]['data']> })
      : undefined,
    refetch: () => queries.forEach((query) => void query.refetch()),
  };
}

export interface EmptyText {
  title: string;
  description?: string;
}

export interface RecordStatesProps<D> {
  query: LoadingQuery<D>;
  /** Rows the skeleton shows while the first answer is out. */
  skeletonRows?: number;
  /** The empty state, and when the answer has nothing to show. */
  empty?: EmptyText & { when: (data: D) => boolean };
  /** What the answer shows. */
  children: (data: D) => ReactNode;
}

/**
 * The ladder of every centre list and panel: a failure with a retry, a skeleton while the first
 * answer is out (nothing when the query is not asked), the empty state, or what the answer shows.
 */
export function RecordStates<D>({ query, skeletonRows, empty, children }: RecordStatesProps<D>) {
  if (query.error) return <QueryFailure error={query.error} onRetry={() => void query.refetch()} />;
  if (query.data === undefined)
    return query.isFetching === false ? null : <RecordSkeleton rows={skeletonRows} />;
  if (empty?.when(query.data))
    return <EmptyState title={empty.title} description={empty.description} />;
  return children(query.data);
}

const Cards = styled.ul<{ $gap: 'xs' | 'sm' | 'md'; $minWidth?: string }>`
  display: grid;
  ${({ $minWidth }) =>
    $minWidth ? `grid-template-columns: repeat(auto-fill, minmax(${$minWidth}, 1fr));` : ''}
  gap: ${({ $gap }) => vars.space[$gap]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** One card of a `RecordList` (`$tight`: less space inside, smaller corners, for cards with more in them). */
export const RecordCard = styled.li<{ $tight?: boolean }>`
  display: grid;
  gap: ${({ $tight }) => ($tight ? vars.space.sm : vars.space.xs)};
  min-width: 0;
  padding: ${vars.space.md};
  border: 1px solid ${vars.color.border};
  border-radius: ${({ $tight }) => ($tight ? vars.radius.md : vars.radius.lg)};
  background: ${vars.color.surfaceRaised};
`;

export interface RecordListProps<T> {
  query: LoadingQuery;
  /** The rows; undefined while there is no answer. */
  rows: readonly T[] | undefined;
  /** The list's accessible name. */
  label: string;
  empty: EmptyText;
  /** One `<li>` a row, with its key. */
  renderRow: (row: T) => ReactNode;
  skeletonRows?: number;
  /** The pages under the list (`label` names them). */
  paging?: { page: number; totalPages: number; onChange: (page: number) => void; label?: string };
  /** The space between cards. */
  gap?: 'xs' | 'sm' | 'md';
  /** Cards side by side, each at least this wide (one column when left out). */
  minCardWidth?: string;
}

/** A centre list of cards (messages, withdrawals, contracts, ...): the ladder, the list, its pages. */
export function RecordList<T>({
  query,
  rows,
  label,
  empty,
  renderRow,
  skeletonRows,
  paging,
  gap = 'md',
  minCardWidth,
}: RecordListProps<T>) {
  return (
    <RecordStates
      query={{ ...query, data: rows }}
      skeletonRows={skeletonRows}
      empty={{ ...empty, when: (list) => list.length === 0 }}
    >
      {(list) => (
        <>
          <Cards aria-label={label} $gap={gap} $minWidth={minCardWidth}>
            {list.map(renderRow)}
          </Cards>
          {paging ? <RecordPaging {...paging} /> : null}
        </>
      )}
    </RecordStates>
  );
}
