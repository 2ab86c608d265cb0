import { formatDateTime, useLanguage, useTranslation } from '@wl/i18n';
import { useState } from 'react';
import { RecordReport, type RecordQuery } from '../../shared/centre/RecordReport';
import type { RecordColumn } from '../../shared/centre/RecordTable';

export const RECORD_PAGE_SIZE = 10;

interface PointsListProps<T> {
  /** Where its texts are (`<texts>.label`, `.empty`, `.pages`, `.time`). */
  texts: 'record' | 'history';
  /** The list's query, asked one page at a time. */
  useList: (page: { pageNo: number; pageSize: number }) => RecordQuery<T>;
  /** Its columns before the time, which comes last. */
  columns: RecordColumn<T>[];
}

/** A paged list of the points mall (its changes of points, its redemptions), each row's time last. */
export function PointsList<T extends { id: number; createdAt: string }>({
  texts,
  useList,
  columns,
}: PointsListProps<T>) {
  const { t } = useTranslation('pointsMall');
  const { language } = useLanguage();
  const [pageNo, setPageNo] = useState(1);
  const list = useList({ pageNo, pageSize: RECORD_PAGE_SIZE });
  const time: RecordColumn<T> = {
    id: 'time',
    header: t(`${texts}.time`),
    cell: (row) => <time dateTime={row.createdAt}>{formatDateTime(row.createdAt, language)}</time>,
  };
  return (
    <RecordReport
      query={list}
      label={t(`${texts}.label`)}
      columns={[...columns, time]}
      rowKey={(row) => row.id}
      empty={{ title: t(`${texts}.empty`) }}
      paging={{ page: pageNo, onChange: setPageNo, label: t(`${texts}.pages`) }}
    />
  );
}
