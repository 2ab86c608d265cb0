import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Tabs } from './Tabs';

const meta = {
  title: 'Navigation/Tabs',
  component: Tabs,
  args: {
    label: 'Login method',
    items: [
      { id: 'username', label: 'Username', content: 'Username and password form' },
      { id: 'sms', label: 'SMS verification', content: 'Mobile number and code form' },
    ],
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LoginTabs: Story = {
  args: { fullWidth: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('tab', { name: 'Username' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'SMS verification' })).toHaveFocus();
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Mobile number and code form');
  },
};
export const ManyTabs: Story = {
  args: {
    label: 'Game list',
    items: [
      'All',
      'Hot',
      'Favourites',
      'Recent',
      'Video poker',
      'Slots',
      'Arcade',
      'Table',
      'Scratch',
    ].map((name) => ({
      id: name,
      label: name,
    })),
  },
};
