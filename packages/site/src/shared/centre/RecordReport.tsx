import { Button, vars } from '@wl/ui-kit';
import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { useApiErrorMessage } from '../api/useApiErrorMessage';
import { RecordPaging } from './RecordPaging';
import { RecordStates } from './RecordStates';
import { RecordTable, type RecordColumn } from './RecordTable';
import { recordsCsv, saveCsv } from './csv';
import { Notice, Section } from './styles';
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
  /**
   * A CSV download of every row the filter selects (not only this page), its columns the table's:
   * the button's label, the file's name, and how to read all the rows.
   */
  download?: { label: string; fileName: string; rows: () => Promise<readonly T[]> };
}

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${vars.space.sm};
`;

/** The download button, and what went wrong with the last download. */
function CsvDownload<T>({
  columns,
  download,
}: {
  columns: readonly RecordColumn<T>[];
  download: NonNullable<RecordReportProps<T>['download']>;
}) {
  const messageOf = useApiErrorMessage();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <Toolbar>
      <div role="status">{failure && <Notice $error>{failure}</Notice>}</div>
      <Button
        size="sm"
        variant="secondary"
        loading={busy}
        onClick={() => {
          setBusy(true);
          setFailure(null);
          download
            .rows()
            .then((rows) => saveCsv(download.fileName, recordsCsv(columns, rows)))
            .catch((error: unknown) => setFailure(messageOf(error)))
            .finally(() => setBusy(false));
        }}
      >
        {download.label}
      </Button>
    </Toolbar>
  );
}

/**
 * A centre report: its list as a failure with a retry, a skeleton while the first answer is out, an
 * empty state, or the totals, the table (cards on phones) and the paging, with a CSV download of the
 * whole selection where the report offers one. Each member and agent centre report is this ladder
 * with its own columns and totals.
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
  download,
}: RecordReportProps<T>): ReactNode {
  return (
    <RecordStates
      query={query}
      skeletonRows={skeletonRows}
      empty={{ ...empty, when: (data) => data.list.length === 0 }}
    >
      {(data) => (
        <>
          {download ? <CsvDownload columns={columns} download={download} /> : null}
          {totals ? <Totals label={totals.label} items={totals.items} /> : null}
          <RecordTable label={label} columns={columns} rows={data.list} rowKey={rowKey} />
          {paging ? (
            <RecordPaging
              page={paging.page}
              totalPages={data.totalPages ?? 1}
              onChange={paging.onChange}
              label={paging.label}
            />
          ) : null}
        </>
      )}
    </RecordStates>
  );
}

/**
 * A report as a titled block of a page (a form above it): the title heads the block and names the
 * table. The deposit orders and the rebate claims were the same block twice.
 */
export function ReportSection<T>({
  id,
  title,
  ...report
}: Omit<RecordReportProps<T>, 'label'> & { id: string; title: string }) {
  return (
    <Section aria-labelledby={id}>
      <h4 id={id}>{title}</h4>
      <RecordReport label={title} {...report} />
    </Section>
  );
}
