import { REPORT_MAX_DAYS } from '@wl/api-client';
import { useTranslation } from '@wl/i18n';
import { ReportPage, type ReportPageProps } from '../../../shared/centre/ReportPage';
import type { EmptyText } from '../../../shared/centre/RecordStates';
import { AccountSearch } from './AccountSearch';
import { useReportTexts } from './useReportTexts';
import type { AgentEntryId } from '../entries';

export type AgentReportPageProps<T> = Omit<ReportPageProps<T>, 'maxDays' | 'empty' | 'title'> & {
  /** Its menu entry, whose label (`centre:agent.<id>`) is its title. */
  entry: AgentEntryId;
  /** The account of the team the report is narrowed to, and its search (`resetKey` starts it anew). */
  account?: { value: string; onSearch: (account: string) => void; resetKey?: string };
  /** The empty state, when not the reports' own. */
  empty?: EmptyText;
};

/**
 * An agent report: a period of at most REPORT_MAX_DAYS (the platform's limit), narrowed to one account
 * of the team where the report allows it, saying the reports' own words when the period is empty.
 */
export function AgentReportPage<T>({
  entry,
  account,
  pickers,
  empty,
  ...page
}: AgentReportPageProps<T>) {
  const { t } = useTranslation('centre');
  const texts = useReportTexts();
  return (
    <ReportPage
      {...page}
      title={t(`agent.${entry}`)}
      maxDays={REPORT_MAX_DAYS}
      empty={empty ?? texts.empty}
      pickers={
        <>
          {account ? (
            <AccountSearch
              key={account.resetKey}
              value={account.value}
              onSearch={account.onSearch}
            />
          ) : null}
          {pickers}
        </>
      }
    />
  );
}
