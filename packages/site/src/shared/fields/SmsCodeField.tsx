import { useTranslation } from '@wl/i18n';
import { CodeButton, TextField } from '@wl/ui-kit';
import type { FormikProps } from 'formik';
import { formikField } from './formikField';
import { dialingDigits, type MobileFormValues, type SmsTarget } from './mobile';
import { useValidationTranslate } from './useValidationTranslate';

/** The form values the SMS code field reads: the mobile number it sends to, and the code. */
export interface SmsCodeFormValues extends MobileFormValues {
  verificationCode: string;
}

export interface SmsCodeFieldProps<V extends SmsCodeFormValues> {
  formik: FormikProps<V>;
  /**
   * Sends a code to the form's number; resolves with the countdown seconds and rejects to keep the
   * button enabled. Usually `useSmsCodeSender(purpose)`; the login passes the identity provider's.
   */
  send: (target: SmsTarget) => Promise<{ seconds: number }>;
  /** Shows the required star (default true). */
  required?: boolean;
}

/**
 * The SMS code input with its get-code button and resend countdown (spec): only the mobile number is
 * checked before a send (an empty one is refused even where the form has it optional), then `send`
 * runs with the trimmed number and the digits of the dialing code.
 */
export function SmsCodeField<V extends SmsCodeFormValues>({
  formik,
  send,
  required = true,
}: SmsCodeFieldProps<V>) {
  const { t } = useTranslation('auth');
  const translate = useValidationTranslate();
  const sendCode = async () => {
    await formik.setFieldTouched('mobileNum', true, false);
    const errors = await formik.validateForm();
    const mobileNum = formik.values.mobileNum.trim();
    if (errors.mobileNum || !mobileNum) {
      if (!errors.mobileNum)
        formik.setFieldError(
          'mobileNum',
          translate('validation.required', 'Input cannot be empty'),
        );
      throw new Error('No valid mobile number to send the code to');
    }
    return send({ mobileNum, countryDialingCode: dialingDigits(formik.values.countryDialingCode) });
  };
  return (
    <TextField
      inputMode="numeric"
      autoComplete="one-time-code"
      label={t('sms.code')}
      placeholder={t('sms.codePlaceholder')}
      required={required}
      {...formikField(formik, 'verificationCode')}
      trailing={
        <CodeButton
          onSend={sendCode}
          label={t('sms.getCode')}
          countdownLabel={(seconds) => t('sms.resendIn', { seconds })}
        />
      }
    />
  );
}
