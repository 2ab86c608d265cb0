import { useTranslation } from '@wl/i18n';

/** The centre's texts, and what every member record report says when its period is empty, and the title of its totals. */
export function useRecordTexts() {
  const { t } = useTranslation('memberCentre');
  return {
    t,
    empty: { title: t('records.empty'), description: t('records.emptyHint') },
    totals: (items: { label: string; value: string }[]) => ({ label: t('records.totals'), items }),
  };
}
