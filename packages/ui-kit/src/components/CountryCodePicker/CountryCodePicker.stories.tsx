import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextField } from '../TextField/TextField';
import { CountryCodePicker, type CountryCodePickerProps } from './CountryCodePicker';

const countries = [
  { countryCode: 'VN', countryDialingCode: '84' },
  { countryCode: 'TH', countryDialingCode: '66' },
  { countryCode: 'BD', countryDialingCode: '880' },
  { countryCode: 'ID', countryDialingCode: '62' },
  { countryCode: 'PH', countryDialingCode: '63' },
];

function Stateful(props: Partial<CountryCodePickerProps>) {
  const [value, setValue] = useState('84');
  return <CountryCodePicker countries={countries} {...props} value={value} onChange={setValue} />;
}

const meta = {
  title: 'Forms/CountryCodePicker',
  component: Stateful,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Stateful>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Alone: Story = {};
export const InMobileField: Story = {
  render: () => (
    <div style={{ maxWidth: 360 }}>
      <TextField
        label="Mobile number"
        placeholder="Mobile number"
        required
        inputMode="tel"
        leading={<Stateful />}
      />
    </div>
  ),
};
