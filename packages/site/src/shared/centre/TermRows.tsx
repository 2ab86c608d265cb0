import type { ReactNode } from 'react';

export interface TermRow {
  id: string;
  term: ReactNode;
  value: ReactNode;
}

/** The rows of a `<dl>`: each term with its value in a `<div>` of its own (a tile, a grid cell). */
export function TermRows({ rows }: { rows: readonly TermRow[] }) {
  return rows.map((row) => (
    <div key={row.id}>
      <dt>{row.term}</dt>
      <dd>{row.value}</dd>
    </div>
  ));
}
