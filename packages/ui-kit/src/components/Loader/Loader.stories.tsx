import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Loader } from './Loader';

const meta = {
  title: 'Feedback/Loader',
  component: Loader,
  args: { label: 'Loading' },
  parameters: { docs: { story: { inline: false, iframeHeight: 240 } } },
} satisfies Meta<typeof Loader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Inline: Story = {
  parameters: { layout: 'padded' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading');
  },
};
export const FullScreen: Story = { args: { fullScreen: true, label: 'Logging in' } };
