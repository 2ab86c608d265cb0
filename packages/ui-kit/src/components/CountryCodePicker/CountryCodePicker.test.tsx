import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { CountryCodePicker, formatDialingCode } from './CountryCodePicker';

const countries = [
  { countryCode: 'VN', countryDialingCode: '84' },
  { countryCode: 'TH', countryDialingCode: '+66' },
];

describe('CountryCodePicker', () => {
  it('normalises dialing codes', () => {
    expect(formatDialingCode('84')).toBe('+84');
    expect(formatDialingCode(' +66 ')).toBe('+66');
  });

  it('selects a dialing code and reports the country', async () => {
    const onChange = vi.fn();
    renderWithTheme(<CountryCodePicker countries={countries} value="84" onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Country code' });
    expect(select).toHaveValue('+84');
    await userEvent.selectOptions(select, '+66');
    expect(onChange).toHaveBeenCalledWith('+66', countries[1]);
  });
});
