import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { GAME_NAMES, sampleImage } from '../../stories/fixtures';
import { GameTile } from './GameTile';

const vendorIcon = sampleImage('PG', 80, 40, 280);

const meta = {
  title: 'Games/GameTile',
  component: GameTile,
  args: {
    name: 'Fortune Tiger',
    imageUrl: sampleImage('Fortune Tiger', 300, 300, 30),
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
    await userEvent.click(canvas.getByRole('button', { name: 'Add Fortune Tiger to favourites' }));
    await expect(args.onToggleFavourite).toHaveBeenCalled();
  },
};
export const RealMoneyOnly: Story = { args: { supportPlay: 1, favourite: true } };
export const LotteryNoHeart: Story = { args: { showFavourite: false, name: 'VN Lottery 45s', supportPlay: 1 } };
export const BrokenImage: Story = { args: { imageUrl: 'data:image/png;base64,broken' } };
export const Large: Story = {
  args: { size: 'lg' },
  decorators: [(Story) => <div style={{ width: 360 }}>{Story()}</div>],
};

function Grid() {
  const [favs, setFavs] = useState<string[]>(['Dragon Gold']);
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))', gap: 12, width: 'min(960px, 90vw)' }}>
      {GAME_NAMES.map((name, i) => (
        <GameTile
          key={name}
          name={name}
          imageUrl={sampleImage(name, 300, 300, i * 55)}
          vendorName="PG Soft"
          vendorIconUrl={vendorIcon}
          supportPlay={i % 2}
          showFavourite
          favourite={favs.includes(name)}
          onToggleFavourite={() => setFavs((f) => (f.includes(name) ? f.filter((n) => n !== name) : [...f, name]))}
          onPlay={() => {}}
          onTrial={() => {}}
        />
      ))}
    </div>
  );
}
export const LobbyGrid: Story = { render: () => <Grid />, decorators: [(Story) => <Story />] };
