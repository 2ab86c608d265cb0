import { useState } from 'react';
import { presetRange, type DatePreset, type DateRange } from './dateRange';

/** Page size of the record lists. */
export const RECORD_PAGE_SIZE = 10;

export interface RecordFilter {
  preset: DatePreset;
  range: DateRange;
  page: number;
  /** A preset's range, or a checked custom range; both start again at page 1. */
  choose: (preset: DatePreset, range?: DateRange) => void;
  setPage: (page: number) => void;
  /** The query of the current page: dates, page number and size. */
  query: DateRange & { pageNo: number; pageSize: number };
}

/** Date range and page of a record list; it opens on the last 7 days. */
export function useRecordFilter(initial: Exclude<DatePreset, 'custom'> = 'last7'): RecordFilter {
  const [preset, setPreset] = useState<DatePreset>(initial);
  const [range, setRange] = useState<DateRange>(() => presetRange(initial));
  const [page, setPage] = useState(1);
  return {
    preset,
    range,
    page,
    choose: (next, custom) => {
      setPreset(next);
      setRange(next === 'custom' ? (custom ?? range) : presetRange(next));
      setPage(1);
    },
    setPage,
    query: { ...range, pageNo: page, pageSize: RECORD_PAGE_SIZE },
  };
}

/**
 * A filter of a record list besides its dates (an account, a type, a status): choosing another starts
 * the list again at page 1, as a new date range does.
 */
export function useRecordChoice<V>(
  filter: Pick<RecordFilter, 'setPage'>,
  initial: V,
): [V, (next: V) => void] {
  const [value, setValue] = useState(initial);
  return [
    value,
    (next) => {
      setValue(next);
      filter.setPage(1);
    },
  ];
}
