import { useTranslation } from '@wl/i18n';
import { Button, TextField } from '@wl/ui-kit';
import { useState } from 'react';
import { QueryFailure } from '../../../shared/api/QueryFailure';
import { useApiErrorMessage } from '../../../shared/api/useApiErrorMessage';
import { useGetUplineInfoQuery, useTransferToUplineMutation } from '../api';
import { RecordSkeleton } from '../../../shared/centre/RecordSkeleton';
import { Totals } from '../../../shared/centre/Totals';
import { CentrePage } from '../../../shared/centre/CentrePage';
import { FormBox, Notice } from '../../../shared/centre/styles';
import { useMoney } from '../../../shared/centre/useFormat';
import { PaymentPasswordField } from '../../../shared/centre/PaymentPasswordField';
import { amountProblem, parseAmount } from '../../../shared/centre/amount';
import { submitting } from '../../../shared/fields/submitting';

/** transferUpline: money from the main wallet to the player's upline, confirmed by the payment password. */
export function UplineTransferPage() {
  const { t } = useTranslation('memberCentre');
  const { t: tc } = useTranslation('centre');
  const money = useMoney();
  const messageOf = useApiErrorMessage();
  const info = useGetUplineInfoQuery();
  const [transfer, { isLoading }] = useTransferToUplineMutation();
  const [amount, setAmount] = useState('');
  const [paymentPassword, setPaymentPassword] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; paymentPassword?: string }>({});
  const [notice, setNotice] = useState<{ text: string; error: boolean } | null>(null);

  const submit = async () => {
    if (!info.data) return;
    setNotice(null);
    const { balance, minAmount } = info.data;
    const wrong = amountProblem(amount, balance, minAmount);
    const next: typeof errors = {};
    if (wrong) next.amount = t(`amount.${wrong}`, { min: money(minAmount), max: money(balance) });
    if (!paymentPassword) next.paymentPassword = t('paymentPassword.required');
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    try {
      const done = await transfer({ amount: parseAmount(amount), paymentPassword }).unwrap();
      setAmount('');
      setPaymentPassword('');
      setNotice({
        text: tc('transfer.uplineSuccess', { amount: money(done.amount) }),
        error: false,
      });
    } catch (error) {
      setNotice({ text: messageOf(error), error: true });
    }
  };

  return (
    <CentrePage title={tc('member.transferUpline')}>
      {info.error ? (
        <QueryFailure error={info.error} onRetry={() => void info.refetch()} />
      ) : !info.data ? (
        <RecordSkeleton rows={3} />
      ) : info.data.upline === null ? (
        <p>{t('upline.none')}</p>
      ) : (
        <>
          <Totals
            label={t('upline.summary')}
            items={[
              { label: t('upline.upline'), value: info.data.upline },
              { label: t('withdraw.available'), value: money(info.data.balance) },
            ]}
          />
          <FormBox aria-label={t('upline.form')} noValidate onSubmit={submitting(submit)}>
            <TextField
              label={t('wallet.amount')}
              inputMode="decimal"
              value={amount}
              error={errors.amount}
              hint={t('withdraw.amountHint', {
                min: money(info.data.minAmount),
                max: money(info.data.balance),
              })}
              onChange={(event) => setAmount(event.target.value)}
            />
            <PaymentPasswordField
              label={t('paymentPassword.field')}
              value={paymentPassword}
              error={errors.paymentPassword}
              onChange={(event) => setPaymentPassword(event.target.value)}
            />
            <div role="status">
              {notice && <Notice $error={notice.error}>{notice.text}</Notice>}
            </div>
            <div>
              <Button type="submit" loading={isLoading}>
                {t('upline.submit')}
              </Button>
            </div>
          </FormBox>
        </>
      )}
    </CentrePage>
  );
}
