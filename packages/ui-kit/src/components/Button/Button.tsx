import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { vars } from '../../theme/cssVars';
import { Spinner } from '../Spinner/Spinner';

export const BUTTON_VARIANTS = ['primary', 'secondary', 'ghost', 'danger'] as const;
export const BUTTON_SIZES = ['sm', 'md', 'lg'] as const;
export type ButtonVariant = (typeof BUTTON_VARIANTS)[number];
export type ButtonSize = (typeof BUTTON_SIZES)[number];

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner, marks the button busy and ignores clicks; the label stays as the accessible name. */
  loading?: boolean;
  fullWidth?: boolean;
  /** Icon before the label (decorative). */
  icon?: ReactNode;
}

const variantStyles: Record<ButtonVariant, ReturnType<typeof css>> = {
  primary: css`
    background: ${vars.color.primary};
    color: ${vars.color.onPrimary};
    border-color: ${vars.color.primary};
  `,
  secondary: css`
    background: ${vars.color.surfaceRaised};
    color: ${vars.color.text};
    border-color: ${vars.color.border};
  `,
  ghost: css`
    background: transparent;
    color: ${vars.color.primaryText};
    border-color: transparent;
  `,
  danger: css`
    background: ${vars.color.danger};
    color: ${vars.color.onDanger};
    border-color: ${vars.color.danger};
  `,
};

const sizeStyles: Record<ButtonSize, ReturnType<typeof css>> = {
  sm: css`
    min-height: 32px;
    padding: 0 ${vars.space.md};
    font-size: 14px;
  `,
  md: css`
    min-height: 40px;
    padding: 0 ${vars.space.lg};
    font-size: 15px;
  `,
  lg: css`
    min-height: 48px;
    padding: 0 ${vars.space.xl};
    font-size: 16px;
  `,
};

const StyledButton = styled.button<{
  $variant: ButtonVariant;
  $size: ButtonSize;
  $fullWidth: boolean;
}>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${vars.space.sm};
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  border: 1px solid transparent;
  border-radius: ${vars.radius.md};
  font-weight: 600;
  line-height: 1.2;
  white-space: nowrap;
  text-decoration: none;
  transition:
    filter 120ms ease,
    background-color 120ms ease;
  ${({ $variant }) => variantStyles[$variant]}
  ${({ $size }) => sizeStyles[$size]}

  &:hover:not(:disabled):not([aria-busy='true']) {
    filter: brightness(1.08);
  }
  &:active:not(:disabled) {
    filter: brightness(0.95);
  }
  &:disabled {
    opacity: 0.55;
  }
  &[aria-busy='true'] {
    cursor: progress;
  }
`;

/** The kit's button: four variants, three sizes, loading and disabled states. */
export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  fullWidth = false,
  icon,
  type = 'button',
  children,
  onClick,
  ...rest
}: ButtonProps) {
  return (
    <StyledButton
      type={type}
      $variant={variant}
      $size={size}
      $fullWidth={fullWidth}
      aria-busy={loading || undefined}
      onClick={(event) => {
        if (loading) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
      {...rest}
    >
      {loading ? <Spinner $size={14} /> : icon}
      {children}
    </StyledButton>
  );
}
