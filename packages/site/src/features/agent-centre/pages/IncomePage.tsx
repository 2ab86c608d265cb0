import { AGENT_INCOME_TYPES, type AgentIncomeDay, type AgentIncomeType } from '@wl/api-client';
import type { RecordColumn } from '../../../shared/centre/RecordTable';
import { FilterSelect } from '../../../shared/centre/FilterSelect';
import { useAmountColumn } from '../../../shared/centre/columns';
import { useCentreFormat } from '../../../shared/centre/useFormat';
import { useRecordChoice, useRecordFilter } from '../../../shared/centre/useRecordFilter';
import { AgentReportPage } from './AgentReportPage';
import { useReportTexts } from './useReportTexts';
import { useGetAgentIncomeQuery } from '../api';

/**
 * agentRevenueReport (my income): what the agent earned per day and type (commission, dividend, the
 * salaries, transfer rebate) in a period, with the totals of the period overall and by type.
 */
export function IncomePage() {
  const { money, day } = useCentreFormat();
  const amountColumn = useAmountColumn();
  const { t, ...texts } = useReportTexts();
  const filter = useRecordFilter();
  const [type, setType] = useRecordChoice<AgentIncomeType | ''>(filter, '');
  const income = useGetAgentIncomeQuery({
    ...filter.query,
    ...(type ? { type } : {}),
  });

  const columns: RecordColumn<AgentIncomeDay>[] = [
    { id: 'date', header: t('income.date'), cell: (row) => day(row.date) },
    { id: 'type', header: t('income.type'), cell: (row) => t(`income.types.${row.type}`) },
    { id: 'records', header: t('income.records'), numeric: true, cell: (row) => row.records },
    amountColumn('amount', t('income.amount'), (row) => row.amount),
  ];

  return (
    <AgentReportPage
      entry="agentRevenueReport"
      filter={filter}
      pickers={
        <FilterSelect
          label={t('income.type')}
          allLabel={t('income.allTypes')}
          value={type}
          choices={AGENT_INCOME_TYPES}
          nameOf={(value) => t(`income.types.${value}`)}
          onChange={setType}
        />
      }
      query={income}
      columns={columns}
      rowKey={(row) => `${row.date}-${row.type}`}
      empty={{ title: t('income.empty'), description: t('report.emptyHint') }}
      totals={texts.totals([
        { label: t('income.total'), value: money(income.data?.totals.amount ?? 0) },
        { label: t('income.records'), value: String(income.data?.totals.records ?? 0) },
        ...(income.data?.totals.byType ?? [])
          .filter((entry) => entry.records > 0)
          .map((entry) => ({
            label: t(`income.types.${entry.type}`),
            value: money(entry.amount),
          })),
      ])}
    />
  );
}
