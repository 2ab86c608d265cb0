import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleImage } from '../../stories/fixtures';
import { GameTile, GameTileSkeleton } from './GameTile';

const vendorIcon = sampleImage('PG', 80, 40, 280);

const meta = {
  title: 'Games/GameTile',
  component: GameTile,
  args: {
    name: 'Fortune Tiger',
    imageUrl: sampleImage('Fortune Tiger', 300, 300, 30),
    fallbackImageUrl: sampleImage('Game', 300, 300, 220),
    vendorName: 'PG Soft',
    vendorIconUrl: vendorIcon,
    supportPlay: 0,
    showFavourite: true,
    favourite: false,
    onPlay: fn(),
    onTrial: fn(),
    onToggleFavourite: fn(),
  },
  parameters: { layout: 'padded' },
  decorators: [(Story) => <div style={{ width: 200 }}>{Story()}</div>],
} satisfies Meta<typeof GameTile>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithFreeTrial: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Free trial: Fortune Tiger' }));
    await expect(args.onTrial).toHaveBeenCalled();
    const heart = canvas.getByRole('button', { name: 'Favourite Fortune Tiger' });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(heart);
    await expect(args.onToggleFavourite).toHaveBeenCalled();
  },
};
export const RealMoneyOnly: Story = {
  args: { supportPlay: 1, favourite: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: /Free trial/ })).toBeNull();
    await expect(
      canvas.getByRole('button', { name: 'Favourite Fortune Tiger', pressed: true }),
    ).toBeInTheDocument();
  },
};
export const LotteryNoHeart: Story = {
  args: { showFavourite: false, name: 'VN Lottery 45s', supportPlay: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: /Favourite/ })).toBeNull();
  },
};
/** The picture and its retry fail: the brand's default game picture shows. */
export const BrokenImage: Story = { args: { imageUrl: 'data:image/png;base64,broken' } };
/** Every picture fails: an icon shows. */
export const NoImageAtAll: Story = {
  args: { imageUrl: 'data:image/png;base64,broken', fallbackImageUrl: undefined },
};
/** Light mode (every brand's light primary carries its text at AA or better). */
export const Light: Story = { globals: { mode: 'light', brand: 'aurora' } };
export const Large: Story = {
  args: { size: 'lg' },
  decorators: [(Story) => <div style={{ width: 320, height: 420 }}>{Story()}</div>],
};
export const Skeleton: Story = { render: () => <GameTileSkeleton /> };
