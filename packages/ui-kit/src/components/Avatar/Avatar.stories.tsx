import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { sampleImage } from '../../stories/fixtures';
import { Avatar } from './Avatar';

const fallback = sampleImage('?', 64, 64, 210);

const meta = {
  title: 'Content/Avatar',
  component: Avatar,
  args: { src: sampleImage('L', 64, 64, 20), fallbackSrc: fallback, alt: 'lucky88', size: 48 },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithPicture: Story = {};
export const BrokenPictureUsesFallback: Story = {
  args: { src: 'data:image/png;base64,broken' },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(within(canvasElement).getByRole('img', { name: 'lucky88' })).toHaveAttribute(
        'src',
        fallback,
      ),
    );
  },
};
export const Initials: Story = {
  args: { src: 'data:image/png;base64,broken', fallbackSrc: 'data:image/png;base64,broken' },
};
