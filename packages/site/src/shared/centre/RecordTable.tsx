import { vars } from '@wl/ui-kit';
import type { ReactNode } from 'react';
import styled from 'styled-components';

export interface RecordColumn<T> {
  id: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** Amounts line up on the end edge. */
  numeric?: boolean;
  /** The plain value of the cell in a CSV download (by default the cell, when it is text or a number). */
  csv?: (row: T) => string | number;
}

/** A table on wide screens; on phones each row is a card whose cells carry their column's name. */
const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 14px;

  caption {
    text-align: start;
  }
  th,
  td {
    padding: ${vars.space.sm} ${vars.space.md};
    border-bottom: 1px solid ${vars.color.border};
    text-align: start;
    vertical-align: top;
  }
  th {
    color: ${vars.color.textMuted};
    font-weight: 600;
    white-space: nowrap;
    background: ${vars.color.surfaceRaised};
  }
  [data-numeric='true'] {
    text-align: end;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }

  @media (max-width: ${({ theme }) => theme.breakpoints.md - 1}px) {
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip-path: inset(50%);
    }
    tbody,
    tr,
    td {
      display: block;
    }
    tr {
      margin-bottom: ${vars.space.sm};
      padding: ${vars.space.xs} 0;
      border: 1px solid ${vars.color.border};
      border-radius: ${vars.radius.md};
      background: ${vars.color.surfaceRaised};
    }
    td {
      display: flex;
      justify-content: space-between;
      gap: ${vars.space.md};
      padding: ${vars.space.xs} ${vars.space.md};
      border: 0;
    }
    td::before {
      content: attr(data-label);
      color: ${vars.color.textMuted};
    }
    [data-numeric='true'] {
      text-align: end;
    }
  }
`;

/** Wide tables scroll sideways inside the page instead of widening it; focusable for keyboard scrolling. */
const Scroller = styled.div`
  max-width: 100%;
  overflow-x: auto;
`;

export function RecordTable<T>({
  label,
  columns,
  rows,
  rowKey,
}: {
  label: string;
  columns: readonly RecordColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string | number;
}) {
  return (
    <Scroller tabIndex={0}>
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
                <td
                  key={column.id}
                  data-label={column.header}
                  data-numeric={column.numeric ?? false}
                >
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </Table>
    </Scroller>
  );
}
