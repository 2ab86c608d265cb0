import type { Downline } from '@wl/api-client';
import { useTranslation } from '@wl/i18n';
import { Button, Modal, PasswordField, TextField, vars } from '@wl/ui-kit';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useGetBalanceQuery } from '../../../shared/account/api';
import { useApiErrorMessage } from '../../../shared/api/useApiErrorMessage';
import { amountProblem, parseAmount } from '../../../shared/centre/amount';
import { useMoney } from '../../../shared/centre/useFormat';
import { memberCentrePath } from '../../../shared/routes/centrePaths';
import { useGetAgentPaymentPasswordStatusQuery, useTransferToDownlineMutation } from '../api';

const Form = styled.form`
  display: grid;
  gap: ${vars.space.md};

  dl {
    display: grid;
    grid-template-columns: 1fr auto;
    gap: ${vars.space.xs} ${vars.space.md};
    margin: 0;
  }
  dt {
    color: ${vars.color.textMuted};
  }
  dd {
    margin: 0;
    font-weight: 600;
    font-variant-numeric: tabular-nums;
    text-align: end;
  }
  .refusal {
    margin: 0;
    color: ${vars.color.dangerText};
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: flex-end;
    gap: ${vars.space.sm};
  }
  .actions a {
    color: ${vars.color.primaryText};
    font-weight: 600;
  }
  p {
    margin: 0;
  }
`;

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
  const { t: ta } = useTranslation('auth');
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
    <Modal
      open
      onClose={onClose}
      title={t('transfer.title', { account: downline.account })}
      size="sm"
      closeLabel={tc('close')}
    >
      <Form onSubmit={(event) => void submit(event)} noValidate>
        <dl>
          <dt>{t('transfer.available')}</dt>
          <dd>{main === undefined ? '…' : money(main)}</dd>
          <dt>{t('transfer.downlineBalance')}</dt>
          <dd>{money(downline.balance)}</dd>
        </dl>
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
            <PasswordField
              label={t('transfer.paymentPassword')}
              inputMode="numeric"
              autoComplete="off"
              showLabel={ta('login.showPassword')}
              hidePasswordLabel={ta('login.hidePassword')}
              value={paymentPassword}
              error={errors.paymentPassword}
              onChange={(event) => {
                setPaymentPassword(event.target.value);
                reset();
              }}
            />
          </>
        )}
        {error ? (
          <p className="refusal" role="alert">
            {messageOf(error)}
          </p>
        ) : null}
        <div className="actions">
          <Button type="button" variant="secondary" onClick={onClose}>
            {t('transfer.cancel')}
          </Button>
          {passwordUnset ? (
            <Link to={memberCentrePath('account')}>{t('transfer.setPassword')}</Link>
          ) : (
            <Button
              type="submit"
              loading={isLoading}
              disabled={main === undefined || passwordStatus.isLoading}
            >
              {t('transfer.submit')}
            </Button>
          )}
        </div>
      </Form>
    </Modal>
  );
}
