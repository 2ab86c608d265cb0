import type { Withdrawal, WithdrawConfirmRequest } from '@wl/api-client';
import { useTranslation } from '@wl/i18n';
import { Button, ImageUploader, TextField, vars } from '@wl/ui-kit';
import { useState } from 'react';
import styled from 'styled-components';
import { useApiErrorMessage } from '../../../shared/api/useApiErrorMessage';
import { useConfirmWithdrawalMutation, useGetWithdrawalsQuery } from '../api';
import { RecordCard, RecordList } from '../../../shared/centre/RecordStates';
import { RECORD_PAGE_SIZE } from '../../../shared/centre/useRecordFilter';
import { Notice } from '../../../shared/centre/styles';
import { useCentreFormat } from '../../../shared/centre/useFormat';
import { amountProblem, parseAmount } from '../../../shared/centre/amount';
import { readDataUrl } from './readDataUrl';

type Confirmation = WithdrawConfirmRequest['confirmation'];

const Card = styled(RecordCard).attrs({ $tight: true })`
  header {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: ${vars.space.sm};
  }
  strong {
    font-size: 18px;
    font-variant-numeric: tabular-nums;
  }
  small {
    color: ${vars.color.textMuted};
  }
`;

const State = styled.span<{ $tone: 'wait' | 'ok' | 'problem' }>`
  align-self: start;
  padding: 0 ${vars.space.sm};
  border-radius: ${vars.radius.pill};
  font-size: 13px;
  font-weight: 700;
  color: ${({ $tone }) =>
    $tone === 'ok'
      ? vars.color.successText
      : $tone === 'problem'
        ? vars.color.dangerText
        : vars.color.text};
  border: 1px solid currentColor;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space.xs};
`;

const Step = styled.form`
  display: grid;
  gap: ${vars.space.sm};
  max-width: 440px;
`;

const TONE: Record<Withdrawal['confirmation'], 'wait' | 'ok' | 'problem'> = {
  PENDING: 'wait',
  RECEIVED: 'ok',
  FULLY_PAID: 'ok',
  NOT_RECEIVED: 'problem',
  PARTIALLY_RECEIVED: 'problem',
};

/** One withdrawal and the confirmations the player may still make. */
function WithdrawalCard({ withdrawal }: { withdrawal: Withdrawal }) {
  const { t } = useTranslation('memberCentre');
  const { t: tc } = useTranslation('centre');
  const { money, dateTime } = useCentreFormat();
  const messageOf = useApiErrorMessage();
  const [confirm, { isLoading }] = useConfirmWithdrawalMutation();
  const [step, setStep] = useState<Confirmation | null>(null);
  const [proof, setProof] = useState<File[]>([]);
  const [received, setReceived] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const send = async (confirmation: Confirmation) => {
    setFailure(null);
    const request: WithdrawConfirmRequest = { withdrawalId: withdrawal.id, confirmation };
    if (confirmation === 'NOT_RECEIVED') {
      const [file] = proof;
      if (!file) {
        setProblem(t('withdraw.proofRequired'));
        return;
      }
      request.proofImage = await readDataUrl(file);
    }
    if (confirmation === 'PARTIALLY_RECEIVED') {
      // What arrived is more than nothing and less than the whole withdrawal.
      const wrong = amountProblem(received, withdrawal.amount - 0.01);
      if (wrong) {
        setProblem(
          t(`amount.${wrong}`, { min: money(0.01), max: money(withdrawal.amount - 0.01) }),
        );
        return;
      }
      request.receivedAmount = parseAmount(received);
    }
    setProblem(null);
    try {
      await confirm(request).unwrap();
      setStep(null);
      setProof([]);
      setReceived('');
    } catch (error) {
      setFailure(messageOf(error));
    }
  };

  const label = t(`withdraw.confirmation.${withdrawal.confirmation}`);
  return (
    <Card aria-label={`${withdrawal.orderNo}, ${label}`}>
      <header>
        <div>
          <strong>{money(withdrawal.amount)}</strong>
          <div>
            <small>
              {withdrawal.orderNo} · {withdrawal.bankName} {withdrawal.cardNumber} ·{' '}
              {dateTime(withdrawal.createdAt)}
            </small>
          </div>
        </div>
        <State $tone={TONE[withdrawal.confirmation]}>{label}</State>
      </header>
      {withdrawal.confirmation === 'PENDING' && withdrawal.autoReceiveAt && (
        <p>{t('withdraw.autoReceiveAt', { time: dateTime(withdrawal.autoReceiveAt) })}</p>
      )}
      {withdrawal.autoReceived && <p>{t('withdraw.autoReceived')}</p>}
      {withdrawal.receivedAmount !== null && (
        <p>{t('withdraw.receivedAmount', { amount: money(withdrawal.receivedAmount) })}</p>
      )}
      {withdrawal.hasProof && <p>{t('withdraw.proofSent')}</p>}
      {withdrawal.allowedConfirmations.length > 0 && step === null && (
        <Actions role="group" aria-label={tc('withdrawalConfirm.title')}>
          {withdrawal.allowedConfirmations.includes('RECEIVED') && (
            <Button size="sm" loading={isLoading} onClick={() => void send('RECEIVED')}>
              {tc('withdrawalConfirm.received')}
            </Button>
          )}
          {withdrawal.allowedConfirmations.includes('NOT_RECEIVED') && (
            <Button size="sm" variant="secondary" onClick={() => setStep('NOT_RECEIVED')}>
              {tc('withdrawalConfirm.notReceived')}
            </Button>
          )}
          {withdrawal.allowedConfirmations.includes('PARTIALLY_RECEIVED') && (
            <Button size="sm" variant="secondary" onClick={() => setStep('PARTIALLY_RECEIVED')}>
              {tc('withdrawalConfirm.partiallyReceived')}
            </Button>
          )}
        </Actions>
      )}
      {step !== null && (
        <Step
          aria-label={t(
            step === 'NOT_RECEIVED' ? 'withdraw.notReceivedForm' : 'withdraw.partialForm',
          )}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void send(step);
          }}
        >
          {step === 'NOT_RECEIVED' ? (
            <ImageUploader
              files={proof}
              onChange={(files) => {
                setProof(files);
                setProblem(null);
              }}
              maxCount={1}
              label={tc('withdrawalConfirm.uploadProof')}
              hint={t('withdraw.proofHint')}
              addLabel={t('withdraw.addProof')}
              removeLabel={() => t('withdraw.removeProof')}
              messages={{
                type: t('images.type'),
                size: t('images.size'),
                count: t('images.countOne'),
              }}
            />
          ) : (
            <TextField
              label={t('withdraw.receivedField')}
              inputMode="decimal"
              value={received}
              onChange={(event) => setReceived(event.target.value)}
            />
          )}
          {problem && (
            <Notice $error role="alert">
              {problem}
            </Notice>
          )}
          <Actions>
            <Button type="submit" size="sm" loading={isLoading}>
              {t('withdraw.sendConfirmation')}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setStep(null)}>
              {t('withdraw.cancelStep')}
            </Button>
          </Actions>
        </Step>
      )}
      <div role="status">{failure && <Notice $error>{failure}</Notice>}</div>
    </Card>
  );
}

/** The player's withdrawals, newest first, each with its confirmation state. */
export function Withdrawals({ autoReceiveMinutes }: { autoReceiveMinutes?: number }) {
  const { t } = useTranslation('memberCentre');
  const { t: tc } = useTranslation('centre');
  const [page, setPage] = useState(1);
  const withdrawals = useGetWithdrawalsQuery({ pageNo: page, pageSize: RECORD_PAGE_SIZE });
  return (
    <>
      {autoReceiveMinutes !== undefined && (
        <p>{tc('withdrawalConfirm.autoReceive', { minutes: autoReceiveMinutes })}</p>
      )}
      <RecordList
        query={withdrawals}
        rows={withdrawals.data?.list}
        label={t('withdraw.records')}
        empty={{ title: t('withdraw.none') }}
        skeletonRows={2}
        gap="sm"
        renderRow={(withdrawal) => <WithdrawalCard key={withdrawal.id} withdrawal={withdrawal} />}
        paging={{ page, totalPages: withdrawals.data?.totalPages ?? 1, onChange: setPage }}
      />
    </>
  );
}
