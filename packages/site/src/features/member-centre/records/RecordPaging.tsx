import { useTranslation } from '@wl/i18n';
import { Pagination } from '@wl/ui-kit';

/** The list's pages; nothing when everything fits on one. */
export function RecordPaging({
  page,
  totalPages,
  onChange,
}: {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
}) {
  const { t } = useTranslation('common');
  const { t: tm } = useTranslation('memberCentre');
  if (totalPages <= 1) return null;
  return (
    <Pagination
      page={page}
      totalPages={totalPages}
      onChange={onChange}
      label={tm('records.pages')}
      previousLabel={t('actions.previous')}
      nextLabel={t('actions.next')}
      pageLabel={(n) => t('status.pagination', { page: n, total: totalPages })}
    />
  );
}
