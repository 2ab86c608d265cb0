import type { ComponentPropsWithoutRef } from 'react';
import styled from 'styled-components';
import { pickerControl, pickerLabel } from '../fields/pickerStyles';

const Label = styled.label`
  ${pickerLabel('13px')}

  select {
    font: inherit;
    ${pickerControl}
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
