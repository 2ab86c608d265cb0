import { useTranslation } from '@wl/i18n';
import { Pagination } from '@wl/ui-kit';

/** The list's pages; nothing when everything fits on one. `label` names the navigation ("Record pages"). */
export function RecordPaging({
  page,
  totalPages,
  onChange,
  label,
}: {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  label?: string;
}) {
  const { t } = useTranslation('common');
  const { t: tc } = useTranslation('centre');
  if (totalPages <= 1) return null;
  return (
    <Pagination
      page={page}
      totalPages={totalPages}
      onChange={onChange}
      label={label ?? tc('records.pages')}
      previousLabel={t('actions.previous')}
      nextLabel={t('actions.next')}
      pageLabel={(n) => t('status.pagination', { page: n, total: totalPages })}
    />
  );
}
