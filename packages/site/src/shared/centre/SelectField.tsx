import { vars } from '@wl/ui-kit';
import type { ComponentPropsWithoutRef } from 'react';
import styled from 'styled-components';

const Label = styled.label`
  display: grid;
  gap: ${vars.space.xxs};
  font-size: 13px;
  color: ${vars.color.textMuted};

  select {
    min-height: 40px;
    padding: 0 ${vars.space.sm};
    border: 1px solid ${vars.color.border};
    border-radius: ${vars.radius.md};
    background: ${vars.color.inputBackground};
    color: ${vars.color.text};
    font: inherit;
    font-size: 14px;
  }
`;

/** A labelled native select (ui-kit has none): the platform's pickers work best on phones. */
export function SelectField({
  label,
  options,
  ...props
}: {
  label: string;
  options: { value: string; label: string }[];
} & ComponentPropsWithoutRef<'select'>) {
  return (
    <Label>
      {label}
      <select {...props}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Label>
  );
}
