import { useTranslation } from '@wl/i18n';
import { useState } from 'react';
import { useApiErrorMessage } from '../../../shared/api/useApiErrorMessage';
import { amountProblem, parseAmount } from '../../../shared/centre/amount';
import type { Outcome } from '../../../shared/centre/FormOutcome';
import { useMoney } from '../../../shared/centre/useFormat';

/** The bounds of the amount a payment form accepts, in the merchant's currency. */
export interface PaymentLimits {
  min: number;
  max: number;
}

/**
 * An amount confirmed by the payment password (the withdrawal and the transfer to the upline): both
 * fields, their problems and the outcome. Shared because both pages checked, sent and answered alike.
 */
export function usePaymentForm() {
  const { t } = useTranslation('memberCentre');
  const money = useMoney();
  const messageOf = useApiErrorMessage();
  const [amount, setAmount] = useState('');
  const [paymentPassword, setPaymentPassword] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; paymentPassword?: string }>({});
  const [outcome, setOutcome] = useState<Outcome>(null);

  /**
   * Checks both fields (the amount within `limits`); only then `send`s the parsed amount and says
   * the text it answers. A refusal is said and keeps both fields: nothing moved.
   */
  const submit = async (
    { min, max }: PaymentLimits,
    send: (amount: number, paymentPassword: string) => Promise<string>,
  ) => {
    setOutcome(null);
    const wrong = amountProblem(amount, max, min);
    const next: typeof errors = {};
    if (wrong) next.amount = t(`amount.${wrong}`, { min: money(min), max: money(max) });
    if (!paymentPassword) next.paymentPassword = t('paymentPassword.required');
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    try {
      const text = await send(parseAmount(amount), paymentPassword);
      setAmount('');
      setPaymentPassword('');
      setOutcome({ text, error: false });
    } catch (error) {
      setOutcome({ text: messageOf(error), error: true });
    }
  };

  return {
    submit,
    outcome,
    amount: { value: amount, error: errors.amount, set: setAmount },
    paymentPassword: {
      value: paymentPassword,
      error: errors.paymentPassword,
      set: setPaymentPassword,
    },
  };
}

export type PaymentForm = ReturnType<typeof usePaymentForm>;
