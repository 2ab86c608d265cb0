import { PasswordField } from '@wl/ui-kit';

export interface CurrentPasswordFieldProps {
  label: string;
  name: string;
  value: string;
  error?: string | undefined;
  onChange: (value: string) => void;
}

/** The sign-in password a security change asks for again, so a left-open session cannot make it. */
export function CurrentPasswordField({ onChange, ...props }: CurrentPasswordFieldProps) {
  return (
    <PasswordField
      autoComplete="current-password"
      required
      {...props}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
