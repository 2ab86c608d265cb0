import type { ReactNode } from 'react';
import { useTranslation } from '@wl/i18n';
import { Button, Checkbox } from '@wl/ui-kit';
import type { FormikProps } from 'formik';
import { FormError, Row } from './formStyles';

/** The end of either login tab: remember-me (with what the tab sets beside it), the error, submit. */
export function LoginTabFooter<V extends { remember: boolean }>({
  formik,
  loading,
  error,
  children,
}: {
  formik: FormikProps<V>;
  loading: boolean;
  error: string | null;
  children?: ReactNode;
}) {
  const { t } = useTranslation('auth');
  return (
    <>
      <Row>
        <Checkbox
          label={t('login.rememberMe')}
          {...formik.getFieldProps({ name: 'remember', type: 'checkbox' })}
        />
        {children}
      </Row>
      {error && <FormError role="alert">{error}</FormError>}
      <Button type="submit" fullWidth size="lg" loading={loading}>
        {t('login.submit')}
      </Button>
    </>
  );
}
