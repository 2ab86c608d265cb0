import type { Meta, StoryObj } from '@storybook/react-vite';
import { QRCode } from './QRCode';

const meta = {
  title: 'Content/QRCode',
  component: QRCode,
  args: { value: 'https://aurora.example/download/android', label: 'Android download QR code' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof QRCode>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Android: Story = {};
export const IOS: Story = {
  args: { value: 'https://aurora.example/download/ios', label: 'iOS download QR code' },
};
