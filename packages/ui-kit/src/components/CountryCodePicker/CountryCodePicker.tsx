import { useId } from 'react';
import styled from 'styled-components';
import { vars } from '../../theme/cssVars';
import { ChevronDownIcon } from '../Icon/icons';

export interface Country {
  countryCode: string;
  countryDialingCode: string;
}

export interface CountryCodePickerProps {
  countries: readonly Country[];
  /** The selected dialing code, e.g. `+84` or `84`. */
  value: string;
  onChange: (dialingCode: string, country: Country | undefined) => void;
  /** Accessible name. */
  label?: string;
  disabled?: boolean;
  name?: string;
}

/** Normalises `84`, `+84`, ` +84 ` to `+84`. */
export function formatDialingCode(code: string): string {
  const digits = code.replace(/[^\d-]/g, '');
  return digits ? `+${digits}` : '';
}

const Wrap = styled.span`
  position: relative;
  display: inline-flex;
  align-items: center;
  flex: none;
  color: ${vars.color.text};

  svg {
    position: absolute;
    right: 4px;
    pointer-events: none;
    color: ${vars.color.textMuted};
  }
`;

const Select = styled.select`
  appearance: none;
  height: 36px;
  padding: 0 24px 0 ${vars.space.sm};
  border: 0;
  border-right: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.sm} 0 0 ${vars.radius.sm};
  background: transparent;
  color: ${vars.color.text};
  font-size: 15px;
  cursor: pointer;

  option {
    background: ${vars.color.surface};
    color: ${vars.color.text};
  }
`;

/**
 * Dialing-code picker built on a native select: keyboard, screen readers and mobile pickers work as the
 * platform does. Meant as the `leading` adornment of a mobile-number TextField.
 */
export function CountryCodePicker({
  countries,
  value,
  onChange,
  label = 'Country code',
  disabled,
  name,
}: CountryCodePickerProps) {
  const id = useId();
  const selected = formatDialingCode(value);
  return (
    <Wrap>
      <Select
        id={id}
        name={name}
        aria-label={label}
        value={selected}
        disabled={disabled}
        onChange={(event) => {
          const code = event.target.value;
          onChange(
            code,
            countries.find((c) => formatDialingCode(c.countryDialingCode) === code),
          );
        }}
      >
        {countries.map((country) => {
          const code = formatDialingCode(country.countryDialingCode);
          return (
            <option
              key={`${country.countryCode}${code}`}
              value={code}
              label={`${code}  ${country.countryCode}`}
            >
              {code}
            </option>
          );
        })}
      </Select>
      <ChevronDownIcon size={14} />
    </Wrap>
  );
}
