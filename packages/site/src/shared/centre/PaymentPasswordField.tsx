import { useTranslation } from '@wl/i18n';
import { PasswordField } from '@wl/ui-kit';
import type { ChangeEventHandler } from 'react';

/** The payment password that confirms moving money: digits, never filled in by the browser. */
export function PaymentPasswordField({
  label,
  value,
  error,
  onChange,
}: {
  label: string;
  value: string;
  error?: string;
  onChange: ChangeEventHandler<HTMLInputElement>;
}) {
  const { t } = useTranslation('auth');
  return (
    <PasswordField
      label={label}
      inputMode="numeric"
      autoComplete="off"
      showLabel={t('login.showPassword')}
      hidePasswordLabel={t('login.hidePassword')}
      value={value}
      error={error}
      onChange={onChange}
    />
  );
}
