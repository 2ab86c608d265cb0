import { useCallback, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { sampleGameImage, sampleGames, sampleImage, type SampleGame } from '../../stories/fixtures';
import { GameTile } from '../GameTile/GameTile';
import { EmptyState } from '../StateMessage/StateMessage';
import { GameGrid } from './GameGrid';

const fallbackImage = sampleImage('Game', 300, 300, 220);
const PAGE_SIZE = 42;
const allGames = sampleGames(5000);

function Tile({
  game,
  favourite,
  onToggle,
}: {
  game: SampleGame;
  favourite: boolean;
  onToggle: () => void;
}) {
  return (
    <GameTile
      name={game.name}
      imageUrl={sampleGameImage(game)}
      fallbackImageUrl={fallbackImage}
      vendorName={game.vendor}
      supportPlay={game.supportPlay}
      showFavourite
      favourite={favourite}
      onToggleFavourite={onToggle}
      onPlay={() => {}}
      onTrial={() => {}}
    />
  );
}

interface LobbyProps {
  /** Games loaded at first. */
  initialCount: number;
  total: number;
  loading: boolean;
  loadOnScroll: boolean;
}

/** A lobby page: 42 games a page (spec), appended by the load-more button or on reaching the end. */
function Lobby({ initialCount, total, loading, loadOnScroll }: LobbyProps) {
  const [count, setCount] = useState(initialCount);
  const [favourites, setFavourites] = useState<ReadonlySet<string>>(new Set(['game-1']));
  const [fetching, setFetching] = useState(false);
  const loadMore = useCallback(async () => {
    setFetching(true);
    await new Promise((resolve) => setTimeout(resolve, 400));
    setCount((c) => Math.min(total, c + PAGE_SIZE));
    setFetching(false);
  }, [total]);
  const toggle = (id: string) =>
    setFavourites((old) => {
      const next = new Set(old);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  return (
    <GameGrid
      label="Slots"
      items={allGames.slice(0, Math.min(count, total))}
      getItemKey={(game) => game.id}
      renderItem={(game) => (
        <Tile game={game} favourite={favourites.has(game.id)} onToggle={() => toggle(game.id)} />
      )}
      loading={loading || fetching}
      hasMore={count < total}
      onLoadMore={loadMore}
      loadOnScroll={loadOnScroll}
      empty={
        <EmptyState title="No games" description="This vendor has no games in this category yet." />
      }
    />
  );
}

const meta = {
  title: 'Games/GameGrid',
  component: Lobby,
  args: { initialCount: 5000, total: 5000, loading: false, loadOnScroll: false },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Lobby>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 5,000 games: only the rows near the window are in the DOM. */
export const FiveThousandGames: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Slots' });
    await waitFor(() => expect(within(list).getAllByRole('listitem').length).toBeGreaterThan(0));
    await expect(within(list).getAllByRole('listitem').length).toBeLessThan(200);
    await expect(within(list).getAllByRole('listitem')[0]).toHaveAttribute('aria-setsize', '5000');
  },
};

/** Light mode (every brand's light primary carries its text at AA or better). */
export const Light: Story = { globals: { mode: 'light', brand: 'aurora' } };

/** Pages of 42 appended by the load-more button (debounced 300 ms, busy at least 500 ms). */
export const LoadMorePages: Story = {
  args: { initialCount: PAGE_SIZE, total: 130 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Slots' });
    await userEvent.click(canvas.getByRole('button', { name: 'Load more' }));
    // Returns once it holds; the 15 s are for CI's loaded 2 cores (3 s once ran out under load).
    await waitFor(
      () => expect(within(list).getAllByRole('listitem')[0]).toHaveAttribute('aria-setsize', '84'),
      { timeout: 15_000 },
    );
  },
};

/** Reaching the end of the list loads the next page too (the button stays for keyboard users). */
export const LoadOnScroll: Story = {
  args: { initialCount: PAGE_SIZE, total: 500, loadOnScroll: true },
};

/** The first load: skeleton tiles, the list marked busy. */
export const FirstLoad: Story = {
  args: { initialCount: 0, loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('list', { name: 'Slots' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Empty: Story = {
  args: { initialCount: 0, total: 0 },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: 'No games' }),
    ).toBeInTheDocument();
  },
};
