import {
  useId,
  useRef,
  useState,
  type ComponentPropsWithRef,
  type ReactNode,
  type Ref,
} from 'react';
import styled from 'styled-components';
import { vars } from '../../theme/cssVars';
import { CloseIcon } from '../Icon/icons';

export interface TextFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'size'> {
  /** Visible label; also the input's accessible name. */
  label: string;
  /** Hides the label visually (it stays the accessible name), e.g. in compact login forms. */
  hideLabel?: boolean;
  /** Error message; marks the input invalid and is announced with it. */
  error?: string;
  /** Helper text under the input. */
  hint?: ReactNode;
  /** Shows a clear button while there is text. */
  clearable?: boolean;
  /** Accessible name of the clear button. */
  clearLabel?: string;
  /** Called after the clear button emptied the field. */
  onClear?: () => void;
  /** Content before the input (e.g. a country code picker). */
  leading?: ReactNode;
  /** Content after the input (e.g. an eye toggle or a get-code button). */
  trailing?: ReactNode;
}

/** Placeholder text as the spec wants it: required fields carry a star. */
export function placeholderWithStar(
  placeholder: string | undefined,
  required: boolean | undefined,
) {
  if (!placeholder) return placeholder;
  return required ? `${placeholder} *` : placeholder;
}

/** Sets an input's value the way a user would, so React's onChange (controlled or not) fires. */
export function setNativeInputValue(input: HTMLInputElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setter?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

export const FieldWrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space.xs};
  min-width: 0;
`;

export const FieldLabel = styled.label<{ $hidden?: boolean }>`
  font-size: 14px;
  font-weight: 500;
  color: ${vars.color.text};
  ${({ $hidden }) =>
    $hidden
      ? `position: absolute; width: 1px; height: 1px; margin: -1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap;`
      : ''}
`;

export const FieldBox = styled.div<{ $invalid: boolean; $disabled: boolean }>`
  display: flex;
  align-items: center;
  gap: ${vars.space.xs};
  min-height: 44px;
  padding: 0 ${vars.space.xs} 0 ${vars.space.md};
  background: ${vars.color.inputBackground};
  border: 1px solid ${({ $invalid }) => ($invalid ? vars.color.danger : vars.color.border)};
  border-radius: ${vars.radius.md};
  opacity: ${({ $disabled }) => ($disabled ? 0.6 : 1)};
  transition: border-color 120ms ease;

  &:focus-within {
    border-color: ${({ $invalid }) => ($invalid ? vars.color.danger : vars.color.focus)};
    box-shadow: 0 0 0 1px ${({ $invalid }) => ($invalid ? vars.color.danger : vars.color.focus)};
  }
`;

export const FieldInput = styled.input`
  flex: 1;
  min-width: 0;
  height: 42px;
  padding: 0;
  border: 0;
  background: transparent;
  color: ${vars.color.text};
  font-size: 16px;

  &::placeholder {
    color: ${vars.color.textMuted};
    opacity: 1;
  }
  &:focus,
  &:focus-visible {
    outline: none;
  }
  /* A search field has our labelled clear button; the browser's own would be a second one. */
  &::-webkit-search-cancel-button {
    appearance: none;
  }
`;

export const FieldIconButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: 36px;
  height: 36px;
  padding: 0;
  border: 0;
  border-radius: ${vars.radius.sm};
  background: transparent;
  color: ${vars.color.textMuted};

  &:hover {
    color: ${vars.color.text};
  }
`;

export const FieldMessage = styled.p<{ $tone: 'error' | 'hint' }>`
  margin: 0;
  font-size: 13px;
  color: ${({ $tone }) => ($tone === 'error' ? vars.color.dangerText : vars.color.textMuted)};
`;

function assignRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) (ref as { current: T | null }).current = value;
}

/** A labelled text input with required star, error text, hint, clear button and adornments. */
export function TextField({
  label,
  hideLabel = false,
  error,
  hint,
  clearable = false,
  clearLabel = 'Clear',
  onClear,
  leading,
  trailing,
  id,
  placeholder,
  required,
  disabled,
  value,
  defaultValue,
  ref,
  className,
  style,
  ...inputProps
}: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? `wl-field-${generatedId}`;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const inputRef = useRef<HTMLInputElement | null>(null);
  const describedBy =
    [error ? errorId : null, hint ? hintId : null, inputProps['aria-describedby']]
      .filter(Boolean)
      .join(' ') || undefined;
  const [uncontrolledHasText, setUncontrolledHasText] = useState(
    defaultValue !== undefined && String(defaultValue).length > 0,
  );
  const hasText =
    value !== undefined && value !== null ? String(value).length > 0 : uncontrolledHasText;

  return (
    <FieldWrapper className={className} style={style}>
      <FieldLabel htmlFor={inputId} $hidden={hideLabel}>
        {label}
      </FieldLabel>
      <FieldBox $invalid={Boolean(error)} $disabled={Boolean(disabled)}>
        {leading}
        <FieldInput
          {...inputProps}
          id={inputId}
          ref={(node) => {
            inputRef.current = node;
            assignRef(ref, node);
          }}
          value={value}
          defaultValue={defaultValue}
          onChange={(event) => {
            if (value === undefined) setUncontrolledHasText(event.target.value.length > 0);
            inputProps.onChange?.(event);
          }}
          required={required}
          aria-required={required || undefined}
          disabled={disabled}
          placeholder={placeholderWithStar(placeholder, required)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
        {clearable && hasText && !disabled ? (
          <FieldIconButton
            type="button"
            aria-label={clearLabel}
            onClick={() => {
              const input = inputRef.current;
              if (input) {
                setNativeInputValue(input, '');
                input.focus();
              }
              onClear?.();
            }}
          >
            <CloseIcon size={16} />
          </FieldIconButton>
        ) : null}
        {trailing}
      </FieldBox>
      {error ? (
        <FieldMessage id={errorId} $tone="error" role="alert">
          {error}
        </FieldMessage>
      ) : null}
      {hint ? (
        <FieldMessage id={hintId} $tone="hint">
          {hint}
        </FieldMessage>
      ) : null}
    </FieldWrapper>
  );
}
