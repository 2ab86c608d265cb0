import { useTranslation } from '@wl/i18n';
import { Button, CaptchaImage, TextField, vars } from '@wl/ui-kit';
import styled from 'styled-components';
import type { FormikProps } from 'formik';
import { useApiErrorMessage } from '../api/useApiErrorMessage';
import { touchedError } from './formikField';
import type { useCaptcha } from './useCaptcha';

const Row = styled.div`
  display: flex;
  gap: ${vars.space.sm};
  align-items: flex-start;
  > :first-child {
    flex: 1;
  }
`;

const LoadError = styled.p`
  margin: ${vars.space.xxs} 0 0;
  color: ${vars.color.danger};
  font-size: 13px;
`;

export interface CaptchaFieldProps {
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string;
  image: string;
  loading?: boolean;
  /** The failed image call, if it failed: its message and a retry replace the endless spinner. */
  loadError?: unknown;
  onRefresh: () => void;
  name?: string;
}

/** Captcha answer input with its image; clicking the image asks for a new one (at most once per second). */
export function CaptchaField({
  value,
  onChange,
  onBlur,
  error,
  image,
  loading,
  loadError,
  onRefresh,
  name = 'captcha',
}: CaptchaFieldProps) {
  const { t } = useTranslation(['auth', 'common']);
  const errorMessage = useApiErrorMessage();
  const failed = Boolean(loadError) && !loading && !image;
  return (
    <>
      <Row>
        <TextField
          name={name}
          label={t('login.captcha')}
          placeholder={t('login.captchaPlaceholder')}
          required
          autoComplete="off"
          inputMode="text"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
          error={error}
        />
        {failed ? (
          <Button variant="secondary" onClick={onRefresh}>
            {t('common:actions.retry')}
          </Button>
        ) : (
          <CaptchaImage
            src={image}
            loading={loading}
            onRefresh={onRefresh}
            label={t('login.refreshCaptcha')}
          />
        )}
      </Row>
      {failed ? <LoadError role="alert">{errorMessage(loadError)}</LoadError> : null}
    </>
  );
}

/** The field bound to a Formik form's `captcha` value and to the image of `useCaptcha`. */
export function FormikCaptchaField<V extends { captcha: string }>({
  formik,
  captcha,
}: {
  formik: FormikProps<V>;
  captcha: ReturnType<typeof useCaptcha>;
}) {
  return (
    <CaptchaField
      value={formik.values.captcha}
      onChange={(value) => void formik.setFieldValue('captcha', value)}
      onBlur={() => void formik.setFieldTouched('captcha')}
      error={touchedError(formik, 'captcha')}
      image={captcha.image}
      loading={captcha.loading}
      loadError={captcha.loadError}
      onRefresh={captcha.refresh}
    />
  );
}
