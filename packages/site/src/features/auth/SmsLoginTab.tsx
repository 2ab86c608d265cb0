import { useMemo, useState } from 'react';
import type { LoginRequest } from '@wl/api-client';
import { useTranslation } from '@wl/i18n';
import { buildSmsLoginSchema } from '@wl/validation';
import { useFormik } from 'formik';
import { useSmsCodeSender } from '../../shared/fields/useSmsCodeSender';
import { IDENTITY_ERROR_MESSAGE_KEYS } from '../../shared/session/identity/errors';
import { useIdentityProvider } from '../../shared/session/identity/IdentityProviderContext';
import { isIdentityProviderError } from '../../shared/session/identity/types';
import { useAppDispatch } from '../../shared/store/hooks';
import { alertShown } from '../../shared/ui/uiSlice';
import { rememberedSms, rememberSms } from './rememberMe';
import { Form, type LoginTabProps } from './UsernameLoginTab';
import { LoginTabFooter } from './LoginTabFooter';
import { useValidationTranslate } from '../../shared/fields/useValidationTranslate';
import { dialingDigits, type SmsTarget } from '../../shared/fields/mobile';
import { MobileNumberField } from '../../shared/fields/MobileNumberField';
import { SmsCodeField } from '../../shared/fields/SmsCodeField';

/** Countdown when the identity provider sends the code (spec: 60 s). */
export const IDENTITY_SMS_SECONDS = 60;

/**
 * SMS tab (MOBILEVERCODELOGIN3): the shared mobile number and SMS code fields, remember-me. The code
 * comes from the platform (countdown = server expiry minutes x 60) or, when the brand's identity
 * provider sends login codes, from the provider (60 s) and the login carries its ID token.
 */
export function SmsLoginTab({ submit, loading, error, setError }: LoginTabProps) {
  const { t } = useTranslation(['auth', 'common']);
  const dispatch = useAppDispatch();
  const translate = useValidationTranslate();
  const identity = useIdentityProvider();
  const sendPlatformCode = useSmsCodeSender('login');
  const schema = useMemo(() => buildSmsLoginSchema({ translate }), [translate]);
  const [remembered] = useState(() => rememberedSms());

  const formik = useFormik({
    initialValues: {
      countryDialingCode: remembered?.countryDialingCode ?? '',
      mobileNum: remembered?.mobileNum ?? '',
      verificationCode: '',
      remember: remembered !== null,
    },
    validationSchema: schema,
    onSubmit: async (values) => {
      const mobileNum = values.mobileNum.trim();
      const countryDialingCode = dialingDigits(values.countryDialingCode);
      const code = values.verificationCode.trim();
      let request: LoginRequest = {
        username: mobileNum,
        password: code,
        type: 'sms',
        countryDialingCode,
      };
      if (identity.sms) {
        try {
          request = {
            ...request,
            firebaseChannel: 'sms',
            firebaseIdToken: await identity.sms.confirmCode(code),
          };
        } catch (failure) {
          setError(
            isIdentityProviderError(failure)
              ? t(IDENTITY_ERROR_MESSAGE_KEYS[failure.code])
              : t('auth:identityProvider.unknown'),
          );
          return;
        }
      }
      await submit(request, () =>
        rememberSms(values.remember ? { mobileNum, countryDialingCode } : null),
      );
    },
  });

  // The identity provider sends the codes when the brand's adapter can (60 s countdown), else the platform.
  const sendCode = async (target: SmsTarget): Promise<{ seconds: number }> => {
    if (!identity.sms) return sendPlatformCode(target);
    try {
      await identity.sms.sendCode(target);
      return { seconds: IDENTITY_SMS_SECONDS };
    } catch (failure) {
      const key = isIdentityProviderError(failure)
        ? IDENTITY_ERROR_MESSAGE_KEYS[failure.code]
        : 'auth:identityProvider.unknown';
      dispatch(alertShown({ tone: 'warning', message: t(key) }));
      throw failure;
    }
  };

  return (
    <Form noValidate onSubmit={formik.handleSubmit} aria-label={t('auth:login.tabs.sms')}>
      <MobileNumberField formik={formik} />
      <SmsCodeField formik={formik} send={sendCode} />
      <LoginTabFooter formik={formik} loading={loading} error={error} />
    </Form>
  );
}
