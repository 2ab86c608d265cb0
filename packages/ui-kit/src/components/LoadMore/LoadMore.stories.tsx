import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LoadMore } from './LoadMore';

const meta = {
  title: 'Navigation/LoadMore',
  component: LoadMore,
  args: {
    hasMore: true,
    onLoadMore: fn(() => new Promise<void>((resolve) => setTimeout(resolve, 200))),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof LoadMore>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Load more' });
    await userEvent.click(button);
    await userEvent.click(button);
    await userEvent.click(button);
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Loading' })).toBeInTheDocument(),
    );
    await waitFor(
      () => expect(canvas.getByRole('button', { name: 'Load more' })).toBeInTheDocument(),
      // Returns once it holds; the margin is for CI's loaded 2 cores.
      { timeout: 15_000 },
    );
    await expect(args.onLoadMore).toHaveBeenCalledTimes(1);
  },
};
export const NoMore: Story = { args: { hasMore: false } };
