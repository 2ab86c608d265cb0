import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { VendorTabs, type Vendor } from './VendorTabs';

const all: Vendor[] = ['PG Soft', 'JILI', 'Pragmatic', 'CQ9', 'Habanero', 'Spadegaming', 'Joker', 'FA Chai'].map((name) => ({
  code: name.toUpperCase().replace(/\s/g, ''),
  name,
}));

function Stateful({ count }: { count: number }) {
  const vendors = all.slice(0, count);
  const [value, setValue] = useState(vendors[0]?.code ?? '');
  return <VendorTabs vendors={vendors} value={value} onChange={setValue} />;
}

const meta = {
  title: 'Games/VendorTabs',
  component: Stateful,
  args: { count: 8 },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Stateful>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ManyVendorsWithArrows: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Next vendors' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('tab', { name: 'JILI' }));
    await expect(canvas.getByRole('tab', { name: 'JILI' })).toHaveAttribute('aria-selected', 'true');
  },
};
export const FiveVendorsNoArrows: Story = {
  args: { count: 5 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Next vendors' })).toBeNull();
  },
};
