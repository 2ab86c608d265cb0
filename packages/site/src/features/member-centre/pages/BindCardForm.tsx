import { useTranslation } from '@wl/i18n';
import { TextField } from '@wl/ui-kit';
import { useState } from 'react';
import { useApiErrorMessage } from '../../../shared/api/useApiErrorMessage';
import { useBindBankCardMutation } from '../api';
import { PaymentPasswordField } from '../../../shared/centre/PaymentPasswordField';
import { SelectField } from '../../../shared/centre/SelectField';
import { FormBox } from '../../../shared/centre/styles';
import { submitting } from '../../../shared/fields/submitting';
import { failureOutcome, FormSubmit } from '../../../shared/centre/FormOutcome';

/** 10 to 19 digits once spaces are taken out (the platform's rule). */
export const CARD_NUMBER_PATTERN = /^\d{10,19}$/;

type Field = 'accountName' | 'cardNumber' | 'paymentPassword';

/** Binds a bank card (bank, holder's name, number), the payment password confirming it. */
export function BindCardForm({ banks, onBound }: { banks: string[]; onBound?: () => void }) {
  const { t } = useTranslation('memberCentre');
  const messageOf = useApiErrorMessage();
  const [bind, { isLoading }] = useBindBankCardMutation();
  const [bankName, setBankName] = useState(banks[0] ?? '');
  const [values, setValues] = useState<Record<Field, string>>({
    accountName: '',
    cardNumber: '',
    paymentPassword: '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const set = (name: Field) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setValues({ ...values, [name]: event.target.value });

  const submit = async () => {
    setFailure(null);
    const cardNumber = values.cardNumber.replace(/\s+/g, '');
    const wrong: Partial<Record<Field, string>> = {};
    if (!values.accountName.trim()) wrong.accountName = t('cards.nameRequired');
    if (!CARD_NUMBER_PATTERN.test(cardNumber)) wrong.cardNumber = t('cards.numberRule');
    if (!values.paymentPassword) wrong.paymentPassword = t('paymentPassword.required');
    setErrors(wrong);
    if (Object.keys(wrong).length > 0) return;
    try {
      await bind({
        bankName,
        accountName: values.accountName.trim(),
        cardNumber,
        paymentPassword: values.paymentPassword,
      }).unwrap();
      onBound?.();
    } catch (error) {
      setFailure(messageOf(error));
    }
  };

  return (
    <FormBox aria-label={t('cards.bind')} noValidate onSubmit={submitting(submit)}>
      <SelectField
        label={t('cards.bank')}
        value={bankName}
        onChange={(event) => setBankName(event.target.value)}
        options={banks.map((bank) => ({ value: bank, label: bank }))}
      />
      <TextField
        label={t('cards.accountName')}
        autoComplete="name"
        value={values.accountName}
        error={errors.accountName}
        onChange={set('accountName')}
      />
      <TextField
        label={t('cards.cardNumber')}
        inputMode="numeric"
        autoComplete="off"
        value={values.cardNumber}
        error={errors.cardNumber}
        hint={t('cards.numberRule')}
        onChange={set('cardNumber')}
      />
      <PaymentPasswordField
        label={t('paymentPassword.field')}
        value={values.paymentPassword}
        error={errors.paymentPassword}
        onChange={set('paymentPassword')}
      />
      <FormSubmit
        outcome={failureOutcome(failure)}
        label={t('cards.bindAction')}
        loading={isLoading}
      />
    </FormBox>
  );
}
