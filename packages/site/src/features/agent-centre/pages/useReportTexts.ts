import { useTranslation } from '@wl/i18n';

/** The centre's texts, and what every agent report says when its period is empty, and the title of its totals. */
export function useReportTexts() {
  const { t } = useTranslation('agentCentre');
  return {
    t,
    empty: { title: t('report.empty'), description: t('report.emptyHint') },
    totals: (items: { label: string; value: string }[]) => ({ label: t('report.totals'), items }),
  };
}
