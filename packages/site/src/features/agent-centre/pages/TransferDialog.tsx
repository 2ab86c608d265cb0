import type { Downline } from '@wl/api-client';
import { useTranslation } from '@wl/i18n';
import { TextField } from '@wl/ui-kit';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useGetBalanceQuery } from '../../../shared/account/api';
import { useApiErrorMessage } from '../../../shared/api/useApiErrorMessage';
import { PaymentPasswordField } from '../../../shared/centre/PaymentPasswordField';
import { amountProblem, parseAmount } from '../../../shared/centre/amount';
import { ConfirmDialog } from '../../../shared/centre/ConfirmDialog';
import { useMoney } from '../../../shared/centre/useFormat';
import { memberCentrePath } from '../../../shared/routes/centrePaths';
import { useGetAgentPaymentPasswordStatusQuery, useTransferToDownlineMutation } from '../api';

interface TransferDialogProps {
  downline: Downline;
  onClose: () => void;
  /** The success text, with the amount and the downline ("100.00 has been transferred to down1"). */
  onDone: (message: string) => void;
}

/**
 * Money from the agent's main wallet to one downline, confirmed with the payment password. The platform
 * moves no money without one: an agent who has not set it is sent to the member centre's account page
 * to set it first.
 */
export function TransferDialog({ downline, onClose, onDone }: TransferDialogProps) {
  const { t } = useTranslation('agentCentre');
  const { t: tc } = useTranslation('centre');
  const money = useMoney();
  const messageOf = useApiErrorMessage();
  const balance = useGetBalanceQuery();
  const passwordStatus = useGetAgentPaymentPasswordStatusQuery();
  const [transfer, { isLoading, error, reset }] = useTransferToDownlineMutation();
  const [amount, setAmount] = useState('');
  const [paymentPassword, setPaymentPassword] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; paymentPassword?: string }>({});
  const passwordUnset = passwordStatus.data?.isSet === false;
  const main =
    balance.data?.wallets.find((wallet) => wallet.walletType === 'MAIN')?.balance ??
    balance.data?.sumBalance;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (main === undefined) return;
    const next: typeof errors = {};
    const wrong = amountProblem(amount, main);
    if (wrong) next.amount = t(`transfer.amountProblem.${wrong}`, { max: money(main) });
    if (!paymentPassword) next.paymentPassword = t('transfer.passwordRequired');
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    const value = parseAmount(amount);
    const result = await transfer({ downline: downline.account, amount: value, paymentPassword });
    if (!result.error)
      onDone(tc('transfer.downlineSuccess', { amount: money(value), account: downline.account }));
  };

  return (
    <ConfirmDialog
      title={t('transfer.title', { account: downline.account })}
      closeLabel={tc('close')}
      onClose={onClose}
      onSubmit={(event) => void submit(event)}
      summary={[
        { label: t('transfer.available'), value: main === undefined ? '…' : money(main) },
        { label: t('transfer.downlineBalance'), value: money(downline.balance) },
      ]}
      refusal={error ? messageOf(error) : null}
      cancelLabel={t('transfer.cancel')}
      submit={{
        label: t('transfer.submit'),
        loading: isLoading,
        disabled: main === undefined || passwordStatus.isLoading,
      }}
      instead={
        passwordUnset ? (
          <Link to={memberCentrePath('account')}>{t('transfer.setPassword')}</Link>
        ) : null
      }
    >
      {passwordUnset ? (
        <p>{t('transfer.passwordUnset')}</p>
      ) : (
        <>
          <TextField
            label={t('transfer.amount')}
            inputMode="decimal"
            autoComplete="off"
            value={amount}
            error={errors.amount}
            hint={main === undefined ? undefined : t('transfer.amountHint', { max: money(main) })}
            onChange={(event) => {
              setAmount(event.target.value);
              reset();
            }}
          />
          <PaymentPasswordField
            label={t('transfer.paymentPassword')}
            value={paymentPassword}
            error={errors.paymentPassword}
            onChange={(event) => {
              setPaymentPassword(event.target.value);
              reset();
            }}
          />
        </>
      )}
    </ConfirmDialog>
  );
}
