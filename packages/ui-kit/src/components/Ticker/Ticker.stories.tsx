import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Ticker } from './Ticker';

const meta = {
  title: 'Content/Ticker',
  component: Ticker,
  args: {
    onSelect: fn(),
    items: [
      { id: 1, text: 'System maintenance on Sunday 02:00-04:00 (GMT+7).' },
      { id: 2, text: 'New slots from PG Soft are live in the RNG lobby.' },
      { id: 3, text: 'Deposit bonus: 10% every Friday for VIP members.' },
    ],
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Ticker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Notices: Story = {};
export const ReadOnly: Story = { args: { onSelect: undefined } };
