import { vars } from '@wl/ui-kit';
import { Fragment, type ReactNode } from 'react';
import styled from 'styled-components';
import { NARROW_SCREEN_QUERY, useMediaQuery } from '../../shared/media/useMediaQuery';

export interface RecordColumn<T> {
  id: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** Right-aligned numbers. */
  numeric?: boolean;
}

interface RecordTableProps<T> {
  label: string;
  rows: readonly T[];
  columns: readonly RecordColumn<T>[];
  rowKey: (row: T) => string | number;
}

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 14px;

  th,
  td {
    padding: ${vars.space.sm} ${vars.space.md};
    border-bottom: 1px solid ${vars.color.border};
    text-align: start;
    vertical-align: middle;
  }
  th {
    color: ${vars.color.textMuted};
    font-weight: 600;
    white-space: nowrap;
  }
  [data-numeric='true'] {
    text-align: end;
    font-variant-numeric: tabular-nums;
  }
`;

const Cards = styled.ul`
  display: grid;
  gap: ${vars.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    padding: ${vars.space.md};
    border: 1px solid ${vars.color.border};
    border-radius: ${vars.radius.md};
    background: ${vars.color.surface};
  }
  dl {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: ${vars.space.xs} ${vars.space.md};
    margin: 0;
  }
  dt {
    color: ${vars.color.textMuted};
    font-size: 13px;
  }
  dd {
    margin: 0;
    text-align: end;
    overflow-wrap: anywhere;
  }
`;

/** A record list: a table on wide screens, one card per row on phones. */
export function RecordTable<T>({ label, rows, columns, rowKey }: RecordTableProps<T>) {
  const narrow = useMediaQuery(NARROW_SCREEN_QUERY);
  if (narrow) {
    return (
      <Cards aria-label={label}>
        {rows.map((row) => (
          <li key={rowKey(row)}>
            <dl>
              {columns.map((column) => (
                <Fragment key={column.id}>
                  <dt>{column.header}</dt>
                  <dd>{column.cell(row)}</dd>
                </Fragment>
              ))}
            </dl>
          </li>
        ))}
      </Cards>
    );
  }
  return (
    <Table aria-label={label}>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.id} scope="col" data-numeric={column.numeric ?? false}>
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)}>
            {columns.map((column) => (
              <td key={column.id} data-numeric={column.numeric ?? false}>
                {column.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

const SkeletonRow = styled.div`
  height: 44px;
  border-radius: ${vars.radius.sm};
  background: ${vars.color.skeleton};
`;

const SkeletonList = styled.div`
  display: grid;
  gap: ${vars.space.sm};
`;

/** Placeholder rows while a record list loads. */
export function RecordSkeleton({ label, rows = 5 }: { label: string; rows?: number }) {
  return (
    <SkeletonList role="status" aria-label={label} aria-busy="true">
      {Array.from({ length: rows }, (_, i) => (
        <SkeletonRow key={i} />
      ))}
    </SkeletonList>
  );
}
