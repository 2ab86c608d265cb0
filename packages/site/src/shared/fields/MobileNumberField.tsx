import { useEffect } from 'react';
import { useTranslation } from '@wl/i18n';
import { CountryCodePicker, TextField } from '@wl/ui-kit';
import type { FormikProps } from 'formik';
import { useGetCountriesQuery } from './api';
import { formikField } from './formikField';
import { dialingDigits, type MobileFormValues } from './mobile';

export interface MobileNumberFieldProps<V extends MobileFormValues> {
  formik: FormikProps<V>;
  /** Shows the required star (default true). */
  required?: boolean;
}

/**
 * Mobile number with the dialing-code picker (the platform's country list) for every SMS form: login,
 * forgot password, registration. The form holds the code as digits; until the player picks one it is
 * the first country the platform lists, so the submit sends what the picker shows.
 */
export function MobileNumberField<V extends MobileFormValues>({
  formik,
  required = true,
}: MobileNumberFieldProps<V>) {
  const { t } = useTranslation('auth');
  const { data: countries = [] } = useGetCountriesQuery();
  const chosen = formik.values.countryDialingCode;
  const firstListed = countries[0]?.countryDialingCode;
  const { setFieldValue } = formik;
  useEffect(() => {
    if (!chosen && firstListed)
      void setFieldValue('countryDialingCode', dialingDigits(firstListed), false);
  }, [chosen, firstListed, setFieldValue]);
  return (
    <TextField
      type="tel"
      inputMode="tel"
      autoComplete="tel-national"
      label={t('sms.mobile')}
      placeholder={t('sms.mobilePlaceholder')}
      required={required}
      {...formikField(formik, 'mobileNum')}
      leading={
        countries.length > 0 ? (
          <CountryCodePicker
            name="countryDialingCode"
            label={t('sms.countryCode')}
            countries={countries}
            value={chosen}
            onChange={(code) =>
              void setFieldValue('countryDialingCode', dialingDigits(code), false)
            }
          />
        ) : undefined
      }
    />
  );
}
