import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { sampleImage } from '../../stories/fixtures';
import { VendorTabPanel, VendorTabs, type Vendor } from './VendorTabs';

const all: Vendor[] = [
  'PG Soft',
  'JILI',
  'Pragmatic',
  'CQ9',
  'Habanero',
  'Spadegaming',
  'Joker',
  'FA Chai',
].map((name, i) => ({
  code: name.toUpperCase().replace(/\s/g, ''),
  name,
  iconUrl: sampleImage(name.slice(0, 2), 48, 48, i * 45),
}));

function Lobby({ count, activation }: { count: number; activation: 'manual' | 'automatic' }) {
  const vendors = all.slice(0, count);
  const [value, setValue] = useState(vendors[0]?.code ?? '');
  return (
    <>
      <VendorTabs
        vendors={vendors}
        value={value}
        onChange={setValue}
        activation={activation}
        panelId="vendor-games"
      />
      <VendorTabPanel id="vendor-games" value={value}>
        <p style={{ padding: 16 }}>Games of {vendors.find((v) => v.code === value)?.name}</p>
      </VendorTabPanel>
    </>
  );
}

const meta = {
  title: 'Games/VendorTabs',
  component: Lobby,
  args: { count: 8, activation: 'manual' },
  argTypes: { activation: { control: 'inline-radio', options: ['manual', 'automatic'] } },
  parameters: { layout: 'padded' },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>],
} satisfies Meta<typeof Lobby>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ManyVendorsWithArrows: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Next vendors' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('tab', { name: 'JILI' }));
    await expect(canvas.getByRole('tab', { name: 'JILI' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.keyboard('{ArrowRight}{Enter}');
    await expect(canvas.getByRole('tabpanel', { name: 'Pragmatic' })).toBeInTheDocument();
  },
};
export const FiveVendorsNoArrows: Story = {
  args: { count: 5 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Next vendors' })).toBeNull();
  },
};
/** Light mode (every brand's light primary carries its text at AA or better). */
export const Light: Story = { globals: { mode: 'light', brand: 'aurora' } };
