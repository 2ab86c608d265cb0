import { EmptyState } from '@wl/ui-kit';
import type { ReactNode } from 'react';
import { QueryFailure } from '../api/QueryFailure';
import { RecordPaging } from './RecordPaging';
import { RecordSkeleton } from './RecordSkeleton';
import { RecordTable, type RecordColumn } from './RecordTable';
import { Totals } from './Totals';

/** What a report needs of its list query: RTK Query's result of a (paged) list. */
export interface RecordQuery<T> {
  data?: { list: readonly T[]; total?: number; totalPages?: number };
  error?: unknown;
  isFetching: boolean;
  refetch: () => unknown;
}

export interface RecordReportProps<T> {
  query: RecordQuery<T>;
  /** The table's accessible name (the page's title, as a rule). */
  label: string;
  columns: readonly RecordColumn<T>[];
  rowKey: (row: T) => string | number;
  /** What an empty list says. */
  empty: { title: string; description?: string };
  /** The totals above the table (from the list or a call of their own); none when left out. */
  totals?: { label: string; items: { label: string; value: string }[] } | null;
  /** The list's page and its setter: paging under the table when given (`label` names it). */
  paging?: { page: number; onChange: (page: number) => void; label?: string };
  /** Rows the skeleton shows while the first answer is out (as many as the list usually has). */
  skeletonRows?: number;
}

/**
 * A centre report: its list as a failure with a retry, a skeleton while the first answer is out, an
 * empty state, or the totals, the table (cards on phones) and the paging. Each member and agent
 * centre report is this ladder with its own columns and totals.
 */
export function RecordReport<T>({
  query,
  label,
  columns,
  rowKey,
  empty,
  totals,
  paging,
  skeletonRows,
}: RecordReportProps<T>): ReactNode {
  const rows = query.data?.list ?? [];
  if (query.error) return <QueryFailure error={query.error} onRetry={() => void query.refetch()} />;
  if (query.isFetching && !query.data) return <RecordSkeleton rows={skeletonRows} />;
  if (rows.length === 0) return <EmptyState title={empty.title} description={empty.description} />;
  return (
    <>
      {totals ? <Totals label={totals.label} items={totals.items} /> : null}
      <RecordTable label={label} columns={columns} rows={rows} rowKey={rowKey} />
      {paging ? (
        <RecordPaging
          page={paging.page}
          totalPages={query.data?.totalPages ?? 1}
          onChange={paging.onChange}
          label={paging.label}
        />
      ) : null}
    </>
  );
}
