import type { RecordColumn } from './RecordTable';

/** One CSV field: quoted when it holds a comma, quote or line break; a leading =+-@ is defused. */
function field(value: string | number): string {
  let text = String(value);
  // A spreadsheet would run a cell starting with these as a formula (CSV injection); amounts stay.
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text) && !/^-?\d+(\.\d+)?$/.test(text))
    text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The plain value of a column for a download: its `csv`, else its cell when that is text or a number. */
function plain<T>(column: RecordColumn<T>, row: T): string | number {
  if (column.csv) return column.csv(row);
  const cell = column.cell(row);
  return typeof cell === 'string' || typeof cell === 'number' ? cell : '';
}

/** A CSV (RFC 4180, CRLF) of the rows, one column per record column, with the headers first. */
export function recordsCsv<T>(columns: readonly RecordColumn<T>[], rows: readonly T[]): string {
  const lines = [
    columns.map((column) => field(column.header)).join(','),
    ...rows.map((row) => columns.map((column) => field(plain(column, row))).join(',')),
  ];
  return `${lines.join('\r\n')}\r\n`;
}

/** Saves `text` as a UTF-8 CSV file (with a byte-order mark, so spreadsheets read its scripts right). */
export function saveCsv(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Every row of a paged list, page after page (`pageSize` 200, at most `maxPages`). */
export async function allPages<T>(
  fetchPage: (pageNo: number) => Promise<{ list: readonly T[]; totalPages: number }>,
  maxPages = 50,
): Promise<T[]> {
  const rows: T[] = [];
  for (let pageNo = 1; pageNo <= maxPages; pageNo += 1) {
    const page = await fetchPage(pageNo);
    rows.push(...page.list);
    if (pageNo >= page.totalPages) break;
  }
  return rows;
}
