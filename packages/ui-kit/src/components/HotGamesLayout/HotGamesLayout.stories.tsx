import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sampleGameImage, sampleGames, type SampleGame } from '../../stories/fixtures';
import { GameTile } from '../GameTile/GameTile';
import { HotGamesLayout, type HotTileSize } from './HotGamesLayout';

function HotGames({ count }: { count: number }) {
  return (
    <HotGamesLayout<SampleGame>
      label="Hot games"
      items={sampleGames(count)}
      getItemKey={(game) => game.id}
      renderItem={(game, _index, size: HotTileSize) => (
        <GameTile
          size={size}
          name={game.name}
          imageUrl={sampleGameImage(game)}
          vendorName={game.vendor}
          supportPlay={game.supportPlay}
          showFavourite
          onToggleFavourite={() => {}}
          onPlay={() => {}}
          onTrial={() => {}}
        />
      )}
    />
  );
}

const meta = {
  title: 'Games/HotGamesLayout',
  component: HotGames,
  args: { count: 30 },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof HotGames>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ThirtyHotGames: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Hot games' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(30);
  },
};
/** Light mode (every brand's light primary carries its text at AA or better). */
export const Light: Story = { globals: { mode: 'light', brand: 'aurora' } };
/** Fewer than 16 games: row two stays empty. */
export const TenHotGames: Story = { args: { count: 10 } };
