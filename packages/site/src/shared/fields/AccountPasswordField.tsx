import { useTranslation } from '@wl/i18n';
import { PasswordField, type PasswordFieldProps } from '@wl/ui-kit';

/** ui-kit's PasswordField with its eye button named as on the login form (sign-in, register, reset). */
export function AccountPasswordField(
  props: Omit<PasswordFieldProps, 'showLabel' | 'hidePasswordLabel'>,
) {
  const { t } = useTranslation('auth');
  return (
    <PasswordField
      showLabel={t('login.showPassword')}
      hidePasswordLabel={t('login.hidePassword')}
      {...props}
    />
  );
}
