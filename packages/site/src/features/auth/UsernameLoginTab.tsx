import { useEffect, useMemo, useRef, useState } from 'react';
import type { LoginRequest } from '@wl/api-client';
import { useTranslation } from '@wl/i18n';
import { TextField } from '@wl/ui-kit';
import { buildLoginSchema } from '@wl/validation';
import { useFormik } from 'formik';
import { AccountPasswordField } from '../../shared/fields/AccountPasswordField';
import { FormikCaptchaField } from '../../shared/fields/CaptchaField';
import { useCaptcha } from '../../shared/fields/useCaptcha';
import { useSliderVerification } from '../../shared/fields/SliderVerificationProvider';
import { rememberedUsername, rememberUsername } from './rememberMe';
import { useValidationTranslate } from '../../shared/fields/useValidationTranslate';
import { formikField } from '../../shared/fields/formikField';

import { Form, FormError, LinkButton, Row } from './formStyles';
import { LoginTabFooter } from './LoginTabFooter';

export { Form, FormError, LinkButton, Row };

export interface LoginTabProps {
  submit: (request: LoginRequest, onSuccess?: () => void) => Promise<boolean>;
  loading: boolean;
  error: string | null;
  setError: (message: string | null) => void;
}

interface UsernameTabProps extends LoginTabProps {
  captchaRequired: boolean;
  /** Shown only when a password-change flag is on (CHNGPASSMAIL3 or CHNGPASSVERIF3). */
  onForgotPassword?: () => void;
}

/** Username + password (+ captcha once the server asked), remember-me, forgot link; slider before the call. */
export function UsernameLoginTab({
  submit,
  loading,
  error,
  setError,
  captchaRequired,
  onForgotPassword,
}: UsernameTabProps) {
  const { t } = useTranslation(['auth', 'common']);
  const translate = useValidationTranslate();
  const verify = useSliderVerification();
  const captcha = useCaptcha({ enabled: captchaRequired });
  const schema = useMemo(
    () => buildLoginSchema({ captcha: captchaRequired, translate }),
    [captchaRequired, translate],
  );
  const [initialUsername] = useState(() => rememberedUsername());

  const formik = useFormik({
    initialValues: {
      username: initialUsername ?? '',
      password: '',
      captcha: '',
      remember: initialUsername !== null,
    },
    validationSchema: schema,
    onSubmit: async (values) => {
      const verification = await verify();
      if (!verification) {
        setError(t('common:errors.verificationRequired'));
        return;
      }
      const username = values.username.trim();
      const request: LoginRequest = {
        username,
        password: values.password.trim(),
        type: 'username',
        ...verification,
        ...(captchaRequired ? { captcha: values.captcha.trim(), captchaKey: captcha.key } : {}),
      };
      const ok = await submit(request, () => rememberUsername(values.remember ? username : null));
      if (!ok && captchaRequired) {
        // A captcha answer is single-use: the next try needs a new image.
        captcha.refresh();
        void formik.setFieldValue('captcha', '', false);
      }
    },
  });

  // The captcha field appears after a failure: focus it so the player sees what is new.
  const captchaShown = useRef(false);
  useEffect(() => {
    if (captchaRequired && !captchaShown.current) {
      captchaShown.current = true;
      document.querySelector<HTMLInputElement>('input[name="captcha"]')?.focus();
    }
  }, [captchaRequired]);

  return (
    <Form noValidate onSubmit={formik.handleSubmit} aria-label={t('auth:login.tabs.username')}>
      <TextField
        label={t('auth:login.username')}
        placeholder={t('auth:login.usernamePlaceholder')}
        required
        autoComplete="username"
        autoCapitalize="off"
        spellCheck={false}
        {...formikField(formik, 'username')}
      />
      <AccountPasswordField
        label={t('auth:login.password')}
        placeholder={t('auth:login.passwordPlaceholder')}
        required
        autoComplete="current-password"
        {...formikField(formik, 'password')}
      />
      {captchaRequired && <FormikCaptchaField formik={formik} captcha={captcha} />}
      <LoginTabFooter formik={formik} loading={loading} error={error}>
        {onForgotPassword && (
          <LinkButton type="button" onClick={onForgotPassword}>
            {t('auth:login.forgotPassword')}
          </LinkButton>
        )}
      </LoginTabFooter>
    </Form>
  );
}
