import type { Contract } from '@wl/api-client';
import { useTranslation } from '@wl/i18n';
import { Button, vars } from '@wl/ui-kit';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { useApiErrorMessage } from '../../../shared/api/useApiErrorMessage';
import { CentrePage } from '../../../shared/centre/CentrePage';
import { ContractTerms } from '../../../shared/centre/ContractTerms';
import { useDecideContractMutation } from '../../../shared/centre/contractsApi';
import { RecordList } from '../../../shared/centre/RecordStates';
import { Section } from '../../../shared/centre/styles';
import { useGetMyContractsQuery } from '../contractsApi';
import { OutcomeStatus, type Outcome } from '../../../shared/centre/FormOutcome';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space.sm};
`;

/** One contract: who offered which kind, its terms and state; an open offer can be accepted or rejected. */
function ContractCard({
  contract,
  busy,
  onDecide,
}: {
  contract: Contract;
  busy: boolean;
  onDecide: (contract: Contract, decision: 'accept' | 'reject') => void;
}) {
  const { t } = useTranslation('centre');
  const headingId = useId();
  return (
    <li>
      <Section aria-labelledby={headingId}>
        <h4 id={headingId}>
          {t('contracts.cardTitle', {
            kind: t(`contract.kinds.${contract.kind}`),
            upline: contract.upline,
          })}
        </h4>
        <ContractTerms contract={contract} label={t('contracts.terms')} />
        {contract.status === 'offered' && (
          <Actions>
            <Button
              size="sm"
              disabled={busy}
              aria-describedby={headingId}
              onClick={() => onDecide(contract, 'accept')}
            >
              {t('contract.accept')}
            </Button>
            <Button
              size="sm"
              variant="secondary"
              disabled={busy}
              aria-describedby={headingId}
              onClick={() => onDecide(contract, 'reject')}
            >
              {t('contract.reject')}
            </Button>
          </Actions>
        )}
      </Section>
    </li>
  );
}

/**
 * contracts ("My contracts"): what the player's upline offered them (dividend, daily, hourly or
 * real-time salary) with every state the agent also sees: offered (Accept / Reject), accepted,
 * rejected, terminated.
 */
export function ContractsPage() {
  const { t } = useTranslation('centre');
  const messageOf = useApiErrorMessage();
  const contracts = useGetMyContractsQuery();
  const [decide, { isLoading }] = useDecideContractMutation();
  const [notice, setNotice] = useState<Outcome>(null);

  const onDecide = async (contract: Contract, decision: 'accept' | 'reject') => {
    setNotice(null);
    try {
      await decide({ contractId: contract.id, decision }).unwrap();
      setNotice({
        text: t(decision === 'accept' ? 'contracts.accepted' : 'contracts.rejected', {
          kind: t(`contract.kinds.${contract.kind}`),
          upline: contract.upline,
        }),
        error: false,
      });
    } catch (failure) {
      setNotice({ text: messageOf(failure), error: true });
    }
  };

  return (
    <CentrePage title={t('member.contracts')}>
      <OutcomeStatus outcome={notice} />
      <RecordList
        query={contracts}
        rows={contracts.data?.list}
        label={t('contracts.list')}
        empty={{ title: t('contracts.empty') }}
        skeletonRows={3}
        renderRow={(contract) => (
          <ContractCard
            key={contract.id}
            contract={contract}
            busy={isLoading}
            onDecide={(c, decision) => void onDecide(c, decision)}
          />
        )}
      />
    </CentrePage>
  );
}
