import { useState } from 'react';
import { EyeIcon, EyeOffIcon } from '../Icon/icons';
import { FieldIconButton, TextField, type TextFieldProps } from '../TextField/TextField';

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'trailing'> {
  /** Accessible name of the eye button while the password is hidden. */
  showLabel?: string;
  /** Accessible name of the eye button while the password is visible. */
  hidePasswordLabel?: string;
}

/**
 * A password input with a show/hide eye. `autoComplete` passes through (`current-password` by default;
 * use `new-password` in registration) so the browser's password manager does remember-me.
 */
export function PasswordField({
  showLabel = 'Show password',
  hidePasswordLabel = 'Hide password',
  autoComplete = 'current-password',
  disabled,
  ...rest
}: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...rest}
      disabled={disabled}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      autoCapitalize="off"
      spellCheck={false}
      trailing={
        <FieldIconButton
          type="button"
          aria-label={visible ? hidePasswordLabel : showLabel}
          disabled={disabled}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? <EyeOffIcon size={18} /> : <EyeIcon size={18} />}
        </FieldIconButton>
      }
    />
  );
}
