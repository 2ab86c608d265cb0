import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EmptyState, ErrorState } from './StateMessage';

const meta = {
  title: 'Feedback/StateMessage',
  component: ErrorState,
  args: { onRetry: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ErrorState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Error: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
export const SlowPage: Story = {
  args: {
    description: 'The page took longer time to load, please check your network connectivity',
  },
};
export const Empty: Story = {
  render: () => (
    <EmptyState title="No favourites yet" description="Tap the heart on a game to keep it here." />
  ),
};
