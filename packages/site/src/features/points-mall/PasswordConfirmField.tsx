import { useTranslation } from '@wl/i18n';
import { PasswordField } from '@wl/ui-kit';

interface PasswordConfirmFieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
}

/** The password a redemption or conversion is confirmed with (the platform checks it). */
export function PasswordConfirmField({ value, onChange, error }: PasswordConfirmFieldProps) {
  const { t } = useTranslation('pointsMall');
  return (
    <PasswordField
      label={t('password.label')}
      hint={t('password.hint')}
      showLabel={t('password.show')}
      hidePasswordLabel={t('password.hide')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      {...(error ? { error } : {})}
      required
    />
  );
}
