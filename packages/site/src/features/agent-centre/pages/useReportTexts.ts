import { useTranslation } from '@wl/i18n';
import type { RecordColumn } from '../../../shared/centre/RecordTable';
import { useAmountColumn } from '../../../shared/centre/columns';
import { useMoney } from '../../../shared/centre/useFormat';

/** A team's play in a period; each amount is named `report.<key>` and is a field of that name. */
export const PLAY_AMOUNTS = ['betAmount', 'validBet', 'winAmount', 'profit'] as const;
/** A team's money in and out in a period, named likewise. */
export const MONEY_AMOUNTS = ['deposits', 'withdrawals', 'bonus', 'rebate'] as const;
type ReportAmount = (typeof PLAY_AMOUNTS)[number] | (typeof MONEY_AMOUNTS)[number];
type Amounts = Partial<Record<ReportAmount, number>>;

/**
 * The centre's texts, and what every agent report says when its period is empty, the title of its
 * totals, and its amounts' columns and totals under the reports' own names.
 */
export function useReportTexts() {
  const { t } = useTranslation('agentCentre');
  const money = useMoney();
  const amountColumn = useAmountColumn();
  return {
    t,
    empty: { title: t('report.empty'), description: t('report.emptyHint') },
    totals: (items: { label: string; value: string }[]) => ({ label: t('report.totals'), items }),
    /** One column an amount; the members' profit is coloured by its sign. */
    amountColumns: <T extends Amounts>(keys: readonly ReportAmount[]): RecordColumn<T>[] =>
      keys.map((key) =>
        amountColumn(key, t(`report.${key}`), (row: Amounts) => row[key] ?? 0, {
          signed: key === 'profit',
        }),
      ),
    /** One totals item an amount. */
    amountItems: (keys: readonly ReportAmount[], amounts: Amounts | undefined) =>
      keys.map((key) => ({ label: t(`report.${key}`), value: money(amounts?.[key] ?? 0) })),
  };
}
