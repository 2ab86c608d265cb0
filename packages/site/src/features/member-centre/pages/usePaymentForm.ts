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

/** What `submit` checks the amount against: at most `max`, at least `min` if given; `problem` first. */
export interface AmountCheck {
  min?: number;
  max: number;
  /** A problem found before the amount is read (the wallets' transfer: the same wallet twice). */
  problem?: 'sameWallet' | null;
}

/**
 * An amount to move, confirmed by the payment password unless `paymentPassword: false` (the
 * withdrawal and the transfer to the upline with it, the wallets' transfer and the deposit without):
 * the fields, their problems and the outcome. Shared because the four pages checked, sent and
 * answered alike.
 */
export function usePaymentForm({ paymentPassword: asksPassword = true } = {}) {
  const { t } = useTranslation('memberCentre');
  const money = useMoney();
  const messageOf = useApiErrorMessage();
  const [amount, setAmount] = useState('');
  const [paymentPassword, setPaymentPassword] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; paymentPassword?: string }>({});
  const [outcome, setOutcome] = useState<Outcome>(null);

  /**
   * Checks the fields (the amount against `check`); only then `send`s the parsed amount and says
   * the text it answers (null: nothing to say, the page shows what was done). A refusal is said and keeps the fields: nothing moved.
   */
  const submit = async (
    { min, max, problem }: AmountCheck,
    send: (amount: number, paymentPassword: string) => Promise<string | null>,
  ) => {
    setOutcome(null);
    const wrong = problem ?? amountProblem(amount, max, min);
    const next: typeof errors = {};
    if (wrong)
      next.amount = t(
        `amount.${wrong}`,
        min === undefined ? { max: money(max) } : { min: money(min), max: money(max) },
      );
    if (asksPassword && !paymentPassword) next.paymentPassword = t('paymentPassword.required');
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    try {
      const text = await send(parseAmount(amount), paymentPassword);
      setAmount('');
      setPaymentPassword('');
      setOutcome(text === null ? null : { text, error: false });
    } catch (error) {
      setOutcome({ text: messageOf(error), error: true });
    }
  };

  return {
    submit,
    outcome,
    /** Forgets the problems said (a new pair of wallets picked). */
    clearProblems: () => setErrors({}),
    amount: { value: amount, error: errors.amount, set: setAmount },
    paymentPassword: {
      value: paymentPassword,
      error: errors.paymentPassword,
      set: setPaymentPassword,
    },
  };
}

export type PaymentForm = ReturnType<typeof usePaymentForm>;
