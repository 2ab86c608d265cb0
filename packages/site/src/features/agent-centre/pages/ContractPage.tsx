import type { Contract, ContractKind, SalaryRecord } from '@wl/api-client';
import { useTranslation } from '@wl/i18n';
import { Button, Dialog, EmptyState } from '@wl/ui-kit';
import { useState } from 'react';
import { useGetMemberInfoQuery } from '../../../shared/account/api';
import { QueryFailure } from '../../../shared/api/QueryFailure';
import { useApiErrorMessage } from '../../../shared/api/useApiErrorMessage';
import { CentrePage } from '../../../shared/centre/CentrePage';
import { ContractStatusText } from '../../../shared/centre/ContractTerms';
import { useDecideContractMutation } from '../../../shared/centre/contractsApi';
import { RecordSkeleton } from '../../../shared/centre/RecordSkeleton';
import { RecordTable, type RecordColumn } from '../../../shared/centre/RecordTable';
import { Section } from '../../../shared/centre/styles';
import { Totals } from '../../../shared/centre/Totals';
import { useAmountColumn } from '../../../shared/centre/columns';
import { useCentreFormat } from '../../../shared/centre/useFormat';
import { selectSession } from '../../../shared/session/sessionSlice';
import { useAppSelector } from '../../../shared/store/hooks';
import { useGetAgentContractsQuery, useGetDownlinesQuery } from '../api';
import type { AgentEntryId } from '../entries';
import { OfferContractForm } from './OfferContractForm';
import { OutcomeStatus, type Outcome } from '../../../shared/centre/FormOutcome';

/** The menu entry of each contract kind (its page title). */
const ENTRY_OF: Record<ContractKind, AgentEntryId> = {
  dividend: 'agentDividendRecordCopy2',
  dailySalary: 'agentDailyWages2',
  hourlySalary: 'agentHourSalary',
  realtimeSalary: 'agentRealtimeSalary',
};

/**
 * One contract kind of the agent centre (dividend, daily, hourly or real-time salary): the contracts
 * the agent offered with their state (offered, accepted, rejected, terminated), terminating an accepted
 * one after a confirmation, the offer form, and the settlements paid under this kind.
 */
export function ContractPage({ kind }: { kind: ContractKind }) {
  const { t } = useTranslation('agentCentre');
  const { t: tc } = useTranslation('centre');
  const { money, percent, dateTime } = useCentreFormat();
  const amountColumn = useAmountColumn();
  const messageOf = useApiErrorMessage();
  const session = useAppSelector(selectSession);
  const { data: member } = useGetMemberInfoQuery();
  const me = member?.account ?? session.account;
  const contracts = useGetAgentContractsQuery(kind);
  const team = useGetDownlinesQuery({ pageNo: 1, pageSize: 200 });
  const [decide, { isLoading: terminating }] = useDecideContractMutation();
  const [confirming, setConfirming] = useState<Contract | null>(null);
  const [notice, setNotice] = useState<Outcome>(null);
  const title = tc(`agent.${ENTRY_OF[kind]}`);
  const kindName = tc(`contract.kinds.${kind}`);

  const all = contracts.data?.contracts ?? [];
  const offered = all.filter((contract) => contract.upline === me);
  const fromUpline = all.length - offered.length;
  const records = contracts.data?.records ?? [];

  const terminate = async (contract: Contract) => {
    setNotice(null);
    try {
      await decide({ contractId: contract.id, decision: 'terminate' }).unwrap();
      setNotice({ text: t('contracts.terminated', { account: contract.downline }), error: false });
    } catch (error) {
      setNotice({ text: messageOf(error), error: true });
    } finally {
      setConfirming(null);
    }
  };

  const contractColumns: RecordColumn<Contract>[] = [
    { id: 'downline', header: tc('contract.downline'), cell: (row) => row.downline },
    { id: 'rate', header: tc('contract.rate'), numeric: true, cell: (row) => percent(row.rate) },
    {
      id: 'active',
      header: tc('contract.activeMembers'),
      numeric: true,
      cell: (row) => row.activeMembers,
    },
    {
      id: 'bet',
      header: tc('contract.periodValidBet'),
      numeric: true,
      cell: (row) => money(row.periodValidBet),
    },
    {
      id: 'pl',
      header: tc('contract.periodProfitLoss'),
      numeric: true,
      cell: (row) => money(row.periodProfitLoss),
    },
    ...(kind === 'dailySalary' || kind === 'hourlySalary'
      ? [
          {
            id: 'betAmount',
            header: tc(kind === 'dailySalary' ? 'contract.dailyBet' : 'contract.hourlyBet'),
            numeric: true,
            cell: (row: Contract) => money(row.betAmount),
          },
        ]
      : []),
    {
      id: 'period',
      header: tc('contract.period'),
      cell: (row) => tc(`salaryPeriods.${row.period}`),
    },
    {
      id: 'status',
      header: tc('contract.status'),
      cell: (row) => <ContractStatusText status={row.status} />,
    },
    { id: 'date', header: tc('contract.offeredOn'), cell: (row) => dateTime(row.createdAt) },
    {
      id: 'actions',
      header: t('contracts.actions'),
      cell: (row) =>
        row.status === 'accepted' ? (
          <Button
            size="sm"
            variant="secondary"
            aria-label={t('contracts.terminateOf', { account: row.downline })}
            onClick={() => setConfirming(row)}
          >
            {tc('contract.terminate')}
          </Button>
        ) : null,
    },
  ];
  const recordColumns: RecordColumn<SalaryRecord>[] = [
    { id: 'settled', header: t('contracts.settledAt'), cell: (row) => dateTime(row.settledAt) },
    amountColumn('amount', t('contracts.amount'), (row) => row.amount),
  ];

  return (
    <CentrePage title={title}>
      {kind === 'realtimeSalary' && <p>{tc('contract.realtimeSettlement')}</p>}
      <Section aria-labelledby={`contracts-${kind}`}>
        <h4 id={`contracts-${kind}`}>{t('contracts.list')}</h4>
        <OutcomeStatus outcome={notice} />
        {contracts.error ? (
          <QueryFailure error={contracts.error} onRetry={() => void contracts.refetch()} />
        ) : !contracts.data ? (
          <RecordSkeleton rows={3} />
        ) : offered.length === 0 ? (
          <EmptyState title={t('contracts.empty', { kind: kindName })} />
        ) : (
          <RecordTable
            label={t('contracts.list')}
            columns={contractColumns}
            rows={offered}
            rowKey={(row) => row.id}
          />
        )}
        {fromUpline > 0 && <p>{t('contracts.fromUpline', { number: fromUpline })}</p>}
      </Section>
      <Section aria-labelledby={`offer-${kind}`}>
        <h4 id={`offer-${kind}`}>{t('offer.title')}</h4>
        <OfferContractForm
          kind={kind}
          downlines={(team.data?.list ?? []).map((downline) => downline.account)}
        />
      </Section>
      <Section aria-labelledby={`records-${kind}`}>
        <h4 id={`records-${kind}`}>{t('contracts.records')}</h4>
        {!contracts.data ? null : records.length === 0 ? (
          <EmptyState title={t('contracts.recordsEmpty')} />
        ) : (
          <>
            <Totals
              label={t('contracts.recordTotals')}
              items={[
                { label: t('contracts.recordCount'), value: String(records.length) },
                {
                  label: t('contracts.recordSum'),
                  value: money(records.reduce((sum, row) => sum + row.amount, 0)),
                },
              ]}
            />
            <RecordTable
              label={t('contracts.records')}
              columns={recordColumns}
              rows={records}
              rowKey={(row) => row.id}
            />
          </>
        )}
      </Section>
      <Dialog
        open={confirming !== null}
        tone="confirm"
        title={t('contracts.confirmTitle')}
        text={
          confirming
            ? t('contracts.confirmText', { kind: kindName, account: confirming.downline })
            : undefined
        }
        okLabel={tc('contract.terminate')}
        cancelLabel={t('contracts.cancel')}
        destructive
        okLoading={terminating}
        onOk={() => {
          if (confirming) void terminate(confirming);
        }}
        onCancel={() => setConfirming(null)}
      />
    </CentrePage>
  );
}
