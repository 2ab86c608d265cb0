import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { ToastStack } from './Toast';

const meta = {
  title: 'Feedback/Toast',
  component: ToastStack,
  args: {
    onDismiss: fn(),
    toasts: [
      { id: '1', tone: 'success', message: 'Password changed successfully', duration: 0 },
      { id: '2', tone: 'info', message: 'Your request has been sent', duration: 0 },
      { id: '3', tone: 'warning', message: 'Please complete verification first', duration: 0 },
      {
        id: '4',
        tone: 'error',
        message: 'Network link is abnormal, please try again',
        duration: 0,
      },
    ],
  },
  parameters: { docs: { story: { inline: false, iframeHeight: 320 } } },
} satisfies Meta<typeof ToastStack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllTones: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(body.getByRole('alert')).toHaveTextContent('Network link is abnormal');
  },
};
export const Success: Story = {
  args: { toasts: [{ id: 's', tone: 'success', message: 'Transfer successful', duration: 0 }] },
};
