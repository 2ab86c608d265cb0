import type { ReactNode } from 'react';
import { CentrePage } from './CentrePage';
import type { DatePreset } from './dateRange';
import { DateRangeFilter } from './DateRangeFilter';
import { RecordReport, type RecordReportProps } from './RecordReport';
import { Filters } from './styles';
import type { RecordFilter } from './useRecordFilter';

export type ReportPageProps<T> = Omit<RecordReportProps<T>, 'paging' | 'label'> & {
  /** The page's title, which names its table too. */
  title: string;
  /** The period and page (`useRecordFilter`). */
  filter: RecordFilter;
  /** The longest custom range the report allows. */
  maxDays?: number;
  presets?: readonly DatePreset[];
  /** Pickers beside the period (an account, a type). */
  pickers?: ReactNode;
  /** Between the filters and the report (where a drill-down stands). */
  above?: ReactNode;
  /** Whether the list has pages (a report of totals by game has one). */
  paged?: boolean;
};

/**
 * A centre page of one report of a period: the title, the date range and its pickers above the report,
 * paged by the same filter.
 */
export function ReportPage<T>({
  title,
  filter,
  maxDays,
  presets,
  pickers,
  above,
  paged = true,
  ...report
}: ReportPageProps<T>) {
  return (
    <CentrePage title={title}>
      <Filters>
        <DateRangeFilter filter={filter} maxDays={maxDays} presets={presets} />
        {pickers}
      </Filters>
      {above}
      <RecordReport
        {...report}
        label={title}
        paging={paged ? { page: filter.page, onChange: filter.setPage } : undefined}
      />
    </CentrePage>
  );
}
