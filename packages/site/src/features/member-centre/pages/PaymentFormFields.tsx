import { useTranslation } from '@wl/i18n';
import { TextField } from '@wl/ui-kit';
import { FormSubmit } from '../../../shared/centre/FormOutcome';
import { PaymentPasswordField } from '../../../shared/centre/PaymentPasswordField';
import { useMoney } from '../../../shared/centre/useFormat';
import type { PaymentForm, PaymentLimits } from './usePaymentForm';

/**
 * The fields of a `usePaymentForm`: the amount with its bounds as the hint, the payment password,
 * the outcome and the submit button (the withdrawal's and the upline transfer's, once two copies).
 */
export function PaymentFormFields({
  form,
  amountLabel,
  limits,
  submitLabel,
  loading,
  disabled,
}: {
  form: PaymentForm;
  amountLabel: string;
  limits: PaymentLimits;
  submitLabel: string;
  loading: boolean;
  disabled?: boolean;
}) {
  const { t } = useTranslation('memberCentre');
  const money = useMoney();
  return (
    <>
      <TextField
        label={amountLabel}
        inputMode="decimal"
        value={form.amount.value}
        error={form.amount.error}
        hint={t('withdraw.amountHint', { min: money(limits.min), max: money(limits.max) })}
        onChange={(event) => form.amount.set(event.target.value)}
      />
      <PaymentPasswordField
        label={t('paymentPassword.field')}
        value={form.paymentPassword.value}
        error={form.paymentPassword.error}
        onChange={(event) => form.paymentPassword.set(event.target.value)}
      />
      <FormSubmit
        outcome={form.outcome}
        label={submitLabel}
        loading={loading}
        disabled={disabled}
      />
    </>
  );
}
