import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Dropdown } from './Dropdown';

const meta = {
  title: 'Navigation/Dropdown',
  component: Dropdown,
  args: {
    trigger: 'lucky88',
    align: 'start',
    items: [
      { id: 'member', label: 'Member centre', onSelect: fn() },
      { id: 'record', label: 'Account record', onSelect: fn() },
      { id: 'bets', label: 'Betting record', onSelect: fn() },
      { id: 'agent', label: 'Agent centre', onSelect: fn() },
      { id: 'out', label: 'Sign out', onSelect: fn() },
    ],
  },
  parameters: { layout: 'padded' },
  decorators: [(Story) => <div style={{ minHeight: 260 }}>{Story()}</div>],
} satisfies Meta<typeof Dropdown>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AvatarMenuOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'lucky88' }));
    await expect(canvas.getByRole('menu')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
  },
};
export const HoverList: Story = {
  args: {
    trigger: 'Customer service',
    openOnHover: true,
    items: [
      { id: 'chat', label: 'Live chat', href: 'https://support.example/chat', external: true },
      { id: 'mail', label: 'Email us', href: 'mailto:help@aurora.example' },
    ],
  },
};
