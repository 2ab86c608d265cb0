import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { vars } from '../../theme/cssVars';

export interface CheckboxProps extends Omit<ComponentPropsWithRef<'input'>, 'type'> {
  /** Visible label; may hold links (terms agreement). */
  label: ReactNode;
  error?: string;
}

const Row = styled.label`
  display: inline-flex;
  align-items: flex-start;
  gap: ${vars.space.sm};
  color: ${vars.color.text};
  font-size: 14px;
  line-height: 1.4;
  cursor: pointer;
`;

const Box = styled.input`
  appearance: none;
  flex: none;
  width: 20px;
  height: 20px;
  margin: 0;
  border: 2px solid ${vars.color.border};
  border-radius: ${vars.radius.sm};
  background: ${vars.color.inputBackground};
  display: grid;
  place-content: center;
  cursor: pointer;

  &::after {
    content: '';
    width: 10px;
    height: 6px;
    border-left: 2px solid ${vars.color.onPrimary};
    border-bottom: 2px solid ${vars.color.onPrimary};
    transform: translateY(-1px) rotate(-45deg);
    opacity: 0;
  }
  &:checked {
    background: ${vars.color.primary};
    border-color: ${vars.color.primary};
  }
  &:checked::after {
    opacity: 1;
  }
  &[aria-invalid='true'] {
    border-color: ${vars.color.danger};
  }
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;

const ErrorText = styled.p`
  margin: ${vars.space.xs} 0 0 28px;
  font-size: 13px;
  color: ${vars.color.dangerText};
`;

/** A native checkbox styled from tokens (remember me, terms agreement, age confirmation). */
export function Checkbox({ label, error, id, className, style, ...rest }: CheckboxProps) {
  const generated = useId();
  const inputId = id ?? `wl-checkbox-${generated}`;
  const errorId = `${inputId}-error`;
  return (
    <div className={className} style={style}>
      <Row htmlFor={inputId}>
        <Box
          {...rest}
          id={inputId}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <span>{label}</span>
      </Row>
      {error ? (
        <ErrorText id={errorId} role="alert">
          {error}
        </ErrorText>
      ) : null}
    </div>
  );
}
