import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Balance, type BalanceProps } from './Balance';

function Stateful(
  props: Omit<BalanceProps, 'masked' | 'onToggleMask'> & { startMasked?: boolean },
) {
  const [masked, setMasked] = useState(props.startMasked ?? false);
  return <Balance {...props} masked={masked} onToggleMask={() => setMasked((m) => !m)} />;
}

const meta = {
  title: 'Content/Balance',
  component: Stateful,
  args: { amount: 1234567.8, currency: 'USD', onRefresh: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Stateful>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Shown: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('USD 1,234,567.80')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Hide balance' }));
    await expect(canvas.getByText('****')).toBeInTheDocument();
  },
};
export const Masked: Story = { args: { startMasked: true } };
export const Updating: Story = { args: { amount: null, refreshing: true } };
