import type { Downline } from '@wl/api-client';
import { useTranslation } from '@wl/i18n';
import { Button } from '@wl/ui-kit';
import { useState } from 'react';
import { CentrePage } from '../../../shared/centre/CentrePage';
import { RecordReport } from '../../../shared/centre/RecordReport';
import type { RecordColumn } from '../../../shared/centre/RecordTable';
import { Notice } from '../../../shared/centre/styles';
import { useAmountColumn } from '../../../shared/centre/columns';
import { useCentreFormat } from '../../../shared/centre/useFormat';
import { RECORD_PAGE_SIZE } from '../../../shared/centre/useRecordFilter';
import { useGetDownlinesQuery } from '../api';
import { isAgentFlag } from '../agentFlags';
import { AccountSearch } from './AccountSearch';
import { TransferDialog } from './TransferDialog';

/**
 * downlineManagmentView: the agent's downlines (search by account, paged), each one's level (agent or
 * member) and balance, and a transfer to any of them; the success message names the amount.
 */
export function TeamPage() {
  const { t } = useTranslation('agentCentre');
  const { t: tc } = useTranslation('centre');
  const { money, dateTime } = useCentreFormat();
  const amountColumn = useAmountColumn();
  const [account, setAccount] = useState('');
  const [page, setPage] = useState(1);
  const [transferTo, setTransferTo] = useState<Downline | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const downlines = useGetDownlinesQuery({
    pageNo: page,
    pageSize: RECORD_PAGE_SIZE,
    ...(account ? { account } : {}),
  });
  const rows = downlines.data?.list ?? [];

  const columns: RecordColumn<Downline>[] = [
    { id: 'account', header: t('team.account'), cell: (row) => row.account },
    {
      id: 'level',
      header: t('team.level'),
      cell: (row) => t(isAgentFlag(row.type) ? 'team.levels.agent' : 'team.levels.member'),
    },
    amountColumn('balance', t('team.balance'), (row) => row.balance),
    { id: 'registered', header: t('team.registered'), cell: (row) => dateTime(row.registerTime) },
    {
      id: 'lastLogin',
      header: t('team.lastLogin'),
      cell: (row) => (row.lastLoginTime ? dateTime(row.lastLoginTime) : t('team.never')),
    },
    {
      id: 'actions',
      header: t('team.actions'),
      cell: (row) => (
        <Button
          size="sm"
          aria-label={t('team.transferTo', { account: row.account })}
          onClick={() => {
            setNotice(null);
            setTransferTo(row);
          }}
        >
          {t('team.transfer')}
        </Button>
      ),
    },
  ];

  return (
    <CentrePage title={tc('agent.downlineManagmentView')}>
      <AccountSearch
        label={t('team.search')}
        wide
        value={account}
        onSearch={(next) => {
          setAccount(next);
          setPage(1);
        }}
      />
      <div role="status">{notice && <Notice>{notice}</Notice>}</div>
      <RecordReport
        query={downlines}
        label={t('team.table')}
        columns={columns}
        rowKey={(row) => row.id}
        empty={{
          title: t('team.empty'),
          description: account ? t('team.emptySearch', { account }) : undefined,
        }}
        totals={{
          label: t('team.summary'),
          items: [
            { label: t('team.count'), value: String(downlines.data?.total ?? 0) },
            {
              label: t('team.pageBalance'),
              value: money(rows.reduce((sum, row) => sum + row.balance, 0)),
            },
          ],
        }}
        paging={{ page, onChange: setPage, label: t('team.pages') }}
      />
      {transferTo && (
        <TransferDialog
          downline={transferTo}
          onClose={() => setTransferTo(null)}
          onDone={(message) => {
            setTransferTo(null);
            setNotice(message);
          }}
        />
      )}
    </CentrePage>
  );
}
