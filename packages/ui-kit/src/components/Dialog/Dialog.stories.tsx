import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Dialog } from './Dialog';

const meta = {
  title: 'Overlays/Dialog',
  component: Dialog,
  args: {
    open: true,
    tone: 'confirm',
    title: 'Sign out',
    text: 'Are you sure you want to sign out?',
    onOk: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Confirm: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(body.getByRole('alertdialog', { name: 'Sign out' })).toBeInTheDocument();
    await userEvent.click(body.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalled();
    await userEvent.click(body.getByRole('button', { name: 'OK' }));
    await expect(args.onOk).toHaveBeenCalled();
  },
};
export const Warning: Story = {
  args: { tone: 'warning', title: 'Warning', text: 'Invalid invitation code' },
};
export const NeedRealAccount: Story = {
  args: {
    tone: 'warning',
    title: 'Notice',
    text: 'Please use a real account to play this game.',
    okLabel: 'Confirm',
  },
};
export const DestructiveLoading: Story = { args: { destructive: true, okLoading: true } };
