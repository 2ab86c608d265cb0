import { describe, expect, it } from 'vitest';
import { allPages, recordsCsv } from './csv';
import type { RecordColumn } from './RecordTable';

interface Bet {
  time: string;
  game: string;
  profit: number;
}
const columns: RecordColumn<Bet>[] = [
  { id: 'time', header: 'Bet time', cell: (row) => row.time },
  { id: 'game', header: 'Game, vendor', cell: (row) => row.game },
  { id: 'profit', header: 'Profit', cell: () => null, csv: (row) => row.profit.toFixed(2) },
];

describe('record CSV', () => {
  it('has the headers, then a line per row, quoting what needs it (RFC 4180)', () => {
    expect(
      recordsCsv(columns, [
        { time: '2026-11-23T10:00:00.000Z', game: 'Lucky "7"', profit: -12.5 },
        { time: '2026-11-22T09:00:00.000Z', game: 'Line\nbreak', profit: 3 },
      ]),
    ).toBe(
      'Bet time,"Game, vendor",Profit\r\n' +
        '2026-11-23T10:00:00.000Z,"Lucky ""7""",-12.50\r\n' +
        '2026-11-22T09:00:00.000Z,"Line\nbreak",3.00\r\n',
    );
  });

  it('defuses text a spreadsheet would run as a formula', () => {
    expect(recordsCsv(columns, [{ time: '=HYPERLINK("x")', game: '@SUM', profit: 0 }])).toContain(
      `"'=HYPERLINK(""x"")",'@SUM,0.00`,
    );
  });

  it('reads every page of a list, and stops at the last', async () => {
    const asked: number[] = [];
    const rows = await allPages(async (pageNo) => {
      asked.push(pageNo);
      return { list: [pageNo * 10, pageNo * 10 + 1], totalPages: 3 };
    });
    expect(rows).toEqual([10, 11, 20, 21, 30, 31]);
    expect(asked).toEqual([1, 2, 3]);
  });
});
