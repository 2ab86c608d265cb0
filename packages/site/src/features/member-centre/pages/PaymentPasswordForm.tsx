import { PAYMENT_PASSWORD_PATTERN } from '@wl/api-client';
import { useTranslation } from '@wl/i18n';
import { PasswordField } from '@wl/ui-kit';
import { useState } from 'react';
import { QueryFailure } from '../../../shared/api/QueryFailure';
import { useApiErrorMessage } from '../../../shared/api/useApiErrorMessage';
import { useGetPaymentPasswordStatusQuery, useSetPaymentPasswordMutation } from '../api';
import { RecordSkeleton } from '../../../shared/centre/RecordSkeleton';
import { FormBox } from '../../../shared/centre/styles';
import { submitting } from '../../../shared/fields/submitting';
import { FormSubmit, type Outcome } from '../../../shared/centre/FormOutcome';

type Field = 'current' | 'next' | 'confirm';

/** The new password and its repeat: six digits, a numeric keyboard, never filled from a saved login. */
const SIX_DIGITS = { inputMode: 'numeric', maxLength: 6, autoComplete: 'new-password' } as const;

/**
 * The payment (transaction) password: set the first time with the login password, changed later
 * with the old one. Six digits; withdrawals, bank cards and upline transfers ask for it.
 */
export function PaymentPasswordForm() {
  const { t } = useTranslation('memberCentre');
  const { t: tv } = useTranslation('auth');
  const messageOf = useApiErrorMessage();
  const status = useGetPaymentPasswordStatusQuery();
  const [save, { isLoading }] = useSetPaymentPasswordMutation();
  const [values, setValues] = useState<Record<Field, string>>({
    current: '',
    next: '',
    confirm: '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [notice, setNotice] = useState<Outcome>(null);

  if (status.error)
    return <QueryFailure error={status.error} onRetry={() => void status.refetch()} />;
  if (!status.data) return <RecordSkeleton rows={3} />;
  const isSet = status.data.isSet;

  const field = (name: Field) => ({
    value: values[name],
    error: errors[name],
    showLabel: tv('login.showPassword'),
    hidePasswordLabel: tv('login.hidePassword'),
    onChange: (event: React.ChangeEvent<HTMLInputElement>) =>
      setValues({ ...values, [name]: event.target.value }),
  });

  const submit = async () => {
    setNotice(null);
    const wrong: Partial<Record<Field, string>> = {};
    if (!values.current) wrong.current = t('paymentPassword.required');
    if (!PAYMENT_PASSWORD_PATTERN.test(values.next)) wrong.next = t('paymentPassword.sixDigits');
    if (values.confirm !== values.next) wrong.confirm = t('paymentPassword.mismatch');
    setErrors(wrong);
    if (Object.keys(wrong).length > 0) return;
    try {
      await save({
        ...(isSet ? { oldPaymentPassword: values.current } : { password: values.current }),
        newPaymentPassword: values.next,
        confirmPaymentPassword: values.confirm,
      }).unwrap();
      setValues({ current: '', next: '', confirm: '' });
      setNotice({
        text: t(isSet ? 'paymentPassword.changed' : 'paymentPassword.set'),
        error: false,
      });
    } catch (error) {
      setNotice({ text: messageOf(error), error: true });
    }
  };

  return (
    <FormBox aria-label={t('paymentPassword.title')} noValidate onSubmit={submitting(submit)}>
      <p>{t(isSet ? 'paymentPassword.isSet' : 'paymentPassword.notSet')}</p>
      <PasswordField
        label={t(isSet ? 'paymentPassword.old' : 'paymentPassword.loginPassword')}
        autoComplete="current-password"
        {...field('current')}
      />
      <PasswordField
        label={t('paymentPassword.new')}
        {...SIX_DIGITS}
        hint={t('paymentPassword.sixDigits')}
        {...field('next')}
      />
      <PasswordField label={t('paymentPassword.confirm')} {...SIX_DIGITS} {...field('confirm')} />
      <FormSubmit
        outcome={notice}
        label={t(isSet ? 'paymentPassword.change' : 'paymentPassword.setAction')}
        loading={isLoading}
      />
    </FormBox>
  );
}
